import { Trans } from "@lingui/react/macro";
import type { Locale } from "../../../config/index.ts";
import { hidesSummary } from "../dossierStatus.ts";
import { NewSearchHint } from "../steps/NewSearchHint.tsx";

/** Spec 2, step 1: at step 5, abandoned and refused files have no flat held any more. */
export function NoFlatHeld({ statuscode, locale }: { statuscode: string; locale: Locale }) {
  if (!hidesSummary(statuscode)) return null;
  return (
    <NewSearchHint locale={locale}>
      <Trans>Vous n'avez pas d'appartement pré-réservé.</Trans>
    </NewSearchHint>
  );
}
