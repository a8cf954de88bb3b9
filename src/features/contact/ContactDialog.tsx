import { CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

type ContactDialogProps = { open: boolean; residenceId?: string | undefined; onClose: () => void };

/** The contact dialog's frame; its form arrives with the contact machine. */
export default function ContactDialog({ open, onClose }: ContactDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: "full", md: "lg" }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Nous contacter`}</Dialog.Title>
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label={t`Fermer`} />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t`Cette page sera bientôt disponible.`}</Text>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
