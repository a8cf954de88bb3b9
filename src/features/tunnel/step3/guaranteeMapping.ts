import type {
  ContactStatus,
  GuaranteeChoice,
  GuaranteeKind,
  GuaranteeSubmission,
} from "../../../../machines/guarantees.ts";
import {
  GUARANTEE_CODE,
  type GuaranteePayload,
  type GuaranteeRecord,
  type GuarantorRecord,
} from "../../../api/guaranteeStepSchemas.ts";
import { DEFAULT_COUNTRY_CODE } from "../../../i18n/countries.ts";
import { SITUATION } from "../step2/profileCodes.ts";
import type { GuaranteeFormValues, GuarantorFields } from "./guaranteeForm.ts";
import { asksGuarantorJob } from "./guarantorOptions.ts";

/**
 * Step 3's record (backend names, docs/api.md `getInfosGarant`) and what the step edits, both
 * ways: the choice of guarantee (the `guarantees` machine's) and the guarantors (the form's).
 */

const codeText = (code: number | null) => (code === null ? "" : String(code));
/** Country selects default to the first country; the birth country defaults to 1 (spec 3, 9). */
const countryText = (code: number | null) => String(code ?? DEFAULT_COUNTRY_CODE);
const codeOf = (text: string): number | null => (text.trim() === "" ? null : Number(text));
const whole = (text: string): number | null => (text.trim() === "" ? null : Number(text.trim()));

/** Step 2's situation code as step 3's `contactStatus`; null when none is chosen. */
export function contactStatusOfSituation(code: string): ContactStatus | null {
  const entry = Object.entries(SITUATION).find(([, value]) => String(value) === code);
  return entry ? (entry[0] as ContactStatus) : null;
}

/** The kind of guarantee the record holds: code 1 is one or two guarantors, by guarantor 2. */
function kindOf(record: GuaranteeRecord): GuaranteeKind | null {
  switch (record.guarantees) {
    case GUARANTEE_CODE.personal:
      return record.guarantor2 ? "guarantor2" : "guarantor1";
    case GUARANTEE_CODE.garantme:
      return "garantme";
    case GUARANTEE_CODE.visale:
      return "visale";
    default:
      return record.hasGuarantor === "oui" ? "noGuarantor" : null;
  }
}

export function toGuaranteeChoice(record: GuaranteeRecord): GuaranteeChoice {
  return {
    hasGuarantor: record.hasGuarantor,
    guarantees: kindOf(record),
    isBoursier: record.isBoursier,
  };
}

const emptyGuarantor: GuarantorRecord = {
  eft_civilite: null,
  firstname: "",
  lastname: "",
  birthdate: "",
  eft_nationalite: null,
  eft_lieu_de_naissance: "",
  eft_paysdenaissancegarant: null,
  emailaddress1: "",
  mobilephone: "",
  address2_line1: "",
  address2_line2: "",
  address2_postalcode: "",
  address2_city: "",
  eft_pays_optionset: null,
  eft_situation_professionnelle: null,
  jobtitle: "",
  eft_type_de_contrat: null,
  eft_residence_principale_garant: null,
  eft_salaires_ou_revenus_mensuels_nets: null,
};

function toGuarantorForm(record: GuarantorRecord | null): GuarantorFields {
  const guarantor = record ?? emptyGuarantor;
  return {
    personalInformations: {
      gender: codeText(guarantor.eft_civilite),
      firstname: guarantor.firstname,
      lastname: guarantor.lastname,
      birthDate: guarantor.birthdate,
      nationality: countryText(guarantor.eft_nationalite),
      locationCityBirth: guarantor.eft_lieu_de_naissance,
      locationCountryBirth: countryText(guarantor.eft_paysdenaissancegarant),
    },
    contact: { email: guarantor.emailaddress1, phone: guarantor.mobilephone },
    address: {
      country: countryText(guarantor.eft_pays_optionset),
      completeAddress: guarantor.address2_line1,
      complementaryInformation: guarantor.address2_line2,
      postalCode: guarantor.address2_postalcode,
      city: guarantor.address2_city,
    },
    professional: {
      situation: codeText(guarantor.eft_situation_professionnelle),
      position: guarantor.jobtitle,
      contractType: codeText(guarantor.eft_type_de_contrat),
    },
    financial: {
      principalResidence: codeText(guarantor.eft_residence_principale_garant),
      netIncome: codeText(guarantor.eft_salaires_ou_revenus_mensuels_nets),
    },
  };
}

/** The guarantors' forms as the record was last saved (empty forms where there is none). */
export function toGuaranteeForm(record: GuaranteeRecord): GuaranteeFormValues {
  return {
    guarantor: toGuarantorForm(record.guarantor),
    guarantor2: toGuarantorForm(record.guarantor2),
  };
}

function toGuarantorRecord(values: GuarantorFields): GuarantorRecord {
  const trim = (text: string) => text.trim();
  const { personalInformations: person, contact, address, professional, financial } = values;
  const job = asksGuarantorJob(professional.situation);
  return {
    eft_civilite: codeOf(person.gender),
    firstname: trim(person.firstname),
    lastname: trim(person.lastname),
    birthdate: person.birthDate,
    eft_nationalite: codeOf(person.nationality),
    eft_lieu_de_naissance: trim(person.locationCityBirth),
    eft_paysdenaissancegarant: codeOf(person.locationCountryBirth) ?? DEFAULT_COUNTRY_CODE,
    emailaddress1: trim(contact.email),
    mobilephone: trim(contact.phone),
    address2_line1: trim(address.completeAddress),
    address2_line2: trim(address.complementaryInformation),
    address2_postalcode: trim(address.postalCode),
    address2_city: trim(address.city),
    eft_pays_optionset: codeOf(address.country),
    eft_situation_professionnelle: codeOf(professional.situation),
    // Hidden for a retired guarantor (spec 4): sent empty so nothing stale stays.
    jobtitle: job ? trim(professional.position) : "",
    eft_type_de_contrat: job ? codeOf(professional.contractType) : null,
    eft_residence_principale_garant: codeOf(financial.principalResidence),
    eft_salaires_ou_revenus_mensuels_nets: whole(financial.netIncome),
  };
}

const guaranteeCodeOf: Record<GuaranteeKind, GuaranteePayload["guarantees"]> = {
  guarantor1: GUARANTEE_CODE.personal,
  guarantor2: GUARANTEE_CODE.personal,
  garantme: GUARANTEE_CODE.garantme,
  visale: GUARANTEE_CODE.visale,
  noGuarantor: null,
};

/**
 * The save's payload (spec 5, step 3): guarantor data are not sent for Garantme, Visale or
 * none, nor when no guarantor is needed; guarantor 2 is removed for one guarantor.
 */
export function toGuaranteePayload(
  { choice, values }: Pick<GuaranteeSubmission, "choice" | "values">,
  contactStatus: GuaranteePayload["contactStatus"],
): GuaranteePayload {
  const form = values as unknown as GuaranteeFormValues;
  const needed = choice.hasGuarantor === "oui";
  const kind = needed ? choice.guarantees : null;
  return {
    guarantees: kind === null ? null : guaranteeCodeOf[kind],
    guarantor:
      kind === "guarantor1" || kind === "guarantor2" ? toGuarantorRecord(form.guarantor) : null,
    guarantor2: kind === "guarantor2" ? toGuarantorRecord(form.guarantor2) : null,
    isBoursier: needed ? "" : choice.isBoursier,
    hasGuarantor: choice.hasGuarantor,
    contactStatus,
  };
}

/** The guarantors' net monthly incomes, in order, for the income rule. */
export function guarantorIncomesOf(values: GuaranteeFormValues): (number | null)[] {
  return [values.guarantor, values.guarantor2].map((guarantor) =>
    whole(guarantor.financial.netIncome),
  );
}
