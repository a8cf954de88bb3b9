import { describe, expect, it } from "vitest";
import { localeOfPath, matchPath, pathFor } from "../../../src/routes/paths.ts";
import { routeNames, routeTable } from "../../../src/routes/table.ts";

describe("the route table", () => {
  it("names every route of the spec, with the spec's own paths", () => {
    expect(routeNames).toEqual(
      expect.arrayContaining([
        "homepage",
        "residences",
        "residenceDetails",
        "typologies",
        "dossier",
        "profile",
        "searchResult",
        "mag",
        "newsDetails",
        "book",
        "faq",
        "city",
        "sitemap",
        "footer",
        "alertDetails",
        "notFound",
        "error",
        "campus",
        "cityLanding",
      ]),
    );
    expect(routeTable.book).toEqual({
      fr: "/fr/comment-reserver-residence-etudiante",
      en: "/en/how-to-book-student-residence",
    });
    expect(routeTable.residences.en).toBe("/en/student-residences");
    expect(routeTable.searchResult).toEqual({
      fr: "/fr/resultats-recherche",
      en: "/en/search-results",
    });
    expect(routeTable.sitemap).toEqual({ fr: "/fr/plan-du-site", en: "/en/sitemap" });
    expect(routeTable.typologies.en).toBe("/en/accomodation/$aliasResidence/$aliasTypology");
  });

  it("prefixes every path with its language", () => {
    for (const name of routeNames) {
      expect(routeTable[name].fr.startsWith("/fr")).toBe(true);
      expect(routeTable[name].en.startsWith("/en")).toBe(true);
    }
  });

  it("has no two routes on the same path", () => {
    const all = routeNames.flatMap((name) => [routeTable[name].fr, routeTable[name].en]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("pathFor", () => {
  it("fills the parameters and encodes them", () => {
    expect(
      pathFor("typologies", "en", { aliasResidence: "les-quais", aliasTypology: "t1 bis" }),
    ).toBe("/en/accomodation/les-quais/t1%20bis");
    expect(pathFor("cityLanding", "fr", { city: "lyon" })).toBe(
      "/fr/villes/residences-etudiantes-lyon",
    );
    expect(pathFor("cityLanding", "en", { city: "lyon" })).toBe(
      "/en/cities/student-residences-lyon",
    );
  });

  it("appends a query string when one is given", () => {
    expect(pathFor("searchResult", "fr", {}, { city: "lille", date: "2027-09-01" })).toBe(
      "/fr/resultats-recherche?city=lille&date=2027-09-01",
    );
    expect(pathFor("homepage", "en")).toBe("/en");
  });
});

describe("matchPath", () => {
  it("finds the named route, its locale and its parameters", () => {
    expect(matchPath("/en/accomodation/les-quais/studio")).toEqual({
      name: "typologies",
      locale: "en",
      params: { aliasResidence: "les-quais", aliasTypology: "studio" },
    });
    expect(matchPath("/fr/residences-etudiantes/")).toMatchObject({
      name: "residences",
      locale: "fr",
    });
  });

  it("prefers the city landing page over the city page for its prefix", () => {
    expect(matchPath("/fr/villes/residences-etudiantes-bordeaux")).toEqual({
      name: "cityLanding",
      locale: "fr",
      params: { city: "bordeaux" },
    });
    expect(matchPath("/fr/villes/bordeaux")).toEqual({
      name: "city",
      locale: "fr",
      params: { alias: "bordeaux" },
    });
  });

  it("returns undefined for unknown paths", () => {
    expect(matchPath("/de/startseite")).toBeUndefined();
    expect(matchPath("/fr/residences-etudiantes/a/b/c")).toBeUndefined();
  });
});

describe("localeOfPath", () => {
  it("reads the prefix and defaults to French", () => {
    expect(localeOfPath("/en")).toBe("en");
    expect(localeOfPath("/en/faq")).toBe("en");
    expect(localeOfPath("/english")).toBe("fr");
    expect(localeOfPath("/")).toBe("fr");
  });
});
