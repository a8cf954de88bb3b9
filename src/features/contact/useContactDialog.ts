import { ContactContext } from "./contactContext.ts";

/**
 * Opens the contact dialog from anywhere in the shell (footer "write", residence pages...): it
 * sends `open` to the visit's `contact` actor (RootLayout provides it and renders the dialog).
 */
export function useContactDialog() {
  const { send } = ContactContext.useActorRef();
  return {
    open: () => send({ type: "open" }),
    openForResidence: (residenceId: string) => send({ type: "open", residenceId }),
  };
}
