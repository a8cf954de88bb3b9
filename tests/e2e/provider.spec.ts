import { expectNoSeriousA11yViolations } from "./axe.ts";
import { confirmationLinkMailedTo } from "./signIn.ts";
import { expect, type Locator, test } from "./test.ts";

const backgroundOf = (target: Locator) =>
  target.evaluate((element) => getComputedStyle(element).backgroundColor);

// Pasting needs the clipboard, as a password manager or a copied passphrase uses it.
test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("the statement, then the provider's pages: the site's colours, an error summary, a pasted password", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto("/fr/accessibilite");
  await expect(
    page.getByRole("heading", { level: 1, name: "Déclaration d'accessibilité" }),
  ).toBeVisible();
  const mention = page.getByRole("contentinfo").getByRole("link", { name: /^Accessibilité : / });
  await expect(mention).toHaveAttribute("href", "/fr/accessibilite");
  const appPrimary = await backgroundOf(
    page.getByRole("button", { name: "Nous contacter" }).first(),
  );

  await page.getByRole("button", { name: "Se connecter" }).first().click();
  await expect(page).toHaveURL(/\/oidc\//);
  expect(await backgroundOf(page.locator("button[type=submit]"))).toBe(appPrimary);
  await expectNoSeriousA11yViolations(page, "the provider's sign-in page");

  await page.getByRole("link", { name: "Créer un compte" }).click();
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  // GOV.UK's summary: focused on load, each link names its field and moves focus there.
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(/^Erreur : /);
  await expect(summary.getByRole("link", { name: "Prénom : Requis*" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the provider's sign-up page with errors");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.locator("#civility-woman")).toBeFocused();

  const email = `e2e-paste-${Date.now()}@example.org`;
  const password = "Mot de passe: 2026 & plus!";
  await page.locator("#civility-woman").check();
  await page.locator("#firstname").fill("Camille");
  await page.locator("#lastname").fill("Collage");
  await page.locator("#email").fill(email);
  await page.locator("#birthdate").fill("2004-05-17");
  await page.evaluate((text) => navigator.clipboard.writeText(text), password);
  for (const field of ["#password", "#passwordConfirm"]) {
    await page.locator(field).focus();
    await page.keyboard.press("ControlOrMeta+V");
    await expect(page.locator(field)).toHaveValue(password);
  }
  await page.locator("#acceptTerms").check();
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Consultez votre boîte de réception" }),
  ).toBeVisible();
  await page.goto(await confirmationLinkMailedTo(page, email));
  await expect(page.getByRole("button", { name: /^Mon compte/ })).toBeVisible();
});
