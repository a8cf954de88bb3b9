import type { KyInstance } from "ky";
import type { PageMeta } from "../../api/content.ts";
import { type FaqContent, findPageMeta, getFaqContent } from "../../api/editorial.ts";
import type { Locale } from "../../config/index.ts";

export type FaqPageContent = { faq: FaqContent; meta: PageMeta | null };

/** Kept by API client: one for the browser's visit, a fresh one for each server render. */
const loadedByClient = new WeakMap<KyInstance, Map<Locale, Promise<FaqPageContent>>>();

/**
 * The FAQ and its page meta, fetched once per language for the visit. The search and theme
 * live in the URL, so each change runs the page's loader again; without this it would download
 * them at every pause in typing, and a slow answer would replace the page (and the search box)
 * by the loading skeleton. A failure is not kept, so a retry asks again.
 */
export function loadFaqPageContent(locale: Locale, api: KyInstance): Promise<FaqPageContent> {
  const loaded = loadedByClient.get(api) ?? new Map<Locale, Promise<FaqPageContent>>();
  loadedByClient.set(api, loaded);
  const cached = loaded.get(locale);
  if (cached) return cached;
  const pending = Promise.all([
    getFaqContent({ locale }, { client: api }),
    findPageMeta("faq", locale, { client: api }),
  ]).then(([faq, meta]) => ({ faq, meta }));
  loaded.set(locale, pending);
  pending.catch(() => loaded.delete(locale));
  return pending;
}
