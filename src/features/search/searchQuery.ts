import type { CityAlias } from "../../config/index.ts";
import { isIsoDay } from "../offer/calendar.ts";
import { isCityAlias } from "../offer/cityAlias.ts";

/** What the search results page searches for, read from its `?city=&date=` query string. */
export type SearchQuery = {
  /** One of the six cities; undefined searches them all. */
  city: CityAlias | undefined;
  /** The arrival day, never before today. */
  date: string;
  /** True when the query asked for a past or malformed day and today is searched instead. */
  dateAdjusted: boolean;
};

/**
 * Reads a query string leniently: a link from elsewhere with an unknown city or a past date
 * still shows results (all cities, from today) instead of an error, and says so.
 */
export function readSearchQuery(search: Record<string, unknown>, today: string): SearchQuery {
  const city = isCityAlias(search.city) ? search.city : undefined;
  const asked = search.date;
  const usable = isIsoDay(asked) && asked >= today;
  return {
    city,
    date: usable ? asked : today,
    dateAdjusted: asked !== undefined && asked !== "" && !usable,
  };
}

/** The query string of a search, leaving "all cities" out. */
export function searchParamsOf(query: {
  city?: string | undefined;
  date: string;
}): Record<string, string> {
  return query.city ? { city: query.city, date: query.date } : { date: query.date };
}
