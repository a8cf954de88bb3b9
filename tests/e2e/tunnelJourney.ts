/** Steps of the tunnel's journeys that several specs share. */
import { signInAsNewAccount } from "./signIn.ts";
import { expect, type Locator, type Page } from "./test.ts";
import { sharpPhoto } from "./testImages.ts";

/**
 * Books the first free bed of a flat type as a new account, which opens step 1.
 * The whole run shares one database and the seed frees three beds per flat type: a flat type
 * used by more than two booking tests (three with a retry) runs out. Before choosing one, grep
 * tests/e2e for its address.
 */
export async function reachStep1(page: Page, locale: "fr" | "en", path: string) {
  const words =
    locale === "fr"
      ? { book: "Réserver ce logement", signIn: "Se connecter" }
      : { book: "Book this flat", signIn: "Sign in" };
  await page.goto(path);
  await page.getByRole("radio").first().check({ force: true });
  await page.getByRole("button", { name: words.book }).click();
  await page.getByRole("dialog").getByRole("button", { name: words.signIn }).click();
  await expect(page).toHaveURL(/\/oidc\//);
  return signInAsNewAccount(page, { locale });
}

/** Books a flat type as a new account (`reachStep1`, see its note), then goes on to step 2. */
export async function reachStep2(page: Page, locale: "fr" | "en", path: string) {
  const email = await reachStep1(page, locale, path);
  await page.getByRole("button", { name: locale === "fr" ? "Continuer" : "Continue" }).click();
  return email;
}

/** A text field by its accessible name (the required mark is not part of it). */
export const byLabel = (page: Page, label: string) =>
  page.getByRole("textbox", { name: label, exact: true });

/**
 * A sharp, well-lit photo of a printed page (1,200 × 800): the browser's quality check before
 * upload passes it (a 1×1 image would be "trop petite").
 */
export const png = sharpPhoto;
/** The start of a JPEG: what the server's content check reads. */
export const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
export const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
export const file = (name: string, buffer: Buffer, mimeType: string) => ({
  name,
  buffer,
  mimeType,
});

export const words = {
  fr: {
    next: "Continuer",
    needsGuarantor: "Avez-vous besoin d'un garant ?",
    scholarship: "Êtes-vous boursier ?",
    yes: "Oui",
    no: "Non",
    steps: "Étapes de votre demande",
    step4: "Vos documents",
    add: "Ajouter un fichier",
    send: "Envoyer votre demande",
    backMissing: "Verso manquant : ajoutez le verso de la carte d'identité",
    verified: "Document vérifié",
    incomplete: "Demande incomplète",
    sent: "Demande de réservation envoyée",
  },
  en: {
    next: "Continue",
    needsGuarantor: "Do you need a guarantor?",
    scholarship: "Do you hold a grant?",
    yes: "Yes",
    no: "No",
    steps: "Steps of your application",
    step4: "Your documents",
    add: "Add a file",
    send: "Send your request",
    backMissing: "Back missing: add the back of the ID card",
    verified: "Document verified",
    incomplete: "Incomplete application",
    sent: "Booking application sent",
  },
} as const;

export type Locale = keyof typeof words;

/** Step 3 through its questions: no guarantor needed, a scholarship holder; then Continue. */
async function answerStep3(page: Page, locale: Locale) {
  const w = words[locale];
  await page
    .getByRole("radiogroup", { name: w.needsGuarantor })
    .getByRole("radio", { name: w.no, exact: true })
    .check({ force: true });
  await page
    .getByRole("radiogroup", { name: w.scholarship })
    .getByRole("radio", { name: w.yes, exact: true })
    .check({ force: true });
  await page.getByRole("button", { name: w.next }).click();
}

/**
 * Books the first free bed of a flat type as a new account, fills step 2 (a student, an address
 * found by the search), answers step 3 (or, with `seed: false`, skips it through the progress
 * bar), and opens step 4.
 */
export async function reachStep4(page: Page, locale: Locale, path: string, { seed = true } = {}) {
  const w = words[locale];
  const email = await reachStep2(page, locale, path);
  const address = page.getByRole("combobox", { name: locale === "fr" ? /^Adresse/ : /^Address/ });
  await address.fill("rue de Rivoli");
  await page.getByRole("option", { name: /10 rue de Rivoli/ }).click();
  await page
    .getByRole("radio", { name: locale === "fr" ? "Étudiant(e)" : "Student", exact: true })
    .check({ force: true });
  await page
    .getByRole("textbox", {
      name: locale === "fr" ? "Nom de l'établissement" : "Name of the establishment",
      exact: true,
    })
    .fill("Université de Bordeaux");
  await page.getByRole("button", { name: w.next }).click();
  await page.getByRole("radiogroup", { name: w.needsGuarantor }).waitFor();
  if (seed) await answerStep3(page, locale);
  else
    await page
      .getByRole("navigation", { name: w.steps })
      .getByRole("button", { name: new RegExp(w.step4) })
      .click();
  await expect(page.getByRole("heading", { level: 1, name: w.step4 })).toBeVisible();
  return email;
}

/** A section of step 4, by the start of its heading. */
export const section = (page: Page, heading: RegExp) => page.getByRole("region", { name: heading });

export const fileInput = (scope: Locator) => scope.locator('input[type="file"]');

/** The file's reference, as the request card shows it. */
export async function referenceOf(page: Page): Promise<string> {
  const text = await page.getByText(/^(Référence|Reference) ?: HC-/).textContent();
  const reference = /HC-\d{4}-\d+/.exec(text ?? "")?.[0];
  if (!reference) throw new Error(`no reference in "${text}"`);
  return reference;
}

/** Step 4: a grant-holding student's proofs of status and grant, each listed once uploaded. */
export async function addStudentProofs(page: Page) {
  await fileInput(section(page, /^Justificatif de statut/)).setInputFiles(
    file("certificat_scolarite.pdf", pdf, "application/pdf"),
  );
  await fileInput(section(page, /^Justificatif de bourse/)).setInputFiles(
    file("attestation_bourse.jpg", jpeg, "image/jpeg"),
  );
  await expect(
    page.getByRole("button", { name: "Supprimer attestation_bourse.jpg" }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Supprimer certificat_scolarite.pdf" }),
  ).toBeVisible();
}
