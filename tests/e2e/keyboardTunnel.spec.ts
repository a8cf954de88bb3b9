/**
 * The tunnel's journeys taken with the keyboard only, in French on a laptop
 * and in English on a phone. Every control of the app is reached with Tab (or Shift+Tab) and used
 * with Enter, Space or the arrow keys; only the provider's sign-up form is filled by the shared
 * helper, and Back, Forward and reload are the browser's own (no page control stands for them).
 * Each test books its own flat type: Créteil and Saclay T1 bis are booked nowhere else.
 */
import { signInAsNewAccount } from "./signIn.ts";
import { expect, type Locator, type Page, test } from "./test.ts";

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus, then says it has. */
async function keyTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab" = "Tab", limit = 200) {
  await target.waitFor();
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Tabs into a radio group, then moves with the arrow keys to `name` and chooses it. */
async function chooseRadio(page: Page, group: Locator, name: string) {
  const wanted = group.getByRole("radio", { name, exact: true });
  await group.getByRole("radio").first().waitFor();
  for (let press = 0; press < 200; press += 1) {
    const inGroup = await group.evaluate((element) => element.contains(document.activeElement));
    if (inGroup) break;
    await page.keyboard.press("Tab");
  }
  // Space chooses the focused radio; an arrow key moves to the next one and chooses it.
  for (let press = 0; press < 10 && !(await wanted.isChecked()); press += 1) {
    const onWanted = await wanted.evaluate((element) => element === document.activeElement);
    await page.keyboard.press(onWanted ? "Space" : "ArrowRight");
  }
  await expect(wanted).toBeChecked();
}

const words = {
  fr: {
    flat: "/fr/logements/residence-etudiante-creteil/t1-bis",
    book: "Réserver ce logement",
    signIn: "Se connecter",
    next: "Continuer",
    later: "Reprendre plus tard",
    saved: "Votre demande est enregistrée.",
    summary: "Des informations manquent ou sont à corriger",
    steps: "Étapes de votre demande",
    done: "(terminée)",
    address: /^Adresse/,
    student: "Étudiant(e)",
    school: "Nom de l'établissement",
    needsGuarantor: "Avez-vous besoin d'un garant ?",
    scholarship: "Êtes-vous boursier ?",
    yes: "Oui",
    no: "Non",
    headings: ["Votre appartement", "Votre profil", "Profil des garants", "Vos documents"],
    paths: [
      "/fr/dossier/logement",
      "/fr/dossier/profil",
      "/fr/dossier/garants",
      "/fr/dossier/documents",
    ],
  },
  en: {
    flat: "/en/accomodation/student-residence-saclay/t1-bis-flat",
    book: "Book this flat",
    signIn: "Sign in",
    next: "Continue",
    later: "Resume later",
    saved: "Your application is saved.",
    summary: "Some information is missing or needs correcting",
    steps: "Steps of your application",
    done: "(completed)",
    address: /^Address/,
    student: "Student",
    school: "Name of the establishment",
    needsGuarantor: "Do you need a guarantor?",
    scholarship: "Do you hold a grant?",
    yes: "Yes",
    no: "No",
    headings: ["Your flat", "Your profile", "Guarantors' profile", "Your documents"],
    paths: [
      "/en/application/flat",
      "/en/application/profile",
      "/en/application/guarantors",
      "/en/application/documents",
    ],
  },
} as const;
type Locale = keyof typeof words;

/** Step `index` (0 for step 1) is shown at its address, its heading on screen. */
async function expectStep(page: Page, locale: Locale, index: number) {
  const w = words[locale];
  await expect(page.getByRole("heading", { level: 1, name: w.headings[index] })).toBeVisible();
  // The address follows the step shown (useStepAddress.ts), within a moment of its heading.
  await expect.poll(() => new URL(page.url()).pathname).toBe(w.paths[index]);
}

/** The progress bar's entry of step `step` (1 to 5), button or text. */
const progressEntry = (page: Page, locale: Locale, step: number) =>
  page
    .getByRole("navigation", { name: words[locale].steps })
    .getByRole("listitem")
    .nth(step - 1);

/** Chooses the first free bed, books it and signs up, all from the keyboard but the provider's form. */
async function bookByKeyboard(page: Page, locale: Locale) {
  const w = words[locale];
  await page.goto(w.flat);
  const firstBed = page.getByRole("radio").first();
  await keyTo(page, firstBed);
  await page.keyboard.press("Space");
  await expect(firstBed).toBeChecked();
  await keyTo(page, page.getByRole("button", { name: w.book }));
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await keyTo(page, dialog.getByRole("button", { name: w.signIn }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/oidc\//);
  await signInAsNewAccount(page, { locale });
  await expectStep(page, locale, 0);
}

/** Back from step 1 shows the flat's page (never the provider's, nor an error); Forward returns. */
async function backFromStep1AndForward(page: Page, locale: Locale) {
  const w = words[locale];
  await page.goBack();
  expect(new URL(page.url()).pathname).toBe(w.flat);
  await expect(page.getByRole("button", { name: w.book })).toBeVisible();
  await expect(
    page.getByText(/Une erreur est survenue|La connexion n'a pas|An error occurred/),
  ).toHaveCount(0);
  await page.goForward();
  await expectStep(page, locale, 0);
}

/** Presses the step's Continue from the keyboard. */
async function continueByKeyboard(page: Page, locale: Locale) {
  await keyTo(page, page.getByRole("button", { name: words[locale].next }));
  await page.keyboard.press("Enter");
}

/** "Reprendre plus tard" in the header, reached backwards from the step's heading. */
async function resumeLaterByKeyboard(page: Page, locale: Locale) {
  await keyTo(page, page.getByRole("button", { name: words[locale].later }), "Shift+Tab");
  await page.keyboard.press("Enter");
}

/** Step 2's required answers: an address found by the search, a student's situation and school. */
async function fillStep2ByKeyboard(page: Page, locale: Locale) {
  const w = words[locale];
  const address = page.getByRole("combobox", { name: w.address });
  await keyTo(page, address);
  await page.keyboard.type("rue de Rivoli");
  await expect(page.getByRole("option", { name: /10 rue de Rivoli/ })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(address).toHaveValue(/10 rue de Rivoli/);
  const student = page.getByRole("radio", { name: w.student, exact: true });
  await chooseRadio(page, page.getByRole("radiogroup").filter({ has: student }), w.student);
  await keyTo(page, page.getByRole("textbox", { name: w.school, exact: true }));
  await page.keyboard.type("Université Paris-Est Créteil");
}

/** Step 3: no guarantor needed, a scholarship holder. */
async function answerStep3ByKeyboard(page: Page, locale: Locale) {
  const w = words[locale];
  await chooseRadio(page, page.getByRole("radiogroup", { name: w.needsGuarantor }), w.no);
  await chooseRadio(page, page.getByRole("radiogroup", { name: w.scholarship }), w.yes);
}

test.describe("the tunnel by keyboard only", () => {
  test("in French on a laptop: Back from step 1, a jump marks nothing undone as done, resume later with an error and when valid, steps 1 to 4, Back and Forward, a reload on each step", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const locale = "fr";
    const w = words[locale];
    await page.setViewportSize({ width: 1280, height: 800 });
    await bookByKeyboard(page, locale);
    await backFromStep1AndForward(page, locale);

    // A jump from step 1 to step 4 through the progress bar: steps 2 and 3 were never filled.
    await keyTo(
      page,
      page
        .getByRole("navigation", { name: w.steps })
        .getByRole("button", { name: new RegExp(w.headings[3]) }),
    );
    await page.keyboard.press("Enter");
    await expectStep(page, locale, 3);
    for (const step of [2, 3]) {
      await expect(progressEntry(page, locale, step)).not.toContainText(w.done);
    }
    await page.goBack();
    await expectStep(page, locale, 0);

    // Step 2: resume later with the form incomplete: the summary takes focus and names fields.
    await continueByKeyboard(page, locale);
    await expectStep(page, locale, 1);
    await resumeLaterByKeyboard(page, locale);
    const summary = page.getByRole("region", { name: w.summary });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link").first()).toBeVisible();
    // Resume later with the step valid: saved, said so, back on step 1.
    await fillStep2ByKeyboard(page, locale);
    await resumeLaterByKeyboard(page, locale);
    await expect(page.getByText(w.saved)).toBeVisible();
    await expectStep(page, locale, 0);

    // Steps 1 to 4 by Continue, each reloaded on its address.
    await continueByKeyboard(page, locale);
    await expectStep(page, locale, 1);
    await page.reload();
    await expectStep(page, locale, 1);
    await continueByKeyboard(page, locale);
    await expectStep(page, locale, 2);
    await page.reload();
    await expectStep(page, locale, 2);
    await answerStep3ByKeyboard(page, locale);
    await continueByKeyboard(page, locale);
    await expectStep(page, locale, 3);
    await page.reload();
    await expectStep(page, locale, 3);
    // Steps 2 and 3 are now held by the server: the bar says so.
    for (const step of [2, 3]) {
      await expect(progressEntry(page, locale, step)).toContainText(w.done);
    }

    // The browser's Back and Forward move through the steps, 4 → 1 → 4.
    for (const index of [2, 1, 0]) {
      await page.goBack();
      await expectStep(page, locale, index);
    }
    await page.reload();
    await expectStep(page, locale, 0);
    for (const index of [1, 2, 3]) {
      await page.goForward();
      await expectStep(page, locale, index);
    }
    for (const index of [2, 1, 0]) {
      await page.goBack();
      await expectStep(page, locale, index);
    }
  });

  test("in English on a phone: Back from step 1, a jump marks nothing undone as done, resume later with an error then valid, a reload on each step, Back to step 1", async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const locale = "en";
    const w = words[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    await bookByKeyboard(page, locale);
    await page.reload();
    await expectStep(page, locale, 0);
    await backFromStep1AndForward(page, locale);

    await keyTo(
      page,
      page
        .getByRole("navigation", { name: w.steps })
        .getByRole("button", { name: new RegExp(w.headings[2]) }),
    );
    await page.keyboard.press("Enter");
    await expectStep(page, locale, 2);
    await expect(progressEntry(page, locale, 2)).not.toContainText(w.done);
    await page.reload();
    await expectStep(page, locale, 2);
    await page.goBack();
    await expectStep(page, locale, 0);

    await continueByKeyboard(page, locale);
    await expectStep(page, locale, 1);
    await page.reload();
    await expectStep(page, locale, 1);
    await resumeLaterByKeyboard(page, locale);
    const summary = page.getByRole("region", { name: w.summary });
    await expect(summary).toBeFocused();
    await fillStep2ByKeyboard(page, locale);
    await resumeLaterByKeyboard(page, locale);
    await expect(page.getByText(w.saved)).toBeVisible();
    await expectStep(page, locale, 0);

    await continueByKeyboard(page, locale);
    await expectStep(page, locale, 1);
    await continueByKeyboard(page, locale);
    await expectStep(page, locale, 2);
    await answerStep3ByKeyboard(page, locale);
    await continueByKeyboard(page, locale);
    await expectStep(page, locale, 3);
    await page.reload();
    await expectStep(page, locale, 3);

    for (const index of [2, 1, 0]) {
      await page.goBack();
      await expectStep(page, locale, index);
    }
  });
});
