import { HStack, RadioGroup, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useFieldContext } from "../formContext.ts";
import type { FieldOption } from "./SelectField.tsx";
import { touch, useFieldControl } from "./useFieldControl.ts";

export type RadioGroupFieldProps = {
  /** Already translated (`<Trans>`, `t`); names the group for assistive technology. */
  label: ReactNode;
  required?: boolean;
  options: readonly FieldOption[];
};

/**
 * A group of radios bound to the surrounding `form.AppField`. The group (role "radiogroup")
 * carries the required, invalid and error links, since no single radio stands for the answer.
 */
export function RadioGroupField({ label, required = false, options }: RadioGroupFieldProps) {
  const field = useFieldContext<string>();
  const { ids, error, controlProps } = useFieldControl(field, required);
  return (
    <RadioGroup.Root
      name={field.name}
      value={field.state.value === "" ? null : field.state.value}
      onValueChange={(details) => field.handleChange(details.value ?? "")}
      aria-required={controlProps["aria-required"]}
      aria-invalid={controlProps["aria-invalid"]}
      aria-describedby={controlProps["aria-describedby"]}
      onBlur={(event) => {
        // Moving between the radios of the group is not leaving it.
        if (!event.currentTarget.contains(event.relatedTarget)) touch(field);
      }}
      display="flex"
      flexDirection="column"
      gap="1.5"
    >
      <RadioGroup.Label>
        {label}
        {required && (
          <Text as="span" aria-hidden="true" color="fg.error" marginStart="1">
            *
          </Text>
        )}
      </RadioGroup.Label>
      <HStack gap="6" wrap="wrap">
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
      {error !== undefined && (
        <Text
          id={ids.errorText}
          aria-live="polite"
          color="fg.error"
          textStyle="xs"
          fontWeight="medium"
        >
          {error}
        </Text>
      )}
    </RadioGroup.Root>
  );
}
