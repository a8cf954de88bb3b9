import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "../config/index.ts";

type Catalogue = () => Promise<{ messages: Messages }>;

/**
 * The browser's one Lingui instance: one visitor, one language at a time. A server render makes
 * its own (src/entry-server.tsx), so renders in one thread never share a language. Either way
 * the instance travels in the router's context (src/shared/routerContext.ts) and its React
 * tree's `I18nProvider`; Lingui's module-wide `i18n` is never activated.
 */
export const browserI18n = setupI18n();

/**
 * Catalogues are compiled from the .po files by the Lingui Vite plugin and loaded on demand,
 * once: the module loader keeps an import, so a server render copies the messages an earlier
 * render loaded rather than loading them again.
 */
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
  statement: {
    fr: () => import("../locales/fr/statement.po"),
    en: () => import("../locales/en/statement.po"),
  },
  /** The residence team's console (src/features/staff). */
  staff: {
    fr: () => import("../locales/fr/staff.po"),
    en: () => import("../locales/en/staff.po"),
  },
} satisfies Record<string, Record<Locale, Catalogue>>;

export type CatalogueArea = keyof typeof areaCatalogues;

/** The areas each instance has visited so far: a change of language loads their messages too. */
const areasInUse = new WeakMap<I18n, Set<CatalogueArea>>();

const areasOf = (i18n: I18n) => areasInUse.get(i18n) ?? new Set<CatalogueArea>();

/**
 * Messages are only ever added to a language (Lingui merges them into the first object it was
 * given, hence the copies: a catalogue module is shared), never replaced: a language switch and
 * an area's page loading at the same time cannot drop each other's messages.
 */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const loaded = await Promise.all([
    catalogues[locale](),
    ...[...areasOf(i18n)].map((area) => areaCatalogues[area][locale]()),
  ]);
  for (const { messages } of loaded) i18n.load(locale, { ...messages });
  i18n.activate(locale);
  if (typeof document !== "undefined") {
    document.documentElement.lang = locale;
  }
}

/** Loads an area's messages in a language; the area's page awaits it before it renders. */
export async function loadCatalogueArea(
  i18n: I18n,
  area: CatalogueArea,
  locale: Locale,
): Promise<void> {
  areasInUse.set(i18n, areasOf(i18n).add(area));
  const { messages } = await areaCatalogues[area][locale]();
  i18n.load(locale, { ...messages });
}
