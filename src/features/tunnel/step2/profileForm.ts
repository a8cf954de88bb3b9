import * as v from "valibot";
import { issueMessage } from "../../../forms/issueMessage.ts";
import {
  maxLengthOf,
  nameFormat,
  optionalText,
  requiredChoice,
  requiredText,
  validDate,
} from "../../../forms/rules.ts";
import { CIVILITY, EXPERIENCE_MONTHS, SITUATION } from "./profileCodes.ts";
import { crossFieldIssues } from "./profileCrossRules.ts";
import { profileMaxLength } from "./profileRules.ts";

const civilities = [String(CIVILITY.woman), String(CIVILITY.man)] as const;
const situations = Object.values(SITUATION).map(String) as [string, ...string[]];

const text = (max: number) => v.pipe(optionalText(), maxLengthOf(max));
/** A select's value: a code as text, "" while nothing is chosen. */
const code = () => v.string();

/**
 * The form's fields, grouped as the spec groups them (tunnel spec 3). Rules that hold whatever
 * else is chosen live here; those of sections that may not apply, and those reading two
 * fields, are in profileCrossRules.ts.
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
    birthDate: v.string(),
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
    activityDate: v.string(),
  }),
  youngIncome: v.object({
    netIncome: text(profileMaxLength.income),
    otherIncome: text(profileMaxLength.income),
  }),
  howYfCampus: v.object({
    from: code(),
    by: text(profileMaxLength.sourceDetail),
    godFatherLastname: text(profileMaxLength.sponsorName),
    godFatherFirstname: text(profileMaxLength.sponsorName),
    godFatherEmail: text(profileMaxLength.sponsorEmail),
    specificRequest: text(profileMaxLength.specificRequest),
  }),
});

export type ProfileFields = v.InferOutput<typeof profileFieldsSchema>;
type Group = {
  [K in keyof ProfileFields]: ProfileFields[K] extends object ? K : never;
}[keyof ProfileFields];
/** A field inside a group: `["responsible", "email"]`. */
export type GroupFieldPath = { [G in Group]: [G, keyof ProfileFields[G] & string] }[Group];

/** Valibot's issue path to a grouped field, so TanStack Form shows the issue under it. */
function issuePathOf(
  values: ProfileFields,
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
 * over midnight follows the calendar. The cross-field rules run even while other fields are
 * invalid, so their errors show as soon as their fields are filled.
 */
export function profileFormSchema(now: () => Date = () => new Date()) {
  return v.pipe(
    profileFieldsSchema,
    v.rawCheck<ProfileFields>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      for (const { path, message } of crossFieldIssues(dataset.value, now())) {
        addIssue({ message: issueMessage(message), path: issuePathOf(dataset.value, path) });
      }
    }),
  );
}

type ProfileFormSchema = ReturnType<typeof profileFormSchema>;
/** What the form holds while it is filled in. */
export type ProfileFormValues = v.InferInput<ProfileFormSchema>;
