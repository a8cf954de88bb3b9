import { type AnyFormApi, useStore } from "@tanstack/react-form";
import { useEffect } from "react";
import type { WizardEvent } from "../../../../machines/wizard.ts";

/**
 * What a step's form tells the wizard, and what it takes back from a failed save (steps 2 and
 * 3): it is on screen (the progress bar may jump from it), it holds unsaved changes (the leave
 * warning), and the server's field errors, by form field, show under their fields as the form's
 * own errors do.
 */
export function useStepFormReports(
  form: AnyFormApi,
  send: (event: WizardEvent) => void,
  /** The server's field errors of the last save, by form field; null when there are none. */
  serverFieldErrors: Readonly<Record<string, string>> | null,
): void {
  const isDirty = useStore(form.store, (state) => state.isDirty);
  useEffect(() => send({ type: "formLoaded" }), [send]);
  useEffect(() => {
    if (isDirty) send({ type: "formChanged" });
  }, [isDirty, send]);
  useEffect(() => {
    if (serverFieldErrors === null) return;
    for (const [name, message] of Object.entries(serverFieldErrors)) {
      form.setFieldMeta(name, (meta) => ({
        ...meta,
        isTouched: true,
        errorMap: { ...meta.errorMap, onSubmit: message },
      }));
    }
  }, [form, serverFieldErrors]);
}
