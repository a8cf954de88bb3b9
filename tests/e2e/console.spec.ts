import { expectNoSeriousA11yViolations } from "./axe.ts";
import { decide, openFile, signInToConsole, staffAccounts, staffPage } from "./console.ts";
import { backHomeSignedIn, signInAsNewAccount } from "./signIn.ts";
import { freshReference, giveDocuments, giveSentFile, mailsReceivedBy, staff } from "./staff.ts";
import { expect, test } from "./test.ts";

/**
 * The team's console in English at 1024 px: a manager takes a file from its review to the key
 * handover while the applicant acts in their own browser. The file is made by a factory (sent,
 * with a payslip and a passport checked), so only the console's part is walked; the sales
 * member's change request, by keyboard in French, is in update.spec.ts. Its own flat types:
 * the men's rooms of Lyon Guillotière and Bordeaux Talence (typologies 1303, 1003), which no other
 * spec books (in either language's address or by id).
 */
const CONSOLE_TYPOLOGIES = [1303, 1003];

const pdf = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
});

test.describe("the team's console", () => {
  test.setTimeout(150_000);

  test("en, 1024: a manager reads a payslip and the identity check while a colleague sees the file held, accepts, puts the lease up, confirms the transfer, countersigns after the tenant, refuses then accepts the insurance certificate, moves the inventory appointment and signs out", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await page.goto("/en");
    await page.getByRole("button", { name: "Sign in" }).first().click();
    const email = await signInAsNewAccount(page, { locale: "en", civility: "man" });
    await backHomeSignedIn(page, "en");
    const reference = freshReference();
    giveSentFile(email, reference, ...CONSOLE_TYPOLOGIES);
    giveDocuments(reference, "payslip", "passport");

    const team = await staffPage(browser, 1024);
    await signInToConsole(team, "en", staffAccounts.manager);
    await expectNoSeriousA11yViolations(team, "console queue, en 1024");
    await openFile(team, "en", reference);
    await expect(team.getByText(/Document read:\s*consistent\s*PASSPORT/)).toBeVisible();
    await team.getByRole("button", { name: "bulletin-de-salaire.png" }).click();
    await expect(team.getByRole("img", { name: "bulletin-de-salaire.png" })).toBeVisible();
    await expectNoSeriousA11yViolations(team, "console file with its payslip, en 1024");

    // A colleague opening the same file meanwhile sees who reviews it, and reads only.
    const colleague = await staffPage(browser, 1280);
    await signInToConsole(colleague, "en", staffAccounts.sales);
    await openFile(colleague, "en", reference, { heldByOther: true });
    await expect(
      colleague.getByText(/^Being reviewed by Paul Girard until .*: the file is read-only\.$/),
    ).toBeVisible();
    await expect(colleague.getByText("Read-only: no decision possible.")).toBeVisible();
    await expect(colleague.getByRole("button", { name: "Accept the file" })).toHaveCount(0);
    await colleague.context().close();
    await decide(team, "en", "Accept the file");
    await openFile(team, "en", reference);
    await decide(team, "en", "Put the lease up for signature");

    // The applicant pays by bank transfer; the manager confirms it.
    await page.goto("/en/application");
    await page.getByRole("tab", { name: "Bank transfer" }).click();
    await page
      .locator('[data-proof="transfer_justificative"] input[type="file"]')
      .setInputFiles(pdf("virement.pdf"));
    await page.getByRole("button", { name: "Send the proof" }).click();
    await expect(page.getByText("Your bank transfer is being checked.")).toBeVisible();
    await openFile(team, "en", reference);
    await decide(team, "en", "Confirm the transfer");

    // Countersigned once the tenant has signed, whose signature the signing tool records.
    staff("sign", reference);
    await openFile(team, "en", reference);
    await decide(team, "en", "Countersign the lease");

    // The certificate: refused with a coded reason, sent again, accepted.
    await page.goto("/en/application");
    await expect(page.getByRole("heading", { name: "Soon at home!" })).toBeVisible();
    const insurance = page.getByTestId("insurance");
    await insurance.locator('input[type="file"]').setInputFiles(pdf("assurance.pdf"));
    await page.getByRole("button", { name: "Send the certificate" }).click();
    await expect(insurance.getByText(/assurance\.pdf/).first()).toBeVisible();
    await openFile(team, "en", reference);
    const wrongDates = "The insurance certificate does not cover the move-in date.";
    await decide(team, "en", "Refuse the insurance certificate", { reasons: [wrongDates] });
    await page.goto("/en/application");
    const refused = page.getByTestId("insurance-refused");
    await expect(refused.getByText("The team refused your insurance certificate")).toBeVisible();
    await expect(refused.getByText(wrongDates)).toBeVisible();
    await insurance.locator('input[type="file"]').setInputFiles(pdf("assurance-2027.pdf"));
    await page.getByRole("button", { name: "Send the certificate" }).click();
    await expect(insurance.getByText(/assurance-2027\.pdf/).first()).toBeVisible();
    await openFile(team, "en", reference);
    await decide(team, "en", "Accept the insurance certificate");
    await page.goto("/en/application");
    await expect(
      page.getByText("The team has checked and accepted your certificate."),
    ).toBeVisible();

    // The applicant books the inventory; the manager moves it to another free slot.
    await page
      .getByRole("button", { name: /^Book the move-in inspection on / })
      .first()
      .click();
    await expect(
      page.getByText(/^Move-in inspection on .* with your manager: done\.$/),
    ).toBeVisible();
    const booked = (await page.getByText(/^Move-in inspection on .*: done\.$/).textContent()) ?? "";
    await openFile(team, "en", reference);
    await decide(team, "en", "Move the appointment", { slot: 1 });
    await expectNoSeriousA11yViolations(team, "console, appointment moved, en 1024");
    await page.goto("/en/application");
    const moved = page.getByText(/^Move-in inspection on .*: done\.$/);
    await expect(moved).toBeVisible();
    await expect(moved).not.toHaveText(booked);

    // Every decision mailed the applicant in English, through the SMTP server.
    await expect
      .poll(() => mailsReceivedBy(email).map((mail) => mail.subject))
      .toEqual(
        expect.arrayContaining([
          "Your request is accepted",
          "Your lease is ready",
          "Your bank transfer is received",
          "Your lease is signed by all parties",
          "Your insurance certificate is refused",
          "Your insurance certificate is accepted",
        ]),
      );

    // Signing out ends the provider's session too: the next sign-in asks for the password.
    await team.getByRole("link", { name: "Back to the list of files" }).click();
    await team.getByRole("button", { name: "Sign out of the console" }).click();
    await expect(team).toHaveURL(/\/en\/staff$/);
    await team.getByRole("main").getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(team.locator("#password")).toBeVisible();
    await team.context().close();
  });
});
