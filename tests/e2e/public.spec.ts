import { expectNoSeriousA11yViolations } from "./axe.ts";
import { publicPages as pages } from "./routePages.ts";
import { expect, type Page, test } from "./test.ts";

async function expectRealPage(page: Page, path: string) {
  await page.goto(path);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText(
    /Page introuvable|Page not found|Une erreur est survenue|Something went wrong/,
  );
  await expect(page.getByRole("status", { name: /Chargement|Loading/ })).toHaveCount(0);
}

for (const locale of ["fr", "en"] as const) {
  test.describe(`public pages (${locale})`, () => {
    for (const path of pages[locale]) {
      test(`${path} renders with content and no serious accessibility violation`, async ({
        page,
      }) => {
        await expectRealPage(page, path);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expectNoSeriousA11yViolations(page, path);
      });
    }
  });
}

test("an article and a footer page open from their lists", async ({ page }) => {
  await page.goto("/fr/magazine");
  await page.getByRole("main").locator('a[href^="/fr/magazine/"]').first().click();
  await expect(page).toHaveURL(/\/fr\/magazine\/[\w-]+/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/fr");
  const footerPage = page.getByRole("contentinfo").getByRole("link", { name: "Mentions légales" });
  await footerPage.click();
  await expect(page).toHaveURL(/\/fr\/pages\/mentions-legales$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mentions légales");
});

test("search from the home page, then a flat type whose Book button asks to sign in", async ({
  page,
}) => {
  await page.goto("/fr");
  await page.getByLabel("Ville", { exact: true }).selectOption("lyon");
  await page.getByLabel("Date d'arrivée").fill("2027-09-01");
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/\/fr\/resultats-recherche\?.*city=lyon/);
  await page
    .getByRole("link", { name: /^Voir ce logement/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fr\/logements\//);
  await page.getByRole("radio").first().check({ force: true });
  await page.getByRole("button", { name: "Réserver ce logement" }).click();
  await expect(page.getByRole("dialog")).toContainText(
    "Vous devez vous connecter ou créer un compte pour réserver un appartement",
  );
});

test("the switcher on a residence page lands on the same residence, query kept", async ({
  page,
}) => {
  await page.goto("/fr/residences-etudiantes/residence-etudiante-paris-montsouris?utm_source=mail");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "EN (English), changer de langue" }).click();
  await expect(page).toHaveURL(
    /\/en\/student-residences\/student-residence-paris-montsouris\?utm_source=mail$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Montsouris");
});

test("the burger menu on a phone: focus stays inside and Escape closes it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/fr");
  await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  for (let press = 0; press < 12; press += 1) await page.keyboard.press("Tab");
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectNoSeriousA11yViolations(page, "mobile menu");
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
});
