import { createPageViewTracker } from "../analytics/pageView.ts";
import { loadTagManager } from "../analytics/tagManager.ts";
import type { Locale } from "../config/index.ts";
import { activateLocale } from "../i18n/i18n.ts";
import { localeOfPath } from "../routes/paths.ts";
import { languageStorage, visualHandicapStorage } from "../storage/index.ts";
import type { AppRouter } from "./router.tsx";
import { applyVisualHandicap } from "./theme/visualHandicap.ts";

/** What must be true before the first render: the URL's language and the display mode. */
export async function prepareFirstRender(pathname: string): Promise<void> {
  applyVisualHandicap(visualHandicapStorage.read() === true);
  await activateLocale(localeOfPath(pathname));
}

/**
 * Follows the router: a page view on each path change (spec public 4) and the language kept
 * under the spec's `language` key. The tag manager loads only when configured.
 */
export function followNavigation(router: AppRouter): () => void {
  loadTagManager();
  const trackPageView = createPageViewTracker();
  const onResolved = () => {
    const { pathname, searchStr } = router.state.location;
    const locale: Locale = localeOfPath(pathname);
    if (languageStorage.read() !== locale) languageStorage.write(locale);
    trackPageView(pathname + searchStr, { locale });
  };
  onResolved();
  return router.subscribe("onResolved", onResolved);
}
