import type {
  ProfileFields,
  ProfilePayload,
  ProfileRecord,
} from "../../../api/profileStepSchemas.ts";
import { profileFields } from "./profileFieldTable.ts";
import type { ProfileFormValues } from "./profileForm.ts";
import { showsEstablishment, showsYoungWorker } from "./profileSections.ts";

/**
 * Step 2's record (CRM names, docs/api.md `ProfileRecord`) and the form (the spec's groups),
 * both ways, from the one field table (profileFieldTable.ts). The one CRM field two form fields
 * share, the establishment's or the employer's name, is mapped here.
 */

/** The form as the record was last saved (or as the account starts it). */
export function toProfileForm(record: ProfileRecord): ProfileFormValues {
  const form = profileFields.formOf(record);
  const youngWorker = showsYoungWorker(form.schoolSituation);
  const name = record.eft_nom_etablissement;
  form.yourEstablishment.name = youngWorker ? "" : name;
  form.youngWorkerEmployer.employerName = youngWorker ? name : "";
  return form;
}

/** The name the CRM's one field keeps: the employer's, the establishment's, or none. */
function sharedName(values: ProfileFormValues): string {
  const situation = values.schoolSituation;
  if (showsYoungWorker(situation)) return values.youngWorkerEmployer.employerName.trim();
  if (showsEstablishment(situation)) return values.yourEstablishment.name.trim();
  return "";
}

/**
 * The save's payload. Parts that do not apply are sent empty ("" or null: "not given"), so a
 * situation changed since the last save leaves nothing stale behind; in particular an applicant
 * of 18 or more has every guardian field cleared (spec 4), judged on `now` in Paris time. The
 * contact (read-only here) is added from the record by the step (useProfileStep.ts).
 */
export function toProfilePayload(
  values: ProfileFormValues,
  dossierId: string,
  now: Date,
): Omit<ProfilePayload, "emailaddress1" | "mobilephone"> {
  const fields: ProfileFields = {
    ...profileFields.recordOf(values, now),
    eft_nom_etablissement: sharedName(values),
  };
  return { ...fields, id_dossier: dossierId };
}

/** The contact details shown read-only at step 2 (changed on the profile page). */
export type ProfileContact = { email: string; phone: string; language: string };

export function profileContactOf(record: ProfileRecord): ProfileContact {
  return { email: record.emailaddress1, phone: record.mobilephone, language: record.eft_langue };
}
