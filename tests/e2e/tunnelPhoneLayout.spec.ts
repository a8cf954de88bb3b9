import { backHomeSignedIn, signInThroughProvider, signUpThroughProvider } from "./signIn.ts";
import { expect, type Page, test } from "./test.ts";
import { byLabel, words } from "./tunnelJourney.ts";

const phone = { width: 390, height: 844 };
/** The compact header's height on a phone (TunnelHeader.tsx): two rows; it was 194 px. */
const phoneHeaderLimit = 80;
const laptopWidths = [1024, 1280] as const;

/**
 * What reaches past the viewport's right edge: the page itself, then each visible element
 * (named by tag, id or first classes, and its text), so a failure says what to fix. Elements
 * inside a container that scrolls or clips sideways on purpose are that container's business.
 */
async function overflowAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: phone.height });
  await page.evaluate(() => new Promise(requestAnimationFrame));
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const problems: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > viewport) problems.push(`the page is ${pageWidth} px wide`);
    const clipsSideways = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(parent).overflowX))
          return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= viewport) continue;
      if (clipsSideways(element)) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 2).join(".")}`;
      const text = (element.textContent ?? "").trim().slice(0, 40);
      problems.push(`${name} "${text}" ends at ${box.right.toFixed(1)} px`);
    }
    return problems;
  });
}

/** No overflow on a phone and on the laptop widths; back to the phone afterwards. */
async function expectNoOverflow(page: Page, where: string) {
  const problems: string[] = [];
  for (const width of [phone.width, ...laptopWidths]) {
    for (const problem of await overflowAt(page, width)) problems.push(`${width} px: ${problem}`);
  }
  await page.setViewportSize(phone);
  expect.soft(problems, `${where}: nothing wider than the screen`).toEqual([]);
}

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });
const header = (page: Page) => page.locator("header").first();
/** The countdown's label, short on a phone. */
const countdown = (page: Page) => header(page).getByText("Pré-réservation :", { exact: true });

async function expectCompactHeader(page: Page) {
  const height = await header(page).evaluate((header) => header.getBoundingClientRect().height);
  expect
    .soft(height, "the tunnel header's height on a phone")
    .toBeLessThanOrEqual(phoneHeaderLimit);
}

test.describe("the tunnel on a phone (390 × 844)", () => {
  test("steps 1 to 4: nothing wider than the screen, a compact header, the countdown in view at the bottom, the draft prompt in view after a reload", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const w = words.fr;
    await page.setViewportSize(phone);
    await page.goto("/fr/logements/residence-etudiante-lyon-gerland/studio");
    await page.getByRole("radio").first().check({ force: true });
    await page.getByRole("button", { name: "Réserver ce logement" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/oidc\//);
    await signUpThroughProvider(page);

    await expect(heading(page, "Votre appartement")).toBeVisible({ timeout: 20_000 });
    await expectCompactHeader(page);
    await expectNoOverflow(page, "step 1");
    await page.getByRole("button", { name: w.next }).click();

    await expect(heading(page, "Votre profil")).toBeVisible();
    await expectCompactHeader(page);
    await expectNoOverflow(page, "step 2");
    // The bottom of the tunnel's content (below it, in the site's footer, the header may go).
    await page.evaluate(() => {
      const main = document.getElementById("main");
      if (main) window.scrollTo(0, main.offsetTop + main.offsetHeight - window.innerHeight);
    });
    await expect.soft(countdown(page)).toBeInViewport();

    // A field typed and not saved, then a reload from further down: the offer is in view.
    await byLabel(page, "Ville de naissance").fill("Lyon");
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem("draft_step_2") ?? ""))
      .toContain("Lyon");
    await page.getByRole("button", { name: w.next }).scrollIntoViewIfNeeded();
    await page.reload();
    const offer = page.getByText(/Voulez-vous reprendre votre saisie/);
    await expect.soft(offer).toBeInViewport({ timeout: 20_000 });
    await expect.soft(page.getByRole("button", { name: "Reprendre ma saisie" })).toBeInViewport();
    await page.getByRole("button", { name: "Reprendre ma saisie" }).click();

    const address = page.getByRole("combobox", { name: /^Adresse/ });
    await address.fill("rue de Rivoli");
    await page.getByRole("option", { name: /10 rue de Rivoli/ }).click();
    await page.getByRole("radio", { name: "Étudiant(e)", exact: true }).check({ force: true });
    await byLabel(page, "Nom de l'établissement").fill("Université Lyon 1");
    // A focused field is never under the sticky header (WCAG 2.4.11).
    await page.getByRole("button", { name: w.next }).scrollIntoViewIfNeeded();
    await address.focus();
    const headerBottom = await header(page).evaluate(
      (header) => header.getBoundingClientRect().bottom,
    );
    const fieldTop = await address.evaluate((field) => field.getBoundingClientRect().top);
    expect.soft(fieldTop).toBeGreaterThanOrEqual(headerBottom);
    await page.getByRole("button", { name: w.next }).click();

    await expect(heading(page, "Profil des garants")).toBeVisible();
    await expectNoOverflow(page, "step 3");
    await page
      .getByRole("radiogroup", { name: w.needsGuarantor })
      .getByRole("radio", { name: w.no, exact: true })
      .check({ force: true });
    await page
      .getByRole("radiogroup", { name: w.scholarship })
      .getByRole("radio", { name: w.yes, exact: true })
      .check({ force: true });
    await expectNoOverflow(page, "step 3, answered");
    await page.getByRole("button", { name: w.next }).click();

    await expect(heading(page, w.step4)).toBeVisible();
    await expectCompactHeader(page);
    await expectNoOverflow(page, "step 4");
  });

  test("step 5 (a seed file under review): nothing wider than the screen", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/fr");
    await signInThroughProvider(page, "examen@demo.hestia.test");
    await backHomeSignedIn(page, "fr");
    await page.goto("/fr/dossier");
    await expect(heading(page, "Analyse de la demande")).toBeVisible();
    await expectNoOverflow(page, "step 5");
  });
});
