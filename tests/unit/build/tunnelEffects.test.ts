import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  brokenEffectRule,
  countEffects,
  tunnelEffectAllowList,
} from "../../../scripts/tunnelEffects.ts";

const effect = 'useEffect(() => send({ type: "formLoaded" }), [send]);';

describe("the tunnel's rule on React effects (npm run boundaries)", () => {
  it("counts useEffect and useLayoutEffect calls, not comments or imports", () => {
    const source = [
      'import { useEffect, useLayoutEffect } from "react";',
      "// useEffect(() => {}) in a comment",
      "/* useLayoutEffect(() => {}) */",
      effect,
      "useLayoutEffect(() => focus(), []);",
    ].join("\n");
    expect(countEffects(source)).toBe(2);
  });

  it("refuses an effect in a tunnel component the allow-list does not name", () => {
    expect(brokenEffectRule("src/features/tunnel/steps/Step1Apartment.tsx", effect)).toMatch(
      /^1 effect\(s\) where 0 are allowed/,
    );
  });

  it("allows a listed file its count, not one more, and leaves other features alone", () => {
    const listed = "src/features/tunnel/WizardStage.tsx";
    expect(brokenEffectRule(listed, effect)).toBeNull();
    expect(brokenEffectRule(listed, `${effect}\n${effect}`)).toMatch(/^2 effect\(s\) where 1/);
    expect(brokenEffectRule("src/features/home/HomeHero.tsx", `${effect}\n${effect}`)).toBeNull();
  });

  it("names only files that exist, each with its reason", () => {
    for (const [file, { reason }] of Object.entries(tunnelEffectAllowList)) {
      expect(existsSync(file), file).toBe(true);
      expect(reason.length).toBeGreaterThan(20);
    }
  });
});
