import { useActorRef } from "@xstate/react";
import { lazy, Suspense, useState } from "react";
import { contactMachine } from "../../../machines/contact.ts";
import { getInspect } from "../../app/inspector.ts";
import { contactActors } from "./contactActors.ts";

// The form (and its validation and phone libraries) loads on first use only; the machine is
// small and starts loading the residence list while that chunk arrives.
const ContactDialog = lazy(() => import("./ContactDialog.tsx"));

const contactDialogMachine = contactMachine.provide({ actors: contactActors });

/**
 * Opens the contact dialog from anywhere in the shell (footer "write", residence pages...).
 * The `contact` machine decides what the dialog shows; this hook only owns its actor.
 */
export function useContactDialog() {
  const actor = useActorRef(contactDialogMachine, { inspect: getInspect() });
  const [wasOpened, setWasOpened] = useState(false);
  const open = (residenceId?: string) => {
    setWasOpened(true);
    actor.send(residenceId === undefined ? { type: "open" } : { type: "open", residenceId });
  };
  const dialog = wasOpened ? (
    <Suspense fallback={null}>
      <ContactDialog actor={actor} />
    </Suspense>
  ) : null;
  return {
    open: () => open(),
    openForResidence: (residenceId: string) => open(residenceId),
    dialog,
  };
}
