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
