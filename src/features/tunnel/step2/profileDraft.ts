/**
 * Step 2's local draft (`draft_step_2`): what the applicant typed and has not saved, for one
 * dossier. Written as they type, offered back on return (the `stepRecord` machine), forgotten
 * once the step is saved or the offer is declined. A draft is read leniently: only the fields
 * the form has, with the type the form gives them, are taken back; anything else is dropped.
 */
import type { StepDraftOffer } from "../../../../machines/stepRecord.ts";
import { profileDraftStorage } from "../../../storage/index.ts";
import { now } from "../../../time/now.ts";
import type { ProfileFormValues } from "./profileForm.ts";

/** The draft kept for this dossier, as the machine offers it; null when there is none. */
export function readProfileDraft(dossierId: string | null): StepDraftOffer | null {
  const draft = profileDraftStorage.read();
  if (!draft || dossierId === null || draft.dossierId !== dossierId) return null;
  return { values: draft.values, savedAt: draft.savedAt };
}

export function keepProfileDraft(dossierId: string | null, values: ProfileFormValues): void {
  if (dossierId === null) return;
  profileDraftStorage.write({ dossierId, savedAt: now(), values });
}

export function forgetProfileDraft(): void {
  profileDraftStorage.clear();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The form's values with the draft's taken back where they fit: same field, same kind of value
 * (a stored draft may come from an older version of the form).
 */
export function withDraft(values: ProfileFormValues, draft: Record<string, unknown>) {
  const merge = (base: unknown, kept: unknown): unknown => {
    if (isRecord(base)) {
      if (!isRecord(kept)) return base;
      return Object.fromEntries(
        Object.entries(base).map(([key, value]) => [key, merge(value, kept[key])]),
      );
    }
    return typeof kept === typeof base && kept !== undefined ? kept : base;
  };
  return merge(values, draft) as ProfileFormValues;
}
