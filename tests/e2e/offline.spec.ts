import { expect, test } from "./test.ts";
import { byLabel, reachStep2 } from "./tunnelJourney.ts";

/**
 * A step saved while the device is offline says so, keeps what was typed, and is saved
 * by itself once the connection is back (the wizard's `editing.waitingForConnection`).
 */
test.describe("offline saves", () => {
  test.setTimeout(120_000);

  test("step 2's Continue offline says so, then saves without a click when the connection is back", async ({
    page,
    context,
  }) => {
    await reachStep2(page, "fr", "/fr/logements/residence-etudiante-lyon-guillotiere/studio");
    await expect(page.getByRole("heading", { level: 1, name: "Votre profil" })).toBeVisible();
    const address = page.getByRole("combobox", { name: /^Adresse/ });
    await address.fill("rue de Rivoli");
    await page.getByRole("option", { name: /10 rue de Rivoli/ }).click();
    await page.getByRole("radio", { name: "Étudiant(e)", exact: true }).check({ force: true });
    await byLabel(page, "Nom de l'établissement").fill("Université Lumière Lyon 2");

    await context.setOffline(true);
    await page.getByRole("button", { name: "Continuer" }).click();
    const offline = page.getByRole("alert").filter({
      hasText:
        "Vous êtes hors ligne : votre saisie est gardée et sera enregistrée dès le retour de la connexion.",
    });
    await expect(offline).toBeVisible();
    await expect(page.getByText(/veuillez réessayer plus tard/)).toHaveCount(0);
    // Still step 2, with what was typed.
    await expect(page.getByRole("heading", { level: 1, name: "Votre profil" })).toBeVisible();
    await expect(byLabel(page, "Nom de l'établissement")).toHaveValue("Université Lumière Lyon 2");
    await expect(address).toHaveValue("10 rue de Rivoli");

    await context.setOffline(false);
    await expect(page.getByRole("heading", { level: 1, name: "Profil des garants" })).toBeVisible();
    await expect(page.getByText("L'étape a été enregistré")).toBeVisible();
    await expect(offline).toHaveCount(0);
  });
});
