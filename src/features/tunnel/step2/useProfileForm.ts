import { useCallback, useState } from "react";
import { useAppForm } from "../../../forms/appForm.ts";
import { type ProfileFormValues, profileFormSchema } from "./profileForm.ts";

/** Which button submitted the form: Continue, or "Reprendre plus tard" in the header. */
export type ProfileIntent = "continue" | "saveForLater";

const systemClock = () => new Date();

/**
 * Step 2's form. Like step 1's, it belongs with the wizard rather than the step's panel, so
 * Back to step 1 and Continue again find the values as they were. Once saved, the saved values
 * become the defaults: the form is clean again, and a later change counts as unsaved.
 * `now` dates the minor rule (a test passes a fixed day).
 */
export function useProfileForm(
  initial: ProfileFormValues,
  onValid: (values: ProfileFormValues, intent: ProfileIntent) => void,
  now: () => Date = systemClock,
) {
  const [saved, setSaved] = useState(initial);
  const [schema] = useState(() => profileFormSchema(now));
  const form = useAppForm({
    defaultValues: saved,
    validators: { onChange: schema },
    onSubmitMeta: "continue" as ProfileIntent,
    onSubmit: ({ value, meta }) => onValid(value, meta),
  });
  const markSaved = useCallback(() => {
    const values = form.state.values;
    form.reset(values);
    setSaved(values);
  }, [form]);
  return { form, markSaved };
}

export type ProfileForm = ReturnType<typeof useProfileForm>["form"];
