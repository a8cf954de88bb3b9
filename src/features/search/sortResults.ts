import type { SearchResult } from "../../api/catalogue.ts";

/** "relevance" keeps the server's order (residences as the operator ranks them). */
const sortOrders = ["relevance", "priceAsc", "priceDesc"] as const;
export type SortOrder = (typeof sortOrders)[number];

export function isSortOrder(value: unknown): value is SortOrder {
  return typeof value === "string" && (sortOrders as readonly string[]).includes(value);
}

/** The lowest monthly total (rent including charges) among a result's available flat types. */
export function lowestMonthlyTotal(result: SearchResult): number {
  return Math.min(...result.typologies.map((typology) => typology.pricing.rentIncludingCharges));
}

/**
 * Results in the chosen order, compared on what the visitor pays each month. Sorting by price
 * also orders each residence's flat types, so the price a card is sorted by is the first one
 * read. Ties keep the server's order; the input is never changed.
 */
export function sortResults(results: readonly SearchResult[], order: SortOrder): SearchResult[] {
  if (order === "relevance") return [...results];
  const direction = order === "priceAsc" ? 1 : -1;
  const byPrice = (a: number, b: number) => (a - b) * direction;
  return results
    .map((result) => ({
      ...result,
      typologies: [...result.typologies].sort((a, b) =>
        byPrice(a.pricing.rentIncludingCharges, b.pricing.rentIncludingCharges),
      ),
    }))
    .sort((a, b) => byPrice(lowestMonthlyTotal(a), lowestMonthlyTotal(b)));
}
