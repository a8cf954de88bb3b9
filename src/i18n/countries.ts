import type { Locale } from "../config/index.ts";

/**
 * The CRM's country option set (tunnel spec 3 and 9): nationality, birth country and address
 * countries are numeric codes 1 to 201, and 1 (France) is the default of every country select.
 *
 * A code is its position in this list plus one, so the list is append-only: reordering it would
 * change what saved records mean. Entries are ISO 3166 two-letter codes (the UN's 193 members,
 * the Holy See, Palestine, Kosovo, Taiwan, Hong Kong, Macao, Puerto Rico, Greenland), which
 * lets the address lookup match its ISO answers, and lets the runtime name them in either
 * language (`Intl.DisplayNames`, as the phone input already does) instead of 402 catalogue
 * entries.
 */
// biome-ignore format: fifteen codes a line keep the 201 entries readable and countable
const ISO_CODES = [
  "FR", "AD", "AE", "AF", "AG", "AL", "AM", "AO", "AR", "AT", "AU", "AZ", "BA", "BB", "BD",
  "BE", "BF", "BG", "BH", "BI", "BJ", "BN", "BO", "BR", "BS", "BT", "BW", "BY", "BZ", "CA",
  "CD", "CF", "CG", "CH", "CI", "CL", "CM", "CN", "CO", "CR", "CU", "CV", "CY", "CZ", "DE",
  "DJ", "DK", "DM", "DO", "DZ", "EC", "EE", "EG", "ER", "ES", "ET", "FI", "FJ", "FM", "GA",
  "GB", "GD", "GE", "GH", "GL", "GM", "GN", "GQ", "GR", "GT", "GW", "GY", "HK", "HN", "HR",
  "HT", "HU", "ID", "IE", "IL", "IN", "IQ", "IR", "IS", "IT", "JM", "JO", "JP", "KE", "KG",
  "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KZ", "LA", "LB", "LC", "LI", "LK", "LR", "LS",
  "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME", "MG", "MH", "MK", "ML", "MM", "MN", "MO",
  "MR", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA", "NE", "NG", "NI", "NL", "NO", "NP",
  "NR", "NZ", "OM", "PA", "PE", "PG", "PH", "PK", "PL", "PR", "PS", "PT", "PW", "PY", "QA",
  "RO", "RS", "RU", "RW", "SA", "SB", "SC", "SD", "SE", "SG", "SI", "SK", "SL", "SM", "SN",
  "SO", "SR", "SS", "ST", "SV", "SY", "SZ", "TD", "TG", "TH", "TJ", "TL", "TM", "TN", "TO",
  "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "US", "UY", "UZ", "VA", "VC", "VE", "VN", "VU",
  "WS", "XK", "YE", "ZA", "ZM", "ZW",
] as const;

export type CountryIso = (typeof ISO_CODES)[number];

/** Spec 9: "birth country default 1"; spec 5: country selects default to the first country. */
export const DEFAULT_COUNTRY_CODE = 1;

export type Country = { code: number; iso: CountryIso; name: string };

/** Every country with its CRM code, in list order (France first). */
export const countryCodes: readonly { code: number; iso: CountryIso }[] = ISO_CODES.map(
  (iso, index) => ({ code: index + 1, iso }),
);

/** The CRM code of an ISO country (the address lookup answers ISO codes), if listed. */
export function countryCodeOfIso(iso: string): number | undefined {
  const index = (ISO_CODES as readonly string[]).indexOf(iso.toUpperCase());
  return index === -1 ? undefined : index + 1;
}

/** The ISO code of a CRM country code (a select's value, "1" to "201"), if listed. */
export function isoOfCountryCode(code: string | number): CountryIso | undefined {
  return ISO_CODES[Number(code) - 1];
}

const listsByLocale = new Map<Locale, readonly Country[]>();

/**
 * The countries named in `locale`: France first (the default), then the rest in that
 * language's alphabetical order. Built once per locale.
 */
export function countries(locale: Locale): readonly Country[] {
  const cached = listsByLocale.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(locale);
  const [first, ...rest] = countryCodes.map((entry) => ({
    ...entry,
    name: names.of(entry.iso) ?? entry.iso,
  }));
  const list = [
    ...(first ? [first] : []),
    ...rest.sort((a, b) => collator.compare(a.name, b.name)),
  ];
  listsByLocale.set(locale, list);
  return list;
}
