/**
 * The password format, shared by the app's forms and the server (server/domain/passwords.ts),
 * so both accept exactly the same passwords. No catalogue here: the server imports it.
 *
 * Any printable character is accepted (accented letters, symbols, spaces, emoji: NIST SP
 * 800-63B), with the spec's minimum length and its lowercase, uppercase and digit; control
 * characters and lone surrogates, which no keyboard types, are refused.
 */
import { passwordLength } from "../config/index.ts";

/** Why a password's format is refused: the rule itself, or more than the maximum length. */
export type PasswordFormatProblem = "passwordRule" | "passwordTooLong";

const COMPOSITION = /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\p{Nd})[^\p{Cc}\p{Cs}]+$/u;

/** Characters as a person counts them (code points), not UTF-16 units. */
const characterCount = (value: string) => [...value].length;

/**
 * @spec public §5 Validation rules
 * @spec tunnel §5 Other
 */
export function passwordFormatProblem(value: string): PasswordFormatProblem | null {
  const length = characterCount(value);
  if (length > passwordLength.max) return "passwordTooLong";
  if (length < passwordLength.min || !COMPOSITION.test(value)) return "passwordRule";
  return null;
}

/** More characters than any password may have: refused without being hashed. */
export function isOverlongPassword(value: string): boolean {
  return characterCount(value) > passwordLength.max;
}
