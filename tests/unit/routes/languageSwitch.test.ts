import { describe, expect, it } from "vitest";
import { ownLanguagePath, switchLanguageHref } from "../../../src/routes/languageSwitch.ts";

describe("switchLanguageHref", () => {
  it("maps a route to its path in the other language and keeps the query string", () => {
    expect(
      switchLanguageHref({
        pathname: "/fr/residences-etudiantes",
        search: "?city=lyon&utm_source=x",
        target: "en",
      }),
    ).toBe("/en/student-residences?city=lyon&utm_source=x");
    expect(
      switchLanguageHref({
        pathname: "/en/how-to-book-student-residence",
        search: "",
        target: "fr",
      }),
    ).toBe("/fr/comment-reserver-residence-etudiante");
  });

  it("uses the page's alias in the other language when it has one", () => {
    expect(
      switchLanguageHref({
        pathname: "/fr/logements/residence-des-quais/studio-confort",
        search: "?date=2027-09-01",
        target: "en",
        aliases: { en: { aliasResidence: "quays-residence", aliasTypology: "comfort-studio" } },
      }),
    ).toBe("/en/accomodation/quays-residence/comfort-studio?date=2027-09-01");
  });

  it("falls back to the table's mapping with the same parameters", () => {
    expect(
      switchLanguageHref({
        pathname: "/en/magazine/moving-in",
        search: "",
        target: "fr",
        aliases: { fr: {} },
      }),
    ).toBe("/fr/magazine/moving-in");
  });

  it("accepts a query string without its question mark", () => {
    expect(switchLanguageHref({ pathname: "/fr/faq", search: "q=caution", target: "en" })).toBe(
      "/en/faq?q=caution",
    );
  });

  it("sends an unknown path to the other language's home page", () => {
    expect(switchLanguageHref({ pathname: "/fr/nope", search: "?a=1", target: "en" })).toBe(
      "/en?a=1",
    );
  });
});

describe("ownLanguagePath", () => {
  const aliases = {
    fr: { aliasResidence: "residence-etudiante-lyon-guillotiere", aliasTypology: "studio" },
    en: { aliasResidence: "student-residence-lyon-guillotiere", aliasTypology: "studio" },
  };

  it("gives the page's own address when another language's alias was asked for", () => {
    expect(
      ownLanguagePath({
        name: "typologies",
        locale: "fr",
        params: { aliasResidence: "student-residence-lyon-guillotiere", aliasTypology: "studio" },
        aliases,
      }),
    ).toBe("/fr/logements/residence-etudiante-lyon-guillotiere/studio");
  });

  it("gives nothing when the address is already the page's own, or the page has no aliases", () => {
    expect(
      ownLanguagePath({
        name: "typologies",
        locale: "en",
        params: { aliasResidence: "student-residence-lyon-guillotiere", aliasTypology: "studio" },
        aliases,
      }),
    ).toBeUndefined();
    expect(
      ownLanguagePath({ name: "residenceDetails", locale: "fr", params: { alias: "x" } }),
    ).toBeUndefined();
  });
});
