import { displayTimeZone, type Locale } from "../config/index.ts";

type DateInput = Date | string | number;

const intlLocale: Record<Locale, string> = { fr: "fr-FR", en: "en-GB" };

/**
 * Building an Intl formatter costs far more than using one, and a price table or a list of
 * dates formats dozens of values while the page renders: each formatter is built once.
 */
function once<Key, Value>(build: (key: Key) => Value): (key: Key) => Value {
  const built = new Map<Key, Value>();
  return (key) => {
    let value = built.get(key);
    if (value === undefined) {
      value = build(key);
      built.set(key, value);
    }
    return value;
  };
}

const longDateFormatter = once(
  (locale: Locale) =>
    new Intl.DateTimeFormat(intlLocale[locale], {
      timeZone: displayTimeZone,
      day: "2-digit",
      month: "long",
      year: "numeric",
    }),
);

const euroFormatter = once((key: `${Locale}:${"whole" | "cents"}`) => {
  const [locale, digits] = key.split(":") as [Locale, "whole" | "cents"];
  return new Intl.NumberFormat(intlLocale[locale], {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: digits === "whole" ? 0 : 2,
    maximumFractionDigits: 2,
  });
});

const isoDayFormatter = once(
  (_: "iso") =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: displayTimeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }),
);

function partsOf(date: DateInput, locale: Locale) {
  const parts = longDateFormatter(locale).formatToParts(new Date(date));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return { day: part("day"), month: part("month"), year: part("year") };
}

/**
 * A date as the spec writes it: "DD MMMM YYYY" in French, "YYYY MMMM DD" in English,
 * in Paris time. An invalid date gives an empty string rather than "Invalid Date".
 */
export function formatDate(date: DateInput, locale: Locale): string {
  if (Number.isNaN(new Date(date).getTime())) return "";
  const { day, month, year } = partsOf(date, locale);
  return locale === "fr" ? `${day} ${month} ${year}` : `${year} ${month} ${day}`;
}

/** A euro amount per locale ("1 234,50 €" / "€1,234.50"); whole amounts keep no decimals. */
export function formatEuro(amount: number, locale: Locale): string {
  return euroFormatter(`${locale}:${Number.isInteger(amount) ? "whole" : "cents"}`).format(amount);
}

/** The calendar day in Paris time as YYYY-MM-DD (the API's date format). */
export function toIsoDay(date: DateInput): string {
  return isoDayFormatter("iso").format(new Date(date));
}
