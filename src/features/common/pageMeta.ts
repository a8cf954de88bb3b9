import type { PageMeta } from "../../api/content.ts";
import { brand } from "../../config/index.ts";

/** PageHead adds " | {brand}" to every title; a meta title that already ends so drops it. */
export function titleOfMeta(meta: PageMeta | null, fallback: string): string {
  const title = meta?.title.trim();
  if (!title) return fallback;
  const suffix = ` | ${brand.name}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}
