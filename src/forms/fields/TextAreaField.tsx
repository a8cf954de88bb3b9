import { Textarea } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useFieldContext } from "../formContext.ts";
import { FieldShell } from "./FieldShell.tsx";
import { useFieldControl } from "./useFieldControl.ts";

export type TextAreaFieldProps = {
  /** Already translated (`<Trans>`, `t`). */
  label: ReactNode;
  required?: boolean;
  maxLength?: number;
  /** Visible lines (the contact message has 7). */
  rows?: number;
};

/** A multiline text bound to the surrounding `form.AppField`. */
export function TextAreaField({
  label,
  required = false,
  maxLength,
  rows = 4,
}: TextAreaFieldProps) {
  const field = useFieldContext<string>();
  const { ids, error, controlProps } = useFieldControl(field, required);
  return (
    <FieldShell label={label} required={required} error={error} ids={ids}>
      <Textarea
        {...controlProps}
        value={field.state.value}
        rows={rows}
        maxLength={maxLength}
        onChange={(event) => field.handleChange(event.target.value)}
      />
    </FieldShell>
  );
}
