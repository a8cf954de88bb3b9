import { describe, expect, it } from "vitest";
import { footerPageAliases } from "../../../src/features/footerPage/footerPageAliases.ts";
import { slugify } from "../../../src/routes/slugify.ts";

describe("footer page slugs", () => {
  it("gives the switcher each language's slug", () => {
    expect(
      footerPageAliases(
        { slug_fr: "mentions-legales", slug_en: "legal-notice" },
        "mentions-legales",
      ),
    ).toEqual({ fr: { alias: "mentions-legales" }, en: { alias: "legal-notice" } });
  });

  it("keeps the visited slug for a language the server gives none", () => {
    expect(footerPageAliases({ slug_fr: "cookies", slug_en: "" }, "cookies")).toEqual({
      fr: { alias: "cookies" },
      en: { alias: "cookies" },
    });
  });

  it("links the footer's titles to the server's slugs", () => {
    // The footer links by slugified title (spec 2.2); the server stores the same slugs.
    expect(slugify("Protection des données")).toBe("protection-des-donnees");
    expect(slugify("Mentions légales")).toBe("mentions-legales");
    expect(slugify("Accessibilité")).toBe("accessibilite");
  });
});
