import { useEffect, useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { wizardMachine } from "../../../../machines/wizard.ts";
import { useAppForm } from "../../../forms/appForm.ts";
import { type StayFormValues, stayFormSchema } from "./stayForm.ts";

/** Which button submitted the form: Continue, or "Reprendre plus tard" in the header. */
export type StayIntent = "continue" | "saveForLater";

/**
 * Step 1's form (duration, promo code). It lives with the wizard, not with the step's panel, so
 * Back from step 2 finds the values as they were. When the wizard says step 1 was saved, the
 * saved values become the form's defaults: it is clean again, and a later change counts as
 * unsaved.
 */
export function useStayForm(
  wizard: ActorRefFrom<typeof wizardMachine>,
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
  useEffect(() => {
    const subscription = wizard.on("stepSaved", (event) => {
      if (event.step !== 1) return;
      const values = form.state.values;
      form.reset(values);
      setSaved(values);
    });
    return () => subscription.unsubscribe();
  }, [wizard, form]);
  return form;
}

export type StayForm = ReturnType<typeof useStayForm>;
