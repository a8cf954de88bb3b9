import type { RouteName } from "../../routes/table.ts";

/**
 * The header and the block above the footer are hidden on the dossier route (spec 2.2).
 * @spec public §2.2 Shell common to all pages
 */
export function isHeaderHidden(route: RouteName | undefined): boolean {
  return route === "dossier";
}

const fullWidthRoutes: ReadonlySet<RouteName> = new Set([
  "homepage",
  "residences",
  "residenceDetails",
  "dossier",
  "campus",
  "mag",
  "newsDetails",
  "book",
  "city",
  "cityLanding",
  "profile",
  "searchResult",
]);

/**
 * The fixed-width layout applies to every page but those the spec lists (spec 2.2).
 * @spec public §2.2 Shell common to all pages
 */
export function usesFixedWidthLayout(route: RouteName | undefined): boolean {
  return route !== undefined && !fullWidthRoutes.has(route);
}

/**
 * Not-found and error pages (and unknown paths) skip the shared content (spec 2.2).
 * @spec public §2.2 Shell common to all pages
 */
export function loadsSharedContent(route: RouteName | undefined): boolean {
  return route !== undefined && route !== "notFound" && route !== "error";
}
