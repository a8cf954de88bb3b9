import { Flex, Input, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FieldShell } from "../../../forms/fields/FieldShell.tsx";
import { useFieldControl } from "../../../forms/fields/useFieldControl.ts";
import { useFieldContext } from "../../../forms/formContext.ts";
import { profileMaxLength } from "./profileRules.ts";

/**
 * An income in whole euros (step 2: annual; step 3: a guarantor's monthly net income; spec 5:
 * 10 digits, no sign, no decimals, euro suffix), bound
 * to the surrounding `form.AppField`. The numeric keypad is asked for; the rule still checks
 * what is pasted.
 */
export function IncomeField({ label }: { label: ReactNode }) {
  const { t } = useLingui();
  const field = useFieldContext<string>();
  const { ids, error, hint, controlProps } = useFieldControl(
    field,
    false,
    t`En euros, sans centimes ni signe : par exemple 1200`,
  );
  return (
    <FieldShell label={label} required={false} error={error} hint={hint} ids={ids}>
      <Flex align="center" gap="2" w="full">
        <Input
          {...controlProps}
          inputMode="numeric"
          value={field.state.value}
          maxLength={profileMaxLength.income}
          onChange={(event) => field.handleChange(event.target.value)}
        />
        <Text as="span" fontWeight="semibold">
          €
        </Text>
      </Flex>
    </FieldShell>
  );
}
