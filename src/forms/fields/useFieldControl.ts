import { useLingui } from "@lingui/react";
import { useId } from "react";
import { firstErrorMessage, translateIssueMessage } from "../issueMessage.ts";
import { requiredMessage } from "../rules.ts";

/** What the field components need of a TanStack field, whatever its value type. */
type ControlledField = {
  name: string;
  state: { meta: { isTouched: boolean; errors: readonly unknown[] } };
  handleBlur(): void;
  validate(cause: "change"): unknown;
};

/**
 * Leaving a field marks it touched and validates the form as a change would. Forms validate
 * with `validators: { onChange: schema }` only: an `onBlur` schema would leave its error in
 * place while the user corrects the value, until the next blur. Validating "as a change" on
 * blur shows "Requis*" under a field left empty, and the next keystroke clears it.
 */
export function touch(field: ControlledField): void {
  field.handleBlur();
  field.validate("change");
}

/**
 * The ids, error and accessibility props shared by the field components. The error shows only
 * once the field is touched (typed in, left, or the form submitted), as the spec asks.
 *
 * Inputs carry `aria-required` rather than `required`: the browser's own "required" bubbles
 * would speak the browser's language and appear before the field is touched.
 *
 * `formatHint` (translated) is the field's expected format: it is shown and described with any
 * error but "Requis*", so a wrong value comes with how to write it (RGAA 11.11).
 */
export function useFieldControl(field: ControlledField, required: boolean, formatHint?: string) {
  const { i18n } = useLingui();
  const id = useId();
  const ids = { control: `${id}control`, errorText: `${id}error`, hint: `${id}hint` };
  const { isTouched, errors } = field.state.meta;
  const message = isTouched ? firstErrorMessage(errors) : undefined;
  const error = message === undefined ? undefined : translateIssueMessage(i18n, message);
  const hint = error !== undefined && message !== requiredMessage.id ? formatHint : undefined;
  const describedBy = [error === undefined ? "" : ids.errorText, hint === undefined ? "" : ids.hint]
    .filter(Boolean)
    .join(" ");

  return {
    ids,
    error,
    hint,
    controlProps: {
      name: field.name,
      required: false,
      "aria-required": required || undefined,
      "aria-invalid": error !== undefined || undefined,
      "aria-describedby": describedBy || undefined,
      onBlur: () => touch(field),
    },
  };
}
