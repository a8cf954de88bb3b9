import type { KyInstance } from "ky";
import type { Alert, FooterPage } from "../../api/content.ts";
import { getAlerts, getFooter } from "../../api/content.ts";
import type { Locale } from "../../config/index.ts";
import { markFulfilled, readableWhenSettled } from "../../shared/readablePromise.ts";

export type SharedContent = {
  /** The language the content is in (`null` when none was loaded). */
  locale: Locale | null;
  /** `null` when the footer content could not be loaded: the footer keeps its fixed part. */
  footerPages: FooterPage[] | null;
  alerts: Alert[];
};

const noSharedContent: SharedContent = { locale: null, footerPages: null, alerts: [] };

/** No shared content, as a settled promise `use()` reads without suspending. */
export const nothingShared: Promise<SharedContent> = markFulfilled(
  Promise.resolve(noSharedContent),
  noSharedContent,
);

/**
 * Kept by API client: the browser's one client lives for the visit, while each server render
 * has its own, so a long-lived server shows today's alerts and records each page's answers.
 */
const loadedByClient = new WeakMap<KyInstance, Map<Locale, Promise<SharedContent>>>();

/**
 * The content every page's shell shows (footer pages, alerts), once per language for the visit.
 * A failed part degrades (no footer pages, no banner) rather than failing the page, and is not
 * cached, so the next navigation tries again.
 */
export function loadSharedContent(locale: Locale, api: KyInstance): Promise<SharedContent> {
  const loaded = loadedByClient.get(api) ?? new Map<Locale, Promise<SharedContent>>();
  loadedByClient.set(api, loaded);
  const cached = loaded.get(locale);
  if (cached) return cached;
  // Read without suspending once settled: the banner is in the first paint instead of pushing
  // the page down afterwards.
  const pending = readableWhenSettled(
    Promise.all([
      getFooter({ locale }, { client: api }).catch(() => null),
      getAlerts({ locale }, { client: api }).catch(() => []),
    ]).then(([footerPages, alerts]): SharedContent => {
      if (footerPages === null) loaded.delete(locale);
      return {
        locale,
        footerPages: footerPages ? [...footerPages].sort((a, b) => a.order - b.order) : null,
        alerts,
      };
    }),
  );
  loaded.set(locale, pending);
  return pending;
}
