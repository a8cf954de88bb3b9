/**
 * The spec's route table writes its paths without a language (`/comment-reserver-residence-
 * etudiante`, `/how-to-book-student-residence`): such an address, typed or linked, leads to its
 * page with the language prefix rather than to "not found". A French path goes to the French
 * page, an English one to the English page; a path both languages share (`/faq`) goes to the
 * language the browser prefers.
 */
import type { Locale } from "../../src/config/index.ts";
import { matchPath } from "../../src/routes/paths.ts";
import { localeFromHeader } from "./messages.ts";

export type LocalizedAddress = {
  location: string;
  /** The language came from the visitor's `Accept-Language`, not from the path itself. */
  byPreference: boolean;
};

/** Where an address without `/fr` or `/en` belongs, or null (prefixed, or no such page). */
export function localizedAddressOf(
  path: string,
  acceptLanguage: string | undefined,
): LocalizedAddress | null {
  if (path === "/" || /^\/(?:fr|en)(?:\/|$)/.test(path)) return null;
  const trimmed = path.replace(/\/+$/, "");
  const inLanguage = (locale: Locale) => {
    const prefixed = `/${locale}${trimmed}`;
    const found = matchPath(prefixed);
    return found && found.name !== "notFound" && found.name !== "error" ? prefixed : null;
  };
  const french = inLanguage("fr");
  const english = inLanguage("en");
  if (french && english) {
    const preferred = localeFromHeader(acceptLanguage) === "en" ? english : french;
    return { location: preferred, byPreference: true };
  }
  const location = french ?? english;
  return location ? { location, byPreference: false } : null;
}
