import { axeAtBothWidths, expectNoSeriousA11yViolations } from "./axe.ts";
import { decide, openFile, signInToConsole, staffAccounts, staffPage } from "./console.ts";
import { tabTo } from "./keyboard.ts";
import { backHomeSignedIn, signInAsNewAccount } from "./signIn.ts";
import { freshReference, giveDocuments, giveSentFile, mailsReceivedBy, staff } from "./staff.ts";
import { expect, test } from "./test.ts";
import {
  addStudentProofs,
  file,
  fileInput,
  pdf,
  reachStep4,
  referenceOf,
  section,
  words,
} from "./tunnelJourney.ts";

/**
 * Step 5 "sent back for changes": a sales member asks for changes in the team's console (or
 * staff through the staff command, `update`), the applicant reads the request and its reasons,
 * opens step 2 again, changes what was asked and sends the file again, which is back under
 * examination.
 */
/** The catalogue's labels of the two reasons the sales member gives (server/domain/staffReasons.ts). */
const teamReasons = {
  address: "Adresse incomplète : précisez le numéro et la rue.",
  other: "Autre motif (voir le message).",
};

test.describe("a file sent back for changes", () => {
  test.setTimeout(180_000);

  test("fr: sent, sent back from the console with two reasons by keyboard, the address and the establishment fixed by keyboard, sent again and back in analysis", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // A file sent from the browser: a grant-holding student with no guarantor.
    const email = await reachStep4(
      page,
      "fr",
      "/fr/logements/residence-etudiante-villeneuve-d-ascq/studio",
    );
    await fileInput(section(page, /^Pièce d'identité \(passeport/)).setInputFiles(
      file("passeport.pdf", pdf, "application/pdf"),
    );
    await expect(page.getByText("passeport.pdf : document vérifié")).toBeAttached({
      timeout: 20_000,
    });
    await addStudentProofs(page);
    for (const group of [/actualités et les offres de Hestia Campus/, /offres du groupe/]) {
      await page
        .getByRole("radiogroup", { name: group })
        .getByRole("radio", { name: "Non" })
        .check({ force: true });
    }
    await page.getByRole("button", { name: words.fr.send }).click();
    const sent = page.getByRole("alertdialog", { name: words.fr.sent });
    await expect(sent).toBeVisible();
    await sent.getByRole("button", { name: "Continuer" }).click();
    await expect(page.getByText("En cours d'examen", { exact: true })).toBeVisible();
    const reference = await referenceOf(page);

    // A sales member, by keyboard alone in the console, reads the payslip given and what the
    // identity reader found, and asks for changes with two coded reasons and a message.
    giveDocuments(reference, "payslip");
    const team = await staffPage(browser, 1280);
    await signInToConsole(team, "fr", staffAccounts.sales, { keyboard: true });
    await openFile(team, "fr", reference, { keyboard: true });
    await expect(team.getByText(/Lecture de la pièce :\s*conforme\s*PASSPORT/)).toBeVisible();
    await tabTo(team, team.getByRole("button", { name: "bulletin-de-salaire.png" }));
    await team.keyboard.press("Enter");
    await expect(team.getByRole("img", { name: "bulletin-de-salaire.png" })).toBeVisible();
    await expectNoSeriousA11yViolations(team, "console, a file and its payslip, fr 1280");
    await decide(team, "fr", "Demander des compléments", {
      reasons: [teamReasons.address, teamReasons.other],
      note: "Merci de préciser aussi votre établissement.",
      keyboard: true,
    });
    await expectNoSeriousA11yViolations(team, "console, decision recorded, fr 1280");
    await team.context().close();

    // Step 5 says so, with both reasons next to what they concern, and offers to open the file
    // again; the mail says the same.
    await page.reload();
    for (const reason of Object.values(teamReasons))
      await expect(page.getByText(reason)).toBeVisible();
    const mailed = () =>
      mailsReceivedBy(email).find((mail) => mail.subject === "Votre dossier est à compléter")
        ?.text ?? "";
    await expect.poll(mailed, { message: "delivered to the SMTP server" }).not.toBe("");
    for (const reason of Object.values(teamReasons)) expect(mailed()).toContain(reason);
    expect(mailed()).toContain("Merci de préciser aussi votre établissement.");
    await expect(page.getByText("Incomplète", { exact: true })).toBeVisible();
    await expect(page.getByText(/Votre dossier est incomplet/)).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Votre demande est à compléter" }),
    ).toBeVisible();
    await axeAtBothWidths(page, "step 5, sent back for changes");

    // By keyboard alone: open step 2, give the full address asked for and change the
    // establishment, continue through step 3.
    const reopen = page.getByRole("button", { name: "Compléter ma demande" });
    await tabTo(page, reopen);
    await page.keyboard.press("Enter");
    const profileHeading = page.getByRole("heading", { level: 1, name: "Votre profil" });
    await expect(profileHeading).toBeFocused();
    await expect(page.getByRole("button", { name: "Retour" })).toHaveCount(0);
    const establishment = page.getByRole("textbox", {
      name: "Nom de l'établissement",
      exact: true,
    });
    await expect(establishment).toHaveValue("Université de Bordeaux");
    const address = page.getByRole("combobox", { name: /^Adresse/ });
    await tabTo(page, address);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("25 rue de Rivoli");
    await expect(page.getByRole("option", { name: /25 rue de Rivoli/ })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(address).toHaveValue(/25 rue de Rivoli/);
    await tabTo(page, establishment);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Université de Lille");
    await tabTo(page, page.getByRole("button", { name: words.fr.next }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Profil des garants" })).toBeFocused();
    await tabTo(page, page.getByRole("button", { name: words.fr.next }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: words.fr.step4 })).toBeFocused();

    // Step 4 kept its documents and answers; sending again (still by keyboard) puts the file
    // back under examination.
    await expect(page.getByRole("button", { name: "Supprimer passeport.pdf" })).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: words.fr.send }));
    await page.keyboard.press("Enter");
    const sentAgain = page.getByRole("alertdialog", { name: words.fr.sent });
    await expect(sentAgain).toBeVisible();
    await expect(sentAgain.getByText(reference)).toBeVisible();
    await tabTo(page, sentAgain.getByRole("button", { name: "Continuer" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("En cours d'examen", { exact: true })).toBeVisible();
    await expect(page.getByText(/Votre demande est en cours d'examen/)).toBeVisible();

    // The changes were kept: step 2 of the file (read anew) shows them once staff ask again.
    staff("update", reference);
    await page.reload();
    await page.getByRole("button", { name: "Compléter ma demande" }).click();
    await expect(
      page.getByRole("textbox", { name: "Nom de l'établissement", exact: true }),
    ).toHaveValue("Université de Lille");
    await expect(page.getByRole("combobox", { name: /^Adresse/ })).toHaveValue(/25 rue de Rivoli/);
  });

  test("en: the update request in English, and step 2 opens again", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("button", { name: "Sign in" }).first().click();
    const email = await signInAsNewAccount(page, { locale: "en" });
    await backHomeSignedIn(page, "en");
    const reference = freshReference();
    giveSentFile(email, reference);
    staff("update", reference);
    await page.goto("/en/application");
    await expect(page.getByText("Incomplete", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Your application needs updating" }),
    ).toBeVisible();
    await expect(
      page.getByText(/Change what we asked for in your profile, your guarantors or your documents/),
    ).toBeVisible();
    await page.getByRole("button", { name: "Update my application" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
  });

  test("fr: a reopened file reloaded on step 3 stays there; the bare address shows step 5", async ({
    page,
  }) => {
    await page.goto("/fr");
    await page.getByRole("button", { name: "Se connecter" }).first().click();
    const email = await signInAsNewAccount(page, { locale: "fr" });
    await backHomeSignedIn(page, "fr");
    const reference = freshReference();
    giveSentFile(email, reference);
    staff("update", reference);
    await page.goto("/fr/dossier");
    await page.getByRole("button", { name: "Compléter ma demande" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Votre profil" })).toBeFocused();
    await page
      .getByRole("navigation", { name: "Étapes de votre demande" })
      .getByRole("button", { name: /Profil des garants/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Profil des garants" })).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/dossier\/garants$/);

    // The address remembers that the file was reopened: a reload keeps step 3.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Profil des garants" })).toBeVisible();
    await expect(page.getByText("Incomplète", { exact: true })).toHaveCount(0);

    // Without a step in the address, the file opens on step 5 as before.
    await page.goto("/fr/dossier");
    await expect(
      page.getByRole("heading", { name: "Votre demande est à compléter" }),
    ).toBeVisible();
  });
});
