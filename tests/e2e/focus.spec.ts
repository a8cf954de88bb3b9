import { backHomeSignedIn, signUpThroughProvider } from "./signIn.ts";
import { freshReference, giveSentFile, setPhone, staff } from "./staff.ts";
import { expect, type Page, test } from "./test.ts";
import {
  addStudentProofs,
  file,
  fileInput,
  pdf,
  reachStep4,
  section,
  words,
} from "./tunnelJourney.ts";

/**
 * After every tunnel dialog and stage change, focus lands somewhere meaningful, never
 * on `<body>` (which sends a keyboard or screen-reader user back to the top of the page).
 */

/** The focused element's tag and text, so a failure says where focus went. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element === null || element === document.body
      ? "body"
      : `${element.tagName.toLowerCase()}: ${element.textContent?.trim()}`;
  });

test.describe("focus after the tunnel's dialogs", () => {
  test.setTimeout(120_000);

  test("closing the incomplete-request dialog, then Continuer after sending: focus on the step's heading, step 5 from the top", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await reachStep4(page, "fr", "/fr/logements/residence-etudiante-lille-vauban/studio");
    for (const name of [
      /actualités et les offres de Hestia Campus/,
      /actualités et les offres du groupe/,
    ]) {
      await page
        .getByRole("radiogroup", { name })
        .getByRole("radio", { name: "Non" })
        .check({ force: true });
    }
    const send = page.getByRole("button", { name: words.fr.send });
    await send.focus();
    await page.keyboard.press("Enter");
    const incomplete = page.getByRole("alertdialog", { name: words.fr.incomplete });
    await expect(incomplete).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(incomplete).toBeHidden();
    // The send button was disabled while it worked, so focus goes to the step's heading.
    await expect.poll(() => focused(page)).not.toBe("body");
    await expect(page.getByRole("heading", { level: 1, name: words.fr.step4 })).toBeFocused();

    await fileInput(section(page, /^Pièce d'identité \(passeport/)).setInputFiles(
      file("passeport.pdf", pdf, "application/pdf"),
    );
    await expect(page.getByText("passeport.pdf : document vérifié")).toBeAttached({
      timeout: 20_000,
    });
    await addStudentProofs(page);
    await send.click();
    const sent = page.getByRole("alertdialog", { name: words.fr.sent });
    await expect(sent).toBeVisible();
    // The applicant had scrolled down to the button; step 5 must not open at its FAQ.
    await sent.getByRole("button", { name: "Continuer" }).click();
    const step5 = page.getByRole("heading", { level: 1, name: "Analyse de la demande" });
    await expect(step5).toBeFocused();
    expect(await focused(page)).not.toBe("body");
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(200);
    await expect(step5).toBeInViewport();
  });

  test("closing the signature frame: focus on step 5's heading while its button waits for the file", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/fr");
    await page.getByRole("button", { name: "Se connecter" }).first().click();
    const email = await signUpThroughProvider(page, { locale: "fr" });
    await backHomeSignedIn(page);
    const reference = freshReference();
    giveSentFile(email, reference);
    staff("accept", reference);
    staff("lease", reference);
    staff("pay", reference);
    // The signature needs the tenant's mobile phone.
    setPhone(email, "+33612345678");
    await page.goto("/fr/dossier");
    const sign = page.getByRole("button", { name: "Lire et signer le bail via Yousign >" });
    await sign.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Signature de votre bail" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Fermer", exact: true }).click();
    await expect(dialog).toBeHidden();
    // Closing reads the file again, and the button that opened the frame is disabled meanwhile:
    // focus goes to the step's heading rather than to <body>.
    await expect.poll(() => focused(page)).toBe("h1: Analyse de la demande");
  });
});
