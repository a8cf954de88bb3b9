import { type CountryCode, getCountries, getCountryCallingCode } from "libphonenumber-js/min";

/** A country of the phone input's list (spec 3: name, two-letter code, dial code). */
export type PhoneCountry = {
  code: CountryCode;
  /** In the interface's language, from the browser's own country names (`Intl.DisplayNames`). */
  name: string;
  /** "+33" */
  dialCode: string;
};

/** Spec 5: the preferred countries, listed first. */
const PREFERRED_PHONE_COUNTRIES = ["US", "GB"] as const satisfies readonly CountryCode[];

function regionNamer(locale: string): (code: CountryCode) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

const listsByLocale = new Map<string, readonly PhoneCountry[]>();

/**
 * Every country libphonenumber has metadata for (about 240), named in `locale`: the preferred
 * ones first, then the rest in that language's alphabetical order. Built once per locale.
 */
export function phoneCountries(locale: string): readonly PhoneCountry[] {
  const cached = listsByLocale.get(locale);
  if (cached) return cached;
  const nameOf = regionNamer(locale);
  const all = getCountries().map((code) => ({
    code,
    name: nameOf(code),
    dialCode: `+${getCountryCallingCode(code)}`,
  }));
  const preferred: readonly CountryCode[] = PREFERRED_PHONE_COUNTRIES;
  const collator = new Intl.Collator(locale);
  const list = [
    ...preferred.flatMap((code) => all.filter((country) => country.code === code)),
    ...all
      .filter((country) => !preferred.includes(country.code))
      .sort((a, b) => collator.compare(a.name, b.name)),
  ];
  listsByLocale.set(locale, list);
  return list;
}
