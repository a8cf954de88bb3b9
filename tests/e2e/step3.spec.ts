import { expectNoSeriousA11yViolations } from "./axe.ts";
import { tabTo } from "./keyboard.ts";
import { expect, type Locator, type Page, test } from "./test.ts";
import { byLabel, reachStep2 } from "./tunnelJourney.ts";

type Locale = "fr" | "en";

const words = {
  fr: {
    profile: "Votre profil",
    guarantors: "Profil des garants",
    documents: "Vos documents",
    student: "Étudiant(e)",
    youngWorker: "Jeune actif, jeune active",
    establishment: "Nom de l'établissement",
    next: "Continuer",
    back: "Retour",
    close: "Fermer",
    needed: /Avez-vous besoin d'un garant/,
    kind: /Quel type de garantie/,
    grant: /Êtes-vous boursier/,
    yes: "Oui",
    no: "Non",
    one: "Un garant",
    two: "Deux garants",
    none: "Aucun garant",
    incomeQuestion: "Revenus de vos garants",
    insufficient: "Garanties insuffisantes",
    scholarshipNotice: "Une garantie vous sera demandée",
    guarantor: (rank: 1 | 2) => `Garant ${rank}`,
    madam: "Madame",
    lastname: "Nom",
    firstname: "Prénom",
    email: "Courriel",
    income: "Revenus nets mensuels",
  },
  en: {
    profile: "Your profile",
    guarantors: "Guarantors' profile",
    documents: "Your documents",
    student: "Student",
    youngWorker: "Young professional",
    establishment: "Name of the establishment",
    next: "Continue",
    back: "Back",
    close: "Close",
    needed: /Do you need a guarantor/,
    kind: /Which kind of guarantee/,
    grant: /Do you hold a grant/,
    yes: "Yes",
    no: "No",
    one: "One guarantor",
    two: "Two guarantors",
    none: "No guarantor",
    incomeQuestion: "Your guarantors' income",
    insufficient: "Insufficient guarantees",
    scholarshipNotice: "You will need a guarantee",
    guarantor: (rank: 1 | 2) => `Guarantor ${rank}`,
    madam: "Ms",
    lastname: "Last name",
    firstname: "First name",
    email: "Email",
    income: "Net monthly income",
  },
} as const;

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

/** Books a flat as a new account and fills step 2 as a student (or young worker), then step 3. */
async function reachStep3(
  page: Page,
  locale: Locale,
  path: string,
  situation: "student" | "youngWorker" = "student",
) {
  const w = words[locale];
  await reachStep2(page, locale, path);
  await expect(heading(page, w.profile)).toBeVisible();
  await page.getByRole("radio", { name: w[situation], exact: true }).check({ force: true });
  if (situation === "student") await byLabel(page, w.establishment).fill("Université");
  await page.getByRole("button", { name: w.next }).click();
  await expect(heading(page, w.guarantors)).toBeFocused();
}

async function answer(page: Page, question: RegExp, option: string) {
  await page
    .getByRole("radiogroup", { name: question })
    .getByRole("radio", { name: option, exact: true })
    .check({
      force: true,
    });
}

/** The dialog's own button (its corner close button may share the name "Fermer"). */
const dialogButton = (dialog: Locator, name: string) =>
  dialog.getByRole("button", { name, exact: true }).last();

/** axe on the page as it is, at phone and desktop widths, then back to the width it had. */
async function axeAtBothWidths(page: Page, context: string) {
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoSeriousA11yViolations(page, `${context} at ${width} px`);
  }
  if (size) await page.setViewportSize(size);
}

async function fillGuarantor(
  page: Page,
  locale: Locale,
  rank: 1 | 2,
  person: { lastname: string; email: string; income: string },
) {
  const w = words[locale];
  const group = page.getByRole("group", { name: w.guarantor(rank), exact: true });
  await group.getByRole("radio", { name: w.madam, exact: true }).check({ force: true });
  await group.getByRole("textbox", { name: w.lastname, exact: true }).fill(person.lastname);
  await group.getByRole("textbox", { name: w.firstname, exact: true }).fill("Anne");
  await group.getByRole("textbox", { name: w.email, exact: true }).fill(person.email);
  await group.getByRole("textbox", { name: w.income, exact: true }).fill(person.income);
  return group;
}

/** The least monthly income the warning names, in euros ("2 760 €", "€2,760", cents dropped). */
async function minimumNamedBy(dialog: Locator): Promise<number> {
  const text = (await dialog.textContent()) ?? "";
  const match = /\d(?:[\d\s\u202f\u00a0,.]*\d)?/.exec(text);
  if (!match) throw new Error(`no amount in: ${text}`);
  return Number(match[0].replace(/[.,]\d{2}$/, "").replace(/\D/g, ""));
}

async function chooseGuarantors(page: Page, locale: Locale, kind: "one" | "two") {
  const w = words[locale];
  await answer(page, w.needed, w.yes);
  await answer(page, w.kind, w[kind]);
  const question = page.getByRole("alertdialog", { name: w.incomeQuestion });
  await expect(question).toBeVisible();
  return question;
}

test.describe("tunnel step 3, Profil des garants", () => {
  for (const [locale, path] of [
    ["fr", "/fr/logements/residence-etudiante-lyon-guillotiere/studio"],
    ["en", "/en/accomodation/student-residence-creteil/studio"],
  ] as const) {
    test(`${locale}: a student's guarantor earns under 4 × the rent, is raised, saved, and found again`, async ({
      page,
    }) => {
      const w = words[locale];
      await reachStep3(page, locale, path);
      await axeAtBothWidths(page, `tunnel step 3 (${locale})`);
      const question = await chooseGuarantors(page, locale, "one");
      await axeAtBothWidths(page, `step 3, France-income question (${locale})`);
      await dialogButton(question, w.yes).click();
      await expect(question).toBeHidden();

      const group = await fillGuarantor(page, locale, 1, {
        lastname: "Garant",
        email: "anne.garant@example.org",
        income: "500",
      });
      await page.getByRole("button", { name: w.next }).click();
      const warning = page.getByRole("alertdialog", { name: w.insufficient });
      await expect(warning).toBeVisible();
      await axeAtBothWidths(page, `step 3, Garanties insuffisantes (${locale})`);
      const minimum = await minimumNamedBy(warning);
      await dialogButton(warning, w.close).click();
      await expect(warning).toBeHidden();
      await expect(heading(page, w.guarantors)).toBeVisible();

      await group.getByRole("textbox", { name: w.income, exact: true }).fill(String(minimum));
      await page.getByRole("button", { name: w.next }).click();
      await expect(heading(page, w.documents)).toBeVisible();

      await page.reload();
      await expect(heading(page, w.documents)).toBeVisible();
      await page.getByRole("button", { name: w.back, exact: true }).click();
      await expect(heading(page, w.guarantors)).toBeVisible();
      const saved = page.getByRole("group", { name: w.guarantor(1), exact: true });
      await expect(saved.getByRole("textbox", { name: w.lastname, exact: true })).toHaveValue(
        "Garant",
      );
      await expect(saved.getByRole("textbox", { name: w.income, exact: true })).toHaveValue(
        String(minimum),
      );
    });
  }

  test("in English at phone width: a student without a guarantor answers the scholarship question", async ({
    page,
  }) => {
    const w = words.en;
    await page.setViewportSize({ width: 390, height: 844 });
    await reachStep3(page, "en", "/en/accomodation/student-residence-lille-vauban/t1-bis-flat");
    await answer(page, w.needed, w.no);
    await answer(page, w.grant, w.no);
    const notice = page.getByRole("alertdialog", { name: w.scholarshipNotice });
    await expect(notice).toBeVisible();
    await axeAtBothWidths(page, "step 3, scholarship No");
    await dialogButton(notice, w.close).click();
    await expect(notice).toBeHidden();
    await page.getByRole("button", { name: w.next }).click();
    await expect(heading(page, w.documents)).toBeVisible();
  });

  test("in English: a young professional is never offered no guarantor", async ({ page }) => {
    const w = words.en;
    await reachStep3(
      page,
      "en",
      "/en/accomodation/student-residence-marseille-luminy/studio",
      "youngWorker",
    );
    await answer(page, w.needed, w.yes);
    const kinds = page.getByRole("radiogroup", { name: w.kind });
    await expect(kinds.getByRole("radio", { name: w.one, exact: true })).toBeAttached();
    await expect(kinds.getByRole("radio", { name: w.none, exact: true })).toHaveCount(0);
    // No to the France-income question leaves a young professional to choose again.
    await answer(page, w.kind, w.one);
    await dialogButton(page.getByRole("alertdialog", { name: w.incomeQuestion }), w.no).click();
    await expect(kinds.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: w.next })).toBeVisible();
  });

  test("two guarantors at 3 × the rent each pass", async ({ page }) => {
    const w = words.fr;
    await reachStep3(page, "fr", "/fr/logements/residence-etudiante-lyon-part-dieu/t2");
    const question = await chooseGuarantors(page, "fr", "two");
    await dialogButton(question, w.yes).click();
    const first = await fillGuarantor(page, "fr", 1, {
      lastname: "Premier",
      email: "premier.garant@example.org",
      income: "1",
    });
    const second = await fillGuarantor(page, "fr", 2, {
      lastname: "Second",
      email: "second.garant@example.org",
      income: "1",
    });
    await page.getByRole("button", { name: w.next }).click();
    const warning = page.getByRole("alertdialog", { name: w.insufficient });
    const each = await minimumNamedBy(warning);
    await dialogButton(warning, w.close).click();
    for (const group of [first, second]) {
      await group.getByRole("textbox", { name: w.income, exact: true }).fill(String(each));
    }
    await page.getByRole("button", { name: w.next }).click();
    await expect(heading(page, w.documents)).toBeVisible();
  });

  test("the whole step by keyboard alone: one guarantor, the question, the form, Continue", async ({
    page,
  }) => {
    const w = words.fr;
    await reachStep3(page, "fr", "/fr/logements/residence-etudiante-lille-vauban/studio");
    const needed = page.getByRole("radiogroup", { name: w.needed });
    await tabTo(page, needed.getByRole("radio", { name: w.yes, exact: true }));
    await page.keyboard.press("Space");
    await expect(needed.getByRole("radio", { name: w.yes, exact: true })).toBeChecked();

    // The first kind takes the focus when the group is entered; Space chooses it.
    const kinds = page.getByRole("radiogroup", { name: w.kind });
    await tabTo(page, kinds.getByRole("radio", { name: w.one, exact: true }));
    await page.keyboard.press("Space");
    const question = page.getByRole("alertdialog", { name: w.incomeQuestion });
    await expect(question).toBeVisible();
    await tabTo(page, dialogButton(question, w.yes), 10);
    await page.keyboard.press("Enter");
    await expect(question).toBeHidden();

    const group = page.getByRole("group", { name: w.guarantor(1), exact: true });
    await tabTo(page, group.getByRole("radio", { name: w.madam, exact: true }));
    await page.keyboard.press("Space");
    for (const [label, text] of [
      [w.lastname, "Clavier"],
      [w.firstname, "Anne"],
      [w.email, "anne.clavier@example.org"],
      [w.income, "99999"],
    ] as const) {
      await tabTo(page, group.getByRole("textbox", { name: label, exact: true }));
      await page.keyboard.type(text);
    }
    await tabTo(page, page.getByRole("button", { name: w.next }));
    await page.keyboard.press("Enter");
    await expect(heading(page, w.documents)).toBeFocused();
  });
});
