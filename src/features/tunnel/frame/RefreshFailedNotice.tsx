import { Button } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { InlineNotice } from "./InlineNotice.tsx";

/**
 * "Reprendre plus tard" saved the step, but loading the dossier again failed: the saved file is
 * safe on the server, only the recap on screen may be out of date. Said, with a retry.
 */
export function RefreshFailedNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <InlineNotice
      role="alert"
      tone="error"
      actions={
        <Button size="sm" variant="outline" onClick={onRetry}>
          <Trans>Réessayer</Trans>
        </Button>
      }
    >
      <Trans>
        Votre demande est enregistrée, mais son récapitulatif n'a pas pu être actualisé.
      </Trans>
    </InlineNotice>
  );
}
