import { describe, expect, it } from "vitest";
import { hrefOfRoute, hrefOfRouteLink } from "../../../src/features/html/routeHref.ts";

describe("hrefOfRoute", () => {
  it("builds a named route's path in each language", () => {
    expect(hrefOfRoute("book", "fr")).toBe("/fr/comment-reserver-residence-etudiante");
    expect(hrefOfRoute("book", "en")).toBe("/en/how-to-book-student-residence");
    expect(hrefOfRoute("newsDetails", "en", { alias: "student-budget" })).toBe(
      "/en/magazine/student-budget",
    );
    expect(hrefOfRoute("cityLanding", "fr", { city: "lyon" })).toBe(
      "/fr/villes/residences-etudiantes-lyon",
    );
  });

  it("keeps only the parameters the route takes", () => {
    expect(hrefOfRoute("faq", "fr", { alias: "x" })).toBe("/fr/faq");
  });

  it("gives nothing for an unknown route or a missing parameter", () => {
    expect(hrefOfRoute("legacyPage", "fr")).toBeUndefined();
    expect(hrefOfRoute("toString", "fr")).toBeUndefined();
    expect(hrefOfRoute("newsDetails", "fr")).toBeUndefined();
    expect(hrefOfRoute("typologies", "fr", { aliasResidence: "gerland" })).toBeUndefined();
  });

  it("encodes parameters", () => {
    expect(hrefOfRoute("footer", "fr", { alias: "a/b c" })).toBe("/fr/pages/a%2Fb%20c");
  });
});

describe("hrefOfRouteLink", () => {
  it("reads route: links written in content", () => {
    expect(hrefOfRouteLink("route:faq", "en")).toBe("/en/faq");
    expect(hrefOfRouteLink(" route:newsDetails?alias=budget-etudiant ", "fr")).toBe(
      "/fr/magazine/budget-etudiant",
    );
    expect(
      hrefOfRouteLink("route:typologies?aliasResidence=gerland&aliasTypology=studio", "en"),
    ).toBe("/en/accomodation/gerland/studio");
  });

  it("gives nothing for anything else", () => {
    expect(hrefOfRouteLink("/fr/faq", "fr")).toBeUndefined();
    expect(hrefOfRouteLink("route:", "fr")).toBeUndefined();
    expect(hrefOfRouteLink("route:nowhere", "fr")).toBeUndefined();
  });
});
