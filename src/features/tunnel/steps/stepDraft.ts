/**
 * A step's local draft (`draft_step_2`, `draft_step_3`): what the applicant typed in the step's
 * form and has not saved, for one dossier. Written as they type, offered back on return (the
 * `stepRecord` machine), forgotten once the step is saved or the offer is declined, and on
 * logout (src/storage/session.ts). A draft is read leniently: only the fields the form has, with
 * the type the form gives them, are taken back; anything else is dropped.
 */
import type { StepDraftOffer } from "../../../../machines/stepRecord.ts";
import {
  guaranteeDraftStorage,
  profileDraftStorage,
  type StepDraftSchema,
  type StorageKey,
} from "../../../storage/index.ts";
import { now } from "../../../time/now.ts";

export interface StepDraft<TValues extends object> {
  /** The draft kept for this dossier, as the machine offers it; null when there is none. */
  read(dossierId: string | null): StepDraftOffer | null;
  keep(dossierId: string | null, values: TValues): void;
  forget(): void;
}

function stepDraftIn<TValues extends object>(
  storage: StorageKey<typeof StepDraftSchema>,
): StepDraft<TValues> {
  return {
    read(dossierId) {
      const draft = storage.read();
      if (!draft || dossierId === null || draft.dossierId !== dossierId) return null;
      return { values: draft.values, savedAt: draft.savedAt };
    },
    keep(dossierId, values) {
      if (dossierId === null) return;
      storage.write({ dossierId, savedAt: now(), values: values as Record<string, unknown> });
    },
    forget: () => storage.clear(),
  };
}

/** Step 2, "Votre profil". */
export const profileDraft = stepDraftIn<object>(profileDraftStorage);
/** Step 3, "Profil des garants": the guarantors' forms and the choice of guarantee. */
export const guaranteeDraft = stepDraftIn<object>(guaranteeDraftStorage);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The form's values with the draft's taken back where they fit: same field, same kind of value
 * (a stored draft may come from an older version of the form).
 */
export function withDraft<TValues>(values: TValues, draft: Record<string, unknown>): TValues {
  const merge = (base: unknown, kept: unknown): unknown => {
    if (isRecord(base)) {
      if (!isRecord(kept)) return base;
      return Object.fromEntries(
        Object.entries(base).map(([key, value]) => [key, merge(value, kept[key])]),
      );
    }
    return typeof kept === typeof base && kept !== undefined ? kept : base;
  };
  return merge(values, draft) as TValues;
}
