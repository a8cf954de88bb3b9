import type { ProfileFields, ProfileRecord } from "../../../api/profileStepSchemas.ts";
import { DEFAULT_COUNTRY_CODE } from "../../../i18n/countries.ts";
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

/**
 * Step 2's one field table: each record field (CRM names, docs/api.md `ProfileRecord`), the form
 * field it is filled in (the spec's groups), how its value is written both ways, and when it
 * applies. The form ↔ record mapping (profileMapping.ts) and where a server field error shows
 * (profileSaveError.ts) both derive from it. Selects hold codes as text; the record holds
 * numbers, null for "not chosen".
 */

type Group = {
  [G in keyof ProfileFormValues]: ProfileFormValues[G] extends object ? G : never;
}[keyof ProfileFormValues];
/** A form field: `"responsible.email"`, or the one field outside a group. */
export type ProfileFormPath =
  | { [G in Group]: `${G}.${keyof ProfileFormValues[G] & string}` }[Group]
  | "schoolSituation";

type FormValue = string | number;
type RecordValue = string | number | null;

/** How a record field is written in the form and read back, and what "not given" is. */
interface Codec {
  toForm(value: RecordValue): FormValue;
  toRecord(value: FormValue): RecordValue;
  /** What a field that does not apply is sent as: the server then stores nothing. */
  empty: "" | null;
}

/** A code, or a text, as the form holds it: "" for nothing. */
const codeText = (code: RecordValue) => (code === null ? "" : String(code));
const codeOf = (value: FormValue): number | null =>
  String(value).trim() === "" ? null : Number(value);
const same = <T>(value: T) => value;

const code: Codec = { toForm: codeText, toRecord: codeOf, empty: null };
/** Country selects default to the first country (spec 5; birth country default 1, spec 9). */
const country: Codec = {
  toForm: (value) => String(value ?? DEFAULT_COUNTRY_CODE),
  toRecord: codeOf,
  empty: null,
};
const civility: Codec = {
  toForm: (value) => String(value ?? DEFAULT_CIVILITY),
  toRecord: codeOf,
  empty: null,
};
/** A typed text: sent without its surrounding spaces. */
const text: Codec = { toForm: codeText, toRecord: (value) => String(value).trim(), empty: "" };
/** A date (ISO day) from a date picker: sent as it is. */
const day: Codec = { toForm: codeText, toRecord: same, empty: "" };
/** An amount in whole euros, typed as text. */
const amount: Codec = { toForm: codeText, toRecord: codeOf, empty: null };
/** Months of experience on a slider: a stored value outside its range starts at its ends. */
const experience: Codec = {
  toForm: (months) =>
    typeof months !== "number" || !Number.isInteger(months)
      ? EXPERIENCE_MONTHS.min
      : Math.min(Math.max(months, EXPERIENCE_MONTHS.min), EXPERIENCE_MONTHS.max),
  toRecord: same,
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

type Row = { form: ProfileFormPath; codec: Codec; applies?: Applies };

/**
 * The CRM field shared by two form fields: the establishment's name, or the employer's for a
 * young worker. The mapping and the save errors handle it on its own.
 */
export const SHARED_NAME_FIELD = "eft_nom_etablissement";

export const profileFieldTable = {
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

type TableKey = keyof typeof profileFieldTable;
const rows = Object.entries(profileFieldTable) as Array<[TableKey, Row]>;

/** A form field's value, by its path. */
function valueAt(values: ProfileFormValues, path: ProfileFormPath): FormValue {
  const [group, field] = path.split(".") as [string, string | undefined];
  const top = (values as unknown as Record<string, unknown>)[group];
  return (field === undefined ? top : (top as Record<string, FormValue>)[field]) as FormValue;
}

/** The table's fields of the form, filled from the record. */
export function formFromRecord(record: ProfileRecord): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const [key, { form: path, codec }] of rows) {
    const [group, field] = path.split(".") as [string, string | undefined];
    const value = codec.toForm(record[key]);
    if (field === undefined) form[group] = value;
    else form[group] = { ...(form[group] as object), [field]: value };
  }
  return form;
}

/** The table's fields of the record, read from the form; those that do not apply are empty. */
export function recordFromForm(
  values: ProfileFormValues,
  now: Date,
): Omit<ProfileFields, typeof SHARED_NAME_FIELD> {
  return Object.fromEntries(
    rows.map(([key, { form, codec, applies }]) => [
      key,
      (applies?.(values, now) ?? true) ? codec.toRecord(valueAt(values, form)) : codec.empty,
    ]),
  ) as Omit<ProfileFields, typeof SHARED_NAME_FIELD>;
}
