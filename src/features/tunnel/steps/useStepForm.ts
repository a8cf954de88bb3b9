import type { StandardSchemaV1 } from "@tanstack/react-form";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { StepRecord, stepRecordMachine } from "../../../../machines/stepRecord.ts";
import type { FormStep, wizardMachine } from "../../../../machines/wizard.ts";
import { useAppForm } from "../../../forms/appForm.ts";
import { schemaValidator } from "../../../forms/schemaValidator.ts";
import { changedFields, reapplyTyped } from "./reapplyTyped.ts";
import { useOnStepSaved } from "./useOnStepSaved.ts";
import type { StepIntent } from "./useStayForm.ts";

/** The step's record actor, whose reloads the form follows, and how a record maps to the form. */
export interface RecordReloads<TValues> {
  recordActor: ActorRefFrom<typeof stepRecordMachine>;
  toFormValues: (record: StepRecord) => TValues;
}

/**
 * A step's form that lives with the wizard rather than with the step's panel, so Back and
 * Continue find the values as they were (steps 2 and 3). `initial` is the record as the server
 * gave it: until the applicant touches the form, a newer record replaces it (the form is only
 * shown once the record is loaded). Once saved, the saved values become the defaults.
 *
 * When the record is loaded again because a save was refused (the file changed elsewhere), the
 * form starts from the newer record and keeps what this tab typed since it last started from
 * the server's values (`reapplyTyped`); that input stays unsaved, so the leave warning and the
 * draft still count it.
 */
export function useStepForm<TValues extends object>(
  wizard: ActorRefFrom<typeof wizardMachine> | null,
  step: FormStep,
  initial: TValues,
  schema: StandardSchemaV1<TValues, unknown>,
  onValid: (values: TValues, intent: StepIntent) => void,
  /** Told, half a second after typing stops, what the form holds while it differs from saved. */
  onUnsavedInput: (values: TValues) => void,
  reloads?: RecordReloads<TValues>,
) {
  const [saved, setSaved] = useState<TValues | null>(null);
  const startedFrom = saved ?? initial;
  // Read by the reload below, which runs outside rendering: the values the form started from.
  const startedFromRef = useRef(startedFrom);
  startedFromRef.current = startedFrom;
  const form = useAppForm({
    defaultValues: startedFrom,
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

  const recordActor = reloads?.recordActor;
  const toFormValues = reloads?.toFormValues;
  useEffect(() => {
    if (!recordActor || !toFormValues) return;
    const subscription = recordActor.on("recordReloaded", ({ record }) => {
      const newer = toFormValues(record);
      const merged = reapplyTyped(startedFromRef.current, form.state.values as TValues, newer);
      form.reset(newer);
      setSaved(newer);
      for (const field of changedFields(newer, merged))
        form.setFieldValue(field, merged[field] as never);
    });
    return () => subscription.unsubscribe();
  }, [form, recordActor, toFormValues]);
  return form;
}
