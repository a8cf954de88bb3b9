import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "../config/index.ts";

/** Catalogues are compiled from the .po files by the Lingui Vite plugin and loaded on demand. */
const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  fr: () => import("../locales/fr/messages.po"),
  en: () => import("../locales/en/messages.po"),
};

export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = await catalogues[locale]();
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== "undefined") {
    document.documentElement.lang = locale;
  }
}

export { i18n };
