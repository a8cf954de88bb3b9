import type { Locale } from "../config/index.ts";
import { routeTable } from "../routes/table.ts";
import { pushToDataLayer } from "./dataLayer.ts";
import { safeAnalyticsPath } from "./safePath.ts";

/** Spec 1: site-search pages are recognised by the path segments /recherche and /search. */
const SITE_SEARCH_SEGMENTS = ["recherche", "search"];

/** Our own search-results pages, whose paths do not contain those segments. */
const searchResultPaths: readonly string[] = [
  routeTable.searchResult.fr,
  routeTable.searchResult.en,
];

export function isSiteSearchPath(path: string): boolean {
  const pathname = (path.split(/[?#]/, 1)[0] ?? "").replace(/\/+$/, "").toLowerCase();
  if (searchResultPaths.includes(pathname)) return true;
  return pathname.split("/").some((segment) => SITE_SEARCH_SEGMENTS.includes(segment));
}

export type PageViewOptions = {
  locale: Locale;
  /** Defaults to what the path says (`isSiteSearchPath`). */
  isSiteSearch?: boolean;
};

/**
 * Spec public 4: a page view on each path change, with the language and whether the page is a
 * site search. The path loses its sign-in secrets first (safePath.ts).
 */
export function trackPageView(path: string, { locale, isSiteSearch }: PageViewOptions): void {
  const pagePath = safeAnalyticsPath(path);
  pushToDataLayer({
    event: "page_view",
    page_path: pagePath,
    page_language: locale,
    site_search: isSiteSearch ?? isSiteSearchPath(pagePath),
  });
}

/**
 * For a router subscription that fires more often than the path changes (search parameters
 * rewritten, the same location resolved twice): sends a page view only when the pathname
 * differs from the last one sent. Returns whether it sent one.
 */
export function createPageViewTracker(): (path: string, options: PageViewOptions) => boolean {
  let lastPathname: string | undefined;
  return (path, options) => {
    const pathname = path.split(/[?#]/, 1)[0] ?? "";
    if (pathname === lastPathname) return false;
    lastPathname = pathname;
    trackPageView(path, options);
    return true;
  };
}
