import { Dialog } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { toContactView } from "../../../machines/contact.selectors.ts";
import type { contactMachine } from "../../../machines/contact.ts";
import { DialogShell } from "../common/DialogShell.tsx";
import { ContactConfirmation } from "./ContactConfirmation.tsx";
import { ContactForm } from "./ContactForm.tsx";

export type ContactActor = ActorRefFrom<typeof contactMachine>;

/**
 * The contact dialog (spec 2.3): full screen on phones, large otherwise. It renders the
 * `contact` machine's view and sends it the visitor's gestures; Escape and the close button
 * close it. Its content is unmounted when closed, so every opening starts on an empty form.
 */
export default function ContactDialog({ actor }: { actor: ContactActor }) {
  const { t } = useLingui();
  const view = useSelector(actor, toContactView);
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
