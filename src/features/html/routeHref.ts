import type { Locale } from "../../config/index.ts";
import { pathFor } from "../../routes/paths.ts";
import { type RouteName, routeNames, routeTable } from "../../routes/table.ts";

function isRouteName(name: string): name is RouteName {
  return (routeNames as readonly string[]).includes(name);
}

/** The parameter names a route's path needs (`$alias`, `{$city}`; not an optional `{-$step}`). */
function parameterNames(name: RouteName): string[] {
  return [...routeTable[name].fr.matchAll(/(?<!\{-)\$(\w+)/g)].map((match) => match[1] ?? "");
}

/**
 * The href of a route named by content (a FAQ answer's `internalLink`, a sitemap entry, a link
 * in an article), in the page's language. Content is data, not code: an unknown route or a
 * missing parameter gives `undefined`, and the caller shows no link rather than a broken one.
 */
export function hrefOfRoute(
  name: string,
  locale: Locale,
  params: Readonly<Record<string, string>> = {},
): string | undefined {
  if (!isRouteName(name)) return undefined;
  const needed = parameterNames(name);
  if (needed.some((key) => !params[key])) return undefined;
  const values = Object.fromEntries(needed.map((key) => [key, params[key] ?? ""]));
  return (pathFor as (route: RouteName, target: Locale, values: Record<string, string>) => string)(
    name,
    locale,
    values,
  );
}

/**
 * Reads the `route:` links content authors write for pages of the site, e.g.
 * `route:faq` or `route:newsDetails?alias=budget-etudiant-mensuel`, into an href.
 */
export function hrefOfRouteLink(link: string, locale: Locale): string | undefined {
  const match = /^route:([A-Za-z]+)(?:\?(.*))?$/.exec(link.trim());
  if (!match?.[1]) return undefined;
  const params = Object.fromEntries(new URLSearchParams(match[2] ?? ""));
  return hrefOfRoute(match[1], locale, params);
}
