import { Trans } from "@lingui/react/macro";
import { RetryNotice } from "./RetryNotice.tsx";

/**
 * "Reprendre plus tard" saved the step, but loading the dossier again failed: the saved file is
 * safe on the server, only the recap on screen may be out of date. Said, with a retry.
 */
export function RefreshFailedNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <RetryNotice action={<Trans>Réessayer</Trans>} onRetry={onRetry}>
      <Trans>
        Votre demande est enregistrée, mais son récapitulatif n'a pas pu être actualisé.
      </Trans>
    </RetryNotice>
  );
}
