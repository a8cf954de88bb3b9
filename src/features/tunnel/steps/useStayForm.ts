import { useState } from "react";
import { useAppForm } from "../../../forms/appForm.ts";
import { schemaValidator } from "../../../forms/schemaValidator.ts";
import type { StayFormValues } from "./stayForm.ts";
import { stepRegistry } from "./stepRegistry.ts";

/** Which button submitted a step's form: Continue, or "Reprendre plus tard" in the header. */
export type StepIntent = "continue" | "saveForLater";

/**
 * Step 1's form (duration, promo code). It lives with the wizard, not with the step's panel, so
 * Back from step 2 finds the values as they were.
 *
 * Step 1 keeps no record to follow, so its form takes the values it submits as its defaults:
 * whether they are still unsaved is the wizard's to say (`hasUnsavedChanges`, cleared only by a
 * save), so a failed save still warns before leaving; the form reports only later changes.
 */
export function useStayForm(
  initial: StayFormValues,
  onValid: (values: StayFormValues, intent: StepIntent) => void,
) {
  const [submitted, setSubmitted] = useState(initial);
  const form = useAppForm({
    defaultValues: submitted,
    validators: { onChange: schemaValidator(stepRegistry[1].form.schema()) },
    onSubmitMeta: "continue" as StepIntent,
    onSubmit: ({ value, meta, formApi }) => {
      formApi.reset(value);
      setSubmitted(value);
      onValid(value, meta);
    },
  });
  return form;
}

export type StayForm = ReturnType<typeof useStayForm>;
