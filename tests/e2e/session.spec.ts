import { expectNoSeriousA11yViolations } from "./axe.ts";
import {
  localSessionTraces,
  logOutThroughProvider,
  signInThroughProvider,
  signUpPassword,
  signUpThroughProvider,
} from "./signIn.ts";
import { expect, test } from "./test.ts";

test.describe("session: sign-in, terms, renewal, expiry, logout", () => {
  test("signs in with PKCE and shows the initials; no code or token stays in the URL", async ({
    page,
  }) => {
    await page.goto("/fr/residences-etudiantes?utm_source=mail");
    await signInThroughProvider(page, "nouveau@demo.hestia.test");
    await expect(page).toHaveURL(/\/fr\/residences-etudiantes\?utm_source=mail$/);
    const account = page.getByRole("button", { name: /^Mon compte/ });
    await expect(account).toBeVisible();
    await expect(account).toHaveText(/^[A-Z]{2}$/);
    const history = await page.evaluate(() => window.location.href);
    expect(history).not.toMatch(/code=|state=|token/);
    await expectNoSeriousA11yViolations(page, "shell signed in");
  });

  test("in English: the account menu offers profile, application and logout", async ({ page }) => {
    await page.goto("/en");
    await signInThroughProvider(page, "nouveau@demo.hestia.test");
    await expect(page).toHaveURL(/\/en$/);
    await page.getByRole("button", { name: /^My account/ }).click();
    await expect(page.getByRole("menuitem", { name: "My profile" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Your application" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "account menu");
  });

  test("updated terms must be accepted: the dialog cannot be dismissed otherwise", async ({
    page,
  }) => {
    await page.goto("/fr");
    await signInThroughProvider(page, "cgu@demo.hestia.test");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, "terms dialog");
    await dialog.getByRole("button", { name: "J'accepte les conditions d'utilisation" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole("button", { name: /^Mon compte/ })).toBeVisible();
    await expect(page.getByRole("alertdialog")).toBeHidden();
  });

  test("renews the access token before it expires, without reloading the page", async ({
    page,
  }) => {
    await page.goto("/fr");
    await signInThroughProvider(page, "nouveau@demo.hestia.test");
    await expect(page.getByRole("button", { name: /^Mon compte/ })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { pageMarker: string }).pageMarker = "same page";
    });
    // The e2e server issues 45 s tokens: renewal is due 30 s before, at about 15 s.
    const renewal = await page.waitForRequest(
      (request) =>
        request.url().endsWith("/oidc/token") &&
        (request.postData() ?? "").includes("grant_type=refresh_token"),
      { timeout: 40_000 },
    );
    expect((await renewal.response())?.status()).toBe(200);
    await expect(page.getByRole("button", { name: /^Mon compte/ })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { pageMarker?: string }).pageMarker),
    ).toBe("same page");
  });

  test("a failed renewal opens the session-expired dialog", async ({ page }) => {
    await page.goto("/fr");
    await signInThroughProvider(page, "nouveau@demo.hestia.test");
    await expect(page.getByRole("button", { name: /^Mon compte/ })).toBeVisible();
    await page.route("**/oidc/token", (route) =>
      route.request().postData()?.includes("grant_type=refresh_token")
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: '{"error":"invalid_grant"}',
          })
        : route.continue(),
    );
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(
      "Vous devez vous connecter ou créer un compte pour réserver un appartement",
      {
        timeout: 40_000,
      },
    );
    await expectNoSeriousA11yViolations(page, "session-expired dialog");
  });

  test("logout clears local data and cookies", async ({ page }) => {
    await page.goto("/fr");
    await signInThroughProvider(page, "nouveau@demo.hestia.test");
    await logOutThroughProvider(page);
    await expect(page).toHaveURL(/\/fr$/, { timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible({
      timeout: 20_000,
    });
    const traces = await localSessionTraces(page);
    expect(traces.cookies).not.toContain("access_token");
    expect(traces.stored).not.toContain("identity_token_storage");
    expect(traces.stored).not.toContain("user");
  });
});

test("changes the password on the profile page, then signs in with the new one", async ({
  page,
}) => {
  await page.goto("/fr");
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  const email = await signUpThroughProvider(page);
  await expect(page.getByRole("button", { name: /^Mon compte/ })).toBeVisible();
  await page.goto("/fr/mon-profil");
  const form = page.getByRole("form", { name: "Mot de passe" });
  await form.getByRole("textbox", { name: "Nouveau mot de passe", exact: true }).fill("abc");
  await form.getByRole("textbox", { name: "Nouveau mot de passe", exact: true }).blur();
  await expect(form.getByText(/Le mot de passe doit contenir au moins 8 caractères/)).toBeVisible();
  await form
    .getByRole("textbox", { name: "Mot de passe actuel", exact: true })
    .fill(signUpPassword);
  await form
    .getByRole("textbox", { name: "Nouveau mot de passe", exact: true })
    .fill("Nouveau2027ok");
  await form
    .getByRole("textbox", { name: "Confirmation du nouveau mot de passe", exact: true })
    .fill("Nouveau2027ok");
  await expectNoSeriousA11yViolations(page, "profile page");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form.getByText("Vos modifications ont été enregistrées")).toBeVisible();

  await logOutThroughProvider(page);
  await expect(page).toHaveURL(/\/fr$/, { timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible({ timeout: 20_000 });
  await signInThroughProvider(page, email, "Nouveau2027ok");
  await expect(page.getByRole("button", { name: /^Mon compte/ })).toBeVisible();
});
