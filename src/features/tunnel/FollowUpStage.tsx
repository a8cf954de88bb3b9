import type { DossierInfo } from "../../api/dossierSchemas.ts";
import type { Locale } from "../../config/index.ts";
import { showsColumnHelpPanel } from "./frame/helpColumn.ts";
import { staticProgress } from "./frame/staticProgress.ts";
import { TunnelFrame } from "./frame/TunnelFrame.tsx";
import { FollowUpPanel } from "./step5/FollowUpPanel.tsx";
import { stepRegistry } from "./steps/stepRegistry.ts";
import type { TunnelContent } from "./tunnelContent.ts";
import { useStepAddress } from "./useStepAddress.ts";

type FollowUpStageProps = {
  details: DossierInfo | null;
  /** Right after sending (the loader's fact): the right column shows and the heading takes focus. */
  hasJustDeposited: boolean;
  locale: Locale;
  content: TunnelContent;
};

const progress = staticProgress(5);

/** Once the file is sent, no other step is shown: an earlier step's address shows step 5. */
const stayOnFollowUp = () => 5 as const;

/** Step 5 (the follow-up after sending) in the tunnel's frame. */
export function FollowUpStage({ details, hasJustDeposited, locale, content }: FollowUpStageProps) {
  useStepAddress({ shown: 5, locale, askForStep: stayOnFollowUp });
  return (
    <TunnelFrame
      locale={locale}
      step={5}
      progress={progress}
      content={content}
      details={details}
      stayMonths={stepRegistry[1].form.fromServer(details?.crm ?? null).duration}
      hasJustDeposited={hasJustDeposited}
    >
      <FollowUpPanel
        locale={locale}
        focusHeading={hasJustDeposited}
        helpInColumn={showsColumnHelpPanel(5, hasJustDeposited, details?.statuscode ?? null)}
      />
    </TunnelFrame>
  );
}
