import { Box, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { toFollowUpView } from "../../../../machines/followUp.selectors.ts";
import type { Locale } from "../../../config/index.ts";
import { RetryNotice } from "../frame/RetryNotice.tsx";
import { useStepHeadingFocus } from "../frame/useStepHeadingFocus.ts";
import { StepHeading } from "../steps/StepHeading.tsx";
import { FollowUpHelp } from "./FollowUpHelp.tsx";
import { FollowUpProgress } from "./FollowUpProgress.tsx";
import { FollowUpContext } from "./followUpContexts.ts";
import { HandoverView } from "./HandoverView.tsx";
import { LoadingOrRetry } from "./LoadingOrRetry.tsx";
import { NoFlatHeld } from "./NoFlatHeld.tsx";
import { PaymentView } from "./PaymentView.tsx";
import { RequestCard } from "./RequestCard.tsx";
import { SentBackForChanges } from "./SentBackForChanges.tsx";
import { SignatureView } from "./SignatureView.tsx";

/**
 * Step 5 (the `followUp` machine, the tunnel loader's child): the request card and the view of
 * its sub-stage. `focusHeading`: the page moved here from step 4 ("Continuer" after sending), so
 * step 5 shows from the top with focus on its heading.
 */
export function FollowUpPanel({
  locale,
  focusHeading,
  helpInColumn,
}: {
  locale: Locale;
  focusHeading: boolean;
  /** The frame's column shows its help panel: no second help block here. */
  helpInColumn: boolean;
}) {
  const headingRef = useStepHeadingFocus<HTMLHeadingElement>(5, focusHeading);
  const view = FollowUpContext.useSelector(toFollowUpView);
  const { send } = FollowUpContext.useActorRef();
  const { data, subStage } = view;
  return (
    <Box as="section">
      <StepHeading step={5} headingRef={headingRef} />
      <Text mb="4">
        <Trans>
          Suivez ici chaque étape de votre réservation : l'étude de votre demande, sa validation, le
          paiement des frais d'entrée, la signature du bail et la remise des clés.
        </Trans>
      </Text>
      <LoadingOrRetry load={view} onRetry={() => send({ type: "retry" })} />
      {view.refreshFailed && (
        <RetryNotice action={<Trans>Actualiser</Trans>} onRetry={() => send({ type: "refresh" })}>
          <Trans>Le suivi de votre demande n'a pas pu être actualisé.</Trans>
        </RetryNotice>
      )}
      {data && (
        <Stack gap="5">
          <RequestCard data={data} locale={locale} />
          {subStage !== null && subStage < 4 && <FollowUpProgress subStage={subStage} />}
          {view.view === "payment" && <PaymentView view={view} locale={locale} />}
          {view.view === "signature" && <SignatureView view={view} />}
          {view.view === "handover" && <HandoverView view={view} locale={locale} />}
          {view.view === "sentBackForChanges" && (
            <SentBackForChanges
              canReopen={view.canReopen}
              isReopening={view.isReopening}
              onReopen={(step) =>
                send(
                  step === undefined
                    ? { type: "reopenForChanges" }
                    : { type: "reopenForChanges", step },
                )
              }
              changes={view.changesToMake}
              locale={locale}
            />
          )}
          {view.view === "statusOnly" && (
            <NoFlatHeld statuscode={data.dossier.statuscode} locale={locale} />
          )}
          <FollowUpHelp data={data} subStage={subStage} helpInColumn={helpInColumn} />
        </Stack>
      )}
    </Box>
  );
}
