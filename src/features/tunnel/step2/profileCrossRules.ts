import type { MessageDescriptor } from "@lingui/core";
import {
  emailFormatMessage,
  invalidDateMessage,
  isEmailFormat,
  isNameFormat,
  isValidDate,
  nameFormatMessage,
  requiredMessage,
} from "../../../forms/rules.ts";
import { findSameEmailFields, sameEmailMessage } from "../../../forms/sameEmail.ts";
import type { GroupFieldPath, ProfileFields } from "./profileForm.ts";
import { isDigitsOnly, isPastDay, isWholeEuros } from "./profileRules.ts";
import {
  asksSourceDetail,
  asksSponsor,
  showsGuardian,
  showsIncome,
  showsIndependent,
} from "./profileSections.ts";

/**
 * Step 2's rules across fields (spec 4 and 5): those of sections that apply only sometimes,
 * and those comparing two fields. Each names the field its message shows under.
 */

type Fields = ProfileFields;

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
const dateRule = ifFilled(isValidDate, invalidDateMessage);

const isMinor = (values: Fields, now: Date) =>
  showsGuardian(values.personalInformations.birthDate, now);
const isSponsored = (values: Fields) => asksSponsor(values.howYfCampus.from);
const situationIs = (shows: (situation: string) => boolean) => (values: Fields) =>
  shows(values.schoolSituation);

/**
 * Rules of the sections that apply only sometimes (spec 4 and 5): checked while the section
 * shows, never while it is hidden (a hidden error could not be seen nor corrected).
 */
const sectionRules: readonly SectionRule[] = [
  // Minor: the guardian is required; phone digits only; a birth date is a calendar day.
  { path: ["responsible", "gender"], applies: isMinor, checks: [required] },
  { path: ["responsible", "lastname"], applies: isMinor, checks: [required, nameRule] },
  { path: ["responsible", "firstname"], applies: isMinor, checks: [required, nameRule] },
  { path: ["responsible", "email"], applies: isMinor, checks: [required, emailRule] },
  {
    path: ["responsible", "phone"],
    applies: isMinor,
    checks: [required, ifFilled(isDigitsOnly, nameFormatMessage)],
  },
  { path: ["responsible", "birthDate"], applies: isMinor, checks: [dateRule] },
  // The independent's activity start date is a calendar day.
  {
    path: ["youngIndependent", "activityDate"],
    applies: situationIs(showsIndependent),
    checks: [dateRule],
  },
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
  // "by" is required when the source is "other"; the sponsor has a name and an address.
  {
    path: ["howYfCampus", "by"],
    applies: (values) => asksSourceDetail(values.howYfCampus.from),
    checks: [required],
  },
  { path: ["howYfCampus", "godFatherLastname"], applies: isSponsored, checks: [nameRule] },
  { path: ["howYfCampus", "godFatherFirstname"], applies: isSponsored, checks: [nameRule] },
  { path: ["howYfCampus", "godFatherEmail"], applies: isSponsored, checks: [emailRule] },
];

/** The emails of the form, in order, each with whether its section shows. */
const emailFields: readonly [GroupFieldPath, SectionRule["applies"]][] = [
  [["responsible", "email"], isMinor],
  [["howYfCampus", "godFatherEmail"], isSponsored],
];
function valueAt(values: Fields, [group, key]: GroupFieldPath): string {
  const value: unknown = (values[group] as Record<string, unknown>)[key];
  return typeof value === "string" ? value : "";
}

export type CrossFieldIssue = { path: GroupFieldPath; message: MessageDescriptor };

/**
 * The issues of rules that read more than one field: a birth date still to come, the rules of
 * the sections that show, and an email already typed in another field (spec 5).
 */
export function crossFieldIssues(values: Fields, now: Date): CrossFieldIssue[] {
  const issues: CrossFieldIssue[] = [];
  const birthDate = values.personalInformations.birthDate;
  if (isValidDate(birthDate) && !isPastDay(birthDate, now)) {
    issues.push({ path: ["personalInformations", "birthDate"], message: invalidDateMessage });
  }
  for (const rule of sectionRules) {
    if (!rule.applies(values, now)) continue;
    const failed = rule.checks.find(([valid]) => !valid(valueAt(values, rule.path)));
    if (failed) issues.push({ path: rule.path, message: failed[1] });
  }
  const emails = emailFields.map(([path, applies]) => {
    const email = valueAt(values, path).trim();
    const checked = applies(values, now) && isEmailFormat(email);
    return [path, checked ? email : undefined] as const;
  });
  for (const path of findSameEmailFields(emails)) {
    issues.push({ path, message: sameEmailMessage });
  }
  return issues;
}
