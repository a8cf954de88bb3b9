import { expectNoSeriousA11yViolations } from "./axe.ts";
import { signUpThroughProvider } from "./signIn.ts";
import { type APIRequestContext, devKey, expect, type Page, test } from "./test.ts";

const montsourisStudio = "/fr/logements/residence-etudiante-paris-montsouris/studio";

/** A tunnel pop-up by its title (the blocking ones are alert dialogs). */
function tunnelDialog(page: Page, name: string) {
  return page.getByRole("alertdialog", { name }).or(page.getByRole("dialog", { name }));
}

/** The flat type's first free bed, as the page offers it. */
async function firstFreeBed(
  request: APIRequestContext,
  aliasResidence: string,
  aliasTypology: string,
) {
  const answer = await request.get(`/fr/api/content/typologies/${aliasResidence}/${aliasTypology}`);
  const body = (await answer.json()) as { beds: Array<{ id_bien: string; status: string }> };
  const bed = body.beds[0];
  if (!bed) throw new Error("the seed has no free bed there");
  return bed;
}

/** Chooses the first free bed on a flat type page and books it, signing up on the way. */
async function bookAndSignUp(page: Page, path: string, civility: "woman" | "man" = "woman") {
  await page.goto(path);
  await page.getByRole("radio").first().check({ force: true });
  await page.getByRole("button", { name: "Réserver ce logement" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(
    "Vous devez vous connecter ou créer un compte pour réserver un appartement",
  );
  await dialog.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/oidc\//);
  return signUpThroughProvider(page, { civility });
}

test.describe("reservation tunnel, part 1", () => {
  test("book, sign up, step 1 with the countdown; Continue and Back keep the choices; resume later", async ({
    page,
  }) => {
    await bookAndSignUp(page, montsourisStudio);
    await expect(page).toHaveURL(/\/fr\/dossier/);
    await expect(page.getByRole("heading", { level: 1, name: "Votre appartement" })).toBeVisible();
    await expect(page.getByText("Temps restant pour votre pré-réservation :")).toBeVisible();
    await expectNoSeriousA11yViolations(page, "tunnel step 1");

    await page.getByLabel("Durée du séjour").fill("9");
    await page.getByLabel("Code promo").fill("INVENTE26");
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page.getByRole("alert")).toContainText("Ce code promo n'existe pas");
    await expect(page.getByLabel("Code promo")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Code promo").fill("RENTREE2027");
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Votre profil" })).toBeFocused();
    await page.getByRole("button", { name: "Retour" }).click();
    await expect(page.getByLabel("Durée du séjour")).toHaveValue("9");
    await expect(page.getByLabel("Code promo")).toHaveValue("RENTREE2027");
    await expect(
      page.getByRole("row", { name: /Honoraires après réduction de 50 %/ }),
    ).toBeVisible();

    await page.getByLabel("Code promo").fill("BIENVENUE");
    await page.getByRole("button", { name: "Reprendre plus tard" }).click();
    await expect(page.getByText("Votre demande est enregistrée.")).toBeVisible();
    await expect(page.getByText(/pré-réservé pour vous jusqu'à \d\d:\d\d seulement/)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Code promo")).toHaveValue("BIENVENUE");
    await expect(page.getByLabel("Durée du séjour")).toHaveValue("9");
  });

  test("an ending pre-booking is extended from the modal, until the lot is released", async ({
    page,
    request,
  }) => {
    const email = await bookAndSignUp(page, montsourisStudio);
    await expect(page.getByRole("heading", { level: 1, name: "Votre appartement" })).toBeVisible();

    for (let extension = 0; extension < 2; extension += 1) {
      await request.post("/api/dev/prebooking/shorten", {
        data: { email, seconds: 2 },
        headers: devKey,
      });
      await page.reload();
      const expired = tunnelDialog(page, "Délai de pré-réservation expiré");
      await expect(expired).toBeVisible({ timeout: 15_000 });
      if (extension === 0) await expectNoSeriousA11yViolations(page, "pre-booking expired modal");
      await expired.getByRole("button", { name: "Prolonger la pré-réservation" }).click();
      await expect(expired).toBeHidden();
      await expect(page.getByText("Temps restant pour votre pré-réservation :")).toBeVisible();
      // The header confirms the extension.
      await expect(page.getByText(/^Prolongée de \d+ min\.$/)).toBeVisible();
    }

    // The server allows two extensions: the third request answers the KO marker.
    await request.post("/api/dev/prebooking/shorten", {
      data: { email, seconds: 2 },
      headers: devKey,
    });
    await page.reload();
    const expired = tunnelDialog(page, "Délai de pré-réservation expiré");
    await expect(expired).toBeVisible({ timeout: 15_000 });
    await expired.getByRole("button", { name: "Prolonger la pré-réservation" }).click();
    const released = tunnelDialog(page, "Votre lot a été libéré");
    await expect(released).toBeVisible();
    await expect(released.getByRole("button", { name: "Dernière recherche" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "lot released modal");
    await released.getByRole("button", { name: "Nouvelle recherche" }).click();
    await expect(page).toHaveURL(/\/fr$/);
  });

  test("a bed someone else took shows the already-booked pop-up", async ({ page, request }) => {
    const bed = await firstFreeBed(request, "residence-etudiante-paris-montsouris", "t2");
    await page.goto("/fr/logements/residence-etudiante-paris-montsouris/t2");
    await page.getByRole("radio").first().check({ force: true });
    await request.post(`/api/dev/beds/${bed.id_bien}/take`, { headers: devKey });
    await page.getByRole("button", { name: "Réserver ce logement" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Se connecter" }).click();
    await signUpThroughProvider(page);
    const dialog = tunnelDialog(page, "Désolé, cet appartement n'est plus disponible");
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page, "already booked pop-up");
  });

  test("a shared flat of the other gender shows the gender pop-up", async ({ page }) => {
    await bookAndSignUp(
      page,
      "/fr/logements/residence-etudiante-paris-tolbiac/chambre-colocation-hommes",
      "woman",
    );
    const dialog = tunnelDialog(page, "Incompatibilité de genre");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Relancer la recherche" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "gender pop-up");
  });

  test("in English: step 1 of the tunnel", async ({ page }) => {
    // A flat type no other spec books (specs run side by side): Nanterre's men's room, as a man.
    await page.goto("/en/accomodation/student-residence-nanterre/shared-flat-room-men");
    await page.getByRole("link", { name: "FR (Français), change language" }).waitFor();
    await page.getByRole("radio").first().check({ force: true });
    await page.getByRole("button", { name: "Book this flat" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/oidc\//);
    await signUpThroughProvider(page, { locale: "en", civility: "man" });
    await expect(page).toHaveURL(/\/en\/application/);
    await expect(page.getByRole("heading", { level: 1, name: "Your flat" })).toBeVisible();
    await expect(page.getByText("Time remaining on your pre-booking:")).toBeVisible();
  });
});
