import type {
  ProfileFields,
  ProfilePayload,
  ProfileRecord,
} from "../../../api/profileStepSchemas.ts";
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
 * Step 2's record (CRM names, docs/api.md `ProfileRecord`) and the form (the spec's groups),
 * both ways. Selects hold codes as text; the record holds numbers, null for "not chosen".
 */

const codeText = (code: number | null) => (code === null ? "" : String(code));
/** Country selects default to the first country (spec 5; birth country default 1, spec 9). */
const countryText = (code: number | null) => String(code ?? DEFAULT_COUNTRY_CODE);
const codeOf = (text: string): number | null => (text.trim() === "" ? null : Number(text));
const whole = (text: string): number | null => (text.trim() === "" ? null : Number(text.trim()));

function usableExperience(months: number | null): number {
  if (months === null || !Number.isInteger(months)) return EXPERIENCE_MONTHS.min;
  return Math.min(Math.max(months, EXPERIENCE_MONTHS.min), EXPERIENCE_MONTHS.max);
}

/** The form as the record was last saved (or as the account starts it). */
export function toProfileForm(record: ProfileRecord): ProfileFormValues {
  const youngWorker = showsYoungWorker(codeText(record.eft_situation_actuelle));
  return {
    personalInformations: {
      gender: String(record.eft_civilite ?? DEFAULT_CIVILITY),
      birthDate: record.birthdate,
      firstname: record.firstname,
      lastname: record.lastname,
      locationCityBirth: record.eft_villedenaissance,
      locationCountryBirth: countryText(record.eft_paysdenaissance),
      nationality: countryText(record.eft_nationalite),
    },
    responsible: {
      gender: codeText(record.eft_rl_civilite),
      lastname: record.eft_rl_nom,
      firstname: record.eft_rl_prenom,
      email: record.eft_rl_email,
      phone: record.eft_rl_telephone,
      country: countryText(record.eft_rl_pays),
      completeAddress: record.eft_rl_adresse,
      complementaryInformation: record.eft_rl_complement,
      postalCode: record.eft_rl_code_postal,
      city: record.eft_rl_ville,
      birthDate: record.eft_rl_date_naissance,
      countryBirth: countryText(record.eft_rl_pays_naissance),
      cityBirth: record.eft_rl_ville_naissance,
    },
    currentAddress: {
      country: countryText(record.eft_pays_optionset),
      completeAddress: record.address2_line1,
      complementaryInformation: record.address2_line2,
      postalCode: record.address2_postalcode,
      city: record.address2_city,
    },
    schoolSituation: codeText(record.eft_situation_actuelle),
    yourEstablishment: {
      type: codeText(record.eft_type_etablissement),
      // One CRM field holds the establishment, or the employer for a young worker.
      name: youngWorker ? "" : record.eft_nom_etablissement,
      preparedDegree: record.eft_diplome_prepare,
    },
    youngWorkerSituation: {
      contract: codeText(record.eft_type_de_contrat),
      experience: usableExperience(record.eft_anciennete),
    },
    youngWorkerEmployer: {
      employerName: youngWorker ? record.eft_nom_etablissement : "",
      employerStreet: record.eft_adresse_employeur,
      employerPostal: record.eft_cp_employeur,
      employerCity: record.eft_ville_employeur,
    },
    youngIndependent: {
      status: codeText(record.eft_statut_non_salarie),
      autre: record.eft_autre_situation,
      activityDate: record.eft_date_debut_activite,
    },
    youngIncome: {
      netIncome: codeText(record.eft_revenus_nets),
      otherIncome: codeText(record.eft_autres_revenus),
    },
    howYfCampus: {
      from: codeText(record.eft_source),
      by: record.eft_source_detail,
      godFatherLastname: record.eft_parrain_nom,
      godFatherFirstname: record.eft_parrain_prenom,
      godFatherEmail: record.eft_parrain_email,
      specificRequest: record.eft_demande_specifique,
    },
  };
}

/** `texts` when `applies`, else every one of them empty: the server then stores nothing. */
function only<T extends Record<string, string | number | null>>(applies: boolean, fields: T): T {
  if (applies) return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, typeof value === "string" ? "" : null]),
  ) as T;
}

/**
 * The save's payload. Parts that do not apply are sent empty ("" or null: "not given"), so a
 * situation changed since the last save leaves nothing stale behind; in particular an applicant
 * of 18 or more has every guardian field cleared (spec 4), judged on `now` in Paris time.
 */
export function toProfilePayload(
  values: ProfileFormValues,
  dossierId: string,
  now: Date,
): ProfilePayload {
  const { personalInformations: person, responsible: guardian } = values;
  const situation = values.schoolSituation;
  const { from } = values.howYfCampus;
  const youngWorker = showsYoungWorker(situation);
  const trim = (text: string) => text.trim();
  const fields: ProfileFields = {
    eft_civilite: codeOf(person.gender),
    birthdate: person.birthDate,
    firstname: trim(person.firstname),
    lastname: trim(person.lastname),
    eft_villedenaissance: trim(person.locationCityBirth),
    eft_paysdenaissance: codeOf(person.locationCountryBirth),
    eft_nationalite: codeOf(person.nationality),
    ...only(showsGuardian(person.birthDate, now), {
      eft_rl_civilite: codeOf(guardian.gender),
      eft_rl_nom: trim(guardian.lastname),
      eft_rl_prenom: trim(guardian.firstname),
      eft_rl_email: trim(guardian.email),
      eft_rl_telephone: trim(guardian.phone),
      eft_rl_pays: codeOf(guardian.country),
      eft_rl_adresse: trim(guardian.completeAddress),
      eft_rl_complement: trim(guardian.complementaryInformation),
      eft_rl_code_postal: trim(guardian.postalCode),
      eft_rl_ville: trim(guardian.city),
      eft_rl_date_naissance: guardian.birthDate,
      eft_rl_pays_naissance: codeOf(guardian.countryBirth),
      eft_rl_ville_naissance: trim(guardian.cityBirth),
    }),
    eft_pays_optionset: codeOf(values.currentAddress.country),
    address2_line1: trim(values.currentAddress.completeAddress),
    address2_line2: trim(values.currentAddress.complementaryInformation),
    address2_postalcode: trim(values.currentAddress.postalCode),
    address2_city: trim(values.currentAddress.city),
    eft_situation_actuelle: codeOf(situation),
    ...only(showsEstablishment(situation), {
      eft_type_etablissement: codeOf(values.yourEstablishment.type),
      eft_diplome_prepare: trim(values.yourEstablishment.preparedDegree),
    }),
    eft_nom_etablissement: youngWorker
      ? trim(values.youngWorkerEmployer.employerName)
      : showsEstablishment(situation)
        ? trim(values.yourEstablishment.name)
        : "",
    ...only(youngWorker, {
      eft_type_de_contrat: codeOf(values.youngWorkerSituation.contract),
      eft_anciennete: values.youngWorkerSituation.experience,
      eft_adresse_employeur: trim(values.youngWorkerEmployer.employerStreet),
      eft_cp_employeur: trim(values.youngWorkerEmployer.employerPostal),
      eft_ville_employeur: trim(values.youngWorkerEmployer.employerCity),
    }),
    ...only(showsIndependent(situation), {
      eft_statut_non_salarie: codeOf(values.youngIndependent.status),
      eft_autre_situation: asksIndependentOther(values.youngIndependent.status)
        ? trim(values.youngIndependent.autre)
        : "",
      eft_date_debut_activite: values.youngIndependent.activityDate,
    }),
    ...only(showsIncome(situation), {
      eft_revenus_nets: whole(values.youngIncome.netIncome),
      eft_autres_revenus: whole(values.youngIncome.otherIncome),
    }),
    eft_source: codeOf(from),
    eft_source_detail: asksSourceDetail(from) ? trim(values.howYfCampus.by) : "",
    ...only(asksSponsor(from), {
      eft_parrain_nom: trim(values.howYfCampus.godFatherLastname),
      eft_parrain_prenom: trim(values.howYfCampus.godFatherFirstname),
      eft_parrain_email: trim(values.howYfCampus.godFatherEmail),
    }),
    eft_demande_specifique: trim(values.howYfCampus.specificRequest),
  };
  return { ...fields, id_dossier: dossierId };
}

/** The contact details shown read-only at step 2 (changed on the profile page). */
export type ProfileContact = { email: string; phone: string; language: string };

export function profileContactOf(record: ProfileRecord): ProfileContact {
  return { email: record.emailaddress1, phone: record.mobilephone, language: record.eft_langue };
}
