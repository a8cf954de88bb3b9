import type { FormStep } from "../../../machines/wizard.ts";

/**
 * The step the wizard opens on: the stored step (`step` key) when it was stored for this very
 * dossier (`dossier_id` key) and is a form step, else step 1. A step left from another dossier
 * (an earlier, abandoned one) must not open a fresh file on step 3.
 */
export function resumeStep(
  stored: { step: number | undefined; dossierId: string | undefined },
  dossierId: string | null,
): FormStep {
  const { step } = stored;
  if (dossierId === null || stored.dossierId !== dossierId || step === undefined) return 1;
  return step >= 1 && step <= 4 ? (step as FormStep) : 1;
}
