/**
 * Error summaries on every form, by keyboard only: for each form, a submit with
 * errors moves the focus to the summary at its top, the page's title starts with "Erreur : "
 * ("Error: "), the summary's first link is the next Tab stop, and Enter on it moves the focus to
 * the field it names. Fields are filled as a test may; the checked path is keys only.
 */
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { shiftTabTo, tabTo } from "./keyboard.ts";
import { expect, type Locator, type Page, test } from "./test.ts";
import { byLabel, reachStep1, reachStep2 } from "./tunnelJourney.ts";

const words = {
  fr: { summary: "Des informations manquent ou sont à corriger", title: /^Erreur : / },
  en: { summary: "Some information is missing or needs correcting", title: /^Error: / },
} as const;

/**
 * After a submit pressed on the keyboard: the summary in `scope` has the focus and the title
 * its prefix; Tab reaches its first link, which names `message`; Enter focuses that field.
 * Returns the field.
 */
async function summaryLeadsToField(
  page: Page,
  scope: Page | Locator,
  locale: "fr" | "en",
  message: RegExp,
): Promise<Locator> {
  const summary = scope.getByRole("region", { name: words[locale].summary });
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(words[locale].title);
  await page.keyboard.press("Tab");
  const link = summary.getByRole("link").first();
  await expect(link).toBeFocused();
  await expect(link).toHaveText(message);
  const target = (await link.getAttribute("href"))?.slice(1) ?? "";
  await page.keyboard.press("Enter");
  const field = page.locator(`[id="${target}"]`);
  await expect(field).toBeFocused();
  return field;
}

/** Presses Enter on `button`, reached by Tab. */
async function pressWithKeyboard(page: Page, button: Locator) {
  await tabTo(page, button);
  await page.keyboard.press("Enter");
}

test.describe("error summaries, keyboard only", () => {
  test("fr: contact, tunnel steps 1 and 2 (Continue and Reprendre plus tard each), profile", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // Contact: the dialog's summary, and the page's title given back when it closes.
    await page.goto("/fr");
    const pageTitle = await page.title();
    await pressWithKeyboard(page, page.getByRole("button", { name: "Nous contacter" }));
    const dialog = page.getByRole("dialog", { name: "Nous contacter" });
    await expect(dialog).toBeVisible();
    await pressWithKeyboard(page, dialog.getByRole("button", { name: "Envoyer" }));
    await summaryLeadsToField(page, dialog, "fr", /Requis\*$/);
    await expect(page).toHaveTitle(`Erreur : ${pageTitle}`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveTitle(pageTitle);

    // Step 1: the server refuses an unknown promo code; the summary lists it once it shows.
    await reachStep1(page, "fr", "/fr/logements/residence-etudiante-marseille-vieux-port/t1-bis");
    const promoCode = byLabel(page, "Code promo");
    await tabTo(page, promoCode);
    await page.keyboard.type("INVENTE");
    const next = page.getByRole("button", { name: "Continuer" });
    await pressWithKeyboard(page, next);
    await summaryLeadsToField(page, page, "fr", /^Code promo : Ce code promo/);
    const resumeLater = page.getByRole("button", { name: "Reprendre plus tard" });
    await shiftTabTo(page, resumeLater);
    await page.keyboard.press("Enter");
    const refused = await summaryLeadsToField(page, page, "fr", /^Code promo : Ce code promo/);
    await expect(refused).toHaveValue("INVENTE");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    await pressWithKeyboard(page, next);
    await expect(page.getByRole("heading", { level: 1, name: "Votre profil" })).toBeFocused();
    await expect(page).not.toHaveTitle(/^Erreur/);

    // Step 2: Continue with the situation unanswered, then "Reprendre plus tard" likewise.
    await pressWithKeyboard(page, next);
    const missing = await summaryLeadsToField(page, page, "fr", /Requis\*$/);
    await expect(missing).toBeVisible();
    await shiftTabTo(page, resumeLater);
    await page.keyboard.press("Enter");
    await summaryLeadsToField(page, page, "fr", /Requis\*$/);
    await expect(page.getByRole("heading", { level: 1, name: "Votre profil" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, "step 2 with its error summary");

    // Profile, in another tab of the same browser: a section's summary, at the section's top.
    const profile = await page.context().newPage();
    await profile.goto("/fr/mon-profil");
    await profile.locator("html[data-app-live]").waitFor({ state: "attached" });
    const password = profile.getByRole("form", { name: "Mot de passe" });
    await pressWithKeyboard(profile, password.getByRole("button", { name: "Enregistrer" }));
    const current = await summaryLeadsToField(
      profile,
      password,
      "fr",
      /^Mot de passe actuel : Requis\*$/,
    );
    await expect(current).toHaveAccessibleName(/^Mot de passe actuel/);
    await profile.close();
  });

  test("en: tunnel steps 3 (Continue and Resume later) and 4", async ({ page }) => {
    test.setTimeout(120_000);
    await reachStep2(page, "en", "/en/accomodation/student-residence-saclay/one-bedroom-flat");
    const address = page.getByRole("combobox", { name: /^Address/ });
    await address.fill("rue de Rivoli");
    await page.getByRole("option", { name: /10 rue de Rivoli/ }).click();
    await page.getByRole("radio", { name: "Student", exact: true }).check({ force: true });
    await byLabel(page, "Name of the establishment").fill("Université Paris-Saclay");
    const next = page.getByRole("button", { name: "Continue" });
    await next.click();

    // Step 3: one guarantor, whose fields are left empty.
    await expect(
      page.getByRole("heading", { level: 1, name: "Guarantors' profile" }),
    ).toBeFocused();
    const answer = (question: RegExp, option: string) =>
      page
        .getByRole("radiogroup", { name: question })
        .getByRole("radio", { name: option, exact: true })
        .check({ force: true });
    await answer(/Do you need a guarantor/, "Yes");
    await answer(/Which kind of guarantee/, "One guarantor");
    const incomeQuestion = page.getByRole("alertdialog", { name: "Your guarantors' income" });
    await incomeQuestion.getByRole("button", { name: "Yes", exact: true }).last().click();
    await expect(incomeQuestion).toBeHidden();
    await pressWithKeyboard(page, next);
    await summaryLeadsToField(page, page, "en", /Required\*$/);
    await shiftTabTo(page, page.getByRole("button", { name: "Resume later" }));
    await page.keyboard.press("Enter");
    await summaryLeadsToField(page, page, "en", /Required\*$/);

    const guarantor = page.getByRole("group", { name: "Guarantor 1", exact: true });
    await guarantor.getByRole("radio", { name: "Ms", exact: true }).check({ force: true });
    await guarantor.getByRole("textbox", { name: "Last name", exact: true }).fill("Garant");
    await guarantor.getByRole("textbox", { name: "First name", exact: true }).fill("Anne");
    await guarantor.getByRole("textbox", { name: "Email", exact: true }).fill("anne@example.org");
    await guarantor.getByRole("textbox", { name: "Net monthly income", exact: true }).fill("9000");
    await next.click();

    // Step 4: sending without the newsletter answers.
    await expect(page.getByRole("heading", { level: 1, name: "Your documents" })).toBeVisible();
    await pressWithKeyboard(page, page.getByRole("button", { name: "Send your request" }));
    const question = await summaryLeadsToField(page, page, "en", /Required\*$/);
    await expect(question).toHaveAttribute("type", "radio");
    await expectNoSeriousA11yViolations(page, "step 4 with its error summary (en)");
  });
});
