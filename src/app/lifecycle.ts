import { createPageViewTracker } from "../analytics/pageView.ts";
import { loadTagManager } from "../analytics/tagManager.ts";
import { recordSignInFailure } from "../auth/callbackOutcome.ts";
import { goBackBeforeProvider } from "../auth/signInHistory.ts";
import type { Locale } from "../config/index.ts";
import { loadSharedContent } from "../features/shell/sharedContent.ts";
import { loadsSharedContent } from "../features/shell/visibility.ts";
import { activateLocale } from "../i18n/i18n.ts";
import { localeOfPath, matchPath } from "../routes/paths.ts";
import type { RouterContext } from "../shared/routerContext.ts";
import { languageStorage, visualHandicapStorage } from "../storage/index.ts";
import type { AppRouter } from "./router.tsx";
import { applyVisualHandicap } from "./theme/visualHandicap.ts";

/**
 * Back from the sign-in provider: finish the exchange, then go back past the provider's pages
 * to the page sign-in started from, which opens the page to come back to (auth/signInHistory.ts);
 * where that way back is unknown, replace the URL with it. Either way code and state never stay
 * in the address bar or the history. On failure the callback page stays, without its query, and
 * explains. Answers whether this page is being left (then it does not start).
 */
export async function completeSignInIfCallback(): Promise<"leaving" | "staying"> {
  if (matchPath(window.location.pathname)?.name !== "signInCallback") return "staying";
  try {
    const { getSignInClient } = await import("../auth/signInClient.ts");
    const returnTo = await getSignInClient().completeSignIn(window.location.href);
    if (goBackBeforeProvider(returnTo)) return "leaving";
    window.history.replaceState(null, "", returnTo);
  } catch (error) {
    const code =
      typeof error === "object" && error && "code" in error ? String(error.code) : "exchangeFailed";
    recordSignInFailure(code);
    window.history.replaceState(null, "", window.location.pathname);
  }
  return "staying";
}

/** How long the first paint may wait for the alerts, so a slow API never holds the page. */
const SHARED_CONTENT_WAIT_MS = 800;

/**
 * What must be true before the first render: the URL's language and the display mode. The
 * shell's content (alerts, footer) is fetched at the same time, so the alert banner is part of
 * the first paint rather than shifting the page when it arrives.
 */
export async function prepareFirstRender(
  pathname: string,
  { api, i18n }: Pick<RouterContext, "api" | "i18n">,
): Promise<void> {
  applyVisualHandicap(visualHandicapStorage.read() === true);
  const locale = localeOfPath(pathname);
  const shared = loadsSharedContent(matchPath(pathname)?.name)
    ? loadSharedContent(locale, api)
    : undefined;
  await activateLocale(i18n, locale);
  if (shared) {
    await Promise.race([
      shared,
      new Promise((resolve) => setTimeout(resolve, SHARED_CONTENT_WAIT_MS)),
    ]);
  }
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
