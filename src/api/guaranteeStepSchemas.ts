import * as v from "valibot";
import { BasedOnVersionSchema, RecordVersionSchema } from "./recordVersion.ts";
import { OptionCodeSchema as CodeSchema, OptionalTextSchema } from "./schemas.ts";

/**
 * Step 3's record (tunnel spec 3 "Guarantor data" and 7; docs/api.md `getInfosGarant`): the kind
 * of guarantee, up to two guarantors in the backend's field names, the scholarship and
 * "guarantor needed" answers, the applicant's situation from step 2. Texts the server leaves null
 * read as "" and codes as null, as in step 2's record.
 */

/** A net monthly income in euros; null when not given. */
const IncomeSchema = v.nullish(v.pipe(v.number(), v.minValue(0)), null);

/** One guarantor as the backend names the fields (`setInfosGarant`). */
const GuarantorRecordSchema = v.object({
  eft_civilite: CodeSchema,
  firstname: OptionalTextSchema,
  lastname: OptionalTextSchema,
  birthdate: OptionalTextSchema,
  eft_nationalite: CodeSchema,
  eft_lieu_de_naissance: OptionalTextSchema,
  /** Birth country; the backend defaults it to 1 (spec 3). */
  eft_paysdenaissancegarant: CodeSchema,
  emailaddress1: OptionalTextSchema,
  mobilephone: OptionalTextSchema,
  address2_line1: OptionalTextSchema,
  address2_line2: OptionalTextSchema,
  address2_postalcode: OptionalTextSchema,
  address2_city: OptionalTextSchema,
  eft_pays_optionset: CodeSchema,
  /** employee 1, artisan 2, liberal 3, retirement 4, searching 5, other 6. */
  eft_situation_professionnelle: CodeSchema,
  jobtitle: OptionalTextSchema,
  /** cdi 1, cdd 2, other 3. */
  eft_type_de_contrat: CodeSchema,
  /** owner 1, tenant 2. */
  eft_residence_principale_garant: CodeSchema,
  eft_salaires_ou_revenus_mensuels_nets: IncomeSchema,
});
export type GuarantorRecord = v.InferOutput<typeof GuarantorRecordSchema>;

const YesNoSchema = v.pipe(
  v.nullish(v.picklist(["oui", "non", ""]), ""),
  v.transform((answer) => answer ?? ""),
);

const ContactStatusSchema = v.nullish(
  v.picklist(["student", "professionalization", "researcher", "youngWorker", "youngIndependent"]),
  null,
);

/** The backend's guarantee codes: personal guarantor(s) 1, Garantme 3, Visale 4, none null. */
export const GUARANTEE_CODE = { personal: 1, garantme: 3, visale: 4 } as const;
const GuaranteeCodeSchema = v.nullish(
  v.picklist([GUARANTEE_CODE.personal, GUARANTEE_CODE.garantme, GUARANTEE_CODE.visale]),
  null,
);

/** `GET dossier/getInfosGarant`. */
export const GuaranteeRecordSchema = v.object({
  guarantees: GuaranteeCodeSchema,
  guarantor: v.nullish(GuarantorRecordSchema, null),
  guarantor2: v.nullish(GuarantorRecordSchema, null),
  isBoursier: YesNoSchema,
  hasGuarantor: YesNoSchema,
  contactStatus: ContactStatusSchema,
  preneurIsMinor: v.nullish(v.boolean(), false),
  /** The least income each guarantor needs for the stored choice; null when it does not apply. */
  minimumIncome: v.nullish(v.number(), null),
  version: RecordVersionSchema,
});
export type GuaranteeRecord = v.InferOutput<typeof GuaranteeRecordSchema>;

/** `POST dossier/setInfosGarant`. */
export const GuaranteePayloadSchema = v.object({
  guarantees: GuaranteeCodeSchema,
  guarantor: v.nullable(GuarantorRecordSchema),
  guarantor2: v.nullable(GuarantorRecordSchema),
  isBoursier: YesNoSchema,
  hasGuarantor: YesNoSchema,
  contactStatus: ContactStatusSchema,
  version: BasedOnVersionSchema,
});
export type GuaranteePayload = v.InferOutput<typeof GuaranteePayloadSchema>;

/** The save answers `{ status: "OK" }` with what it stored. */
export const GuaranteeSaveAnswerSchema = v.object({
  status: v.string(),
  version: RecordVersionSchema,
});
