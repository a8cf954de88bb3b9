import { Button } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { InlineNotice } from "../frame/InlineNotice.tsx";

type DraftOfferProps = { onRestore: () => void; onDiscard: () => void };

/**
 * Unsaved input of this step, kept on this device from an earlier visit (a reload, a closed
 * tab): offered back, never applied on its own over what the server has.
 */
export function DraftOffer({ onRestore, onDiscard }: DraftOfferProps) {
  return (
    <InlineNotice
      role="status"
      tone="info"
      actions={
        <>
          <Button size="sm" colorPalette="brand" onClick={onRestore}>
            <Trans>Reprendre ma saisie</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={onDiscard}>
            <Trans>Ignorer</Trans>
          </Button>
        </>
      }
    >
      <Trans>
        Vous aviez commencé à modifier ce formulaire sans l'enregistrer. Voulez-vous reprendre votre
        saisie ?
      </Trans>
    </InlineNotice>
  );
}
