import { useCallback, useState } from "react";
import { useAppForm } from "../../../forms/appForm.ts";
import { type StayFormValues, stayFormSchema } from "./stayForm.ts";

/** Which button submitted the form: Continue, or "Reprendre plus tard" in the header. */
export type StayIntent = "continue" | "saveForLater";

/**
 * Step 1's form (duration, promo code). It lives with the wizard, not with the step's panel, so
 * Back from step 2 finds the values as they were. Once saved, the saved values become the form's
 * defaults: it is clean again, and a later change counts as unsaved.
 */
export function useStayForm(
  initial: StayFormValues,
  onValid: (values: StayFormValues, intent: StayIntent) => void,
) {
  const [saved, setSaved] = useState(initial);
  const form = useAppForm({
    defaultValues: saved,
    validators: { onChange: stayFormSchema },
    onSubmitMeta: "continue" as StayIntent,
    onSubmit: ({ value, meta }) => onValid(value, meta),
  });
  const markSaved = useCallback(() => {
    const values = form.state.values;
    form.reset(values);
    setSaved(values);
  }, [form]);
  return { form, markSaved };
}

export type StayForm = ReturnType<typeof useStayForm>["form"];
