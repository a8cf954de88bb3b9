import { axeAtBothWidths } from "./axe.ts";
import { backHomeSignedIn, signInAsNewAccount, signInThroughProvider } from "./signIn.ts";
import { freshReference, giveSentFile, staff } from "./staff.ts";
import { expect, type Page, test } from "./test.ts";
import { referenceOf } from "./tunnelJourney.ts";

async function openApplication(page: Page, email: string, locale: "fr" | "en") {
  await page.goto(locale === "fr" ? "/fr" : "/en");
  await signInThroughProvider(page, email);
  await backHomeSignedIn(page, locale);
  await page.goto(locale === "fr" ? "/fr/dossier" : "/en/application");
}

const pdfProof = {
  name: "virement.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
};

test.describe("tunnel step 5: analysis, payment, signature, handover", () => {
  test("fr: a sent file is analysed, accepted, its lease put in the tool; a refused card pays nothing; a transfer proof is checked by staff before the signature", async ({
    page,
  }) => {
    await openApplication(page, "examen@demo.hestia.test", "fr");
    await expect(
      page.getByRole("heading", { level: 1, name: "Analyse de la demande" }),
    ).toBeVisible();
    await expect(page.getByText("En cours d'examen", { exact: true })).toBeVisible();
    await expect(page.getByText(/Votre demande est en cours d'examen/)).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Avancement de votre demande" }),
    ).toBeVisible();
    const reference = await referenceOf(page);
    await axeAtBothWidths(page, "step 5, analysis");

    staff("accept", reference);
    await page.reload();
    await expect(page.getByText("Acceptée", { exact: true })).toBeVisible();
    await expect(page.getByText(/Votre logement vous est réservé jusqu'au/)).toBeVisible();
    await expect(page.getByText(/réglez les frais/), "no request to pay yet").toHaveCount(0);
    await axeAtBothWidths(page, "step 5, accepted, lease in preparation");

    staff("lease", reference);
    await page.reload();
    const cardTab = page.getByRole("tab", { name: "Carte bancaire" });
    const transferTab = page.getByRole("tab", { name: "Virement bancaire" });
    await expect(cardTab).toBeVisible();
    await expect(transferTab).toBeVisible();
    await expect(page.getByText(/Finalisez votre réservation : réglez les frais/)).toBeVisible();
    await axeAtBothWidths(page, "step 5, payment");

    // A refused card: its code's text, "will not be debited", and still the payment view.
    await page.getByRole("button", { name: /^Payer .* par carte$/ }).click();
    await expect(page).toHaveURL(/\/simulators\/payment$/);
    await page.getByLabel("Code de refus de la carte").selectOption("00021");
    await page.getByRole("button", { name: "Simuler un refus" }).click();
    await expect(page).toHaveURL(/\/fr\/dossier(?:\/suivi)?$/);
    await expect(
      page.getByText(/Votre paiement n'a pas abouti \(code 00021\)\. Vous ne serez pas débité\./),
    ).toBeVisible();
    const refusal = page.getByRole("alert").filter({ hasText: "code 00021" });
    await expect(refusal, "the refusal is focused").toBeFocused();
    await expect(refusal, "and in view").toBeInViewport();
    await expect(
      page.getByText(/seules les cartes CB Visa et MasterCard sont acceptées/),
    ).toBeVisible();
    await expect(cardTab).toBeVisible();

    // The transfer tab by keyboard; send stays disabled until a proof is there.
    await cardTab.focus();
    await page.keyboard.press("ArrowRight");
    await expect(transferTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("FR76 3000 6000 0112 3456 7890 189")).toBeVisible();
    const send = page.getByRole("button", { name: "Envoyer le justificatif" });
    await expect(send).toBeDisabled();
    // Choosing a proof shows it and sends nothing: no upload, no submission.
    const proofCalls: string[] = [];
    page.on("request", (request) => {
      if (/sharepoint\/add|submitSignatureDocument/.test(request.url()))
        proofCalls.push(request.url());
    });
    const proofInput = page.locator('[data-proof="transfer_justificative"] input[type="file"]');
    await proofInput.setInputFiles(pdfProof);
    await expect(page.getByText("Fichier choisi, pas encore envoyé : virement.pdf")).toBeVisible();
    await expect(page.getByTestId("chosen-proof")).toContainText("virement.pdf");
    await axeAtBothWidths(page, "step 5, transfer proof chosen");
    expect(proofCalls, "choosing a proof sends nothing").toEqual([]);
    await send.focus();
    await page.keyboard.press("Enter");
    const beingChecked = page.getByText("Votre virement est en cours de vérification.");
    await expect(beingChecked).toBeVisible();
    expect(proofCalls).toHaveLength(2);
    await page.reload();
    await expect(beingChecked, "still checked after a reload: not paid yet").toBeVisible();
    await expect(page.getByRole("button", { name: /Lire et signer le bail/ })).toHaveCount(0);

    // Staff refuse the proof with a reason: shown, and another proof may be sent.
    staff("refuse-transfer", reference, "Montant", "incomplet");
    await page.reload();
    await expect(
      page.getByText("Votre justificatif de virement a été refusé. Envoyez-en un autre."),
    ).toBeVisible();
    await expect(page.getByText("Motif : Montant incomplet")).toBeVisible();
    await proofInput.setInputFiles(pdfProof);
    await page.getByRole("button", { name: "Envoyer le justificatif" }).click();
    await expect(beingChecked).toBeVisible();

    // Staff confirm the transfer: the payment stage is done, the signature opens.
    staff("confirm-transfer", reference);
    await page.reload();
    await expect(
      page.getByRole("button", { name: "Lire et signer le bail via Yousign >" }),
    ).toBeVisible();
    await axeAtBothWidths(page, "step 5, signature");
  });

  test("en: card payment, the full-screen signature dialog, the team's countersignature, soon at home", async ({
    page,
  }) => {
    await openApplication(page, "accepte@demo.hestia.test", "en");
    const reference = await referenceOf(page);
    await page.getByRole("button", { name: /^Pay .* by card$/ }).click();
    await expect(page).toHaveURL(/\/simulators\/payment$/);
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/en\/application(?:\/follow-up)?$/);
    await expect(page.getByText("Your payment has been received. Thank you!")).toBeVisible();
    const sign = page.getByRole("button", { name: "Read and sign the lease with Yousign >" });
    await expect(sign).toBeVisible();

    // By keyboard: the dialog opens full screen; its frame comes about 3 s later.
    await sign.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Signing your lease" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Preparing your lease for signature…")).toBeVisible();
    // Full screen once its opening animation (a slight zoom) has ended.
    const viewport = page.viewportSize();
    await expect
      .poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0))
      .toBe(viewport?.width);
    const frame = page.frameLocator('iframe[title="Electronic signature of the lease"]');
    await expect(frame.getByRole("button", { name: "Sign the lease" })).toBeVisible({
      timeout: 10_000,
    });
    await axeAtBothWidths(page, "step 5, signature dialog");
    await frame.getByRole("button", { name: "Sign the lease" }).click();
    await expect(frame.getByText(/Thank you, your signature is recorded/)).toBeVisible();
    // Focus is in the frame, whose page keeps its keys: the dialog's own button closes it.
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: "Over to us" })).toBeVisible();
    await axeAtBothWidths(page, "step 5, waiting for the team");

    staff("countersign", reference);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Soon at home!" })).toBeVisible();
    await expect(page.getByText(/Send your home insurance certificate before/)).toBeVisible();
    await expect(page.getByText(/delivery point number \(PDL\)/)).toBeVisible();
    await axeAtBothWidths(page, "step 5, handover");
  });

  test("fr: staff ask for changes, then refuse: each status has its text, and no flat is held", async ({
    page,
  }) => {
    await page.goto("/fr");
    await page.getByRole("button", { name: "Se connecter" }).first().click();
    const email = await signInAsNewAccount(page, { locale: "fr" });
    await backHomeSignedIn(page);
    const reference = freshReference();
    giveSentFile(email, reference);
    await page.goto("/fr/dossier");
    await expect(page.getByText(`Référence : ${reference}`)).toBeVisible();

    staff("update", reference);
    await page.reload();
    await expect(page.getByText("Incomplète", { exact: true })).toBeVisible();
    await expect(page.getByText(/Votre dossier est incomplet/)).toBeVisible();
    await axeAtBothWidths(page, "step 5, sent back for changes");

    staff("refuse", reference);
    await page.reload();
    await expect(page.getByText("Refusée", { exact: true })).toBeVisible();
    await expect(page.getByText(/votre demande n'a pas pu être acceptée/)).toBeVisible();
    await expect(page.getByText("Vous n'avez pas d'appartement pré-réservé.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Nouvelle recherche" }).first()).toBeVisible();
    await axeAtBothWidths(page, "step 5, refused");
  });
});
