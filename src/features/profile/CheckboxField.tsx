import { Checkbox } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useFieldContext } from "../../forms/formContext.ts";

/**
 * A yes-or-no choice bound to the surrounding `form.AppField`: a real checkbox input (hidden
 * behind Chakra's drawing of it) labelled by its text, so Space toggles it and the label reads.
 */
export function CheckboxField({ label }: { label: ReactNode }) {
  const field = useFieldContext<boolean>();
  return (
    <Checkbox.Root
      name={field.name}
      checked={field.state.value}
      onCheckedChange={(details) => field.handleChange(details.checked === true)}
      alignItems="flex-start"
    >
      <Checkbox.HiddenInput onBlur={field.handleBlur} />
      {/* A span: the label's content is phrasing content only, no div (RGAA 8.2). */}
      <Checkbox.Control mt="0.5" asChild>
        <span>
          <Checkbox.Indicator />
        </span>
      </Checkbox.Control>
      <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
