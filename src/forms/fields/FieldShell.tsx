import { Field, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export type FieldShellProps = {
  label: ReactNode;
  required: boolean;
  error: string | undefined;
  /** The expected format, shown under a format error (RGAA 11.11); already translated. */
  hint?: string | undefined;
  /** `label`: an id for the label, for a control that must name something else by it. */
  ids: { control: string; errorText: string; hint?: string; label?: string };
  children: ReactNode;
};

/**
 * Label with the required asterisk, the control, and the error once there is one to show. The
 * asterisk is hidden from screen readers, which hear the control's `aria-required` instead.
 * Under a format error, the expected format with an example (`useFieldControl` says when).
 */
export function FieldShell({ label, required, error, hint, ids, children }: FieldShellProps) {
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
      {hint !== undefined && (
        <Text id={ids.hint} data-format-hint="" textStyle="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      )}
    </Field.Root>
  );
}
