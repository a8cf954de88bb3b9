import { CloseButton, Dialog, type DialogRootProps, Portal } from "@chakra-ui/react";
import { X } from "lucide-react";
import type { ReactNode } from "react";

type DialogShellProps = Omit<DialogRootProps, "children" | "title"> & {
  title: ReactNode;
  /** The close button's accessible name; without it the header has no close button. */
  closeLabel?: string | undefined;
  /** The dialog's body and footer. */
  children: ReactNode;
};

/**
 * A dialog's frame: backdrop, positioner, content and a header with the title and, when named,
 * a close button; the root takes the dialog's own options (open, closing, size...).
 */
export function DialogShell({ title, closeLabel, children, ...root }: DialogShellProps) {
  return (
    <Dialog.Root {...root}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
              {closeLabel && (
                <Dialog.CloseTrigger asChild>
                  <CloseButton aria-label={closeLabel}>
                    <X aria-hidden />
                  </CloseButton>
                </Dialog.CloseTrigger>
              )}
            </Dialog.Header>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
