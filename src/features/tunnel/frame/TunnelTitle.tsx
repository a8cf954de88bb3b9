import { useLingui } from "@lingui/react/macro";
import type { ProgressStep } from "../../../../machines/wizard.selectors.ts";
import { pageTitles } from "../../../routes/pageTitles.ts";
import { PageTitle } from "../../../shared/PageHead.tsx";
import { stepLabels } from "../stepLabels.ts";

/**
 * The tunnel's document title. One address shows five steps, so each step's title says which
 * it is, as its heading and the progress bar do (RGAA 8.6: a step of a process is named in the
 * title); `null` while no step shows (loading, a load error).
 */
export function TunnelTitle({ step }: { step: ProgressStep | null }) {
  const { t, i18n } = useLingui();
  const application = i18n._(pageTitles.dossier);
  if (step === null) return <PageTitle title={application} />;
  const label = i18n._(stepLabels[step]);
  return <PageTitle title={t`Étape ${step} sur 5 : ${label} – ${application}`} />;
}
