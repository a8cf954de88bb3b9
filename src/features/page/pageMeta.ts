import type { CallOptions } from "../../api/call.ts";
import type { PageMeta } from "../../api/content.ts";
import { findPageMeta } from "../../api/editorial.ts";
import { brand, type Locale } from "../../config/index.ts";
import type { RouteName } from "../../routes/table.ts";
import type { PageLoadContext } from "../../shared/pageData.ts";

/** PageHead adds " | {brand}" to every title; a meta title that already ends so drops it. */
export function titleOfMeta(meta: PageMeta | null, fallback: string): string {
  const title = meta?.title.trim();
  if (!title) return fallback;
  const suffix = ` | ${brand.name}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/**
 * A content page's loader asks for its content and its meta at once; the meta is null when the
 * content service has none (`findPageMeta`), while a failed content call fails the page.
 */
export async function loadWithPageMeta<TContent>(
  route: RouteName,
  { locale, signal, api }: PageLoadContext,
  getContent: (payload: { locale: Locale }, options: CallOptions) => Promise<TContent>,
) {
  const [content, meta] = await Promise.all([
    getContent({ locale }, { signal, client: api }),
    findPageMeta(route, locale, { signal, client: api }),
  ]);
  return { content, meta };
}
