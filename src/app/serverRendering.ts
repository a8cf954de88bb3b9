import type { RouteName } from "../routes/table.ts";

/**
 * Pages the server renders to HTML: the public ones, identical for every visitor, so their
 * text paints before any script runs. The signed-in pages (and the sign-in callback) depend on
 * tokens only the browser holds: they arrive as the empty shell and render in the browser.
 */
const browserOnlyRoutes: ReadonlySet<RouteName> = new Set([
  "dossier",
  "profile",
  "signInCallback",
  "staffQueue",
  "staffFile",
  "staffSignInCallback",
]);

export function isServerRendered(route: RouteName | undefined): boolean {
  return route === undefined || !browserOnlyRoutes.has(route);
}
