import type { ReactNode } from "react";
import { useFieldContext } from "../formContext.ts";
import { FieldShell } from "./FieldShell.tsx";
import { NativeSelectControl } from "./NativeSelectControl.tsx";
import { useFieldControl } from "./useFieldControl.ts";

export type FieldOption = {
  value: string;
  /** Already translated. */
  label: string;
};

export type SelectFieldProps = {
  /** Already translated (`<Trans>`, `t`). */
  label: ReactNode;
  required?: boolean;
  options: readonly FieldOption[];
  /** The first entry, worth "" ("Choisissez une résidence"); the required rule refuses it. */
  placeholder?: string;
};

/** A native select (best on phones and with assistive technology) bound to `form.AppField`. */
export function SelectField({ label, required = false, options, placeholder }: SelectFieldProps) {
  const field = useFieldContext<string>();
  const { ids, error, controlProps } = useFieldControl(field, required);
  return (
    <FieldShell label={label} required={required} error={error} ids={ids}>
      <NativeSelectControl
        {...controlProps}
        options={options}
        value={field.state.value}
        placeholder={placeholder}
        onChange={(event) => field.handleChange(event.currentTarget.value)}
      />
    </FieldShell>
  );
}
