import { describe, expect, it } from "vitest";
import { getSystem } from "../../../src/app/theme/system.ts";
import { getSystemWithoutGlobalStyles } from "../../../src/startup/systemWithoutGlobalStyles.ts";

const tokenCss = () => JSON.stringify(getSystem().getTokenCss());

describe("the product's style system", () => {
  it("keeps the light value of every semantic colour the site uses", () => {
    const system = getSystem();
    expect(system.token("colors.bg")).toBe("var(--hc-colors-bg)");
    expect(tokenCss()).toContain('"--hc-colors-bg":"var(--hc-colors-white)"');
    expect(tokenCss()).toContain('"--hc-colors-fg-error":"var(--hc-colors-red-700)"');
    expect(tokenCss()).toContain('"--hc-colors-brand-fg":"var(--hc-colors-brand-700)"');
  });

  it("builds no dark-mode variables and none for palettes the site does not use", () => {
    expect(tokenCss()).not.toContain(".dark");
    expect(tokenCss()).not.toMatch(/--hc-colors-(yellow|teal|purple|pink|cyan)-/);
    for (const palette of ["gray", "red", "orange", "green", "blue"])
      expect(tokenCss()).toContain(`--hc-colors-${palette}-500`);
  });

  it("draws no focus ring around a heading the page focuses for screen readers", () => {
    const global = JSON.stringify(getSystem()._global);
    expect(global).toContain(":is(h1, h2, h3)[tabindex='-1']:focus");
    expect(global).toMatch(/\[tabindex='-1'\]:focus[^}]*outline[^}]*none/);
  });

  it("keeps the visual-impairment variant of the brand colours", () => {
    expect(tokenCss()).toContain("[data-visual-handicap]");
  });

  it("leaves a server-rendered page's global styles alone while resolving the same tokens", () => {
    const hydrating = getSystemWithoutGlobalStyles();
    expect(getSystem()._global.length).toBeGreaterThan(0);
    expect(hydrating._global).toEqual([]);
    expect(hydrating._config.disableLayers).toBe(true);
    expect(hydrating.token("colors.brand.solid")).toBe(getSystem().token("colors.brand.solid"));
    expect(hydrating.css({ color: "brand.fg" })).toEqual(getSystem().css({ color: "brand.fg" }));
  });
});
