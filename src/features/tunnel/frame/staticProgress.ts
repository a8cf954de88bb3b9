import type { ProgressItem, ProgressStep } from "../../../../machines/wizard.selectors.ts";

const steps: readonly ProgressStep[] = [1, 2, 3, 4, 5];

/**
 * The progress bar where no wizard runs (a freed lot, step 5): done before `current`, nothing
 * clickable, as the wizard's own `selectProgress` would show it.
 */
export function staticProgress(current: ProgressStep): ProgressItem[] {
  return steps.map((step) => ({
    step,
    status: step < current ? "done" : step === current ? "current" : "neutral",
    isClickable: false,
  }));
}
