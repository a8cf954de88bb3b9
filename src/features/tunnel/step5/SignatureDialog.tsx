import { Box, Button, CloseButton, chakra, Dialog, Portal, Spinner, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import type { RefObject } from "react";
import type { FollowUpView } from "../../../../machines/followUp.selectors.ts";
import { focusReturnTarget } from "../../page/focusReturn.ts";
import { FollowUpContext } from "./followUpContexts.ts";

/**
 * The full-screen signature dialog (spec 2): the provider's page in a frame, loaded 3 s after
 * the dialog opens (the machine's `SIGNATURE_FRAME_DELAY`); closing it reads the file again and
 * gives focus back to the button that opened it (it is disabled while the signature starts, so
 * focus had left it), or to step 5's heading.
 */
export function SignatureDialog({
  view,
  opener,
}: {
  view: FollowUpView;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useLingui();
  const { send } = FollowUpContext.useActorRef();
  const { isDialogOpen, isFrameShown, link } = view.signature;
  return (
    <Dialog.Root
      open={isDialogOpen}
      size="full"
      finalFocusEl={() => focusReturnTarget(opener.current)}
      onOpenChange={(details) => {
        if (!details.open) send({ type: "closeSignature" });
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Signature de votre bail</Trans>
              </Dialog.Title>
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label={t`Fermer la signature`}>
                  <X aria-hidden />
                </CloseButton>
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column">
              {isFrameShown && link ? (
                <chakra.iframe
                  src={link}
                  title={t`Signature électronique du bail`}
                  flex="1"
                  minH="70vh"
                  w="100%"
                  borderWidth="1px"
                  borderRadius="md"
                />
              ) : (
                <Box role="status" textAlign="center" py="10">
                  <Spinner size="lg" mb="4" />
                  <Text>
                    <Trans>Préparation de votre bail pour la signature…</Trans>
                  </Text>
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">
                  <Trans>Fermer</Trans>
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
