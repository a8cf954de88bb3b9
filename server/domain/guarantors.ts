/**
 * Step 3, guarantors (spec 3 "Guarantor data", 5 "Step 3"): the guarantee kind, up to two
 * personal guarantors in the backend's field names, the scholarship answer, and the income
 * rule (4× the rent with charges for one guarantor, 3× each for two).
 */
import * as v from "valibot";
import {
  optionalChoice,
  optionalDate,
  optionalEmail,
  optionalIncome,
  optionalInt,
  optionalName,
  optionalText,
} from "../http/fields.ts";
import { type ContactStatus, GUARANTEE, NATIONALITY_MAX } from "./codes.ts";
import type { DossierRow } from "./dossiers.ts";
import { CIVILITY } from "./users.ts";

const guarantorSchema = v.object({
  eft_civilite: optionalChoice([CIVILITY.woman, CIVILITY.man]),
  firstname: optionalName(255),
  lastname: optionalName(32),
  birthdate: optionalDate,
  eft_nationalite: optionalInt(1, NATIONALITY_MAX),
  eft_lieu_de_naissance: optionalText(255),
  eft_paysdenaissancegarant: v.pipe(
    optionalInt(1, NATIONALITY_MAX),
    v.transform((value) => value ?? 1),
  ),
  emailaddress1: optionalEmail,
  mobilephone: optionalText(100),
  address2_line1: optionalText(50),
  address2_line2: optionalText(50),
  address2_postalcode: optionalText(10),
  address2_city: optionalText(40),
  eft_pays_optionset: optionalInt(1, NATIONALITY_MAX),
  eft_situation_professionnelle: optionalInt(1, 6),
  jobtitle: optionalText(100),
  eft_type_de_contrat: optionalInt(1, 3),
  eft_residence_principale_garant: optionalInt(1, 2),
  eft_salaires_ou_revenus_mensuels_nets: optionalIncome,
});

const yesNo = v.optional(v.picklist(["oui", "non", ""], "choice"), "");

export const guarantorsSchema = v.object({
  guarantees: v.pipe(optionalChoice([GUARANTEE.guarantor, GUARANTEE.garantme, GUARANTEE.visale])),
  guarantor: v.optional(v.nullable(guarantorSchema), null),
  guarantor2: v.optional(v.nullable(guarantorSchema), null),
  isBoursier: yesNo,
  hasGuarantor: yesNo,
  contactStatus: v.optional(v.unknown()),
});

export type GuarantorsInput = v.InferOutput<typeof guarantorsSchema>;
export type Guarantor = NonNullable<GuarantorsInput["guarantor"]>;
export type StoredGuarantors = Omit<GuarantorsInput, "contactStatus">;

export const EMPTY_GUARANTORS: StoredGuarantors = {
  guarantees: null,
  guarantor: null,
  guarantor2: null,
  isBoursier: "",
  hasGuarantor: "",
};

/** Fields a personal guarantor must have (spec 5, step 3). */
const GUARANTOR_REQUIRED = ["firstname", "lastname", "eft_civilite", "emailaddress1"] as const;

export function missingGuarantorFields(guarantor: Guarantor | null): string[] {
  if (!guarantor) return [...GUARANTOR_REQUIRED];
  return GUARANTOR_REQUIRED.filter((key) => guarantor[key] === null);
}

/** Guarantor data only travel with personal guarantees (spec 5: not for Garantme, Visale, none). */
export function normalizeGuarantors(input: GuarantorsInput): StoredGuarantors {
  const personal = input.hasGuarantor === "oui" && input.guarantees === GUARANTEE.guarantor;
  return {
    guarantees: input.hasGuarantor === "non" ? null : input.guarantees,
    guarantor: personal ? input.guarantor : null,
    guarantor2: personal && input.guarantor ? input.guarantor2 : null,
    isBoursier: input.isBoursier,
    hasGuarantor: input.hasGuarantor,
  };
}

/** The least monthly income each guarantor needs, or null when the rule does not apply. */
export function minimumIncome(
  guarantors: StoredGuarantors,
  rentIncludingCharges: number,
): number | null {
  if (guarantors.guarantees !== GUARANTEE.guarantor || !guarantors.guarantor) return null;
  return guarantors.guarantor2 ? rentIncludingCharges * 3 : rentIncludingCharges * 4;
}

export function incomeIsEnough(
  guarantors: StoredGuarantors,
  rentIncludingCharges: number,
): boolean {
  const minimum = minimumIncome(guarantors, rentIncludingCharges);
  if (minimum === null) return true;
  return [guarantors.guarantor, guarantors.guarantor2]
    .filter((guarantor): guarantor is Guarantor => guarantor !== null)
    .every((guarantor) => (guarantor.eft_salaires_ou_revenus_mensuels_nets ?? 0) >= minimum);
}

/** Whether this applicant must present a guarantee (spec 5: students, unless on a grant). */
export function needsGuarantee(
  status: ContactStatus | null,
  guarantors: StoredGuarantors,
): boolean {
  if (status === "student") return guarantors.isBoursier !== "oui";
  return guarantors.hasGuarantor === "oui";
}

/** Step 3 as the file holds it (its JSON column), each guarantor's fields filled in. */
export function storedGuarantors(dossier: DossierRow | undefined): StoredGuarantors {
  return dossier
    ? { ...EMPTY_GUARANTORS, ...(JSON.parse(dossier.guarantors) as Partial<StoredGuarantors>) }
    : EMPTY_GUARANTORS;
}
