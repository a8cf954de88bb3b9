import { Dialog } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { DialogShell } from "../../page/DialogShell.tsx";
import { focusReturnTarget } from "../../page/focusReturn.ts";

type TunnelDialogProps = {
  title: ReactNode;
  children?: ReactNode;
  /** The dialog's buttons. */
  actions: ReactNode;
  /** Closing (Escape, the close button); a dialog without it must be answered with a button. */
  onClose?: (() => void) | undefined;
};

/**
 * The tunnel's pop-ups (spec 2, "Pop-ups"): open while their machine state lasts, so they are
 * rendered only then. A click outside never closes one: every way out is a decision. Closing
 * gives focus back to what opened it, or to the step's heading when that is gone or disabled
 * (the button that sent the file is disabled while it works, so focus had already left it).
 */
export function TunnelDialog({ title, children, actions, onClose }: TunnelDialogProps) {
  const { t } = useLingui();
  // Rendered only while open, so the first render is the opening: what had focus opened it.
  const [opener] = useState(() => document.activeElement);
  return (
    <DialogShell
      open
      finalFocusEl={() => focusReturnTarget(opener)}
      role="alertdialog"
      onOpenChange={(details) => !details.open && onClose?.()}
      closeOnEscape={onClose !== undefined}
      closeOnInteractOutside={false}
      placement="center"
      title={title}
      closeLabel={onClose ? t`Fermer` : undefined}
    >
      {children && <Dialog.Body>{children}</Dialog.Body>}
      <Dialog.Footer flexWrap="wrap">{actions}</Dialog.Footer>
    </DialogShell>
  );
}
