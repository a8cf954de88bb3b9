import { HStack, RadioGroup, Text } from "@chakra-ui/react";
import type { FocusEvent, ReactNode } from "react";
import type { FieldOption } from "./SelectField.tsx";

export type RadioChoicesProps = {
  name: string;
  /** Already translated (`<Trans>`, `t`); names the group for assistive technology. */
  label: ReactNode;
  required?: boolean;
  options: readonly FieldOption[];
  /** The chosen option's value; "" or null while none is. */
  value: string | null;
  onChange: (value: string) => void;
  /** Shown under the group (translated); its element gets `errorId`. */
  error?: string | undefined;
  errorId: string;
  /** Leaving the group (moving between its radios is not leaving it). */
  onLeave?: () => void;
};

/**
 * A group of radios. The group (role "radiogroup") carries the required, invalid and error
 * links, since no single radio stands for the answer. Bound to a form field by
 * `RadioGroupField`; driven by a machine where a choice is a decision (step 3's questions).
 */
export function RadioChoices({
  name,
  label,
  required = false,
  options,
  value,
  onChange,
  error,
  errorId,
  onLeave,
}: RadioChoicesProps) {
  return (
    <RadioGroup.Root
      name={name}
      value={value === "" ? null : value}
      onValueChange={(details) => onChange(details.value ?? "")}
      aria-required={required || undefined}
      aria-invalid={error !== undefined || undefined}
      aria-describedby={error === undefined ? undefined : errorId}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onLeave?.();
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
        <Text id={errorId} aria-live="polite" color="fg.error" textStyle="xs" fontWeight="medium">
          {error}
        </Text>
      )}
    </RadioGroup.Root>
  );
}
