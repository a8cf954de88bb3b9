import type { CountryCode } from "libphonenumber-js/min";
import { phoneAutoCountryStorage } from "../../storage/keys.ts";
import { isPhoneCountry } from "./phoneNumber.ts";

/**
 * The phone input's "geolocated" default country, cached in local storage (spec 3).
 *
 * We call no geolocation service: that would send every visitor's address to a third party
 * before they type anything. The region of the browser's preferred languages ("en-GB" → GB)
 * is the guess instead; a language without a region ("fr") guesses nothing and the input falls
 * back to France. The cache keeps the first guess, and is where a real geolocation lookup would
 * put its answer. Bad cached data is dropped by the storage layer, never thrown.
 */

/** The first supported country among the regions of `languageTags`. */
export function guessCountryFromLanguages(
  languageTags: readonly string[],
): CountryCode | undefined {
  for (const tag of languageTags) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).region;
    } catch {
      continue;
    }
    if (region && isPhoneCountry(region)) return region;
  }
  return undefined;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** The cached country, else a fresh guess from the browser's languages (then cached). */
export function autoCountry(
  languageTags: readonly string[] = browserLanguages(),
): CountryCode | undefined {
  const cached = phoneAutoCountryStorage.read()?.toUpperCase();
  if (cached !== undefined && isPhoneCountry(cached)) return cached;
  const guessed = guessCountryFromLanguages(languageTags);
  if (guessed) phoneAutoCountryStorage.write(guessed.toLowerCase());
  return guessed;
}
