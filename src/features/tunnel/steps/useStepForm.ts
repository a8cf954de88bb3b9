import type { StandardSchemaV1 } from "@tanstack/react-form";
import { useEffect, useRef, useState } from "react";
import type { ActorRefFrom } from "xstate";
import { selectRecordReload } from "../../../../machines/stepRecord.selectors.ts";
import type { StepRecord, stepRecordMachine } from "../../../../machines/stepRecord.ts";
import { useAppForm } from "../../../forms/appForm.ts";
import { schemaValidator } from "../../../forms/schemaValidator.ts";
import { changedFields, reapplyTyped } from "./reapplyTyped.ts";
import type { StepIntent } from "./useStayForm.ts";

/** The step's record actor, which the form follows, and how a record maps to the form. */
export interface RecordLink<TValues> {
  recordActor: ActorRefFrom<typeof stepRecordMachine>;
  toFormValues: (record: StepRecord) => TValues;
}

/**
 * A step's form that lives with the wizard rather than with the step's panel, so Back and
 * Continue find the values as they were (steps 2 and 3). `initial` is the record as the server
 * gave it: until the applicant touches the form, a newer record replaces it (the form is only
 * shown once the record is loaded).
 *
 * The one bridge from the step's record (the `stepRecord` machine, which the wizard tells of
 * each save) to the form; it follows the record's snapshot:
 * - saved: the values the form holds become its defaults, so it is clean and a later change
 *   counts as unsaved. They are what was sent; the record, mapped back, would also empty the
 *   sections the situation hides, which the applicant may open again.
 * - loaded again because a save was refused (the file changed elsewhere): the form starts from
 *   the newer record and keeps what this tab typed since it last started from the server's
 *   values (`reapplyTyped`); that input stays unsaved, so the leave warning and the draft still
 *   count it.
 */
export function useStepForm<TValues extends object>(
  initial: TValues,
  schema: StandardSchemaV1<TValues, unknown>,
  onValid: (values: TValues, intent: StepIntent) => void,
  /** Told, half a second after typing stops, what the form holds while it differs from saved. */
  onUnsavedInput: (values: TValues) => void,
  /** null where no record runs (a step's form rendered alone in a test). */
  link: RecordLink<TValues> | null,
) {
  const [saved, setSaved] = useState<TValues | null>(null);
  const startedFrom = saved ?? initial;
  // Read by the record's follower below, which runs outside rendering.
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

  const recordActor = link?.recordActor;
  const toFormValues = link?.toFormValues;
  useEffect(() => {
    if (!recordActor || !toFormValues) return;
    let followed = recordActor.getSnapshot().context.record;
    const subscription = recordActor.subscribe((snapshot) => {
      const { record } = snapshot.context;
      const previous = followed;
      followed = record;
      // The first load (or none yet): `initial` follows it.
      if (record === previous || previous === null || record === null) return;
      if (selectRecordReload(snapshot) === "reloaded") {
        const newer = toFormValues(record);
        const merged = reapplyTyped(startedFromRef.current, form.state.values as TValues, newer);
        form.reset(newer);
        setSaved(newer);
        for (const field of changedFields(newer, merged))
          form.setFieldValue(field, merged[field] as never);
      } else {
        const values = form.state.values as TValues;
        form.reset(values);
        setSaved(values);
      }
    });
    return () => subscription.unsubscribe();
  }, [form, recordActor, toFormValues]);
  return form;
}
