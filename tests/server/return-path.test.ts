/** The page a sign-in came from, as the provider takes it (no open redirect). */
import { describe, expect, it } from "vitest";
import { siteReturnPath } from "../../server/oidc/returnPath.ts";

describe("siteReturnPath", () => {
  it("takes a path of the site in one of its languages, with its query", () => {
    expect(siteReturnPath("/fr")).toBe("/fr");
    expect(siteReturnPath("/en/application/profile")).toBe("/en/application/profile");
    expect(siteReturnPath("/fr/dossier?id_bien=b-1&date_arrivee=2031-09-01")).toBe(
      "/fr/dossier?id_bien=b-1&date_arrivee=2031-09-01",
    );
  });

  it.each([
    "https://evil.example/fr",
    "//evil.example/fr",
    "/\\evil.example",
    "/fr\\..\\\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "fr/dossier",
    "/de/dossier",
    "/frx",
    "",
    `/fr/${"a".repeat(600)}`,
    42,
    undefined,
  ])("refuses %j", (candidate) => {
    expect(siteReturnPath(candidate)).toBeUndefined();
  });
});
