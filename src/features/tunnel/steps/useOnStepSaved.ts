import { useEffect } from "react";
import type { ActorRefFrom } from "xstate";
import type { FormStep, wizardMachine } from "../../../../machines/wizard.ts";

/**
 * Runs `onSaved` (stable, e.g. from useCallback) each time the wizard says `step` was saved: a
 * step's form then adopts the saved values as its defaults, so it is clean again and a later
 * change counts as unsaved; the step's record takes the version the save answered.
 */
export function useOnStepSaved(
  /** null where no wizard runs (a step's form rendered alone in a test). */
  wizard: ActorRefFrom<typeof wizardMachine> | null,
  step: FormStep,
  onSaved: (saved: { version: number | null }) => void,
): void {
  useEffect(() => {
    if (!wizard) return;
    const subscription = wizard.on("stepSaved", (event) => {
      if (event.step === step) onSaved(event);
    });
    return () => subscription.unsubscribe();
  }, [wizard, step, onSaved]);
}
