import { Button } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { InlineNotice } from "../frame/InlineNotice.tsx";

/**
 * Brings the offer into view and reads it out when it shows on a page nobody has touched yet (a
 * reload restores the scroll position mid-form, where the offer at the top is out of sight). An
 * applicant already in a field keeps their place.
 */
function focusWhenNothingIs(notice: HTMLDivElement | null) {
  const focused = document.activeElement;
  if (notice && (focused === null || focused === document.body)) notice.focus();
}

type DraftOfferProps = { onRestore: () => void; onDiscard: () => void };

/**
 * Unsaved input of this step, kept on this device from an earlier visit (a reload, a closed
 * tab): offered back, never applied on its own over what the server has.
 */
export function DraftOffer({ onRestore, onDiscard }: DraftOfferProps) {
  return (
    <InlineNotice
      ref={focusWhenNothingIs}
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
