import type { Page } from "@playwright/test";
import { signUpThroughProvider } from "./signIn.ts";
import { expect, test } from "./test.ts";

const switchTo = (page: Page, language: "English" | "Français") =>
  page.getByRole("link", {
    name: new RegExp(`^(EN|FR) \\(${language}\\), (changer de langue|change language)$`),
  });

/** A French month or a French-formatted euro amount ("560 €", "1 234,50 €"). */
const FRENCH_FORMAT =
  /\b(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\b|\d(?:[\u202f\u00a0 ]\d{3})*(?:,\d{2})?[\u202f\u00a0 ]€/i;

test.describe("language switch after in-app navigation", () => {
  test("a residence, a flat type and an article reached by links switch to their own slugs", async ({
    page,
  }) => {
    await page.goto("/en/student-residences");
    await page
      .getByRole("main")
      .locator('a[href="/en/student-residences/student-residence-lyon-guillotiere"]')
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Guillotière");
    await switchTo(page, "Français").click();
    await expect(page).toHaveURL(
      /\/fr\/residences-etudiantes\/residence-etudiante-lyon-guillotiere$/,
    );

    await page.getByRole("main").locator('a[href^="/fr/logements/"]').first().click();
    await expect(page).toHaveURL(/\/fr\/logements\/residence-etudiante-lyon-guillotiere\//);
    await expect(page.getByRole("button", { name: "Réserver ce logement" })).toBeVisible();
    await switchTo(page, "English").click();
    await expect(page).toHaveURL(/\/en\/accomodation\/student-residence-lyon-guillotiere\/[\w-]+$/);

    await page.getByRole("banner").getByRole("link", { name: "The mag" }).click();
    await page.getByRole("main").locator('a[href^="/en/magazine/"]').first().click();
    await expect(page).toHaveURL(/\/en\/magazine\/[\w-]+$/);
    const article = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await switchTo(page, "Français").click();
    await expect(page).toHaveURL(/\/fr\/magazine\/[\w-]+$/);
    expect(new URL(page.url()).pathname).not.toBe(article.replace("/en/", "/fr/"));
  });

  test("a switch pressed while the next page loads still lands on that page's own slug", async ({
    page,
  }) => {
    await page.goto("/en/student-residences/student-residence-lyon-guillotiere");
    // The flat type's data takes a while, as on a slow network.
    await page.route("**/api/content/typologies/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole("main").locator('a[href^="/en/accomodation/"]').first().click();
    await expect(page).toHaveURL(/\/en\/accomodation\//);
    // The flat type is now the page on screen, still loading (its skeleton); before the skeleton
    // shows (150 ms), the residence is still on screen and the switch is the residence's.
    await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
    await switchTo(page, "Français").click();
    await expect(page).toHaveURL(/\/fr\/logements\/residence-etudiante-lyon-guillotiere\/[\w-]+$/);
    await expect(page.getByRole("button", { name: "Réserver ce logement" })).toBeVisible();
  });

  test("a wrong-language slug is redirected for good (301) to the page's own", async ({ page }) => {
    const cases = [
      [
        "/fr/residences-etudiantes/student-residence-lyon-guillotiere",
        "/fr/residences-etudiantes/residence-etudiante-lyon-guillotiere",
      ],
      [
        "/fr/logements/student-residence-lyon-guillotiere/studio",
        "/fr/logements/residence-etudiante-lyon-guillotiere/studio",
      ],
      [
        "/en/student-residences/residence-etudiante-lyon-gerland?utm_source=mail",
        "/en/student-residences/student-residence-lyon-gerland?utm_source=mail",
      ],
    ];
    for (const [wrong, right] of cases) {
      const answer = await page.request.get(wrong ?? "", {
        headers: { accept: "text/html" },
        maxRedirects: 0,
      });
      expect(answer.status(), wrong).toBe(301);
      expect(
        new URL(answer.headers().location ?? "", "http://x").pathname +
          new URL(answer.headers().location ?? "", "http://x").search,
      ).toBe(right);
    }
    // Followed in the browser, and reached in the app: the right address, its canonical too.
    await page.goto("/fr/logements/student-residence-lyon-guillotiere/studio");
    await expect(page).toHaveURL(/\/fr\/logements\/residence-etudiante-lyon-guillotiere\/studio$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/fr\/logements\/residence-etudiante-lyon-guillotiere\/studio$/,
    );
  });

  test("a path of the spec's table without its language leads to the page in its language", async ({
    page,
  }) => {
    const moved = await page.request.get("/how-to-book-student-residence?utm_source=mail", {
      headers: { accept: "text/html", "accept-language": "fr-FR" },
      maxRedirects: 0,
    });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/en/how-to-book-student-residence?utm_source=mail");
    // A path both languages share follows the browser's preference, and no cache shares it.
    const preferred = await page.request.get("/faq", {
      headers: { accept: "text/html", "accept-language": "en-GB,en;q=0.9" },
      maxRedirects: 0,
    });
    expect(preferred.status()).toBe(302);
    expect(preferred.headers().location).toBe("/en/faq");
    expect(preferred.headers().vary).toContain("Accept-Language");
    // Followed by this French browser: the French page, live.
    await page.goto("/faq");
    await expect(page).toHaveURL(/\/fr\/faq$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Questions fréquentes" }),
    ).toBeVisible();
  });

  test("after a switch, the alert banner and the prices are in English", async ({ page }) => {
    await page.goto("/fr/logements/residence-etudiante-paris-montsouris/studio");
    await expect(page.getByRole("region", { name: "Information importante" })).toContainText(
      "Rentrée de janvier",
    );
    await switchTo(page, "English").click();
    await expect(page).toHaveURL(/\/en\/accomodation\//);
    await expect(page.getByRole("region", { name: "Important information" })).toContainText(
      "January intake",
    );
    await expect(page.getByRole("button", { name: "Book this flat" })).toBeVisible();
    expect(await page.getByRole("main").textContent()).not.toMatch(FRENCH_FORMAT);
    await expect(page.getByRole("banner")).not.toContainText("Se connecter");
  });

  test("in the tunnel, a switch shows the arrival date and prices in English formats", async ({
    page,
  }) => {
    await page.goto("/fr/logements/residence-etudiante-nanterre/studio");
    await page.getByRole("radio").first().check({ force: true });
    await page.getByRole("button", { name: "Réserver ce logement" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Se connecter" }).click();
    await signUpThroughProvider(page);
    await expect(page.getByRole("heading", { level: 1, name: "Votre appartement" })).toBeVisible();
    expect(await page.getByRole("main").textContent()).toMatch(FRENCH_FORMAT);
    await switchTo(page, "English").click();
    await expect(page).toHaveURL(/\/en\/application/);
    await expect(page.getByRole("heading", { level: 1, name: "Your flat" })).toBeVisible();
    const text = (await page.locator("body").textContent()) ?? "";
    expect(text).not.toMatch(FRENCH_FORMAT);
    expect(text).toMatch(/€\d/);
  });
});
