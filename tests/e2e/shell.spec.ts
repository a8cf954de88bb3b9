import { expectNoSeriousA11yViolations } from "./axe.ts";
import { signInThroughProvider } from "./signIn.ts";
import { expect, test } from "./test.ts";

test.describe("shell: what a newcomer meets first", () => {
  test("\"Espace Client\" leads to the provider's sign-in, then to the applicant's space", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/fr/faq");
    await page.getByRole("link", { name: "Espace Client" }).click();
    // The provider's own sign-in page, asked for with this site's client and PKCE.
    await expect(page).toHaveURL(/\/oidc\//);
    await expect(page.locator("#email")).toBeVisible();
    await expect(page.getByText(/invalid_request|client_id/)).toHaveCount(0);
    await page.locator("#email").fill("examen@demo.hestia.test");
    await page.locator("#password").fill("Demo2026ok");
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(/\/fr\/dossier(?:\/suivi)?$/);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  });

  test("pages loaded while signed in hydrate the server's HTML (no React error)", async ({
    page,
  }) => {
    await page.goto("/fr");
    await signInThroughProvider(page, "examen@demo.hestia.test");
    await expect(page.getByRole("button", { name: /^Mon compte/ })).toBeVisible();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
    });
    for (const path of [
      "/fr/logements/residence-etudiante-paris-montsouris/studio",
      "/fr/residences-etudiantes/residence-etudiante-paris-montsouris",
      "/fr/faq",
      "/en/accomodation/student-residence-paris-montsouris/studio",
      "/en/student-residences/student-residence-paris-montsouris",
      "/en/faq",
    ]) {
      await page.goto(path);
      // The signed-in header (initials) replaces the server's once the page is live.
      await expect(page.getByRole("button", { name: /^(Mon compte :|My account:)/ })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test("axe: the profile page, signed in", async ({ page }) => {
    await page.goto("/fr");
    await signInThroughProvider(page, "nouveau@demo.hestia.test");
    await expect(page.getByRole("button", { name: /^Mon compte/ })).toBeVisible();
    for (const path of ["/fr/mon-profil", "/en/my-profile"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("status", { name: /Chargement|Loading/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, path, ["label-content-name-mismatch"]);
    }
  });

  test("axe: the home page in the visual-impairment mode, on a phone and a laptop", async ({
    page,
  }) => {
    await page.goto("/fr");
    await page.getByRole("button", { name: "Mode malvoyant" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-visual-handicap", "");
    await expectNoSeriousA11yViolations(page, "home, visual-impairment mode, 1280 px", [
      "label-content-name-mismatch",
    ]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("data-visual-handicap", "");
    await expectNoSeriousA11yViolations(page, "home, visual-impairment mode, 390 px", [
      "label-content-name-mismatch",
    ]);
    // The mode can be left from any page: its button stays on screen.
    await page.getByRole("button", { name: "Visually impaired mode" }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-visual-handicap", "");
  });
});
