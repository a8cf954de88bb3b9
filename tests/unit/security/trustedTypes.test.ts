// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module, so each test sees its own policies and `trustedTypes`. */
async function loadPolicies() {
  vi.resetModules();
  return import("../../../src/features/html/trustedTypes.ts");
}

/** A stand-in for the browser's factory: the rules the app registers, by policy name. */
function fakeTrustedTypes() {
  const rules = new Map<string, Record<string, (input: string) => string>>();
  vi.stubGlobal("trustedTypes", {
    createPolicy(name: string, policyRules: Record<string, (input: string) => string>) {
      rules.set(name, policyRules);
      return policyRules;
    },
  });
  return rules;
}

afterEach(() => vi.unstubAllGlobals());

describe("hestia-html", () => {
  it("returns only the sanitiser's output, with or without Trusted Types", async () => {
    const unsafe = '<p onclick="alert(1)">Texte</p><script>alert(2)</script>';
    expect((await loadPolicies()).trustedHtml(unsafe, "fr")).toBe("<p>Texte</p>");
    const rules = fakeTrustedTypes();
    expect((await loadPolicies()).trustedHtml(unsafe, "fr")).toBe("<p>Texte</p>");
    expect(rules.get("hestia-html")?.createHTML?.('<img src=x onerror="alert(1)">')).toBe(
      '<img src="x" loading="lazy" decoding="async" alt="">',
    );
  });
});

describe("hestia-script-url", () => {
  /** The start-up loader's policy, run as the page runs it. */
  async function trustedEntryUrl(): Promise<(url: string) => unknown> {
    const { trustedEntryUrlScript } = await import(
      "../../../src/startup/scriptsAfterFirstPaint.ts"
    );
    return new Function(`${trustedEntryUrlScript};return trustedEntryUrl`)();
  }

  it("allows the app's own assets and refuses other paths and origins", async () => {
    const rules = fakeTrustedTypes();
    const createScriptUrl = await trustedEntryUrl();
    const origin = window.location.origin;
    expect(createScriptUrl("/assets/index-abc.js")).toBe(`${origin}/assets/index-abc.js`);
    for (const refused of [
      "https://evil.example/assets/x.js",
      "//evil.example/assets/x.js",
      "/api/x.js",
      "data:text/javascript,alert(1)",
    ]) {
      expect(() => createScriptUrl(refused)).toThrow(TypeError);
    }
    expect([...rules.keys()]).toEqual(["hestia-script-url"]);
  });

  it("leaves the URL as it is in a browser without Trusted Types", async () => {
    expect((await trustedEntryUrl())("/assets/index-abc.js")).toBe("/assets/index-abc.js");
  });
});

describe("hestia-tag-manager", () => {
  it("allows only the tag manager's container with a valid id", async () => {
    const rules = fakeTrustedTypes();
    vi.resetModules();
    const { trustedContainerUrl } = await import("../../../src/analytics/tagManager.ts");
    const container = "https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234";
    expect(trustedContainerUrl(container)).toBe(container);
    for (const refused of [
      "https://evil.example/gtm.js?id=GTM-ABC1234",
      "https://www.googletagmanager.com/other.js?id=GTM-ABC1234",
      "https://www.googletagmanager.com/gtm.js?id=x%22",
    ]) {
      expect(() => trustedContainerUrl(refused)).toThrow(TypeError);
    }
    expect([...rules.keys()]).toEqual(["hestia-tag-manager"]);
  });
});
