import { signUpThroughProvider } from "./signIn.ts";
import { expect, type Page, test } from "./test.ts";
import { reachStep4, words } from "./tunnelJourney.ts";

/**
 * The tunnel behaves like web pages. Each step has an address and a history entry,
 * Back and Forward move between steps, a reload stays on the step, and Back from step 1 goes to
 * the page the booking started from, never to the sign-in provider's pages.
 */
const gerlandStudio = "/fr/logements/residence-etudiante-lyon-gerland/studio";

const steps = [
  { path: "/fr/dossier/logement", heading: "Votre appartement" },
  { path: "/fr/dossier/profil", heading: "Votre profil" },
  { path: "/fr/dossier/garants", heading: "Profil des garants" },
  { path: "/fr/dossier/documents", heading: words.fr.step4 },
] as const;

/** On the step, at its address, with its form on screen (the progress bar then offers jumps). */
async function expectStep(page: Page, step: (typeof steps)[number]) {
  await expect(page.getByRole("heading", { level: 1, name: step.heading })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(step.path);
  await expect(
    page.getByRole("navigation", { name: words.fr.steps }).getByRole("button").first(),
  ).toBeVisible();
}

test.describe("the tunnel's history", () => {
  test("Back and Forward move through steps 1 to 4, a reload stays, Back from step 1 leaves for the flat", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await reachStep4(page, "fr", gerlandStudio);
    await expectStep(page, steps[3]);

    for (const step of [steps[2], steps[1], steps[0]]) {
      await page.goBack();
      await expectStep(page, step);
    }
    for (const step of [steps[1], steps[2], steps[3]]) {
      await page.goForward();
      await expectStep(page, step);
    }

    await page.goBack();
    await expectStep(page, steps[2]);
    await page.reload();
    await expectStep(page, steps[2]);

    // An unsaved step asks before Back, as leaving does; staying keeps the step.
    await page.goBack();
    await expectStep(page, steps[1]);
    await page.getByRole("textbox", { name: "Nom de l'établissement", exact: true }).fill("ENS");
    await page.goBack();
    const warning = page.getByRole("alertdialog", { name: "Quitter le tunnel de réservation ?" });
    await warning.getByRole("button", { name: "Rester sur la page" }).click();
    await expect(warning).toBeHidden();
    await expectStep(page, steps[1]);
    await page.goBack();
    await warning.getByRole("button", { name: "Quitter la page" }).click();
    await expectStep(page, steps[0]);

    // Back from step 1: the flat's page, where the booking started; never the provider's.
    await page.goBack();
    const url = new URL(page.url());
    expect(url.origin).toBe(new URL(gerlandStudio, url).origin);
    expect(url.pathname).toBe(gerlandStudio);
    await expect(page.getByRole("button", { name: "Réserver ce logement" })).toBeVisible();
    await expect(page.getByText(/Une erreur est survenue|La connexion n'a pas/)).toHaveCount(0);
  });

  test("in English on a phone: the step's address, a reload stays, Back from step 1 returns to the flat, come back to from another page", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const flat = "/en/accomodation/student-residence-lyon-gerland/t1-bis-flat";
    // Back on the flat from another page: sign-in starts from an entry with a forward one.
    await page.goto(flat);
    await page.goto("/en/faq");
    await page.goBack();
    await page.locator("html[data-app-live]").waitFor({ state: "attached" });
    await page.getByRole("radio").first().check({ force: true });
    await page.getByRole("button", { name: "Book this flat" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/oidc\//);
    await signUpThroughProvider(page, { locale: "en" });
    await page.getByRole("button", { name: "Continue" }).click();
    const heading = (name: string) => page.getByRole("heading", { level: 1, name });
    await expect(heading("Your profile")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/en/application/profile");
    await page.reload();
    await expect(heading("Your profile")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/en/application/profile");

    await page.goBack();
    await expect(heading("Your flat")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/en/application/flat");
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe(flat);
    await expect(page.getByRole("button", { name: "Book this flat" })).toBeVisible();
  });
});
