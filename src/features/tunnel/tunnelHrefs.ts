/** Where the tunnel sends the applicant, as hrefs of the route table in the page's language. */
import type { ListingTarget } from "../../../machines/tunnelLoader.dossier.ts";
import { toIsoDay } from "../../../machines/tunnelLoader.dossier.ts";
import type { SearchReturn } from "../../../machines/tunnelLoader.ts";
import type { Locale } from "../../config/index.ts";
import { pathFor } from "../../routes/paths.ts";

/** The footer page of the data-protection rules, by its slug in each language. */
const dataProtectionSlug: Record<Locale, string> = {
  fr: "protection-des-donnees",
  en: "data-protection",
};

export function dataProtectionHref(locale: Locale): string {
  return pathFor("footer", locale, { alias: dataProtectionSlug[locale] });
}

/** The help article on finding a guarantor (a magazine article), in the page's language. */
const guarantorHelpAlias: Record<Locale, string> = {
  fr: "trouver-un-garant",
  en: "finding-a-guarantor",
};

export function guarantorHelpHref(locale: Locale): string {
  return pathFor("newsDetails", locale, { alias: guarantorHelpAlias[locale] });
}

export function homeHref(locale: Locale): string {
  return pathFor("homepage", locale);
}

/** Sign-in brings the applicant back to the tunnel. */
export function tunnelHref(locale: Locale): string {
  return pathFor("dossier", locale);
}

/** "Dernière recherche": the flat type's listing with the arrival date as YYYY-MM-DD. */
export function lastSearchHref(target: ListingTarget, locale: Locale): string {
  return pathFor(
    "typologies",
    locale,
    { aliasResidence: target.aliasResidence[locale], aliasTypology: target.aliasTypology[locale] },
    { date: target.date },
  );
}

/**
 * Searching again after a lot could not be held. The temporary info keeps the flat type's alias
 * but not its residence's, and the flat type's page needs both, so the search results at the
 * same arrival day stand in for it.
 */
export function searchAgainHref(search: SearchReturn, locale: Locale): string {
  const day = search.arrivalDate === null ? null : toIsoDay(search.arrivalDate);
  return pathFor("searchResult", locale, {}, day === null ? undefined : { date: day });
}
