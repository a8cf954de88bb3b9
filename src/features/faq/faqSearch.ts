/**
 * The FAQ's client-side search and theme filter: pure, so the page and its tests agree on what
 * "matches" means.
 */

/** The fields of a FAQ item the search reads (answers are HTML). */
export type SearchableFaqItem = {
  theme: string;
  question: string;
  response: string;
  detail: string;
};

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  rsquo: "'",
  lsquo: "'",
  laquo: '"',
  raquo: '"',
  hellip: "...",
};

/** The text of an HTML answer, as a reader sees it (tags out, common entities decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) =>
      String.fromCodePoint(Number.parseInt(code, 16)),
    )
    .replace(/&(\w+);/g, (entity, name: string) => namedEntities[name.toLowerCase()] ?? entity);
}

/**
 * Text reduced to what a visitor means when typing it: no accents ("resilier" finds
 * "résilier"), no case, typographic apostrophes and quotes made plain, spaces collapsed.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[’‘`´]/g, "'")
    .replace(/[«»“”]/g, '"')
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a query; each must appear in an item for it to match (in any order). */
export function queryWords(query: string): string[] {
  return normalizeForSearch(query)
    .split(/[\s'"?!.,;:()]+/)
    .filter((word) => word.length > 0);
}

function matchesQuery(item: SearchableFaqItem, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const haystack = normalizeForSearch(
    `${item.question} ${htmlToText(item.response)} ${htmlToText(item.detail)}`,
  );
  return words.every((word) => haystack.includes(word));
}

/** The items matching a query, in their order. */
export function searchFaq<Item extends SearchableFaqItem>(
  items: readonly Item[],
  query: string,
): Item[] {
  const words = queryWords(query);
  return items.filter((item) => matchesQuery(item, words));
}

/** How many items each theme has (themes without items are absent). */
export function countByTheme(items: readonly SearchableFaqItem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.theme, (counts.get(item.theme) ?? 0) + 1);
  return counts;
}

/** Items of one theme; an empty theme means every theme. */
export function inTheme<Item extends SearchableFaqItem>(
  items: readonly Item[],
  theme: string,
): Item[] {
  return theme ? items.filter((item) => item.theme === theme) : [...items];
}

/** A theme's heading and its questions; `theme` is undefined for items of an unknown theme. */
export type FaqSection<Item> = {
  id: string;
  theme: { id: string; name: string } | undefined;
  items: Item[];
};

/** Items grouped under their themes, in the themes' order; unknown themes come last. */
export function groupByTheme<Item extends SearchableFaqItem>(
  items: readonly Item[],
  themes: readonly { id: string; name: string }[],
): FaqSection<Item>[] {
  const known = new Set(themes.map((theme) => theme.id));
  const sections: FaqSection<Item>[] = themes.map((theme) => ({
    id: theme.id,
    theme,
    items: items.filter((item) => item.theme === theme.id),
  }));
  const others = items.filter((item) => !known.has(item.theme));
  if (others.length > 0) sections.push({ id: "", theme: undefined, items: others });
  return sections.filter((section) => section.items.length > 0);
}
