import type { CountryCode } from "libphonenumber-js/min";
import { phoneAutoCountryStorage } from "../../storage/keys.ts";
import { isPhoneCountry } from "./phoneNumber.ts";

/**
 * The phone input's geolocated default country, cached in local storage (spec 3's `auto_country`
 * key), else nothing, so the input opens on France as the spec says (spec 5).
 *
 * We call no geolocation service: that would send every visitor's address to a third party
 * before they type anything. Nor is the browser's language a guess: an English browser on a
 * French residence's page is most often a French number. The cache is where a real geolocation
 * lookup would put its answer. Bad cached data is dropped by the storage layer, never thrown.
 */
export function autoCountry(): CountryCode | undefined {
  const cached = phoneAutoCountryStorage.read()?.toUpperCase();
  return cached !== undefined && isPhoneCountry(cached) ? cached : undefined;
}
