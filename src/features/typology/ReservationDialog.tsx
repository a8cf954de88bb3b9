import { Button, Dialog, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { DialogShell } from "../common/DialogShell.tsx";

type ReservationDialogProps = {
  open: boolean;
  /** Saves the pending booking and sends the visitor to sign in; rejects if it cannot start. */
  onSignIn: () => Promise<void>;
  onClose: () => void;
};

/**
 * Shown to a visitor who is not signed in and books (public spec 2.3): booking needs an account.
 * Signing in comes back to the tunnel with the chosen flat.
 */
export function ReservationDialog({ open, onSignIn, onClose }: ReservationDialogProps) {
  const { t } = useLingui();
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);
  const signIn = async () => {
    setStarting(true);
    setFailed(false);
    try {
      await onSignIn();
    } catch {
      setFailed(true);
      setStarting(false);
    }
  };
  return (
    <DialogShell
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      title={t`Réserver ce logement`}
      closeLabel={t`Fermer`}
    >
      <Dialog.Body>
        <Text>
          <Trans>Vous devez vous connecter ou créer un compte pour réserver un appartement</Trans>
        </Text>
        {failed && (
          <Text role="alert" mt="3" color="red.700">
            <Trans>Une erreur est survenue lors de la requête, veuillez réessayer plus tard</Trans>
          </Text>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button colorPalette="brand" onClick={signIn} loading={starting}>
          <Trans>Se connecter</Trans>
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
