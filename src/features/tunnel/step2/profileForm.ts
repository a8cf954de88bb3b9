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
  nameFormat,
  nameFormatMessage,
  optionalText,
  requiredChoice,
  requiredMessage,
  requiredText,
  validDate,
} from "../../../forms/rules.ts";
import { findSameEmailFields, sameEmailMessage } from "../../../forms/sameEmail.ts";
import { toIsoDay } from "../../../i18n/format.ts";
import { CIVILITY, EXPERIENCE_MONTHS, SITUATION } from "./profileCodes.ts";
import { asksSourceDetail, asksSponsor, showsGuardian, showsIncome } from "./profileSections.ts";

/** Tunnel spec 5, step 2 (and the server's limits where the spec gives none). */
export const profileMaxLength = {
  lastname: 32,
  firstname: 255,
  birthCity: 255,
  guardianName: 255,
  guardianEmail: 255,
  addressLine: 50,
  postalCode: 10,
  city: 40,
  employerName: 50,
  employerStreet: 50,
  employerPostal: 10,
  employerCity: 40,
  specificRequest: 1024,
  /** Income fields: whole euros, 10 digits. */
  income: 10,
  // The server's limits (docs/api.md `ProfileRecord`); the spec names none.
  guardianPhone: 20,
  establishmentName: 50,
  preparedDegree: 100,
  independentOther: 100,
  sourceDetail: 100,
  sponsorName: 255,
  sponsorEmail: 255,
} as const;

const civilities = [String(CIVILITY.woman), String(CIVILITY.man)] as const;
const situations = Object.values(SITUATION).map(String) as [string, ...string[]];

const text = (max: number) => v.pipe(optionalText(), maxLengthOf(max));
const name = (max: number) => v.pipe(optionalText(), maxLengthOf(max), nameFormat());
const date = () => v.pipe(optionalText(), validDate());
/** A select's value: a code as text, "" while nothing is chosen. */
const code = () => v.string();

/** Guardian phone: "digits only" (spec 5). */
export function isDigitsOnly(value: string): boolean {
  return /^\d+$/.test(value);
}

/** Income fields: whole euros of at most 10 digits, so no sign and no decimals (spec 5). */
export function isWholeEuros(value: string): boolean {
  return new RegExp(`^\\d{1,${profileMaxLength.income}}$`).test(value);
}

/** A birth date is a day that has come (the server refuses a later one as "Date incorrecte*"). */
export function isPastDay(value: string, now: Date): boolean {
  return isValidDate(value) && value <= toIsoDay(now);
}

/**
 * The form's fields, grouped as the spec groups them (tunnel spec 3). Rules that hold whatever
 * else is chosen live here; those of sections that may not apply are `sectionRules` below.
 * The legal guardian (spec: `responsible*` inside personalInformations) is a group of its own
 * because it appears, is checked and is cleared as one.
 */
const profileFieldsSchema = v.object({
  personalInformations: v.object({
    gender: requiredChoice(civilities),
    birthDate: v.pipe(requiredText(), validDate()),
    firstname: v.pipe(requiredText(), maxLengthOf(profileMaxLength.firstname), nameFormat()),
    lastname: v.pipe(requiredText(), maxLengthOf(profileMaxLength.lastname), nameFormat()),
    locationCityBirth: text(profileMaxLength.birthCity),
    locationCountryBirth: code(),
    nationality: code(),
  }),
  responsible: v.object({
    gender: code(),
    lastname: text(profileMaxLength.guardianName),
    firstname: text(profileMaxLength.guardianName),
    email: text(profileMaxLength.guardianEmail),
    phone: text(profileMaxLength.guardianPhone),
    country: code(),
    completeAddress: text(profileMaxLength.addressLine),
    complementaryInformation: text(profileMaxLength.addressLine),
    postalCode: text(profileMaxLength.postalCode),
    city: text(profileMaxLength.city),
    birthDate: date(),
    countryBirth: code(),
    cityBirth: text(profileMaxLength.birthCity),
  }),
  currentAddress: v.object({
    country: code(),
    completeAddress: text(profileMaxLength.addressLine),
    complementaryInformation: text(profileMaxLength.addressLine),
    postalCode: text(profileMaxLength.postalCode),
    city: text(profileMaxLength.city),
  }),
  schoolSituation: requiredChoice(situations),
  yourEstablishment: v.object({
    type: code(),
    name: text(profileMaxLength.establishmentName),
    preparedDegree: text(profileMaxLength.preparedDegree),
  }),
  youngWorkerSituation: v.object({
    contract: code(),
    experience: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(EXPERIENCE_MONTHS.min),
      v.maxValue(EXPERIENCE_MONTHS.max),
    ),
  }),
  youngWorkerEmployer: v.object({
    employerName: text(profileMaxLength.employerName),
    employerStreet: text(profileMaxLength.employerStreet),
    employerPostal: text(profileMaxLength.employerPostal),
    employerCity: text(profileMaxLength.employerCity),
  }),
  youngIndependent: v.object({
    status: code(),
    autre: text(profileMaxLength.independentOther),
    activityDate: date(),
  }),
  youngIncome: v.object({
    netIncome: text(profileMaxLength.income),
    otherIncome: text(profileMaxLength.income),
  }),
  howYfCampus: v.object({
    from: code(),
    by: text(profileMaxLength.sourceDetail),
    godFatherLastname: name(profileMaxLength.sponsorName),
    godFatherFirstname: name(profileMaxLength.sponsorName),
    godFatherEmail: text(profileMaxLength.sponsorEmail),
    specificRequest: text(profileMaxLength.specificRequest),
  }),
});

type Fields = v.InferOutput<typeof profileFieldsSchema>;
type Group = { [K in keyof Fields]: Fields[K] extends object ? K : never }[keyof Fields];
/** A field inside a group: `["responsible", "email"]`. */
export type GroupFieldPath = { [G in Group]: [G, keyof Fields[G] & string] }[Group];

type Check = readonly [valid: (value: string) => boolean, message: MessageDescriptor];
type SectionRule = {
  path: GroupFieldPath;
  applies: (values: Fields, now: Date) => boolean;
  checks: readonly Check[];
};

const isFilled = (value: string) => value.trim() !== "";
const required: Check = [isFilled, requiredMessage];
/** A format rule says nothing about an empty field: that is the required rule's business. */
const ifFilled = (valid: (value: string) => boolean, message: MessageDescriptor): Check => [
  (value) => !isFilled(value) || valid(value.trim()),
  message,
];
const nameRule = ifFilled(isNameFormat, nameFormatMessage);
const emailRule = ifFilled(isEmailFormat, emailFormatMessage);

const isMinor = (values: Fields, now: Date) =>
  showsGuardian(values.personalInformations.birthDate, now);
const situationIs = (shows: (situation: string) => boolean) => (values: Fields) =>
  shows(values.schoolSituation);

/**
 * Rules of the sections that apply only sometimes (spec 4 and 5): checked while the section
 * shows, never while it is hidden (a hidden error could not be seen nor corrected).
 */
const sectionRules: readonly SectionRule[] = [
  // Minor: the guardian is required; phone digits only.
  { path: ["responsible", "gender"], applies: isMinor, checks: [required] },
  { path: ["responsible", "lastname"], applies: isMinor, checks: [required, nameRule] },
  { path: ["responsible", "firstname"], applies: isMinor, checks: [required, nameRule] },
  { path: ["responsible", "email"], applies: isMinor, checks: [required, emailRule] },
  {
    path: ["responsible", "phone"],
    applies: isMinor,
    checks: [required, ifFilled(isDigitsOnly, nameFormatMessage)],
  },
  { path: ["responsible", "cityBirth"], applies: isMinor, checks: [nameRule] },
  // Income: whole euros, no sign, no decimals.
  {
    path: ["youngIncome", "netIncome"],
    applies: situationIs(showsIncome),
    checks: [ifFilled(isWholeEuros, nameFormatMessage)],
  },
  {
    path: ["youngIncome", "otherIncome"],
    applies: situationIs(showsIncome),
    checks: [ifFilled(isWholeEuros, nameFormatMessage)],
  },
  // "by" is required when the source is "other"; the sponsor's email must be an address.
  {
    path: ["howYfCampus", "by"],
    applies: (values) => asksSourceDetail(values.howYfCampus.from),
    checks: [required],
  },
  {
    path: ["howYfCampus", "godFatherEmail"],
    applies: (values) => asksSponsor(values.howYfCampus.from),
    checks: [emailRule],
  },
];

/** The emails of the form, in order, each with whether its section shows. */
const emailFields: readonly [GroupFieldPath, SectionRule["applies"]][] = [
  [["responsible", "email"], isMinor],
  [["howYfCampus", "godFatherEmail"], (values) => asksSponsor(values.howYfCampus.from)],
];

function valueAt(values: Fields, [group, key]: GroupFieldPath): string {
  const value: unknown = (values[group] as Record<string, unknown>)[key];
  return typeof value === "string" ? value : "";
}

/** Valibot's issue path to a grouped field, so TanStack Form shows the issue under it. */
function issuePathOf(
  values: Fields,
  [group, key]: GroupFieldPath,
): [v.IssuePathItem, v.IssuePathItem] {
  const outer = values as unknown as Record<string, unknown>;
  const inner = outer[group] as Record<string, unknown>;
  return [
    { type: "object", origin: "value", input: outer, key: group, value: inner },
    { type: "object", origin: "value", input: inner, key, value: inner[key] },
  ];
}

/**
 * Step 2's schema for TanStack Form (`validators: { onChange }`). `now` dates the minor rule
 * and the birth date's "not later than today", read at each validation so a form left open
 * over midnight follows the calendar.
 */
export function profileFormSchema(now: () => Date = () => new Date()) {
  return v.pipe(
    profileFieldsSchema,
    v.rawCheck<Fields>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value;
      const at = now();
      const birthDate = values.personalInformations.birthDate;
      if (isValidDate(birthDate) && !isPastDay(birthDate, at)) {
        addIssue({
          message: issueMessage(invalidDateMessage),
          path: issuePathOf(values, ["personalInformations", "birthDate"]),
        });
      }
      for (const rule of sectionRules) {
        if (!rule.applies(values, at)) continue;
        const failed = rule.checks.find(([valid]) => !valid(valueAt(values, rule.path)));
        if (failed) {
          addIssue({ message: issueMessage(failed[1]), path: issuePathOf(values, rule.path) });
        }
      }
      // The same email cannot be used in two fields (spec 5), among the sections that show.
      const emails = emailFields.map(([path, applies]) => {
        const email = valueAt(values, path).trim();
        const checked = applies(values, at) && isEmailFormat(email);
        return [path, checked ? email : undefined] as const;
      });
      for (const path of findSameEmailFields(emails)) {
        addIssue({ message: issueMessage(sameEmailMessage), path: issuePathOf(values, path) });
      }
    }),
  );
}

export type ProfileFormSchema = ReturnType<typeof profileFormSchema>;
/** What the form holds while it is filled in. */
export type ProfileFormValues = v.InferInput<ProfileFormSchema>;
