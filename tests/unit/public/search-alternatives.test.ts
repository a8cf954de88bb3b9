import { describe, expect, it } from "vitest";
import type { SearchResult } from "../../../src/api/catalogue.ts";
import { countByCity, laterArrivalDates } from "../../../src/features/search/alternatives.ts";

const inCity = (alias: string, name: string) =>
  ({ residence: { city: { alias, name } }, typologies: [] }) as unknown as SearchResult;

describe("laterArrivalDates", () => {
  it("gives the first days of the next three months, across a year end", () => {
    expect(laterArrivalDates("2026-11-22")).toEqual(["2026-12-01", "2027-01-01", "2027-02-01"]);
    expect(laterArrivalDates("2026-01-31", 1)).toEqual(["2026-02-01"]);
  });
});

describe("countByCity", () => {
  it("counts residences per city, leaves the searched city out, most offers first", () => {
    const results = [
      inCity("lyon", "Lyon"),
      inCity("paris", "Paris"),
      inCity("lille", "Lille"),
      inCity("paris", "Paris"),
    ];
    expect(countByCity(results, "lyon")).toEqual([
      { alias: "paris", name: "Paris", count: 2 },
      { alias: "lille", name: "Lille", count: 1 },
    ]);
    expect(countByCity(results, undefined)).toHaveLength(3);
  });
});
