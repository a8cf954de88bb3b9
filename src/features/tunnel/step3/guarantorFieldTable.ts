import type { GuarantorRecord } from "../../../api/guaranteeStepSchemas.ts";
import { DEFAULT_COUNTRY_CODE } from "../../../i18n/countries.ts";
import { type Codec, codecs, defineFieldTable, type FieldRow, row } from "../steps/fieldTable.ts";
import type { GuarantorFields } from "./guaranteeForm.ts";
import { asksGuarantorJob } from "./guarantorOptions.ts";

const { amount, code, country, day, text } = codecs;

/**
 * Step 3's one field table (steps/fieldTable.ts), for each guarantor: each backend field
 * (docs/api.md `getInfosGarant`), the form field it is filled in, its codec and when it applies.
 */

type Group = keyof GuarantorFields;
type GuarantorFormPath = { [G in Group]: `${G}.${keyof GuarantorFields[G] & string}` }[Group];

/** The birth country is never sent empty: it falls back to the first country (spec 3, 9). */
const birthCountry: Codec = {
  ...country,
  toRecord: (value) => code.toRecord(value) ?? DEFAULT_COUNTRY_CODE,
};

/** Position and contract are hidden for a retired guarantor (spec 4): sent empty then. */
const hasJob = (values: GuarantorFields) => asksGuarantorJob(values.professional.situation);

type Row = FieldRow<GuarantorFields, void> & { form: GuarantorFormPath };

const guarantorFieldTable = {
  eft_civilite: row("personalInformations.gender", code),
  firstname: row("personalInformations.firstname", text),
  lastname: row("personalInformations.lastname", text),
  birthdate: row("personalInformations.birthDate", day),
  eft_nationalite: row("personalInformations.nationality", country),
  eft_lieu_de_naissance: row("personalInformations.locationCityBirth", text),
  eft_paysdenaissancegarant: row("personalInformations.locationCountryBirth", birthCountry),
  emailaddress1: row("contact.email", text),
  mobilephone: row("contact.phone", text),
  address2_line1: row("address.completeAddress", text),
  address2_line2: row("address.complementaryInformation", text),
  address2_postalcode: row("address.postalCode", text),
  address2_city: row("address.city", text),
  eft_pays_optionset: row("address.country", country),
  eft_situation_professionnelle: row("professional.situation", code),
  jobtitle: row("professional.position", text, hasJob),
  eft_type_de_contrat: row("professional.contractType", code, hasJob),
  eft_residence_principale_garant: row("financial.principalResidence", code),
  eft_salaires_ou_revenus_mensuels_nets: row("financial.netIncome", amount),
} as const satisfies Record<keyof GuarantorRecord, Row>;

/** A guarantor's form and record, both ways (an empty form where there is no record). */
export const guarantorFields = defineFieldTable<GuarantorFields, void, GuarantorRecord>(
  guarantorFieldTable,
);
