import type { GuarantorRecord } from "../../../api/guaranteeStepSchemas.ts";
import { DEFAULT_COUNTRY_CODE } from "../../../i18n/countries.ts";
import {
  type Codec,
  codecs,
  codeOf,
  defineFieldTable,
  type FieldRow,
} from "../steps/fieldTable.ts";
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
  toRecord: (value) => codeOf(value) ?? DEFAULT_COUNTRY_CODE,
};

/** Position and contract are hidden for a retired guarantor (spec 4): sent empty then. */
const hasJob = (values: GuarantorFields) => asksGuarantorJob(values.professional.situation);

type Row = FieldRow<GuarantorFields, void> & { form: GuarantorFormPath };

const guarantorFieldTable = {
  eft_civilite: { form: "personalInformations.gender", codec: code },
  firstname: { form: "personalInformations.firstname", codec: text },
  lastname: { form: "personalInformations.lastname", codec: text },
  birthdate: { form: "personalInformations.birthDate", codec: day },
  eft_nationalite: { form: "personalInformations.nationality", codec: country },
  eft_lieu_de_naissance: { form: "personalInformations.locationCityBirth", codec: text },
  eft_paysdenaissancegarant: {
    form: "personalInformations.locationCountryBirth",
    codec: birthCountry,
  },
  emailaddress1: { form: "contact.email", codec: text },
  mobilephone: { form: "contact.phone", codec: text },
  address2_line1: { form: "address.completeAddress", codec: text },
  address2_line2: { form: "address.complementaryInformation", codec: text },
  address2_postalcode: { form: "address.postalCode", codec: text },
  address2_city: { form: "address.city", codec: text },
  eft_pays_optionset: { form: "address.country", codec: country },
  eft_situation_professionnelle: { form: "professional.situation", codec: code },
  jobtitle: { form: "professional.position", codec: text, applies: hasJob },
  eft_type_de_contrat: { form: "professional.contractType", codec: code, applies: hasJob },
  eft_residence_principale_garant: { form: "financial.principalResidence", codec: code },
  eft_salaires_ou_revenus_mensuels_nets: { form: "financial.netIncome", codec: amount },
} as const satisfies Record<keyof GuarantorRecord, Row>;

/** A guarantor's form and record, both ways (an empty form where there is no record). */
export const guarantorFields = defineFieldTable<GuarantorFields, void, GuarantorRecord>(
  guarantorFieldTable,
);
