import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./test.ts";

test.describe("foundation: localized routes and the language switcher", () => {
  test("/ opens the French home page and keeps the query string", async ({ page }) => {
    await page.goto("/?utm_source=newsletter");
    await expect(page).toHaveURL(/\/fr\?utm_source=newsletter$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Votre logement étudiant meublé, réservé en ligne",
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("the English home page renders in English", async ({ page }) => {
    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your furnished student flat, booked online",
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("the switcher moves between languages and keeps the query string", async ({ page }) => {
    await page.goto("/fr/residences-etudiantes?utm_campaign=rentree&city=lyon");
    await page.getByRole("link", { name: "EN (English), changer de langue" }).click();
    await expect(page).toHaveURL(/\/en\/student-residences\?utm_campaign=rentree&city=lyon$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Our student residences in Lyon",
    );

    await page.getByRole("link", { name: "FR (Français), change language" }).click();
    await expect(page).toHaveURL(/\/fr\/residences-etudiantes\?utm_campaign=rentree&city=lyon$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Nos résidences étudiantes à Lyon",
    );
  });

  test("the English accommodation path keeps the spec's spelling", async ({ page }) => {
    await page.goto("/fr/logements/residence-lumiere/studio-confort");
    await page.getByRole("link", { name: "EN (English), changer de langue" }).click();
    await expect(page).toHaveURL(/\/en\/accomodation\/residence-lumiere\/studio-confort$/);
  });

  test("an unknown path shows the not-found page, focused on its heading", async ({ page }) => {
    await page.goto("/fr/cette-page-n-existe-pas");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Page introuvable");
    await expect(heading).toBeFocused();
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/fr$/);

    await page.goto("/en/no-such-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("foundation: what a visitor types before the page is live", () => {
  test("a day typed into a flat type's booking panel while it still hydrates, on a slow phone, is kept", async ({
    page,
  }) => {
    // A CPU twelve times slower: the root is live (page.goto waits for it) while the booking
    // panel, in a part of its own, still hydrates, so the typed day meets a field React has not
    // taken yet (src/startup/earlyInteraction.ts).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 12 });
    await page.goto("/fr/logements/residence-etudiante-paris-montsouris/studio");
    await page.getByLabel("Date d'arrivée", { exact: true }).first().fill("2020-01-01");
    // A past day: the panel says so, which only its own state can do.
    await expect
      .poll(() => page.locator("[aria-invalid=true]").count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
  });
});
