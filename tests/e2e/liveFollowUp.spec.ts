/**
 * Step 5 follows the file live: a staff decision shows on an open page within 15 s,
 * without a reload; nothing is read while the tab is hidden, and the file is read at once when
 * it is shown again; the lease can be downloaded at the payment stage, before paying. Files of
 * Bastide's T2 and coliving flats (typologies 1102, 1101), given by no other spec.
 */
import { axeAtBothWidths } from "./axe.ts";
import { backHomeSignedIn, signInAsNewAccount } from "./signIn.ts";
import { freshReference, giveSentFile, staff } from "./staff.ts";
import { setTabVisibility } from "./tabVisibility.ts";
import { expect, type Page, test } from "./test.ts";

const BASTIDE_TYPOLOGIES = [1102, 1101];
/** The spec's promise: a decision shows within 15 s of staff making it. */
const WITHIN_15_S = { timeout: 15_000 };
const FILE_READ = /dossierDepose\/getSignature/;

const pdfProof = {
  name: "virement.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
};

/** A fresh account whose file was sent for review, its step 5 open. */
async function openSentFile(page: Page, locale: "fr" | "en", reference: string) {
  await page.goto(`/${locale}`);
  await page
    .getByRole("button", { name: locale === "fr" ? "Se connecter" : "Sign in" })
    .first()
    .click();
  const email = await signInAsNewAccount(page, { locale });
  await backHomeSignedIn(page, locale);
  giveSentFile(email, reference, ...BASTIDE_TYPOLOGIES);
  await page.goto(locale === "fr" ? "/fr/dossier" : "/en/application");
}

/** Marks the document: the mark is gone if the page is loaded again. */
async function markThisLoad(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { sameLoad: boolean }).sameLoad = true;
  });
}
async function expectSameLoad(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad),
    "no reload",
  ).toBe(true);
}

test.describe("step 5 follows staff decisions without a reload", () => {
  test("fr: acceptance, the lease ready (downloadable before paying), a transfer confirmed; nothing read while the tab is hidden", async ({
    page,
  }) => {
    const reference = freshReference();
    await openSentFile(page, "fr", reference);
    await expect(page.getByText("En cours d'examen", { exact: true })).toBeVisible();
    await markThisLoad(page);

    staff("accept", reference);
    await expect(page.getByText("Acceptée", { exact: true })).toBeVisible(WITHIN_15_S);
    await expect(page.getByText(/Votre bail est en préparation/)).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Télécharger le bail (PDF)" }),
      "no lease while it is prepared",
    ).toHaveCount(0);
    await expectSameLoad(page);

    // Out of view, the page reads nothing; back in view, it reads the file at once.
    await setTabVisibility(page, "hidden");
    const readsWhileHidden: string[] = [];
    page.on("request", (request) => {
      if (FILE_READ.test(request.url())) readsWhileHidden.push(request.url());
    });
    staff("lease", reference);
    await page.waitForTimeout(10_000);
    expect(readsWhileHidden, "no reading while the tab is hidden").toEqual([]);
    await expect(page.getByRole("heading", { name: "Paiement des frais d'entrée" })).toHaveCount(0);
    const readOnReturn = page.waitForRequest(FILE_READ);
    await setTabVisibility(page, "visible");
    await readOnReturn;
    await expect(page.getByRole("heading", { name: "Paiement des frais d'entrée" })).toBeVisible();
    await expect(page.getByText(/Finalisez votre réservation : réglez les frais/)).toBeVisible();
    await expectSameLoad(page);

    // Read before paying: the lease is there at the payment stage.
    const lease = page.getByRole("button", { name: "Télécharger le bail (PDF)" });
    await expect(lease).toBeVisible();
    const download = page.waitForEvent("download");
    await lease.click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await axeAtBothWidths(page, "step 5, payment with the lease to read");

    // A transfer's proof is checked by staff: their confirmation shows by itself.
    await page.getByRole("tab", { name: "Virement bancaire" }).click();
    await page
      .locator('[data-proof="transfer_justificative"] input[type="file"]')
      .setInputFiles(pdfProof);
    await page.getByRole("button", { name: "Envoyer le justificatif" }).click();
    await expect(page.getByText("Votre virement est en cours de vérification.")).toBeVisible();
    staff("confirm-transfer", reference);
    await expect(page.getByRole("heading", { name: "Signature du bail" })).toBeVisible(WITHIN_15_S);
    await expect(page.getByText(/Vous disposez de 8 jours pour signer\./)).toBeVisible();
    await expect(page.getByRole("button", { name: "Télécharger le bail (PDF)" })).toBeVisible();
    await expectSameLoad(page);
  });

  test("en: staff's acceptance shows on the open page without a reload, then the lease to read", async ({
    page,
  }) => {
    const reference = freshReference();
    await openSentFile(page, "en", reference);
    await expect(page.getByText("Under review", { exact: true })).toBeVisible();
    await markThisLoad(page);

    staff("accept", reference);
    await expect(page.getByText("Accepted", { exact: true })).toBeVisible(WITHIN_15_S);
    staff("lease", reference);
    await expect(page.getByRole("heading", { name: "Entry fees payment" })).toBeVisible(
      WITHIN_15_S,
    );
    await expect(page.getByRole("button", { name: "Download the lease (PDF)" })).toBeVisible();
    await expectSameLoad(page);
  });
});
