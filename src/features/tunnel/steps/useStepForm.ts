import type { StandardSchemaV1 } from "@tanstack/react-form";
import { useCallback, useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { FormStep, wizardMachine } from "../../../../machines/wizard.ts";
import { useAppForm } from "../../../forms/appForm.ts";
import { schemaValidator } from "../../../forms/schemaValidator.ts";
import { useOnStepSaved } from "./useOnStepSaved.ts";
import type { StepIntent } from "./useStayForm.ts";

/**
 * A step's form that lives with the wizard rather than with the step's panel, so Back and
 * Continue find the values as they were (steps 2 and 3). `initial` is the record as the server
 * gave it: until the applicant touches the form, a newer record replaces it (the form is only
 * shown once the record is loaded). Once saved, the saved values become the defaults.
 */
export function useStepForm<TValues>(
  wizard: ActorRefFrom<typeof wizardMachine> | null,
  step: FormStep,
  initial: TValues,
  schema: StandardSchemaV1<TValues, unknown>,
  onValid: (values: TValues, intent: StepIntent) => void,
  /** Told, half a second after typing stops, what the form holds while it differs from saved. */
  onUnsavedInput: (values: TValues) => void,
) {
  const [saved, setSaved] = useState<TValues | null>(null);
  const form = useAppForm({
    defaultValues: saved ?? initial,
    validators: { onChange: schemaValidator(schema) },
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
  useOnStepSaved(wizard, step, adoptSaved);
  return form;
}
