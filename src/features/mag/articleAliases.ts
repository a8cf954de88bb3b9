import type { PageAliases } from "../../routes/languageSwitch.ts";

/** An article's alias in each language, for the language switcher and hreflang links. */
export function articleAliases(article: { alias_fr: string; alias_en: string }): PageAliases {
  return { fr: { alias: article.alias_fr }, en: { alias: article.alias_en } };
}
