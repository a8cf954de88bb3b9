import { lazy, Suspense, useState } from "react";

// The contact form (and its validation and phone libraries) loads on first use only.
const ContactDialog = lazy(() => import("./ContactDialog.tsx"));

/** Opens the contact dialog from anywhere in the shell (footer "write", residence pages...). */
export function useContactDialog() {
  const [requested, setRequested] = useState<{ residenceId?: string } | null>(null);
  const [wasOpened, setWasOpened] = useState(false);
  const open = (options: { residenceId?: string } = {}) => {
    setWasOpened(true);
    setRequested(options);
  };
  const dialog = wasOpened ? (
    <Suspense fallback={null}>
      <ContactDialog
        open={requested !== null}
        residenceId={requested?.residenceId}
        onClose={() => setRequested(null)}
      />
    </Suspense>
  ) : null;
  return {
    open: () => open(),
    openForResidence: (residenceId: string) => open({ residenceId }),
    dialog,
  };
}
