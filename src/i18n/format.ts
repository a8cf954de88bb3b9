import { displayTimeZone, type Locale } from "../config/index.ts";

type DateInput = Date | string | number;

const intlLocale: Record<Locale, string> = { fr: "fr-FR", en: "en-GB" };

/**
 * Building an Intl formatter costs far more than using one, and a price table or a list of
 * dates formats dozens of values while the page renders: each formatter is built once.
 */
function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    if (!built.has(locale)) built.set(locale, build(locale));
    return built.get(locale) as T;
  };
}

const longDateFormatter = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(intlLocale[locale], {
      timeZone: displayTimeZone,
      day: "2-digit",
      month: "long",
      year: "numeric",
    }),
);

const euroFormatters = perLocale((locale) => {
  const withDecimals = (digits: number) =>
    new Intl.NumberFormat(intlLocale[locale], {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: digits,
      maximumFractionDigits: 2,
    });
  return { whole: withDecimals(0), cents: withDecimals(2) };
});

let isoDayFormatter: Intl.DateTimeFormat | undefined;

function partsOf(date: DateInput, locale: Locale) {
  const parts = longDateFormatter(locale).formatToParts(new Date(date));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return { day: part("day"), month: part("month"), year: part("year") };
}

/**
 * A date as the spec writes it: "DD MMMM YYYY" in French, "YYYY MMMM DD" in English,
 * in Paris time. An invalid date gives an empty string rather than "Invalid Date".
 * @spec public §9 Business constants and limits
 */
export function formatDate(date: DateInput, locale: Locale): string {
  if (Number.isNaN(new Date(date).getTime())) return "";
  const { day, month, year } = partsOf(date, locale);
  return locale === "fr" ? `${day} ${month} ${year}` : `${year} ${month} ${day}`;
}

const timeFormatter = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(intlLocale[locale], {
      hour: "2-digit",
      minute: "2-digit",
      timeZone: displayTimeZone,
    }),
);

/** An instant's time of day in Paris ("14:05"); an invalid date gives an empty string. */
export function formatTime(date: DateInput, locale: Locale): string {
  if (Number.isNaN(new Date(date).getTime())) return "";
  return timeFormatter(locale).format(new Date(date));
}

/** A euro amount per locale ("1 234,50 €" / "€1,234.50"); whole amounts keep no decimals. */
export function formatEuro(amount: number, locale: Locale): string {
  const { whole, cents } = euroFormatters(locale);
  return (Number.isInteger(amount) ? whole : cents).format(amount);
}

/** The calendar day in Paris time as YYYY-MM-DD (the API's date format). */
export function toIsoDay(date: DateInput): string {
  isoDayFormatter ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: displayTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return isoDayFormatter.format(new Date(date));
}

/**
 * Builds the locale's formatters ahead of the first render: the first use of an Intl formatter
 * loads its locale data (over 10 ms on a fast computer), which would otherwise land inside
 * the render that shows the first price or date, as one long task on a phone. One preparation
 * per kind of formatter, so that the caller can let the browser breathe between them (together
 * they were a 52-67 ms task at 4x CPU).
 */
export function formatterPreparations(locale: Locale): Array<() => void> {
  const sample = Date.UTC(2026, 0, 1);
  return [
    () => {
      formatEuro(1, locale);
      formatEuro(1.5, locale);
    },
    () => formatDate(sample, locale),
    () => toIsoDay(sample),
  ];
}
