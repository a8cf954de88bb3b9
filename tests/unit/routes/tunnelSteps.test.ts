import { describe, expect, it } from "vitest";
import { switchLanguageHref } from "../../../src/routes/languageSwitch.ts";
import { matchPath, pathFor } from "../../../src/routes/paths.ts";
import { tunnelStepHref, tunnelStepOfPath } from "../../../src/routes/tunnelSteps.ts";

describe("the tunnel's step addresses", () => {
  it("gives each step an address under the tunnel, in each language", () => {
    expect(tunnelStepHref(1, "fr")).toBe("/fr/dossier/logement");
    expect(tunnelStepHref(2, "fr")).toBe("/fr/dossier/profil");
    expect(tunnelStepHref(3, "en")).toBe("/en/application/guarantors");
    expect(tunnelStepHref(4, "en")).toBe("/en/application/documents");
    expect(tunnelStepHref(5, "fr")).toBe("/fr/dossier/suivi");
  });

  it("keeps the bare tunnel address of the spec", () => {
    expect(pathFor("dossier", "fr")).toBe("/fr/dossier");
    expect(pathFor("dossier", "en")).toBe("/en/application");
    expect(matchPath("/fr/dossier")).toEqual({ name: "dossier", locale: "fr", params: {} });
    expect(matchPath("/en/application/")).toEqual({ name: "dossier", locale: "en", params: {} });
  });

  it("reads the step back from its address", () => {
    for (const step of [1, 2, 3, 4, 5] as const) {
      expect(tunnelStepOfPath(tunnelStepHref(step, "fr"))).toBe(step);
      expect(tunnelStepOfPath(tunnelStepHref(step, "en"))).toBe(step);
    }
    expect(matchPath("/fr/dossier/garants")).toEqual({
      name: "dossier",
      locale: "fr",
      params: { step: "garants" },
    });
  });

  it("names no step for the bare tunnel, an unknown slug or another page", () => {
    expect(tunnelStepOfPath("/fr/dossier")).toBeUndefined();
    expect(tunnelStepOfPath("/fr/dossier/inconnu")).toBeUndefined();
    expect(tunnelStepOfPath("/fr/faq")).toBeUndefined();
    expect(tunnelStepOfPath("/fr/dossier/profil/plus")).toBeUndefined();
  });

  it("keeps the step when the language changes", () => {
    expect(switchLanguageHref({ pathname: "/fr/dossier/profil", search: "", target: "en" })).toBe(
      "/en/application/profile",
    );
    expect(
      switchLanguageHref({ pathname: "/en/application/follow-up", search: "?a=1", target: "fr" }),
    ).toBe("/fr/dossier/suivi?a=1");
    expect(switchLanguageHref({ pathname: "/fr/dossier", search: "", target: "en" })).toBe(
      "/en/application",
    );
  });

  it("reads a slug in the address's own language only", () => {
    expect(tunnelStepOfPath("/fr/dossier/profile")).toBeUndefined();
    expect(tunnelStepOfPath("/en/application/garants")).toBeUndefined();
  });
});
