import type { ProfileFields } from "../../../api/profileStepSchemas.ts";
import {
  type Codec,
  codecs,
  codeOf,
  defineFieldTable,
  type FieldRow,
} from "../steps/fieldTable.ts";
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
const civility: Codec = {
  toForm: (value) => String(value ?? DEFAULT_CIVILITY),
  toRecord: codeOf,
  empty: null,
};
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
  eft_civilite: { form: "personalInformations.gender", codec: civility },
  birthdate: { form: "personalInformations.birthDate", codec: day },
  firstname: { form: "personalInformations.firstname", codec: text },
  lastname: { form: "personalInformations.lastname", codec: text },
  eft_villedenaissance: { form: "personalInformations.locationCityBirth", codec: text },
  eft_paysdenaissance: { form: "personalInformations.locationCountryBirth", codec: country },
  eft_nationalite: { form: "personalInformations.nationality", codec: country },
  eft_rl_civilite: { form: "responsible.gender", codec: code, applies: guardian },
  eft_rl_nom: { form: "responsible.lastname", codec: text, applies: guardian },
  eft_rl_prenom: { form: "responsible.firstname", codec: text, applies: guardian },
  eft_rl_email: { form: "responsible.email", codec: text, applies: guardian },
  eft_rl_telephone: { form: "responsible.phone", codec: text, applies: guardian },
  eft_rl_pays: { form: "responsible.country", codec: country, applies: guardian },
  eft_rl_adresse: { form: "responsible.completeAddress", codec: text, applies: guardian },
  eft_rl_complement: {
    form: "responsible.complementaryInformation",
    codec: text,
    applies: guardian,
  },
  eft_rl_code_postal: { form: "responsible.postalCode", codec: text, applies: guardian },
  eft_rl_ville: { form: "responsible.city", codec: text, applies: guardian },
  eft_rl_date_naissance: { form: "responsible.birthDate", codec: day, applies: guardian },
  eft_rl_pays_naissance: { form: "responsible.countryBirth", codec: country, applies: guardian },
  eft_rl_ville_naissance: { form: "responsible.cityBirth", codec: text, applies: guardian },
  eft_pays_optionset: { form: "currentAddress.country", codec: country },
  address2_line1: { form: "currentAddress.completeAddress", codec: text },
  address2_line2: { form: "currentAddress.complementaryInformation", codec: text },
  address2_postalcode: { form: "currentAddress.postalCode", codec: text },
  address2_city: { form: "currentAddress.city", codec: text },
  eft_situation_actuelle: { form: "schoolSituation", codec: code },
  eft_type_etablissement: { form: "yourEstablishment.type", codec: code, applies: establishment },
  eft_diplome_prepare: {
    form: "yourEstablishment.preparedDegree",
    codec: text,
    applies: establishment,
  },
  eft_type_de_contrat: { form: "youngWorkerSituation.contract", codec: code, applies: youngWorker },
  eft_anciennete: {
    form: "youngWorkerSituation.experience",
    codec: experience,
    applies: youngWorker,
  },
  eft_adresse_employeur: {
    form: "youngWorkerEmployer.employerStreet",
    codec: text,
    applies: youngWorker,
  },
  eft_cp_employeur: {
    form: "youngWorkerEmployer.employerPostal",
    codec: text,
    applies: youngWorker,
  },
  eft_ville_employeur: {
    form: "youngWorkerEmployer.employerCity",
    codec: text,
    applies: youngWorker,
  },
  eft_statut_non_salarie: { form: "youngIndependent.status", codec: code, applies: independent },
  eft_autre_situation: { form: "youngIndependent.autre", codec: text, applies: independentOther },
  eft_date_debut_activite: {
    form: "youngIndependent.activityDate",
    codec: day,
    applies: independent,
  },
  eft_revenus_nets: { form: "youngIncome.netIncome", codec: amount, applies: income },
  eft_autres_revenus: { form: "youngIncome.otherIncome", codec: amount, applies: income },
  eft_source: { form: "howYfCampus.from", codec: code },
  eft_source_detail: { form: "howYfCampus.by", codec: text, applies: sourceDetail },
  eft_parrain_nom: { form: "howYfCampus.godFatherLastname", codec: text, applies: sponsor },
  eft_parrain_prenom: { form: "howYfCampus.godFatherFirstname", codec: text, applies: sponsor },
  eft_parrain_email: { form: "howYfCampus.godFatherEmail", codec: text, applies: sponsor },
  eft_demande_specifique: { form: "howYfCampus.specificRequest", codec: text },
} as const satisfies Record<Exclude<keyof ProfileFields, typeof SHARED_NAME_FIELD>, Row>;

/** Step 2's form and record, both ways; the shared name field is mapped beside it. */
export const profileFields = defineFieldTable<
  ProfileFormValues,
  Date,
  Omit<ProfileFields, typeof SHARED_NAME_FIELD>
>(profileFieldTable);
