import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { structureProblems } from "./rgaa.ts";

/**
 * Resolves once every finite animation is over: a dialog fading in is translucent, so colours
 * and contrast are read after it.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Fails on any serious or critical accessibility violation of the page as it is now.
 * `experimentalRules` turns on axe rules it ships disabled (e.g. `label-content-name-mismatch`:
 * a button's accessible name must contain its visible text, for speech-input users).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  context?: string,
  experimentalRules: string[] = [],
) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({
      rules: Object.fromEntries(experimentalRules.map((rule) => [rule, { enabled: true }])),
    })
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  const summary = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe on ${context ?? page.url()}`).toEqual([]);
  expect(await structureProblems(page), `RGAA on ${context ?? page.url()}`).toEqual([]);
}

/** axe at a phone's and a laptop's width, then back to the laptop. */
export async function axeAtBothWidths(page: Page, what: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolations(page, `${what} at ${width} px`);
  }
}
