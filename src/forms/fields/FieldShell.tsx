import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";

export type FieldShellProps = {
  label: ReactNode;
  required: boolean;
  error: string | undefined;
  ids: { control: string; errorText: string };
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
      ids={{ errorText: ids.errorText }}
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
