import { displayTimeZone, type Locale } from "../config/index.ts";

type DateInput = Date | string | number;

const intlLocale: Record<Locale, string> = { fr: "fr-FR", en: "en-GB" };

function partsOf(date: DateInput, locale: Locale) {
  const formatter = new Intl.DateTimeFormat(intlLocale[locale], {
    timeZone: displayTimeZone,
    day: "2-digit",
    month: "long",
    year: "numeric",
  });
  const parts = formatter.formatToParts(new Date(date));
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
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(intlLocale[locale], {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** The calendar day in Paris time as YYYY-MM-DD (the API's date format). */
export function toIsoDay(date: DateInput): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: displayTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(date));
  return parts;
}
