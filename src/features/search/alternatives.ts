import type { CallOptions } from "../../api/call.ts";
import { type SearchResult, searchAvailability } from "../../api/catalogue.ts";
import type { Locale } from "../../config/index.ts";
import { firstOfMonthAfter } from "../offer/calendar.ts";
import type { SearchQuery } from "./searchQuery.ts";

/** How many later months an empty search looks into (their first days). */
const LATER_MONTHS = 3;

export type Alternatives = {
  /** Later arrival days (first of the next months) with something free, and how many residences. */
  laterDates: { date: string; count: number }[];
  /** Other cities with something free on the same day. */
  otherCities: { alias: string; name: string; count: number }[];
};

/** The first days of the months after `day`: arrivals most often start on the 1st. */
export function laterArrivalDates(day: string, months = LATER_MONTHS): string[] {
  return Array.from({ length: months }, (_, index) => firstOfMonthAfter(day, index + 1));
}

/** Residences with something free per city, leaving one city out, most offers first. */
export function countByCity(results: readonly SearchResult[], except: string | undefined) {
  const counts = new Map<string, { alias: string; name: string; count: number }>();
  for (const { residence } of results) {
    if (residence.city.alias === except) continue;
    const entry = counts.get(residence.city.alias) ?? { ...residence.city, count: 0 };
    entry.count += 1;
    counts.set(residence.city.alias, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count);
}

/**
 * For an empty search, what would work instead: the same city a little later, or another city
 * on the same day. Only suggestions that the catalogue confirms are offered, so an empty state
 * never sends the visitor to another empty page. A failed look-up only removes its suggestion.
 */
export async function findAlternatives(
  locale: Locale,
  query: Pick<SearchQuery, "city" | "date">,
  call: CallOptions,
): Promise<Alternatives> {
  const city = query.city ? { city: query.city } : {};
  const later = Promise.all(
    laterArrivalDates(query.date).map((date) =>
      searchAvailability({ locale, ...city, date }, call)
        .then((answer) => ({ date, count: answer.results.length }))
        .catch(() => ({ date, count: 0 })),
    ),
  );
  const elsewhere = query.city
    ? searchAvailability({ locale, date: query.date }, call)
        .then((answer) => countByCity(answer.results, query.city))
        .catch(() => [])
    : Promise.resolve([]);
  const [laterDates, otherCities] = await Promise.all([later, elsewhere]);
  return { laterDates: laterDates.filter((entry) => entry.count > 0), otherCities };
}
