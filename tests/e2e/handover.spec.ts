import { axeAtBothWidths } from "./axe.ts";
import { backHomeSignedIn, signInAsNewAccount } from "./signIn.ts";
import { freshReference, giveSentFile, staff, staffListing, takeFirstFreeSlot } from "./staff.ts";
import { expect, type Page, test } from "./test.ts";

/**
 * The handover acted on: a fresh account's file taken by staff through
 * acceptance, lease, payment, signature and countersignature, then the Client space link, the
 * home-insurance certificate and the inventory-of-fixtures appointment. Its own flat types:
 * Bordeaux Bastide's (typologies 1102, 1103), which no other spec books.
 */
const HANDOVER_TYPOLOGIES = [1102, 1103];

async function reachHandover(page: Page, locale: "fr" | "en", reference: string) {
  await page.goto(locale === "fr" ? "/fr" : "/en");
  await page
    .getByRole("button", { name: locale === "fr" ? "Se connecter" : "Sign in" })
    .first()
    .click();
  const email = await signInAsNewAccount(page, { locale });
  await backHomeSignedIn(page, locale);
  giveSentFile(email, reference, ...HANDOVER_TYPOLOGIES);
  for (const move of ["accept", "lease", "pay", "sign", "countersign"] as const)
    staff(move, reference);
  await page.goto(locale === "fr" ? "/fr/dossier" : "/en/application");
  return email;
}

const pdf = (name: string, content = "%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(content),
});

test.describe("tunnel step 5: the handover to act on", () => {
  test("fr: the Client space link, a certificate refused then sent, a taken slot said, a slot booked; staff list both; mails in French", async ({
    page,
  }) => {
    const reference = freshReference();
    const email = await reachHandover(page, "fr", reference);
    await expect(page.getByRole("heading", { name: "Bientôt chez vous !" })).toBeVisible();
    const clientSpace = page.getByRole("link", { name: /Ouvrir mon Espace Client/ });
    await expect(clientSpace).toHaveAttribute("href", /\/simulators\/espace-client$/);
    const todo = page.getByRole("list", { name: "Avant la remise des clés" });
    await expect(todo.getByText(/attestation d'assurance habitation .*: à faire\./)).toBeVisible();
    await expect(todo.getByText(/l'état des lieux d'entrée : à faire\./)).toBeVisible();
    await axeAtBothWidths(page, "step 5, handover to do");

    // The certificate: not a PDF or an image, then a "PDF" that is not one: refused, nothing sent.
    const insurance = page.getByTestId("insurance");
    const input = insurance.locator('input[type="file"]');
    const send = page.getByRole("button", { name: "Envoyer l'attestation" });
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/handover/insurance")) uploads.push(request.url());
    });
    await input.setInputFiles({
      name: "assurance.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("assurance"),
    });
    await expect(
      insurance.getByText("Fichiers acceptés : .png, .jpg, .jpeg, .gif, .pdf"),
    ).toBeVisible();
    await input.setInputFiles(pdf("faux.pdf", "pas un PDF"));
    await expect(
      insurance.getByText("Le contenu du fichier ne correspond pas à son type."),
    ).toBeVisible();
    await expect(send).toBeDisabled();
    // A real PDF: seen, not sent until the button.
    await input.setInputFiles(pdf("assurance.pdf"));
    await expect(
      insurance.getByText("Fichier choisi, pas encore envoyé : assurance.pdf"),
    ).toBeVisible();
    expect(uploads, "choosing sends nothing").toEqual([]);
    await send.click();
    await expect(
      todo.getByText("Attestation d'assurance habitation envoyée (assurance.pdf) : fait."),
    ).toBeVisible();

    // The appointment: another file takes the first slot meanwhile: said, and the slots reread.
    const slots = page.getByRole("button", { name: /^Réserver l'état des lieux le / });
    const firstSlot = await slots.first().getAttribute("aria-label");
    takeFirstFreeSlot(reference);
    await slots.first().click();
    await expect(
      page.getByText(/Ce créneau vient d'être réservé par quelqu'un d'autre/),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: firstSlot ?? "" })).toHaveCount(0);
    const booked = (await slots.first().getAttribute("aria-label")) ?? "";
    const when = booked.replace("Réserver l'état des lieux le ", "");
    await slots.first().click();
    await expect(
      todo.getByText(`État des lieux d'entrée le ${when} avec votre gestionnaire : fait.`),
    ).toBeVisible();
    await expect(slots).toHaveCount(0);
    await expect(
      todo.getByRole("listitem").filter({ hasText: "État des lieux d'entrée" }),
      "focus goes to the item just done, not to the page's body",
    ).toBeFocused();
    await axeAtBothWidths(page, "step 5, handover done");

    // Read again: both stay done.
    await page.reload();
    await expect(todo.getByText(/: fait\./)).toHaveCount(2);

    expect(staffListing("appointments")).toContain(`${reference}  ${email}`);
    expect(staffListing("insurances")).toMatch(new RegExp(`${reference}  .*assurance\\.pdf`));
    const mails = staffListing("mails", email);
    expect(mails).toContain("Attestation d'assurance habitation reçue");
    expect(mails).toContain("Votre rendez-vous d'état des lieux d'entrée");
  });

  test("en: the to-do list and the Client space in English; a booking mailed in English", async ({
    page,
  }) => {
    const reference = freshReference();
    const email = await reachHandover(page, "en", reference);
    await expect(page.getByRole("heading", { name: "Soon at home!" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Open my Client space/ })).toBeVisible();
    const todo = page.getByRole("list", { name: "Before the key handover" });
    await expect(
      todo.getByText(
        "Send your home insurance certificate before the keys are handed over: to do.",
      ),
    ).toBeVisible();
    await page
      .getByRole("button", { name: /^Book the move-in inspection on / })
      .first()
      .click();
    await expect(
      todo.getByText(/^Move-in inspection on .* with your manager: done\.$/),
    ).toBeVisible();
    expect(staffListing("mails", email)).toContain("Your move-in inspection appointment");
    await axeAtBothWidths(page, "step 5, handover in English");
  });
});
