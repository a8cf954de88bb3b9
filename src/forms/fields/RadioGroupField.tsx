import type { ReactNode } from "react";
import { useFieldContext } from "../formContext.ts";
import { RadioChoices } from "./RadioChoices.tsx";
import type { FieldOption } from "./SelectField.tsx";
import { touch, useFieldControl } from "./useFieldControl.ts";

export type RadioGroupFieldProps = {
  /** Already translated (`<Trans>`, `t`); names the group for assistive technology. */
  label: ReactNode;
  required?: boolean;
  options: readonly FieldOption[];
};

/** A group of radios (`RadioChoices`) bound to the surrounding `form.AppField`. */
export function RadioGroupField({ label, required = false, options }: RadioGroupFieldProps) {
  const field = useFieldContext<string>();
  const { ids, error } = useFieldControl(field, required);
  return (
    <RadioChoices
      name={field.name}
      label={label}
      required={required}
      options={options}
      value={field.state.value}
      onChange={(value) => field.handleChange(value)}
      error={error}
      errorId={ids.errorText}
      onLeave={() => touch(field)}
    />
  );
}
