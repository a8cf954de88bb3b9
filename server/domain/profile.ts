/**
 * Step 2, the applicant's profile, as a flat CRM-style record (spec 3: eft_civilite,
 * birthdate, emailaddress1, address2_*, eft_situation_actuelle...). Names, email, phone and
 * language come from the account; the rest is stored with the file.
 */
import * as v from "valibot";
import { ageOn, isoDay } from "../dates.ts";
import {
  optionalChoice,
  optionalDate,
  optionalEmail,
  optionalIncome,
  optionalInt,
  optionalName,
  optionalText,
  requiredInt,
  requiredName,
} from "../http/fields.ts";
import { isoDate } from "../http/validate.ts";
import { NATIONALITY_MAX, SITUATION, SOURCE, SOURCE_CODES } from "./codes.ts";
import type { DossierRow } from "./dossiers.ts";
import { CIVILITY, type UserRow } from "./users.ts";

const civility = optionalChoice([CIVILITY.woman, CIVILITY.man]);
const country = optionalInt(1, NATIONALITY_MAX);

export const profileSchema = v.object({
  id_dossier: v.pipe(v.string("required"), v.nonEmpty("required")),
  eft_civilite: v.pipe(
    civility,
    v.check((value) => value !== null, "required"),
  ),
  birthdate: isoDate,
  firstname: requiredName(255),
  lastname: requiredName(32),
  eft_villedenaissance: optionalText(255),
  eft_paysdenaissance: country,
  eft_nationalite: country,
  eft_rl_civilite: civility,
  eft_rl_nom: optionalName(255),
  eft_rl_prenom: optionalName(255),
  eft_rl_email: optionalEmail,
  eft_rl_telephone: v.pipe(
    optionalText(20),
    v.check((value) => value === null || /^\d+$/.test(value), "format"),
  ),
  eft_rl_pays: country,
  eft_rl_adresse: optionalText(50),
  eft_rl_complement: optionalText(50),
  eft_rl_code_postal: optionalText(10),
  eft_rl_ville: optionalText(40),
  eft_rl_date_naissance: optionalDate,
  eft_rl_pays_naissance: country,
  eft_rl_ville_naissance: optionalText(255),
  eft_pays_optionset: country,
  address2_line1: optionalText(50),
  address2_line2: optionalText(50),
  address2_postalcode: optionalText(10),
  address2_city: optionalText(40),
  eft_situation_actuelle: requiredInt(0, Number.MAX_SAFE_INTEGER),
  eft_type_etablissement: optionalInt(1, 9),
  eft_nom_etablissement: optionalText(50),
  eft_diplome_prepare: optionalText(100),
  eft_type_de_contrat: optionalInt(1, 2),
  eft_anciennete: optionalInt(0, 24),
  eft_adresse_employeur: optionalText(50),
  eft_cp_employeur: optionalText(10),
  eft_ville_employeur: optionalText(40),
  eft_statut_non_salarie: optionalInt(1, 6),
  eft_autre_situation: optionalText(100),
  eft_date_debut_activite: optionalDate,
  eft_revenus_nets: optionalIncome,
  eft_autres_revenus: optionalIncome,
  eft_source: optionalChoice(SOURCE_CODES),
  eft_source_detail: optionalText(100),
  eft_demande_specifique: optionalText(1024),
  eft_parrain_nom: optionalName(255),
  eft_parrain_prenom: optionalName(255),
  eft_parrain_email: optionalEmail,
});

export type ProfileInput = v.InferOutput<typeof profileSchema>;
export type StoredProfile = Partial<Omit<ProfileInput, "id_dossier">>;

const GUARDIAN_KEYS = [
  "eft_rl_civilite",
  "eft_rl_nom",
  "eft_rl_prenom",
  "eft_rl_email",
  "eft_rl_telephone",
  "eft_rl_pays",
  "eft_rl_adresse",
  "eft_rl_complement",
  "eft_rl_code_postal",
  "eft_rl_ville",
  "eft_rl_date_naissance",
  "eft_rl_pays_naissance",
  "eft_rl_ville_naissance",
] as const;

export const GUARDIAN_REQUIRED = [
  "eft_rl_civilite",
  "eft_rl_nom",
  "eft_rl_prenom",
  "eft_rl_email",
  "eft_rl_telephone",
] as const;

export function isMinor(birthdate: string | null | undefined, today: Date): boolean {
  return Boolean(birthdate) && ageOn(String(birthdate), isoDay(today)) < 18;
}

/**
 * Rules across fields: situation code, "by" when the source is "other", guardian when
 * under 18 (cleared at 18 and over, spec 4). Answers the fields in error, by message key.
 */
export function profileRuleErrors(
  input: ProfileInput,
  today: Date,
): Record<string, "required" | "choice" | "date"> {
  const errors: Record<string, "required" | "choice" | "date"> = {};
  if (!Object.values(SITUATION).includes(input.eft_situation_actuelle as never))
    errors.eft_situation_actuelle = "choice";
  if (input.birthdate > isoDay(today)) errors.birthdate = "date";
  if (input.eft_source === SOURCE.other && !input.eft_source_detail)
    errors.eft_source_detail = "required";
  if (isMinor(input.birthdate, today)) {
    for (const key of GUARDIAN_REQUIRED) if (input[key] === null) errors[key] = "required";
  }
  return errors;
}

export function normalizeProfile(input: ProfileInput, today: Date): StoredProfile {
  const { id_dossier: _id, ...record } = input;
  if (!isMinor(input.birthdate, today)) for (const key of GUARDIAN_KEYS) record[key] = null;
  return record;
}

/** The record `getInfosPersonnelles` answers: stored values over the account's. */
export function profileRecord(
  user: UserRow,
  stored: StoredProfile,
  dossierId: string | null,
  today: Date,
) {
  const birthdate = stored.birthdate ?? user.birthdate;
  return {
    id_dossier: dossierId,
    ...Object.fromEntries(
      Object.keys(profileSchema.entries)
        .filter((key) => key !== "id_dossier")
        .map((key) => [key, null]),
    ),
    ...stored,
    eft_civilite: stored.eft_civilite ?? user.civility,
    birthdate,
    firstname: stored.firstname ?? user.firstname,
    lastname: stored.lastname ?? user.lastname,
    emailaddress1: user.email,
    mobilephone: user.phone,
    eft_langue: user.language,
    eft_prospect_etudiant_mineur: isMinor(birthdate, today),
  };
}

/** Step 2 as the file holds it (its JSON column); nothing saved yet without a file. */
export function storedProfile(dossier: DossierRow | undefined): StoredProfile {
  return dossier ? (JSON.parse(dossier.profile) as StoredProfile) : {};
}
