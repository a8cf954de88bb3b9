import { Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { DialogChoice } from "./DialogChoice.tsx";
import { TunnelDialog } from "./TunnelDialog.tsx";

type LotReleasedDialogProps = {
  onNewSearch: () => void;
  /** "Dernière recherche", when the flat type's listing is known. */
  onLastSearch?: (() => void) | undefined;
  onClose?: (() => void) | undefined;
};

/** "Votre lot a été libéré" (spec 2, extension failed): search anew, or search the same again. */
export function LotReleasedDialog({ onNewSearch, onLastSearch, onClose }: LotReleasedDialogProps) {
  return (
    <TunnelDialog
      title={<Trans>Votre lot a été libéré</Trans>}
      onClose={onClose}
      actions={
        <DialogChoice
          other={{ label: <Trans>Nouvelle recherche</Trans>, onChoose: onNewSearch }}
          leadsTo={
            onLastSearch && { label: <Trans>Dernière recherche</Trans>, onChoose: onLastSearch }
          }
        />
      }
    >
      <Text>
        <Trans>
          Le délai de votre pré-réservation ne peut plus être prolongé : l'appartement a été libéré.
        </Trans>
      </Text>
    </TunnelDialog>
  );
}
