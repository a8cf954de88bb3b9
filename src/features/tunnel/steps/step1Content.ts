import type { StepSaveError } from "../../../../machines/stepSaveError.ts";
import type { DossierInfo } from "../../../api/dossierSchemas.ts";
import { hidesSummary } from "../dossierStatus.ts";

/**
 * What step 1 shows (spec 2, step 1): without a file, the welcome message; for an abandoned or
 * refused file (or one without a held flat), no summary; otherwise the summary and the form.
 */
export type Step1Content = "welcome" | "noFlat" | "summary";

export function step1ContentOf(hasDossier: boolean, details: DossierInfo | null): Step1Content {
  if (!hasDossier || details === null) return "welcome";
  if (hidesSummary(details.statuscode) || details.pricing === null) return "noFlat";
  return "summary";
}

/** The save's field that holds the promo code (`dossier/setInfos`). */
export const PROMO_CODE_FIELD = "code_promo";

/**
 * The server's refusal of the promo code (an unknown code, tunnel spec 9), shown under the field;
 * null when the last save did not refuse it.
 */
export function promoCodeRefusalOf(error: StepSaveError | null): string | null {
  return error?.kind === "fields" ? (error.fields[PROMO_CODE_FIELD] ?? null) : null;
}
