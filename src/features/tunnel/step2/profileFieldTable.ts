import type { ProfileFields } from "../../../api/profileStepSchemas.ts";
import { type Codec, codecs, defineFieldTable, type FieldRow, row } from "../steps/fieldTable.ts";
import { DEFAULT_CIVILITY, EXPERIENCE_MONTHS } from "./profileCodes.ts";
import type { ProfileFormValues } from "./profileForm.ts";
import {
  asksIndependentOther,
  asksSourceDetail,
  asksSponsor,
  showsEstablishment,
  showsGuardian,
  showsIncome,
  showsIndependent,
  showsYoungWorker,
} from "./profileSections.ts";

const { amount, code, country, day, text } = codecs;

/**
 * Step 2's one field table (steps/fieldTable.ts): each record field (CRM names, docs/api.md
 * `ProfileRecord`), the form field it is filled in (the spec's groups), its codec and when it
 * applies.
 */

type Group = {
  [G in keyof ProfileFormValues]: ProfileFormValues[G] extends object ? G : never;
}[keyof ProfileFormValues];
/** A form field: `"responsible.email"`, or the one field outside a group. */
type ProfileFormPath =
  | { [G in Group]: `${G}.${keyof ProfileFormValues[G] & string}` }[Group]
  | "schoolSituation";

/** The civility select starts on the spec's default. */
const civility: Codec = { ...code, toForm: (value) => String(value ?? DEFAULT_CIVILITY) };
/** Months of experience on a slider: a stored value outside its range starts at its ends. */
const experience: Codec = {
  toForm: (months) =>
    typeof months !== "number" || !Number.isInteger(months)
      ? EXPERIENCE_MONTHS.min
      : Math.min(Math.max(months, EXPERIENCE_MONTHS.min), EXPERIENCE_MONTHS.max),
  toRecord: (months) => months,
  empty: null,
};

/** When a field applies (tunnel spec 4, "Conditional sections"); always when not said. */
type Applies = (values: ProfileFormValues, now: Date) => boolean;
/** An applicant under 18 on `now`, in Paris time (spec 4): the guardian is asked for. */
const guardian: Applies = (values, now) =>
  showsGuardian(values.personalInformations.birthDate, now);
const establishment: Applies = (values) => showsEstablishment(values.schoolSituation);
const youngWorker: Applies = (values) => showsYoungWorker(values.schoolSituation);
const independent: Applies = (values) => showsIndependent(values.schoolSituation);
const independentOther: Applies = (values) =>
  showsIndependent(values.schoolSituation) && asksIndependentOther(values.youngIndependent.status);
const income: Applies = (values) => showsIncome(values.schoolSituation);
const sourceDetail: Applies = (values) => asksSourceDetail(values.howYfCampus.from);
const sponsor: Applies = (values) => asksSponsor(values.howYfCampus.from);

type Row = FieldRow<ProfileFormValues, Date> & { form: ProfileFormPath };

/**
 * The CRM field shared by two form fields: the establishment's name, or the employer's for a
 * young worker. The mapping and the save errors handle it on its own.
 */
export const SHARED_NAME_FIELD = "eft_nom_etablissement";

const profileFieldTable = {
  eft_civilite: row("personalInformations.gender", civility),
  birthdate: row("personalInformations.birthDate", day),
  firstname: row("personalInformations.firstname", text),
  lastname: row("personalInformations.lastname", text),
  eft_villedenaissance: row("personalInformations.locationCityBirth", text),
  eft_paysdenaissance: row("personalInformations.locationCountryBirth", country),
  eft_nationalite: row("personalInformations.nationality", country),
  eft_rl_civilite: row("responsible.gender", code, guardian),
  eft_rl_nom: row("responsible.lastname", text, guardian),
  eft_rl_prenom: row("responsible.firstname", text, guardian),
  eft_rl_email: row("responsible.email", text, guardian),
  eft_rl_telephone: row("responsible.phone", text, guardian),
  eft_rl_pays: row("responsible.country", country, guardian),
  eft_rl_adresse: row("responsible.completeAddress", text, guardian),
  eft_rl_complement: row("responsible.complementaryInformation", text, guardian),
  eft_rl_code_postal: row("responsible.postalCode", text, guardian),
  eft_rl_ville: row("responsible.city", text, guardian),
  eft_rl_date_naissance: row("responsible.birthDate", day, guardian),
  eft_rl_pays_naissance: row("responsible.countryBirth", country, guardian),
  eft_rl_ville_naissance: row("responsible.cityBirth", text, guardian),
  eft_pays_optionset: row("currentAddress.country", country),
  address2_line1: row("currentAddress.completeAddress", text),
  address2_line2: row("currentAddress.complementaryInformation", text),
  address2_postalcode: row("currentAddress.postalCode", text),
  address2_city: row("currentAddress.city", text),
  eft_situation_actuelle: row("schoolSituation", code),
  eft_type_etablissement: row("yourEstablishment.type", code, establishment),
  eft_diplome_prepare: row("yourEstablishment.preparedDegree", text, establishment),
  eft_type_de_contrat: row("youngWorkerSituation.contract", code, youngWorker),
  eft_anciennete: row("youngWorkerSituation.experience", experience, youngWorker),
  eft_adresse_employeur: row("youngWorkerEmployer.employerStreet", text, youngWorker),
  eft_cp_employeur: row("youngWorkerEmployer.employerPostal", text, youngWorker),
  eft_ville_employeur: row("youngWorkerEmployer.employerCity", text, youngWorker),
  eft_statut_non_salarie: row("youngIndependent.status", code, independent),
  eft_autre_situation: row("youngIndependent.autre", text, independentOther),
  eft_date_debut_activite: row("youngIndependent.activityDate", day, independent),
  eft_revenus_nets: row("youngIncome.netIncome", amount, income),
  eft_autres_revenus: row("youngIncome.otherIncome", amount, income),
  eft_source: row("howYfCampus.from", code),
  eft_source_detail: row("howYfCampus.by", text, sourceDetail),
  eft_parrain_nom: row("howYfCampus.godFatherLastname", text, sponsor),
  eft_parrain_prenom: row("howYfCampus.godFatherFirstname", text, sponsor),
  eft_parrain_email: row("howYfCampus.godFatherEmail", text, sponsor),
  eft_demande_specifique: row("howYfCampus.specificRequest", text),
} as const satisfies Record<Exclude<keyof ProfileFields, typeof SHARED_NAME_FIELD>, Row>;

/** Step 2's form and record, both ways; the shared name field is mapped beside it. */
export const profileFields = defineFieldTable<
  ProfileFormValues,
  Date,
  Omit<ProfileFields, typeof SHARED_NAME_FIELD>
>(profileFieldTable);
