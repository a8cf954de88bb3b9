import type { PageAliases } from "../../routes/languageSwitch.ts";

type FooterPageSlugs = { slug_fr: string; slug_en: string };

/**
 * A footer page's slug in each language, for the language switcher; a slug the server leaves
 * out is the one that found the page (it still finds it in the other language).
 */
export function footerPageAliases(page: FooterPageSlugs, visitedSlug: string): PageAliases {
  return {
    fr: { alias: page.slug_fr || visitedSlug },
    en: { alias: page.slug_en || visitedSlug },
  };
}
