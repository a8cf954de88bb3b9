import { lazy, Suspense, useState } from "react";
import type { ContactActor } from "./ContactDialog.tsx";

// The machine, its calls, the form and its validation and phone libraries load on first use:
// a visitor who never writes to us never downloads them.
const ContactDialog = lazy(() => import("./ContactDialog.tsx"));

/**
 * Opens the contact dialog from anywhere in the shell (footer "write", residence pages...).
 * The `contact` machine decides what the dialog shows; this hook only owns its actor.
 */
export function useContactDialog() {
  const [actor, setActor] = useState<ContactActor | null>(null);
  const open = async (residenceId?: string) => {
    const running = actor ?? (await import("./contactActor.ts")).startContactActor();
    if (!actor) setActor(running);
    running.send(residenceId === undefined ? { type: "open" } : { type: "open", residenceId });
  };
  const dialog = actor ? (
    <Suspense fallback={null}>
      <ContactDialog actor={actor} />
    </Suspense>
  ) : null;
  return {
    open: () => void open(),
    openForResidence: (residenceId: string) => void open(residenceId),
    dialog,
  };
}
