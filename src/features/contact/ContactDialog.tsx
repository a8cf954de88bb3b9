import { Dialog } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { toContactView } from "../../../machines/contact.selectors.ts";
import { DialogShell } from "../page/DialogShell.tsx";
import { ContactConfirmation } from "./ContactConfirmation.tsx";
import { ContactForm } from "./ContactForm.tsx";
import { ContactContext } from "./contactContext.ts";

/**
 * The contact dialog (spec 2.3): full screen on phones, large otherwise. It renders the
 * visit's `contact` actor (ContactContext) and sends it the visitor's gestures; Escape and the
 * close button close it. The shell renders it only while the machine says it is open, so every
 * opening starts on an empty form.
 */
export default function ContactDialog() {
  const { t } = useLingui();
  const actor = ContactContext.useActorRef();
  const view = ContactContext.useSelector(toContactView);
  return (
    <DialogShell
      open={view.isOpen}
      onOpenChange={(details) => !details.open && actor.send({ type: "close" })}
      size={{ base: "full", md: "lg" }}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      title={t`Nous contacter`}
      closeLabel={t`Fermer`}
    >
      <Dialog.Body pb="6">
        {view.showsConfirmation ? (
          <ContactConfirmation onFinish={() => actor.send({ type: "finish" })} />
        ) : (
          <ContactForm view={view} send={actor.send} />
        )}
      </Dialog.Body>
    </DialogShell>
  );
}
