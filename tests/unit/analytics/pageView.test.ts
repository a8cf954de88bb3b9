import { beforeEach, describe, expect, it } from "vitest";
import {
  createPageViewTracker,
  isSiteSearchPath,
  trackPageView,
} from "../../../src/analytics/pageView.ts";

const host = globalThis as { dataLayer?: unknown[] };

describe("isSiteSearchPath", () => {
  it.each([
    "/recherche",
    "/fr/recherche?q=studio",
    "/en/search",
    "/en/faq/search/",
    "/fr/resultats-recherche",
    "/fr/resultats-recherche/?ville=lyon",
    "/en/search-results?city=paris",
  ])("recognises %s", (path) => {
    expect(isSiteSearchPath(path)).toBe(true);
  });

  it.each([
    "/fr",
    "/en/student-residences",
    "/fr/magazine/recherche-de-logement",
    "/en/researchers",
    "/fr/faq?q=search",
  ])("does not take %s for a search", (path) => {
    expect(isSiteSearchPath(path)).toBe(false);
  });
});

describe("trackPageView", () => {
  beforeEach(() => {
    delete host.dataLayer;
  });

  it("pushes a page view with the language and the search flag", () => {
    trackPageView("/fr/resultats-recherche?ville=lyon", { locale: "fr" });
    trackPageView("/en/student-residences", { locale: "en" });
    expect(host.dataLayer).toEqual([
      {
        event: "page_view",
        page_path: "/fr/resultats-recherche?ville=lyon",
        page_language: "fr",
        site_search: true,
      },
      {
        event: "page_view",
        page_path: "/en/student-residences",
        page_language: "en",
        site_search: false,
      },
    ]);
  });

  it("never sends sign-in secrets", () => {
    trackPageView("/en/login/callback?code=abc&state=def&lang=en", { locale: "en" });
    expect(JSON.stringify(host.dataLayer)).not.toMatch(/abc|def|code|state/);
    expect(host.dataLayer).toEqual([
      {
        event: "page_view",
        page_path: "/en/login/callback?lang=en",
        page_language: "en",
        site_search: false,
      },
    ]);
  });

  it("lets the caller say a page is a search", () => {
    trackPageView("/fr/villes/lyon", { locale: "fr", isSiteSearch: true });
    expect(host.dataLayer).toEqual([expect.objectContaining({ site_search: true })]);
  });
});

describe("createPageViewTracker", () => {
  beforeEach(() => {
    delete host.dataLayer;
  });

  it("sends one page view per path change, not per query change", () => {
    const track = createPageViewTracker();
    expect(track("/fr/residences-etudiantes", { locale: "fr" })).toBe(true);
    expect(track("/fr/residences-etudiantes?utm_source=x", { locale: "fr" })).toBe(false);
    expect(track("/en/student-residences", { locale: "en" })).toBe(true);
    expect(track("/fr/residences-etudiantes", { locale: "fr" })).toBe(true);
    expect(host.dataLayer?.map((entry) => (entry as { page_path: string }).page_path)).toEqual([
      "/fr/residences-etudiantes",
      "/en/student-residences",
      "/fr/residences-etudiantes",
    ]);
  });
});
