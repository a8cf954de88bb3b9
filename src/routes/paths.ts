import { type Locale, locales } from "../config/index.ts";
import {
  type RequiredParamName,
  type RouteName,
  type RouteParams,
  routeNames,
  routeTable,
} from "./table.ts";

export type SearchParams = Record<string, string>;

/** Builds the href of a named route in a locale; a missing parameter fails to compile. */
export function pathFor<Name extends RouteName>(
  name: Name,
  locale: Locale,
  ...rest: [RequiredParamName<Name>] extends [never]
    ? [params?: RouteParams<Name>, search?: SearchParams]
    : [params: RouteParams<Name>, search?: SearchParams]
): string {
  const [params, search] = rest;
  const values = (params ?? {}) as Record<string, string>;
  const path = routeTable[name][locale]
    .replace(/\/\{-\$(\w+)\}/g, (_, key: string) =>
      values[key] ? `/${encodeURIComponent(values[key])}` : "",
    )
    .replace(/\{\$(\w+)\}/g, (_, key: string) => encodeURIComponent(values[key] ?? ""))
    .replace(/\$(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ""));
  return path + toQueryString(search);
}

function toQueryString(search: SearchParams | undefined): string {
  if (!search) return "";
  const query = new URLSearchParams(search).toString();
  return query ? `?${query}` : "";
}

export type RouteMatch = {
  name: RouteName;
  locale: Locale;
  params: Record<string, string>;
};

type CompiledPattern = { name: RouteName; locale: Locale; regex: RegExp; keys: string[] };

function compile(name: RouteName, locale: Locale): CompiledPattern {
  const keys: string[] = [];
  const source = routeTable[name][locale]
    .split("/")
    .map((segment) =>
      segment
        .replace(/[.*+?^()|[\]\\]/g, "\\$&")
        .replace(/^\{-\$(\w+)\}$/, (_, key: string) => {
          keys.push(key);
          return "\u0000";
        })
        .replace(/\{\$(\w+)\}/g, (_, key: string) => {
          keys.push(key);
          return "([^/]+)";
        })
        .replace(/\$(\w+)/g, (_, key: string) => {
          keys.push(key);
          return "([^/]+)";
        }),
    )
    .join("/")
    // An optional segment may be absent with its slash.
    .replace("/\u0000", "(?:/([^/]+))?");
  return { name, locale, regex: new RegExp(`^${source}/?$`), keys };
}

/** Static paths win over parameterised ones, and prefix parameters over whole-segment ones. */
function specificity(pattern: CompiledPattern): number {
  const path = routeTable[pattern.name][pattern.locale];
  const wholeSegmentParams = (path.match(/\/\$/g) ?? []).length;
  return wholeSegmentParams * 10 + pattern.keys.length;
}

const compiledPatterns: CompiledPattern[] = routeNames
  .flatMap((name) => locales.map((locale) => compile(name, locale)))
  .sort((a, b) => specificity(a) - specificity(b));

/** Finds which named route a pathname belongs to (undefined for an unknown path). */
export function matchPath(pathname: string): RouteMatch | undefined {
  for (const pattern of compiledPatterns) {
    const found = pattern.regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    pattern.keys.forEach((key, index) => {
      const value = found[index + 1];
      if (value !== undefined) params[key] = decodeURIComponent(value);
    });
    return { name: pattern.name, locale: pattern.locale, params };
  }
  return undefined;
}

/** The locale a pathname is in: its `/fr` or `/en` prefix, French otherwise. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "fr";
}
