/**
 * Every signer signs the lease, in the spec's order (the tenant, a minor's legal
 * guardian, guarantors 1 and 2, then the team), and the signature stage is done only once they
 * all have. Files are given as sent (fixtures/sendFile.ts) with their co-signers
 * (fixtures/setCoSigners.ts), on flat types no other spec books: Bastide's and Part-Dieu's
 * colivings (1101, 1401), then Vieux-Port's two-room flat (1703).
 */
import { axeAtBothWidths } from "./axe.ts";
import { backHomeSignedIn, signInAsNewAccount } from "./signIn.ts";
import { freshReference, giveCoSigners, giveSentFile, setPhone, staff } from "./staff.ts";
import { devKey, expect, type Page, test } from "./test.ts";

const FLAT_TYPES = [1101, 1401, 1703];

/** A new account whose file, with the co-signers given, is accepted, its lease ready and paid. */
async function paidFile(
  page: Page,
  locale: "fr" | "en",
  reference: string,
  coSigners: "minor" | "twoGuarantors",
) {
  await page.goto(`/${locale}`);
  await page
    .getByRole("button", { name: /^(Se connecter|Sign in)$/ })
    .first()
    .click();
  const email = await signInAsNewAccount(page, { locale });
  await backHomeSignedIn(page, locale);
  giveSentFile(email, reference, ...FLAT_TYPES);
  giveCoSigners(reference, coSigners);
  for (const move of ["accept", "lease", "pay"] as const) staff(move, reference);
  return email;
}

/** The link to their own signing page the server mailed to `address` (the outbox, a dev route). */
async function signingLinkMailedTo(page: Page, address: string): Promise<string> {
  const outbox = (await (
    await page.request.get("/api/dev/outbox", { headers: devKey })
  ).json()) as { recipient: string; content: string }[];
  const mail = outbox.find((entry) => entry.recipient === address);
  const link = /https?:\/\/\S+\/simulators\/signature\/\S+/.exec(mail?.content ?? "")?.[0];
  if (!link) throw new Error(`no signing link was mailed to ${address}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

const signer = (page: Page, label: string) =>
  page.getByRole("listitem").filter({ hasText: new RegExp(`^${label}\\(`) });

test.describe("every signer signs the lease, in order", () => {
  test("fr: a minor's legal guardian signs after them, from their mail; not done until then", async ({
    page,
  }) => {
    const reference = freshReference();
    const email = await paidFile(page, "fr", reference, "minor");
    setPhone(email, "06 12 34 56 78");
    await page.goto("/fr/dossier");

    // The tenant signs in the frame.
    await page.getByRole("button", { name: "Lire et signer le bail via Yousign >" }).click();
    const dialog = page.getByRole("dialog", { name: "Signature de votre bail" });
    const frame = page.frameLocator('iframe[title="Signature électronique du bail"]');
    await frame.getByRole("button", { name: "Signer le bail" }).click({ timeout: 15_000 });
    await expect(frame.getByText(/Merci, votre signature est enregistrée/)).toBeVisible();
    await dialog.getByRole("button", { name: "Fermer", exact: true }).click();

    // The guardian's turn: listed, waiting; the stage is not done.
    await expect(page.getByRole("heading", { name: "Vous avez signé votre bail" })).toBeVisible();
    await expect(signer(page, "Signature du locataire")).toContainText("(signé)");
    await expect(signer(page, "Signature du représentant légal")).toContainText("(en attente)");
    await expect(page.getByRole("heading", { name: "À nous de jouer" })).toHaveCount(0);
    const progress = page.getByRole("navigation", { name: "Avancement de votre demande" });
    await expect(progress.locator('[aria-current="step"]')).toContainText("Signature du bail");
    await axeAtBothWidths(page, "step 5, waiting for the legal guardian");

    // The guardian signs from the link mailed to them.
    const guardianPage = await signingLinkMailedTo(
      page,
      `tuteur-${reference.toLowerCase()}@example.test`,
    );
    expect(guardianPage).toContain("signer=representant_legal");
    await page.goto(guardianPage);
    await page.getByRole("button", { name: "Signer le bail" }).click();
    await expect(page.getByText(/Merci, votre signature est enregistrée/)).toBeVisible();

    await page.goto("/fr/dossier");
    await expect(page.getByRole("heading", { name: "À nous de jouer" })).toBeVisible();
    await expect(signer(page, "Signature du représentant légal")).toContainText("(signé)");
  });

  test("en: two personal guarantors are both needed; a refusal and an expiry show the error card", async ({
    page,
  }) => {
    const reference = freshReference();
    await paidFile(page, "en", reference, "twoGuarantors");
    staff("sign", reference, "tenant");
    await page.goto("/en/application");
    await expect(page.getByRole("heading", { name: "You have signed your lease" })).toBeVisible();
    await expect(signer(page, "Guarantor 1's signature")).toContainText("(pending)");
    await expect(signer(page, "Guarantor 2's signature")).toContainText("(pending)");

    staff("sign", reference, "guarantor1");
    await page.reload();
    await expect(signer(page, "Guarantor 1's signature")).toContainText("(signed)");
    await expect(signer(page, "Guarantor 2's signature")).toContainText("(pending)");
    await expect(page.getByRole("heading", { name: "Over to us" })).toHaveCount(0);

    // Guarantor 2 refuses: the card says what happened and what to do; the list says who.
    staff("refuse-signature", reference, "guarantor2");
    await page.reload();
    await expect(
      page.getByRole("alert").filter({ hasText: "A signer refused to sign the lease." }),
    ).toContainText("start the signature again");
    await expect(signer(page, "Guarantor 2's signature")).toContainText("(refused)");
    await expect(page.getByRole("button", { name: "Start the signature again" })).toBeEnabled();
    await axeAtBothWidths(page, "step 5, a signer refused");

    // A new signature, which lapses: the expiry's card.
    staff("sign", reference, "tenant");
    staff("expire-signature", reference);
    await page.reload();
    await expect(page.getByText("Your lease signature has expired.")).toBeVisible();
    await expect(signer(page, "Guarantor 1's signature")).toContainText("(expired)");

    // Everyone signs anew, guarantor 2 last: then the team's turn.
    staff("sign", reference);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Over to us" })).toBeVisible();
    await expect(signer(page, "Guarantor 2's signature")).toContainText("(signed)");
  });
});
