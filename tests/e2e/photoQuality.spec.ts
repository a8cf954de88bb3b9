import { readFile } from "node:fs/promises";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, type Page, test } from "./test.ts";
import {
  blurredPhoto,
  darkPhoto,
  oversizeImage,
  passwordProtectedPdf,
  sharpPhoto,
} from "./testImages.ts";
import { file, fileInput, type Locale, reachStep4, section } from "./tunnelJourney.ts";

/**
 * Step 4's screening in the browser before upload, in a real Chromium: a
 * blurred photo is stopped with its reason and can still be sent on purpose, a dark one says so
 * and is removed, an image over the 12 MB limit is scaled down and stored, a password-protected
 * PDF is refused; nothing of a stopped file reaches the server. The images are made at test time
 * (testImages.ts). Each locale books its own flat type, which no other spec books: Marseille
 * Vieux-Port's T2 (French) and Paris Montsouris's T1 bis (English).
 */

const texts = {
  fr: {
    path: "/fr/logements/residence-etudiante-marseille-vieux-port/t2",
    identity: /^Pièce d'identité \(passeport/,
    status: /^Justificatif de statut/,
    grant: /^Justificatif de bourse/,
    blurry: "Cette photo est trop floue : reprenez-la, bien à plat et nette.",
    dark: "Cette photo est trop sombre : reprenez-la dans un endroit bien éclairé.",
    sendAnyway: "Envoyer quand même",
    remove: "Retirer",
    download: "Télécharger",
    delete: "Supprimer",
    scaledDown: "Image réduite à moins de 12 Mo pour l'envoi.",
    protectedPdf:
      "Ce PDF est protégé par un mot de passe et ne peut pas être lu : enregistrez-le sans mot de passe, puis déposez-le de nouveau",
  },
  en: {
    path: "/en/accomodation/student-residence-paris-montsouris/t1-bis-flat",
    identity: /^Identity document \(passport/,
    status: /^Proof of status/,
    grant: /^Scholarship proof/,
    blurry: "This photo is too blurry: take it again, flat and in focus.",
    dark: "This photo is too dark: take it again in a well-lit place.",
    sendAnyway: "Send anyway",
    remove: "Remove",
    download: "Download",
    delete: "Delete",
    scaledDown: "Image scaled down to under 12 MB to be sent.",
    protectedPdf:
      "This PDF is password-protected and cannot be read: save it without a password, then add it again",
  },
} as const;

/**
 * How many files reached the server, by call: uploads and identity type checks (the page sends
 * their JSON as a stream, which Playwright does not show, so the calls are counted).
 */
function countFilesSent(page: Page) {
  const sent = { uploads: 0, typeChecks: 0 };
  page.on("request", (request) => {
    if (request.method() !== "POST") return;
    if (request.url().includes("/sharepoint/add")) sent.uploads++;
    if (request.url().includes("/vialink/checkFileType")) sent.typeChecks++;
  });
  return sent;
}

for (const locale of ["fr", "en"] as const satisfies readonly Locale[]) {
  const w = texts[locale];
  test(`${locale}: blurred, dark, oversize and password-protected files are screened before upload`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await reachStep4(page, locale, w.path);
    const sent = countFilesSent(page);
    const identity = section(page, w.identity);

    // A blurred photo: stopped with the reason, nothing sent, and sent anyway on purpose.
    await fileInput(identity).setInputFiles(file("passeport_flou.png", blurredPhoto, "image/png"));
    const blurred = identity.getByRole("listitem").filter({ hasText: "passeport_flou.png" });
    await expect(blurred.getByRole("alert")).toContainText(w.blurry);
    await expect(
      blurred.getByRole("button", { name: `${w.download} passeport_flou.png` }),
    ).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, `${locale}: a photo worth a retake`);
    await blurred.getByRole("button", { name: `${w.sendAnyway} passeport_flou.png` }).click();
    await expect(
      blurred.getByRole("button", { name: `${w.download} passeport_flou.png` }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(blurred.getByText(w.blurry)).toHaveCount(0);

    // A dark photo says so; removed, it is gone, and was never sent.
    const status = section(page, w.status);
    await fileInput(status).setInputFiles(file("certificat_sombre.png", darkPhoto, "image/png"));
    const dark = status.getByRole("listitem").filter({ hasText: "certificat_sombre.png" });
    await expect(dark.getByRole("alert")).toContainText(w.dark);
    await dark.getByRole("button", { name: `${w.remove} certificat_sombre.png` }).click();
    await expect(dark).toHaveCount(0);
    // Focus goes to the section, where the retake is added, not to the page's start.
    await expect(status.getByRole("heading")).toBeFocused();
    // The retake: a sharp photo goes straight through.
    await fileInput(status).setInputFiles(file("certificat.png", sharpPhoto, "image/png"));
    await expect(status.getByRole("button", { name: `${w.delete} certificat.png` })).toBeVisible({
      timeout: 20_000,
    });

    // An image over the 12 MB limit: scaled down to a JPEG that fits, then stored.
    const grant = section(page, w.grant);
    const oversize = oversizeImage();
    expect(oversize.length).toBeGreaterThan(12 * 1024 * 1024);
    await fileInput(grant).setInputFiles(file("attestation_bourse.png", oversize, "image/png"));
    const scaled = grant.getByRole("listitem").filter({ hasText: "attestation_bourse.jpg" });
    await expect(scaled.getByText(w.scaledDown)).toBeVisible({ timeout: 30_000 });
    await expect(
      scaled.getByRole("button", { name: `${w.delete} attestation_bourse.jpg` }),
    ).toBeVisible({ timeout: 30_000 });
    const downloading = page.waitForEvent("download");
    await scaled.getByRole("button", { name: `${w.download} attestation_bourse.jpg` }).click();
    const stored = await readFile((await (await downloading).path()) ?? "");
    expect(stored.length).toBeLessThanOrEqual(12 * 1024 * 1024);
    expect([...stored.subarray(0, 3)], "a JPEG").toEqual([0xff, 0xd8, 0xff]);

    // A password-protected PDF: said so before upload, nothing sent.
    await fileInput(identity).setInputFiles(
      file("passeport_protege.pdf", passwordProtectedPdf, "application/pdf"),
    );
    const locked = identity.getByRole("listitem").filter({ hasText: "passeport_protege.pdf" });
    await expect(locked.getByRole("alert")).toContainText(w.protectedPdf);

    // Sent: the blurred passport (on purpose), the retaken certificate, the scaled-down grant
    // proof. Never sent: the dark photo, the protected PDF.
    expect(sent).toEqual({ uploads: 3, typeChecks: 1 });
  });
}
