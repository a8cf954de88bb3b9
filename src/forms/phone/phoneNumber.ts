import {
  type CountryCode,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from "libphonenumber-js/min";
import examples from "libphonenumber-js/mobile/examples";

/**
 * Phone numbers as the phone input handles them. The user types the national number for the
 * selected country ("06 12 34 56 78" in France); the form stores E.164 ("+33612345678").
 *
 * Only the `min` metadata build is used: it checks a number's length for its country, which is
 * what the spec's "validity per selected country" needs, and it is half the size of the full
 * metadata. The mobile examples (4 kB) supply placeholders.
 */

/** Spec 5: France when nothing else tells the country. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = "FR";

export function isPhoneCountry(value: string): value is CountryCode {
  return isSupportedCountry(value);
}

/**
 * The country an E.164 value dials: "+44 7700 900123" → GB. A dial code shared by several
 * countries gives the one its digits belong to, else the code's main country (+1 → US).
 * A value that is not international ("06...") names no country.
 */
export function countryOfPhoneValue(value: string): CountryCode | undefined {
  if (!value.trim().startsWith("+")) return undefined;
  const parsed = parsePhoneNumberFromString(value);
  return parsed?.country ?? parsed?.getPossibleCountries()[0];
}

/** The form's validity rule: an E.164 value that is a valid number of the country it dials. */
export function isValidPhoneValue(value: string): boolean {
  if (!value.startsWith("+")) return false;
  return parsePhoneNumberFromString(value)?.isValid() ?? false;
}

/** Characters a phone number is typed with; anything else is dropped as it is typed. */
export function keepPhoneCharacters(text: string): string {
  return text.replace(/[^\d\s+().\-/]/g, "");
}

/**
 * The E.164 value of what the user typed for `country`: "06 12 34 56 78" (FR) → "+33612345678".
 * An international entry ("+44 ...") is read as such. Digits that do not parse still give a
 * value ("+33" + digits), so the form sees something to refuse rather than an empty field.
 */
export function toPhoneValue(typed: string, country: CountryCode): string {
  const digits = typed.replace(/\D/g, "");
  if (digits === "") return "";
  if (typed.trim().startsWith("+")) {
    return parsePhoneNumberFromString(typed)?.number ?? `+${digits}`;
  }
  return (
    parsePhoneNumberFromString(typed, country)?.number ??
    `+${getCountryCallingCode(country)}${digits}`
  );
}

/** What the number input shows for a stored value: its national form, else the value as is. */
export function nationalTextOf(value: string): string {
  if (!value.startsWith("+")) return value;
  return parsePhoneNumberFromString(value)?.formatNational() ?? value;
}

/** Spec 5: placeholders use the mobile number type ("06 12 34 56 78" for France). */
export function mobilePlaceholder(country: CountryCode): string {
  return getExampleNumber(country, examples)?.formatNational() ?? "";
}

/**
 * The country the input opens on: the one an existing value dials, else the cached guess
 * (see autoCountry.ts), else France.
 */
export function defaultPhoneCountry(value: string, guessed: CountryCode | undefined): CountryCode {
  return countryOfPhoneValue(value) ?? guessed ?? DEFAULT_PHONE_COUNTRY;
}

/** The phone input's own state: the country and the text typed, and the value they gave. */
export type PhoneDraft = { country: CountryCode; typed: string; value: string };

export function draftOfValue(value: string, guessed: CountryCode | undefined): PhoneDraft {
  return { country: defaultPhoneCountry(value, guessed), typed: nationalTextOf(value), value };
}

export function withTyped(draft: PhoneDraft, text: string): PhoneDraft {
  const typed = keepPhoneCharacters(text);
  const country = typed.trim().startsWith("+")
    ? (countryOfPhoneValue(typed) ?? draft.country)
    : draft.country;
  return { country, typed, value: toPhoneValue(typed, draft.country) };
}

export function withCountry(draft: PhoneDraft, country: CountryCode): PhoneDraft {
  return { country, typed: draft.typed, value: toPhoneValue(draft.typed, country) };
}
