import type { Page } from "@playwright/test";
import { accountPages, type Locale, publicPages } from "./routePages.ts";
import { signInThroughProvider } from "./signIn.ts";
import { expect, test } from "./test.ts";

/** The widths a visitor uses most: a phone, then the usual laptop screens. */
const widths = [390, 1024, 1280, 1366] as const;

/**
 * What is wrong with the layout at the current width: the page scrolling sideways, or a header
 * control (link or button) not wholly inside the viewport. Hidden controls do not count.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const problems: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > viewport) problems.push(`the page is ${pageWidth} px wide`);
    for (const control of document.querySelectorAll("header a, header button")) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < 0 || box.right > viewport) {
        const name = control.getAttribute("aria-label") ?? control.textContent?.trim();
        problems.push(`"${name}" spans ${Math.round(box.left)}-${Math.round(box.right)} px`);
      }
    }
    return problems;
  });
}

/** Opens each page once, then checks it at every width (the layout is CSS: a resize is enough). */
async function expectNoOverflow(page: Page, paths: string[]) {
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: widths[0], height: 800 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      // Let the browser lay the page out at the new width before measuring.
      await page.evaluate(() => new Promise(requestAnimationFrame));
      for (const problem of await layoutProblems(page)) {
        problems.push(`${path} at ${width} px: ${problem}`);
      }
    }
  }
  expect(problems).toEqual([]);
}

async function turnOnVisualImpairmentMode(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("isVisualHandicap", "true"));
}

for (const locale of ["fr", "en"] as const satisfies Locale[]) {
  test.describe(`no sideways scrolling, header controls on screen (${locale})`, () => {
    test.describe.configure({ timeout: 240_000 });

    for (const visualImpairment of [false, true]) {
      const mode = visualImpairment ? ", visual-impairment mode" : "";

      test(`signed out${mode}`, async ({ page }) => {
        if (visualImpairment) await turnOnVisualImpairmentMode(page);
        await expectNoOverflow(page, publicPages[locale]);
        if (visualImpairment) {
          await expect(page.locator("html")).toHaveAttribute("data-visual-handicap", "");
        }
      });

      test(`signed in${mode}`, async ({ page }) => {
        await page.goto(locale === "fr" ? "/fr" : "/en");
        await signInThroughProvider(page, "examen@demo.hestia.test");
        await expect(page.getByRole("button", { name: /^(Mon compte|My account)/ })).toBeVisible();
        if (visualImpairment) await turnOnVisualImpairmentMode(page);
        await expectNoOverflow(page, [...publicPages[locale], ...accountPages[locale]]);
      });
    }
  });
}

test("on a phone the home page shows six residences and links to all of them", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/fr");
  const residences = page
    .getByRole("region", { name: "Nos résidences" })
    .getByRole("heading", { level: 3 });
  await residences.first().scrollIntoViewIfNeeded();
  await expect(residences.filter({ visible: true })).toHaveCount(6);
  await expect(page.getByRole("link", { name: "Voir les 18 résidences" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(residences.filter({ visible: true })).toHaveCount(18);
  await expect(page.getByRole("link", { name: "Voir les 18 résidences" })).toBeHidden();
});
