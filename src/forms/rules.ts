import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import { passwordLength } from "../config/index.ts";
import { issueMessage } from "./issueMessage.ts";
import { passwordFormatProblem } from "./passwordFormat.ts";

/**
 * The validation rules shared by the app's forms (public spec 5, tunnel spec 5), each in one
 * place with its message. Messages are catalogue descriptors carried through valibot as ids
 * (see issueMessage.ts); the French ones marked "spec" are the spec's exact wording.
 */

/** Spec. Shown under a required field left empty. */
export const requiredMessage = msg`Requis*`;
/** Spec. Shown under a name-like field holding anything but a name. */
export const nameFormatMessage = msg`Format incorrect*`;
/** Spec. Shown under a date that is no calendar date. */
export const invalidDateMessage = msg`Date incorrecte*`;
/** Spec. Shown under an email address that is not `local@domain`. */
export const emailFormatMessage = msg`Format du courriel incorrect`;
/** Ours (the spec caps inputs, so this only shows for longer data loaded from elsewhere). */
const tooLongMessage = msg`Texte trop long`;
const { min: passwordMinLength, max: passwordMaxLength } = passwordLength;
/** Ours, worded as the server's own password message (server/http/messages.ts). */
export const passwordRuleMessage = msg`Le mot de passe doit contenir au moins ${passwordMinLength} caractères, dont une minuscule, une majuscule et un chiffre ; les espaces, les symboles et les lettres accentuées sont acceptés.`;
/** Ours, worded as the server's own message. */
const passwordTooLongMessage = msg`Le mot de passe ne peut pas dépasser ${passwordMaxLength} caractères.`;
/** Spec. The note beside forms with required fields (their labels carry the asterisk). */
export const requiredFieldsNoteMessage = msg`* champs obligatoires`;

// Required -------------------------------------------------------------------------------------

/** A text that must be filled; spaces alone do not count, and the output is trimmed. */
export function requiredText() {
  return v.pipe(v.string(), v.trim(), v.nonEmpty(issueMessage(requiredMessage)));
}

/** An optional text, trimmed. */
export function optionalText() {
  return v.pipe(v.string(), v.trim());
}

/**
 * One of `options`, required. The form holds a string ("" until a choice is made), the output
 * is narrowed to the options, and anything else reads as "not chosen": "Requis*".
 */
export function requiredChoice<const TOptions extends readonly [string, ...string[]]>(
  options: TOptions,
) {
  return v.pipe(
    v.string(),
    v.guard(
      (value: string): value is TOptions[number] => options.includes(value),
      issueMessage(requiredMessage),
    ),
  );
}

// Lengths --------------------------------------------------------------------------------------

/** At most `max` characters. Inputs also carry `maxLength`, so typing cannot go past it. */
export function maxLengthOf<const TMax extends number>(max: TMax) {
  return v.maxLength<string, TMax, string>(max, issueMessage(tooLongMessage));
}

// Names ----------------------------------------------------------------------------------------

/**
 * "Name-like fields accept letters (including accents) only". Read literally, that refuses
 * compound names people really carry ("Jean-Éric", "N'Diaye", "De La Tour"), so we accept
 * letters of any script with their accents, and a single space, hyphen or apostrophe (straight
 * or typographic) between two letters. Digits, symbols, and separators at either end or side by
 * side are refused.
 */
const NAME_PATTERN = /^\p{L}\p{M}*(?:[ '’-]?\p{L}\p{M}*)*$/u;

export function isNameFormat(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/** Refuses a filled value that is not a name; emptiness is the required rule's business. */
export function nameFormat() {
  return v.check<string, string>(
    (value) => value === "" || isNameFormat(value),
    issueMessage(nameFormatMessage),
  );
}

// Dates ----------------------------------------------------------------------------------------

const ISO_DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Our plausibility range: a year typed with a digit missing ("0199") is a typo, not a date. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2199;

/**
 * A real calendar day written as the date inputs and the API write it: `YYYY-MM-DD`
 * ("2025-02-30" is refused, "2024-02-29" accepted), with a year from 1900 to 2199.
 */
export function isValidDate(value: string): boolean {
  const match = ISO_DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Refuses a filled value that is no calendar day: "Date incorrecte*". */
export function validDate() {
  return v.check<string, string>(
    (value) => value === "" || isValidDate(value),
    issueMessage(invalidDateMessage),
  );
}

// Email ----------------------------------------------------------------------------------------

/**
 * `local@domain`: a local part without spaces or "@", and a domain of dot-separated labels
 * (letters, including non-Latin ones, digits, inner hyphens) ending in a top-level label of at
 * least two letters. Looser than valibot's `email()`, which refuses apostrophes ("o'neil@...")
 * that real addresses carry; the server performs the deliverability checks.
 */
const EMAIL_PATTERN =
  /^[^\s@]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}[\p{L}\p{M}]+$/u;

export function isEmailFormat(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Refuses a filled value that is not `local@domain`: "Format du courriel incorrect". */
export function emailFormat() {
  return v.check<string, string>(
    (value) => value === "" || isEmailFormat(value),
    issueMessage(emailFormatMessage),
  );
}

// Password -------------------------------------------------------------------------------------

/**
 * The password format the server applies too (src/forms/passwordFormat.ts): any printable
 * character, the spec's minimum length with a lowercase letter, an uppercase letter and a digit,
 * and a maximum. Common and breached passwords, the reuse of a recent one and the old one's
 * correctness are checked by the server, whose message shows under the field.
 * @spec public §5 Validation rules
 * @spec tunnel §5 Other
 */
export function isStrongPassword(value: string): boolean {
  return passwordFormatProblem(value) === null;
}

/** Says which part of the format a typed password misses; an empty one is left to "required". */
export function strongPassword() {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value === "") return;
    const problem = passwordFormatProblem(dataset.value);
    if (problem === "passwordTooLong") addIssue({ message: issueMessage(passwordTooLongMessage) });
    else if (problem === "passwordRule") addIssue({ message: issueMessage(passwordRuleMessage) });
  });
}
