import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";

export type FieldShellProps = {
  label: ReactNode;
  required: boolean;
  error: string | undefined;
  /** `label`: an id for the label, for a control that must name something else by it. */
  ids: { control: string; errorText: string; label?: string };
  children: ReactNode;
};

/**
 * Label with the required asterisk, the control, and the error once there is one to show. The
 * asterisk is hidden from screen readers, which hear the control's `aria-required` instead.
 */
export function FieldShell({ label, required, error, ids, children }: FieldShellProps) {
  return (
    <Field.Root
      id={ids.control}
      ids={{ errorText: ids.errorText, label: ids.label }}
      invalid={error !== undefined}
      required={required}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
