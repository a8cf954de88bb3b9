import { useCallback, useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { wizardMachine } from "../../../../machines/wizard.ts";
import { useAppForm } from "../../../forms/appForm.ts";
import { schemaValidator } from "../../../forms/schemaValidator.ts";
import { type StayFormValues, stayFormSchema } from "./stayForm.ts";
import { useOnStepSaved } from "./useOnStepSaved.ts";

/** Which button submitted a step's form: Continue, or "Reprendre plus tard" in the header. */
export type StepIntent = "continue" | "saveForLater";

/**
 * Step 1's form (duration, promo code). It lives with the wizard, not with the step's panel, so
 * Back from step 2 finds the values as they were.
 */
export function useStayForm(
  wizard: ActorRefFrom<typeof wizardMachine>,
  initial: StayFormValues,
  onValid: (values: StayFormValues, intent: StepIntent) => void,
) {
  const [saved, setSaved] = useState(initial);
  const form = useAppForm({
    defaultValues: saved,
    validators: { onChange: schemaValidator(stayFormSchema) },
    onSubmitMeta: "continue" as StepIntent,
    onSubmit: ({ value, meta }) => onValid(value, meta),
  });
  const adoptSaved = useCallback(() => {
    const values = form.state.values;
    form.reset(values);
    setSaved(values);
  }, [form]);
  useOnStepSaved(wizard, 1, adoptSaved);
  return form;
}

export type StayForm = ReturnType<typeof useStayForm>;
