/**
 * One applicant from sign-up to the keys, on a phone, in French: a new
 * account books a flat, fills steps 1 to 4 and sends; staff accept and put the lease up while the
 * tab is out of view, and the page shows each decision without a reload (at once when the tab
 * is back); the applicant reads the lease, pays by card, adds the mobile phone the signature
 * needs on the profile, signs; the team countersigns; the
 * applicant sends the home-insurance certificate and books the inventory. Saint-Denis's studio,
 * which no other spec books (tunnelJourney.ts says why).
 */
import { staff } from "./staff.ts";
import { setTabVisibility } from "./tabVisibility.ts";
import { expect, test } from "./test.ts";
import {
  addStudentProofs,
  file,
  fileInput,
  jpeg,
  png,
  reachStep4,
  section,
  words,
} from "./tunnelJourney.ts";

/** Staff's decisions show within this long on an open page (the follow-up reads every 8 s). */
const WITHIN_15_S = { timeout: 15_000 };

test("fr, on a phone: sign-up, steps 1 to 4, sent; accepted and the lease put up while the tab is hidden; read, paid by card, the mobile phone added on the profile, signed, countersigned; the certificate sent and the inventory booked", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await reachStep4(page, "fr", "/fr/logements/residence-etudiante-saint-denis/studio");

  // Step 4: an ID card's two sides, the student's proofs, the newsletter questions; sent.
  const identity = section(page, /^Pièce d'identité \(passeport/);
  await fileInput(identity).setInputFiles(file("carte_recto.png", png, "image/png"));
  await expect(identity.getByText(words.fr.backMissing)).toBeVisible({ timeout: 20_000 });
  await fileInput(identity).setInputFiles(file("carte_verso.jpg", jpeg, "image/jpeg"));
  await expect(identity.getByText(words.fr.verified, { exact: true })).toHaveCount(2, {
    timeout: 20_000,
  });
  await addStudentProofs(page);
  for (const question of [
    /actualités et les offres de Hestia Campus/,
    /actualités et les offres du groupe/,
  ])
    await page
      .getByRole("radiogroup", { name: question })
      .getByRole("radio", { name: "Non" })
      .check({ force: true });
  await page.getByRole("button", { name: words.fr.send }).click();
  const sent = page.getByRole("alertdialog", { name: words.fr.sent });
  const reference = (await sent.getByText(/HC-\d{4}-\d{5}/).textContent())?.match(
    /HC-\d{4}-\d{5}/,
  )?.[0];
  if (!reference) throw new Error("no reference in the sent dialog");
  await sent.getByRole("button", { name: "Continuer" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Analyse de la demande" }),
  ).toBeVisible();
  await expect(page.getByText("En cours d'examen", { exact: true })).toBeVisible();

  // Staff decide while the tab is out of view: the page shows it once the tab is back.
  await setTabVisibility(page, "hidden");
  staff("accept", reference);
  staff("lease", reference);
  await setTabVisibility(page, "visible");
  await expect(page.getByText(/Finalisez votre réservation : réglez les frais/)).toBeVisible(
    WITHIN_15_S,
  );

  // The lease is read before paying.
  const lease = page.getByRole("button", { name: "Télécharger le bail (PDF)" });
  const download = page.waitForEvent("download");
  await lease.click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Paid by card on the simulated card page, then signed in the frame.
  await page.getByRole("button", { name: /^Payer .* par carte$/ }).click();
  await expect(page).toHaveURL(/\/simulators\/payment$/);
  await page.getByRole("button", { name: /^Payer / }).click();
  await expect(page.getByText("Votre paiement a bien été reçu. Merci !")).toBeVisible();
  // The signature needs a mobile phone, which sign-up did not ask: the page says so, and the
  // applicant adds it on the profile, then comes back.
  const sign = page.getByRole("button", { name: "Lire et signer le bail via Yousign >" });
  await sign.click();
  await expect(page.getByText(/téléphone mobile du locataire est manquant/)).toBeVisible();
  await page.getByRole("link", { name: "Mettre à jour mes informations personnelles" }).click();
  const phoneForm = page.getByRole("form", { name: "Numéro de téléphone" });
  await phoneForm.getByRole("textbox", { name: "Téléphone", exact: true }).fill("06 12 34 56 78");
  await phoneForm.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Vos modifications ont été enregistrées")).toBeVisible();
  await page.goto("/fr/dossier");
  await sign.click();
  const dialog = page.getByRole("dialog");
  const frame = page.frameLocator('iframe[title="Signature électronique du bail"]');
  await frame.getByRole("button", { name: "Signer le bail" }).click({ timeout: 15_000 });
  await expect(frame.getByText(/Merci, votre signature est enregistrée/)).toBeVisible();
  await dialog.getByRole("button", { name: "Fermer la signature" }).click();
  await expect(page.getByRole("heading", { name: "À nous de jouer" })).toBeVisible();

  // The team countersigns: the handover shows by itself.
  staff("countersign", reference);
  await expect(page.getByRole("heading", { name: "Bientôt chez vous !" })).toBeVisible(WITHIN_15_S);

  // The certificate sent, the inventory booked: both done.
  const todo = page.getByRole("list", { name: "Avant la remise des clés" });
  await page
    .getByTestId("insurance")
    .locator('input[type="file"]')
    .setInputFiles({
      name: "assurance.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
    });
  await page.getByRole("button", { name: "Envoyer l'attestation" }).click();
  await expect(
    todo.getByText(/Attestation d'assurance habitation envoyée .*: fait\./),
  ).toBeVisible();
  await page
    .getByRole("button", { name: /^Réserver l'état des lieux le / })
    .first()
    .click();
  await expect(todo.getByText(/: fait\./)).toHaveCount(2);
});
