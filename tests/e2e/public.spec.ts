import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, type Page, test } from "./test.ts";

type Locale = "fr" | "en";

/** One page of every route of the table, with real content from the seeded server. */
const pages: Record<Locale, string[]> = {
  fr: [
    "/fr",
    "/fr/residences-etudiantes",
    "/fr/residences-etudiantes/residence-etudiante-paris-montsouris",
    "/fr/logements/residence-etudiante-paris-montsouris/studio",
    "/fr/resultats-recherche?city=lyon&date=2027-09-01",
    "/fr/villes/lyon",
    "/fr/villes/residences-etudiantes-bordeaux",
    "/fr/magazine",
    "/fr/comment-reserver-residence-etudiante",
    "/fr/faq",
    "/fr/plan-du-site",
    "/fr/qui-sommes-nous",
    "/fr/alertes/1",
  ],
  en: [
    "/en",
    "/en/student-residences",
    "/en/student-residences/student-residence-paris-montsouris",
    "/en/accomodation/student-residence-paris-montsouris/studio",
    "/en/search-results?city=lyon&date=2027-09-01",
    "/en/cities/lyon",
    "/en/cities/student-residences-bordeaux",
    "/en/magazine",
    "/en/how-to-book-student-residence",
    "/en/faq",
    "/en/sitemap",
    "/en/who-we-are",
    "/en/alerts/1",
  ],
};

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
  await page.getByRole("link", { name: "Changer de langue : English" }).click();
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
