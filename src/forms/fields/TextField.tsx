import { Input } from "@chakra-ui/react";
import type { HTMLInputAutoCompleteAttribute, ReactNode } from "react";
import { useFieldContext } from "../formContext.ts";
import { FieldShell } from "./FieldShell.tsx";
import { useFieldControl } from "./useFieldControl.ts";

export type TextFieldProps = {
  /** Already translated (`<Trans>`, `t`). */
  label: ReactNode;
  required?: boolean;
  /** The rule's limit: typing and pasting stop there. */
  maxLength?: number;
  type?: "text" | "email" | "password" | "date" | "tel";
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
  /** The expected format with an example, shown under a format error (translated). */
  formatHint?: string;
};

/** A one-line text input bound to the surrounding `form.AppField`. */
export function TextField({
  label,
  required = false,
  maxLength,
  type = "text",
  autoComplete,
  placeholder,
  formatHint,
}: TextFieldProps) {
  const field = useFieldContext<string>();
  const { ids, error, hint, controlProps } = useFieldControl(field, required, formatHint);
  return (
    <FieldShell label={label} required={required} error={error} hint={hint} ids={ids}>
      <Input
        {...controlProps}
        type={type}
        value={field.state.value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        placeholder={placeholder}
        onChange={(event) => field.handleChange(event.target.value)}
      />
    </FieldShell>
  );
}
