import { useCallback, useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { wizardMachine } from "../../../../machines/wizard.ts";
import { useAppForm } from "../../../forms/appForm.ts";
import { useOnStepSaved } from "../steps/useOnStepSaved.ts";
import type { StepIntent } from "../steps/useStayForm.ts";

export type { StepIntent };

import { type ProfileFormValues, profileFormSchema } from "./profileForm.ts";

const systemClock = () => new Date();

/**
 * Step 2's form. Like step 1's, it belongs with the wizard rather than the step's panel, so
 * Back to step 1 and Continue again find the values as they were. `initial` is the record as
 * the server gave it: until the applicant touches the form, a newer record replaces it (the
 * form is only shown once the record is loaded). Once saved, the saved values become the
 * defaults. `now` dates the minor rule (a test passes a fixed day).
 */
export function useProfileForm(
  wizard: ActorRefFrom<typeof wizardMachine> | null,
  initial: ProfileFormValues,
  onValid: (values: ProfileFormValues, intent: StepIntent) => void,
  now: () => Date = systemClock,
  /** Told, half a second after typing stops, what the form holds while it differs from saved. */
  onUnsavedInput: (values: ProfileFormValues) => void = () => {},
) {
  const [saved, setSaved] = useState<ProfileFormValues | null>(null);
  const [schema] = useState(() => profileFormSchema(now));
  const form = useAppForm({
    defaultValues: saved ?? initial,
    validators: { onChange: schema },
    onSubmitMeta: "continue" as StepIntent,
    onSubmit: ({ value, meta }) => onValid(value, meta),
    listeners: {
      onChangeDebounceMs: 500,
      onChange: ({ formApi }) => {
        if (formApi.state.isDirty) onUnsavedInput(formApi.state.values);
      },
    },
  });
  const adoptSaved = useCallback(() => {
    const values = form.state.values;
    form.reset(values);
    setSaved(values);
  }, [form]);
  useOnStepSaved(wizard, 2, adoptSaved);
  return form;
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
