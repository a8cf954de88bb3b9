import type { ReactNode } from "react";

type StepFormProps = {
  /** While the step saves or sends: said to assistive technologies. */
  busy: boolean;
  /** Enter or the submit button: the step decides whether it may go on. */
  onSubmit: () => void;
  children: ReactNode;
};

/**
 * A tunnel step's form: the browser's own validation is off (the step's schema says each field's
 * message, and the error summary lists them), and submitting hands over to the step.
 */
export function StepForm({ busy, onSubmit, children }: StepFormProps) {
  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
