import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderSpecimen, type SpecimenKind } from "../../scripts/ocr/specimens.ts";
import type { SyntheticPerson } from "../../scripts/ocr/syntheticMrz.ts";
import { expectNoSeriousA11yViolations } from "./axe.ts";
import { expect, test } from "./test.ts";
import { file, fileInput, type Locale, reachStep4, section, words } from "./tunnelJourney.ts";

/**
 * Identity documents read by the server in a real Chromium: documents of invented
 * people drawn at test time (scripts/ocr/specimens.ts, ImageMagick and Debian's OCR-B font), for
 * the applicant every journey signs up (Camille Essai, born 2004-05-17: signIn.ts). The server
 * reads each file's machine-readable zone and compares it with step 2. The card's front has no
 * zone: its missing back is flagged by the file-name rule, as before the reader. The documents'
 * numbers are ones the reader reads on these drawings (the model misreads some digits as
 * letters, and a read whose check digits fail is not trusted: docs/decisions/0009-mrz-model.md).
 */

const camille: SyntheticPerson = {
  surnames: "ESSAI",
  givenNames: "CAMILLE",
  birth: "040517",
  expiry: "310630",
  sex: "F",
  nationality: "FRA",
  documentNumber: "AB1234567",
};
const expiredPassport = { ...camille, expiry: "250101" };
const someoneElse = { ...camille, surnames: "DUBOIS", givenNames: "MARIE", birth: "030211" };

const texts = {
  fr: {
    section: /^Pièce d'identité \(passeport/,
    expired: "Document expiré : déposez une pièce d'identité en cours de validité",
    expiryRead: "Date d'expiration lue sur le document : 01 janvier 2025",
    nameMismatch: "Le nom ne correspond pas à celui de votre profil",
    namesRead: "Nom lu sur le document : MARIE DUBOIS",
    delete: "Supprimer",
    files: {
      expired: "passeport_perime",
      front: "carte_recto",
      back: "carte_verso",
      ok: "passeport",
    },
  },
  en: {
    section: /^Identity document/,
    expired: "Document expired: upload an identity document that is still valid",
    expiryRead: "Expiry date read on the document: 2025 January 01",
    nameMismatch: "The name does not match the one in your profile",
    namesRead: "Name read on the document: MARIE DUBOIS",
    delete: "Delete",
    files: { expired: "old_passport", front: "id_front", back: "id_back", ok: "passport" },
  },
} as const;

/**
 * A flat type no other spec books (the run shares one database: tunnelJourney.ts): women's
 * rooms (typologies 1002 and 1602), as the applicant signs up as a woman.
 */
const flats: Record<Locale, string> = {
  fr: "/fr/logements/residence-etudiante-bordeaux-talence/chambre-colocation-femmes",
  en: "/en/accomodation/student-residence-villeneuve-d-ascq/shared-flat-room-women",
};

let folder = "";
test.beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "hestia-e2e-specimens-"));
});
test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function drawn(name: string, kind: SpecimenKind, person: SyntheticPerson) {
  const specimen = await renderSpecimen(folder, name, kind, "clean", person);
  return file(`${name}.png`, await readFile(specimen.file), "image/png");
}

for (const locale of ["fr", "en"] as const) {
  test(`identity documents read against step 2 (${locale}): expired, another name, a front alone, a matching passport`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const t = texts[locale];
    await reachStep4(page, locale, flats[locale]);
    const identity = section(page, t.section);
    const row = (name: string) => identity.getByRole("listitem").filter({ hasText: `${name}.png` });
    const verdict = { timeout: 45_000 };

    // An expired passport: flagged, with the expiry date read; then deleted.
    await fileInput(identity).setInputFiles(
      await drawn(t.files.expired, "passport", expiredPassport),
    );
    const expired = row(t.files.expired);
    await expect(expired.getByText(t.expired)).toBeVisible(verdict);
    await expect(expired.getByText(t.expiryRead)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `identity read, expired (${locale})`);
    await expired.getByRole("button", { name: `${t.delete} ${t.files.expired}.png` }).click();
    await expect(expired).toHaveCount(0, verdict);

    // A card's front alone: its back is missing.
    await fileInput(identity).setInputFiles(await drawn(t.files.front, "idFront", camille));
    await expect(row(t.files.front).getByText(words[locale].backMissing)).toBeVisible(verdict);

    // Its back, in another name: flagged with the names read.
    await fileInput(identity).setInputFiles(await drawn(t.files.back, "idBack", someoneElse));
    const back = row(t.files.back);
    await expect(back.getByText(t.nameMismatch)).toBeVisible(verdict);
    await expect(back.getByText(t.namesRead)).toBeVisible();

    // A passport in the applicant's name, valid: verified.
    await fileInput(identity).setInputFiles(await drawn(t.files.ok, "passport", camille));
    await expect(row(t.files.ok).getByText(words[locale].verified, { exact: true })).toBeVisible(
      verdict,
    );
  });
}
