import { isValidDate } from "../../../forms/rules.ts";
import { toIsoDay } from "../../../i18n/format.ts";

/**
 * Tunnel spec 5, step 2 (and the server's limits where the spec gives none).
 * @spec tunnel §5 Step 2
 */
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
