import { setupI18n } from "@lingui/core";
import { beforeEach, describe, expect, it } from "vitest";
import { activateLocale, loadCatalogueArea } from "../../../src/i18n/i18n.ts";
import { messages as englishSite } from "../../../src/locales/en/messages.po";
import { messages as englishTunnel } from "../../../src/locales/en/tunnel.po";
import { messages as frenchSite } from "../../../src/locales/fr/messages.po";
import { messages as frenchStatement } from "../../../src/locales/fr/statement.po";
import { messages as frenchTunnel } from "../../../src/locales/fr/tunnel.po";

let i18n = setupI18n();

const hasEvery = (expected: Record<string, unknown>) =>
  Object.keys(expected).every((id) => id in i18n.messages);

describe("catalogue areas", () => {
  beforeEach(() => {
    i18n = setupI18n();
  });

  it("keeps the tunnel's messages out of the site's catalogue", () => {
    const siteIds = new Set(Object.keys(frenchSite));
    const tunnelOnly = Object.keys(frenchTunnel).filter((id) => !siteIds.has(id));
    expect(tunnelOnly.length).toBeGreaterThan(Object.keys(frenchTunnel).length / 2);
  });

  it("keeps the accessibility statement's text out of the site's catalogue", async () => {
    const statementOnly = Object.keys(frenchStatement).filter((id) => !(id in frenchSite));
    expect(statementOnly.length).toBeGreaterThan(30);
    await activateLocale(i18n, "fr");
    await loadCatalogueArea(i18n, "statement", "fr");
    expect(hasEvery(frenchStatement)).toBe(true);
  });

  it("loads an area with its page, then again on every change of language", async () => {
    await activateLocale(i18n, "fr");
    expect(hasEvery(frenchSite)).toBe(true);
    const tunnelOnly = Object.keys(frenchTunnel).find((id) => !(id in frenchSite));
    expect(tunnelOnly && tunnelOnly in i18n.messages).toBe(false);

    await loadCatalogueArea(i18n, "tunnel", "fr");
    expect(hasEvery(frenchTunnel)).toBe(true);

    await activateLocale(i18n, "en");
    expect(i18n.locale).toBe("en");
    expect(hasEvery(englishSite) && hasEvery(englishTunnel)).toBe(true);
  });

  it("loses no message when the area loads while the language changes", async () => {
    await activateLocale(i18n, "en");
    await Promise.all([activateLocale(i18n, "fr"), loadCatalogueArea(i18n, "tunnel", "fr")]);
    expect(i18n.locale).toBe("fr");
    expect(hasEvery(frenchSite) && hasEvery(frenchTunnel)).toBe(true);
  });
});
