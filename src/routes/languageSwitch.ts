import type { Locale } from "../config/index.ts";
import { localeOfPath, matchPath, pathFor } from "./paths.ts";
import { type RouteName, routeTable } from "./table.ts";
import { tunnelStepInLanguage } from "./tunnelSteps.ts";

/**
 * The page's own aliases when it has them (a residence, an article, a city...), e.g. the
 * `alias_fr` / `alias_en` of its page meta, keyed by the route parameter they fill.
 */
export type PageAliases = Partial<Record<Locale, Record<string, string>>>;

export type SwitchLanguageInput = {
  pathname: string;
  search: string;
  target: Locale;
  aliases?: PageAliases;
};

/**
 * The href of the same page in the other language (spec 2.2): the page's alias in the target
 * language when it has one, otherwise the route table's mapping with the same parameters;
 * the query string is kept as it is. An unknown path goes to the target language's home.
 * @spec public §2.2 Shell common to all pages
 */
export function switchLanguageHref({ pathname, search, target, aliases }: SwitchLanguageInput) {
  const query = search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "";
  const match = matchPath(pathname);
  if (!match) {
    return routeTable.homepage[target] + query;
  }
  if (match.locale === target && localeOfPath(pathname) === target) {
    return pathname + query;
  }
  const params = {
    ...match.params,
    ...tunnelStepInLanguage(match, target),
    ...(aliases?.[target] ?? {}),
  };
  const path = (
    pathFor as (name: string, locale: Locale, params: Record<string, string>) => string
  )(match.name, target, params);
  return path + query;
}

export type OwnLanguageInput = {
  name: RouteName;
  locale: Locale;
  params: Readonly<Record<string, string>>;
  aliases?: PageAliases;
};

/**
 * The page's address in its own language when it was asked for with another language's alias
 * (`/fr/residences-etudiantes/student-residence-...`): the page answers either alias, but only
 * one address per language may exist, so the other is redirected to it. Undefined when the
 * address is already the page's own.
 */
export function ownLanguagePath({ name, locale, params, aliases }: OwnLanguageInput) {
  const own = aliases?.[locale];
  if (!own) return undefined;
  const differs = Object.entries(own).some(
    ([key, value]) => key in params && params[key] !== value,
  );
  if (!differs) return undefined;
  return (pathFor as (name: string, locale: Locale, params: Record<string, string>) => string)(
    name,
    locale,
    { ...params, ...own },
  );
}
