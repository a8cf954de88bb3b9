import type { MessageDescriptor } from "@lingui/core";
import * as v from "valibot";
import { issueMessage } from "../../../forms/issueMessage.ts";
import {
  emailFormatMessage,
  invalidDateMessage,
  isEmailFormat,
  isNameFormat,
  isValidDate,
  maxLengthOf,
  nameFormatMessage,
  optionalText,
  requiredMessage,
} from "../../../forms/rules.ts";
import { locateField, sameEmailMessage } from "../../../forms/sameEmail.ts";
import { isWholeEuros, profileMaxLength } from "../step2/profileRules.ts";
import { sameAsLegalGuardianMessage } from "../stepSaveMessages.ts";

/**
 * Step 3's guarantor forms (tunnel spec 3 "Guarantor data", 5 step 3). The choice of guarantee
 * is the `guarantees` machine's; the form holds the people. Each guarantor's fields are grouped
 * as the spec groups them; the rules that depend on how many guarantors the choice asks for read
 * it when they run (`GuaranteeRuleContext`).
 * @spec tunnel §5 Step 3
 */
export const guarantorMaxLength = {
  lastname: profileMaxLength.lastname,
  firstname: profileMaxLength.firstname,
  birthCity: profileMaxLength.birthCity,
  email: 255,
  addressLine: profileMaxLength.addressLine,
  postalCode: profileMaxLength.postalCode,
  city: profileMaxLength.city,
  /** "professional position 100" (spec 5). */
  position: 100,
  /** The server's limit; the spec names none. */
  phone: 100,
} as const;

const text = (max: number) => v.pipe(optionalText(), maxLengthOf(max));
/** A select's or radio's value: a code as text, "" while nothing is chosen. */
const code = () => v.string();

const guarantorSchema = v.object({
  personalInformations: v.object({
    gender: code(),
    firstname: text(guarantorMaxLength.firstname),
    lastname: text(guarantorMaxLength.lastname),
    birthDate: v.string(),
    nationality: code(),
    locationCityBirth: text(guarantorMaxLength.birthCity),
    locationCountryBirth: code(),
  }),
  contact: v.object({
    email: text(guarantorMaxLength.email),
    phone: text(guarantorMaxLength.phone),
  }),
  address: v.object({
    country: code(),
    completeAddress: text(guarantorMaxLength.addressLine),
    complementaryInformation: text(guarantorMaxLength.addressLine),
    postalCode: text(guarantorMaxLength.postalCode),
    city: text(guarantorMaxLength.city),
  }),
  professional: v.object({
    situation: code(),
    position: text(guarantorMaxLength.position),
    contractType: code(),
  }),
  financial: v.object({
    principalResidence: code(),
    /** Net monthly income, whole euros. */
    netIncome: v.string(),
  }),
});

const guaranteeFieldsSchema = v.object({
  guarantor: guarantorSchema,
  guarantor2: guarantorSchema,
});

export type GuarantorFields = v.InferOutput<typeof guarantorSchema>;
export type GuaranteeFields = v.InferOutput<typeof guaranteeFieldsSchema>;
export type GuarantorKey = keyof GuaranteeFields;

/** What the rules need to know besides the form: read at each validation. */
export interface GuaranteeRuleContext {
  /** How many guarantors the choice asks for: 0, 1 or 2. */
  guarantorsNeeded(): 0 | 1 | 2;
  /** The legal representative's email (step 2, under 18), "" when there is none. */
  legalGuardianEmail(): string;
}

type Check = readonly [valid: (value: string) => boolean, message: MessageDescriptor];
type FieldPath = readonly [GuarantorKey, keyof GuarantorFields, string];

const isFilled = (value: string) => value.trim() !== "";
const required: Check = [isFilled, requiredMessage];
const ifFilled = (valid: (value: string) => boolean, message: MessageDescriptor): Check => [
  (value) => !isFilled(value) || valid(value.trim()),
  message,
];

/** Each guarantor's rules, checked only while that guarantor's form shows. */
const guarantorRules: readonly [FieldPath[1], string, readonly Check[]][] = [
  ["personalInformations", "firstname", [required, ifFilled(isNameFormat, nameFormatMessage)]],
  ["personalInformations", "lastname", [required, ifFilled(isNameFormat, nameFormatMessage)]],
  ["personalInformations", "gender", [required]],
  ["personalInformations", "birthDate", [ifFilled(isValidDate, invalidDateMessage)]],
  ["contact", "email", [required, ifFilled(isEmailFormat, emailFormatMessage)]],
  ["financial", "netIncome", [ifFilled(isWholeEuros, nameFormatMessage)]],
];

const guarantorKeys: readonly GuarantorKey[] = ["guarantor", "guarantor2"];

export type GuaranteeIssue = { path: FieldPath; message: MessageDescriptor };

function valueAt(values: GuaranteeFields, [who, group, key]: FieldPath): string {
  const value: unknown = (values[who][group] as Record<string, unknown>)[key];
  return typeof value === "string" ? value : "";
}

/**
 * The issues of the guarantors the choice asks for: first name, last name, civility and email
 * required, names and email well formed; guarantor 2's email differs from guarantor 1's and
 * from the legal representative's (spec 5 and 8).
 */
export function guaranteeIssues(
  values: GuaranteeFields,
  context: GuaranteeRuleContext,
): GuaranteeIssue[] {
  const needed = context.guarantorsNeeded();
  const issues: GuaranteeIssue[] = [];
  for (const who of guarantorKeys.slice(0, needed)) {
    for (const [group, key, checks] of guarantorRules) {
      const path: FieldPath = [who, group, key];
      const failed = checks.find(([valid]) => !valid(valueAt(values, path)));
      if (failed) issues.push({ path, message: failed[1] });
    }
  }
  if (needed === 2) {
    const path: FieldPath = ["guarantor2", "contact", "email"];
    const second = valueAt(values, path).trim().toLowerCase();
    const first = valueAt(values, ["guarantor", "contact", "email"]).trim().toLowerCase();
    const guardian = context.legalGuardianEmail().trim().toLowerCase();
    if (isEmailFormat(second)) {
      if (second === guardian) issues.push({ path, message: sameAsLegalGuardianMessage });
      else if (second === first) issues.push({ path, message: sameEmailMessage });
    }
  }
  return issues;
}

/** Step 3's schema for TanStack Form (`validators: { onChange }`). */
export function guaranteeFormSchema(context: GuaranteeRuleContext) {
  return v.pipe(
    guaranteeFieldsSchema,
    v.rawCheck<GuaranteeFields>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const { path, message } of guaranteeIssues(dataset.value, context)) {
        const located = locateField(dataset.value, path);
        if (located) addIssue({ message: issueMessage(message), path: located.issuePath });
      }
    }),
  );
}

/** What the form holds while it is filled in. */
export type GuaranteeFormValues = v.InferInput<typeof guaranteeFieldsSchema>;
