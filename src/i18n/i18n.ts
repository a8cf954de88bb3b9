import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "../config/index.ts";

type Catalogue = () => Promise<{ messages: Messages }>;

/** Catalogues are compiled from the .po files by the Lingui Vite plugin and loaded on demand. */
const catalogues: Record<Locale, Catalogue> = {
  fr: () => import("../locales/fr/messages.po"),
  en: () => import("../locales/en/messages.po"),
};

/**
 * An area's messages live in their own catalogue (lingui.config.ts) and load with the area's
 * page: the tunnel holds more than half of the site's text, which a visitor of the public pages
 * never reads.
 */
const areaCatalogues = {
  tunnel: {
    fr: () => import("../locales/fr/tunnel.po"),
    en: () => import("../locales/en/tunnel.po"),
  },
} satisfies Record<string, Record<Locale, Catalogue>>;

export type CatalogueArea = keyof typeof areaCatalogues;

/** The areas visited so far: a change of language loads their messages too. */
const areasInUse = new Set<CatalogueArea>();

/**
 * Messages are only ever added to a language (Lingui merges them), never replaced: a language
 * switch and an area's page loading at the same time cannot drop each other's messages.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const loaded = await Promise.all([
    catalogues[locale](),
    ...[...areasInUse].map((area) => areaCatalogues[area][locale]()),
  ]);
  for (const { messages } of loaded) i18n.load(locale, { ...messages });
  i18n.activate(locale);
  if (typeof document !== "undefined") {
    document.documentElement.lang = locale;
  }
}

/** Loads an area's messages in a language; the area's page awaits it before it renders. */
export async function loadCatalogueArea(area: CatalogueArea, locale: Locale): Promise<void> {
  areasInUse.add(area);
  const { messages } = await areaCatalogues[area][locale]();
  i18n.load(locale, { ...messages });
}

export { i18n };
