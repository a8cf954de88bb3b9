import { describe, expect, it } from "vitest";
import type { SearchResult } from "../../../src/api/catalogue.ts";
import { lowestMonthlyTotal, sortResults } from "../../../src/features/search/sortResults.ts";

function result(name: string, totals: number[]): SearchResult {
  return {
    residence: { name } as SearchResult["residence"],
    typologies: totals.map(
      (total, index) =>
        ({
          id: `${name}-${index}`,
          pricing: { rentIncludingCharges: total },
        }) as unknown as SearchResult["typologies"][number],
    ),
  };
}

const names = (results: SearchResult[]) => results.map((item) => item.residence.name);
const totals = (item: SearchResult | undefined) =>
  item?.typologies.map((typology) => typology.pricing.rentIncludingCharges);

const results = [result("B", [700, 540]), result("A", [800]), result("C", [520, 900])];

describe("sortResults", () => {
  it("keeps the server's order for relevance", () => {
    expect(names(sortResults(results, "relevance"))).toEqual(["B", "A", "C"]);
  });

  it("orders residences by their cheapest monthly total, both ways", () => {
    expect(names(sortResults(results, "priceAsc"))).toEqual(["C", "B", "A"]);
    expect(names(sortResults(results, "priceDesc"))).toEqual(["A", "B", "C"]);
  });

  it("orders each residence's flat types the same way", () => {
    expect(totals(sortResults(results, "priceAsc")[1])).toEqual([540, 700]);
    expect(totals(sortResults(results, "priceDesc")[2])).toEqual([900, 520]);
  });

  it("keeps ties in the server's order and never changes its input", () => {
    const tied = [result("first", [600]), result("second", [600])];
    expect(names(sortResults(tied, "priceAsc"))).toEqual(["first", "second"]);
    expect(names(sortResults(tied, "priceDesc"))).toEqual(["first", "second"]);
    sortResults(results, "priceAsc");
    expect(names(results)).toEqual(["B", "A", "C"]);
    expect(totals(results[0])).toEqual([700, 540]);
  });

  it("compares residences on their lowest total", () => {
    expect(lowestMonthlyTotal(result("x", [910, 455.5, 600]))).toBe(455.5);
  });
});
