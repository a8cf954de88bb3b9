import { NativeSelect } from "@chakra-ui/react";
import type { FieldOption } from "./SelectField.tsx";

type NativeSelectControlProps = NativeSelect.FieldProps & {
  options: readonly FieldOption[];
  /** Props of the select's frame (size, width). */
  root?: NativeSelect.RootProps;
};

/** A native select with its options and indicator: the markup every select of the site shares. */
export function NativeSelectControl({ options, root, ...fieldProps }: NativeSelectControlProps) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field {...fieldProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator aria-hidden />
    </NativeSelect.Root>
  );
}
