/**
 * The pending booking survives a sign-up confirmed anywhere, and the session-expired
 * dialog's sign-in. "Créer un compte" in the reservation dialog opens the provider's sign-up
 * form; the mailed link, opened in another browser, says the account is created, and "Revenir au
 * site" leads to the booking there.
 */
import {
  backHomeSignedIn,
  confirmationLinkMailedTo,
  fillSignUpForm,
  signUpPassword,
  signUpThroughProvider,
} from "./signIn.ts";
import { expect, test } from "./test.ts";

// A flat type no other spec books: the run shares one database, and the tunnel specs book
// Montsouris studios until none is left.
const tolbiacStudio = "/fr/logements/residence-etudiante-paris-tolbiac/studio";

test("a sign-up link opened in a second browser reaches the booking of the flat and day chosen", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto(tolbiacStudio);
  await page.getByRole("radio").first().check({ force: true });
  await page.getByRole("button", { name: "Réserver ce logement" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Créer un compte" }).click();
  // The provider opens on its sign-up form.
  await expect(page.getByRole("heading", { level: 1, name: "Créer un compte" })).toBeVisible();
  const email = await fillSignUpForm(page);
  const link = await confirmationLinkMailedTo(page, email);

  const elsewhere = await browser.newContext({ baseURL });
  try {
    const other = await elsewhere.newPage();
    await other.goto(link);
    await expect(
      other.getByRole("heading", { level: 1, name: "Votre compte est créé" }),
    ).toBeVisible();
    await other.getByRole("link", { name: "Revenir au site" }).click();
    // The booking's address keeps the booking there and signs in first (the tunnel's page and
    // the sign-in client load on the way: slow on a busy machine).
    await expect(other).toHaveURL(/\/oidc\//, { timeout: 30_000 });
    await other.locator("#email").fill(email);
    await other.locator("#password").fill(signUpPassword);
    await other.locator("button[type=submit]").click();
    await expect(other).toHaveURL(/\/fr\/dossier/);
    await expect(other.getByRole("heading", { level: 1, name: "Votre appartement" })).toBeVisible();
    await expect(other.getByText("Temps restant pour votre pré-réservation :")).toBeVisible();
    // The flat and day travel in the address only until they are kept.
    expect(new URL(other.url()).search).not.toContain("id_bien");
  } finally {
    await elsewhere.close();
  }
});

test("the session-expired dialog's sign-in keeps the flat being chosen and comes back to its booking", async ({
  page,
}) => {
  await page.goto("/fr");
  await page
    .getByRole("button", { name: /^Se connecter$/ })
    .first()
    .click();
  await signUpThroughProvider(page);
  await backHomeSignedIn(page);
  await page.goto(tolbiacStudio);
  await page.getByRole("radio").first().check({ force: true });
  // The next renewal is refused: the session ends while the flat is being chosen.
  await page.route("**/oidc/token", (route) =>
    route.request().postData()?.includes("grant_type=refresh_token")
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: '{"error":"invalid_grant"}',
        })
      : route.continue(),
  );
  const dialog = page.getByRole("alertdialog", { name: "Connexion requise" });
  await expect(dialog).toBeVisible({ timeout: 40_000 });
  // The provider still knows this browser: it signs in again without asking.
  await dialog.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/fr\/dossier/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Votre appartement" })).toBeVisible();
  await expect(page.getByText("Temps restant pour votre pré-réservation :")).toBeVisible();
});
