import type { CountryCode } from "libphonenumber-js/min";
import type { PhoneCountry } from "./countries.ts";

/**
 * Spec 9: the letters typed on the country select are forgotten 1 second after the last one.
 * @spec public §9 Business constants and limits
 */
export const COUNTRY_SEARCH_RESET_MS = 1000;

export type CountrySearch = {
  /** The letters typed so far, lower case. */
  typed: string;
  /** When the last letter was typed (ms, any clock), or `undefined` before the first. */
  lastKeyAt: number | undefined;
};

export const emptyCountrySearch: CountrySearch = { typed: "", lastKeyAt: undefined };

/**
 * The search after a letter typed at `now`: appended to the previous letters, or starting
 * afresh when the previous one was typed `COUNTRY_SEARCH_RESET_MS` or more ago.
 */
export function typeInCountrySearch(
  search: CountrySearch,
  letter: string,
  now: number,
): CountrySearch {
  const expired =
    search.lastKeyAt === undefined || now - search.lastKeyAt >= COUNTRY_SEARCH_RESET_MS;
  return { typed: (expired ? "" : search.typed) + letter.toLowerCase(), lastKeyAt: now };
}

/** "États-Unis" matches "etats": case and accents are ignored. */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * The country the typed letters point to: the first whose name starts with them. Typing one
 * letter again and again ("ccc") steps through the countries starting with it, as a native
 * select does.
 */
export function findTypedCountry(
  countries: readonly PhoneCountry[],
  typed: string,
): CountryCode | undefined {
  const prefix = folded(typed);
  if (prefix === "") return undefined;
  const match = countries.find((country) => folded(country.name).startsWith(prefix));
  if (match) return match.code;
  const letter = prefix[0] ?? "";
  if (prefix !== letter.repeat(prefix.length)) return undefined;
  const sameInitial = countries.filter((country) => folded(country.name).startsWith(letter));
  return sameInitial[(prefix.length - 1) % Math.max(sameInitial.length, 1)]?.code;
}
