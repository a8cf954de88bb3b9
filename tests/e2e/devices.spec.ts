/**
 * Signed-in devices (ASVS 5.0 session management): two browsers signed in to the same new
 * account; the first sees both on its profile page and signs the other out, whose next page
 * load finds its tokens refused and shows it signed out.
 */
import { signInThroughProvider, signUpPassword, signUpThroughProvider } from "./signIn.ts";
import { expect, test } from "./test.ts";

test("signs another browser out from the profile page", async ({ page, browser, baseURL }) => {
  await page.goto("/fr");
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  const email = await signUpThroughProvider(page);
  await expect(page.getByRole("button", { name: /^Mon compte/ })).toBeVisible();

  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await other.goto("/fr/mon-profil");
  await other.locator("html[data-app-live]").waitFor({ state: "attached" });
  await signInThroughProvider(other, email, signUpPassword);
  await expect(other.getByRole("button", { name: /^Mon compte/ })).toBeVisible();

  await page.goto("/fr/mon-profil");
  const devices = page.getByRole("region", { name: "Vos appareils connectés" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByRole("listitem").filter({ hasText: "Cet appareil" })).toHaveCount(1);
  // Both are this Chromium: the one button names the other device.
  const endOther = devices.getByRole("button", { name: /^Déconnecter Chrome/ });
  await expect(endOther).toHaveCount(1);
  await endOther.click();
  await expect(devices.getByRole("status")).toContainText("a été déconnecté.");
  await expect(devices.getByRole("listitem")).toHaveCount(1);

  // The other browser's access token is refused at its next page load, and its refresh token
  // too: it is signed out.
  await other.reload();
  await other.locator("html[data-app-live]").waitFor({ state: "attached" });
  await expect(other.getByRole("button", { name: "Se connecter" }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(other.getByRole("button", { name: /^Mon compte/ })).toHaveCount(0);
  // This one stays signed in.
  await page.reload();
  await expect(page.getByRole("button", { name: /^Mon compte/ })).toBeVisible();
  await otherContext.close();
});
