/**
 * The first tunnel load after booking, in the development server: React's StrictMode mounts the
 * tunnel's provider twice there, and the loader's first call, stopped by the first unmount, used
 * to come back as a failure ("Votre demande n'a pas pu être chargée" until "Réessayer").
 */
import { signUpThroughProvider } from "../signIn.ts";
import { expect, test } from "../test.ts";

test("booking as a new account opens step 1 at once, with no load error", async ({ page }) => {
  await page.goto("/fr/logements/residence-etudiante-paris-batignolles/t1-bis");
  await page.getByRole("radio").first().check({ force: true });
  await page.getByRole("button", { name: "Réserver ce logement" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/oidc\//);
  await signUpThroughProvider(page);
  await expect(page.getByRole("heading", { level: 1, name: "Votre appartement" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page).toHaveURL(/\/fr\/dossier\/logement$/);
  await expect(page.getByText("Votre demande n'a pas pu être chargée")).toHaveCount(0);
});
