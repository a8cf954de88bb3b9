import { describe, expect, it } from "vitest";
import { localizedAddressOf } from "../../server/http/unprefixedPaths.ts";

describe("the spec's paths without a language", () => {
  it("lead to the page in the language the path is written in, whatever the browser prefers", () => {
    expect(localizedAddressOf("/comment-reserver-residence-etudiante", "en-GB,en")).toEqual({
      location: "/fr/comment-reserver-residence-etudiante",
      byPreference: false,
    });
    expect(localizedAddressOf("/how-to-book-student-residence", "fr-FR")).toEqual({
      location: "/en/how-to-book-student-residence",
      byPreference: false,
    });
    expect(localizedAddressOf("/logements/residence-gerland/studio/", undefined)?.location).toBe(
      "/fr/logements/residence-gerland/studio",
    );
    expect(localizedAddressOf("/sitemap", undefined)?.location).toBe("/en/sitemap");
  });

  it("follow the browser's preference for a path both languages share", () => {
    expect(localizedAddressOf("/faq", "en-US,en;q=0.8")).toEqual({
      location: "/en/faq",
      byPreference: true,
    });
    expect(localizedAddressOf("/faq", "de-DE")?.location).toBe("/fr/faq");
  });

  it("leave prefixed paths, the root and unknown paths alone", () => {
    for (const path of ["/fr/faq", "/en", "/", "/no-such-page", "/page-introuvable"]) {
      expect(localizedAddressOf(path, "en")).toBeNull();
    }
  });
});
