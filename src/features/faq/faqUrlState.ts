/** What the FAQ's address says: the search text (`q`) and the chosen theme (`theme`). */
export type FaqUrlState = { query: string; theme: string };

/** The router may read a scalar such as `?q=2024` as a number: it is the text typed all the same. */
function textOf(value: unknown): string {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : "";
}

export function readFaqUrlState(search: Record<string, unknown>): FaqUrlState {
  return { query: textOf(search.q), theme: textOf(search.theme) };
}

/** The query parameters of a FAQ view, so a filtered view can be shared or bookmarked. */
export function toFaqSearch({ query, theme }: FaqUrlState): Record<string, string> {
  const search: Record<string, string> = {};
  if (query) search.q = query;
  if (theme) search.theme = theme;
  return search;
}
