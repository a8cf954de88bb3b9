/** The magazine's category filter: what `?category=` says, and what it keeps. */

type Categorised = { category: string };

/** The router may read `?category=2024` as a number: it is the category's id all the same. */
export function readCategory(search: Record<string, unknown>): string {
  const value = search.category;
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/** Articles of one category; an empty category means all of them. */
export function articlesInCategory<Item extends Categorised>(
  items: readonly Item[],
  category: string,
): Item[] {
  return category ? items.filter((item) => item.category === category) : [...items];
}

/** How many articles each category has. */
export function countByCategory(items: readonly Categorised[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  return counts;
}
