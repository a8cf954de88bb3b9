/**
 * The identity-document reader on documents drawn at test time (scripts/ocr/specimens.ts):
 * a few only, the figures script reads the larger set.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegInPdf, renderSpecimen } from "../../../scripts/ocr/specimens.ts";
import type { SyntheticPerson } from "../../../scripts/ocr/syntheticMrz.ts";
import { createDocumentReader, type DocumentReader } from "../../../server/ocr/documentReader.ts";

const person: SyntheticPerson = {
  surnames: "LEFEVRE",
  givenNames: "CAMILLE JEANNE",
  birth: "050612",
  expiry: "300930",
  sex: "F",
  nationality: "FRA",
  documentNumber: "18CK52093",
};

let folder: string;
let reader: DocumentReader;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "hestia-reader-test-"));
  reader = createDocumentReader({ workers: 1, queue: 4, timeoutMs: 60_000 });
});
afterAll(async () => {
  await reader.close();
  await rm(folder, { recursive: true, force: true });
});

const bytes = async (file: string) => new Uint8Array(await readFile(file));

describe("document reader", { timeout: 120_000 }, () => {
  it("reads a clean passport's zone, every check digit valid", async () => {
    const specimen = await renderSpecimen(folder, "passport", "passport", "clean", person);
    const reading = await reader.read(await bytes(specimen.file), "image/png");
    expect(reading).toMatchObject({ outcome: "read" });
    const zone = reading.outcome === "read" ? reading.pages[0] : undefined;
    expect(zone?.lines).toEqual(specimen.zone);
    expect(zone).toMatchObject({
      kind: "PASSPORT",
      surnames: "LEFEVRE",
      givenNames: "CAMILLE JEANNE",
      birthDate: "2005-06-12",
      expiryDate: "2030-09-30",
    });
  });

  it("reads a phone photo of a card's back, and the same photo inside a PDF", async () => {
    const specimen = await renderSpecimen(folder, "card-back", "idBack", "phone", person, -2.5);
    const photo = await reader.read(await bytes(specimen.file), "image/jpeg");
    expect(photo.outcome === "read" && photo.pages[0]?.lines).toEqual(specimen.zone);
    const pdf = await jpegInPdf(specimen.file, join(folder, "card-back.pdf"));
    const scanned = await reader.read(await bytes(pdf), "application/pdf");
    expect(scanned.outcome === "read" && scanned.pages[0]?.kind).toBe("STATE_ID");
  });

  it("reads a photo whose zone only the last, smaller pass reads whole", async () => {
    // Drawn as `npm run ocr:figures -- 72` draws its 51st phone photo: at full size the model
    // reads the number 05CC24068 as "0S5CC24068", a letter no rule may cut.
    const entin: SyntheticPerson = {
      surnames: "ENTIN",
      givenNames: "LOUDER",
      birth: "991004",
      expiry: "300712",
      sex: "F",
      nationality: "SEN",
      documentNumber: "05CC24068",
    };
    const specimen = await renderSpecimen(
      folder,
      "permitBack-phone-50",
      "permitBack",
      "phone",
      entin,
      -1.4,
    );
    const reading = await reader.read(await bytes(specimen.file), "image/jpeg");
    expect(reading.outcome === "read" && reading.pages[0]?.lines).toEqual(specimen.zone);
  });

  it("finds no zone on a card's front", async () => {
    const specimen = await renderSpecimen(folder, "card-front", "idFront", "clean", person);
    expect(await reader.read(await bytes(specimen.file), "image/png")).toEqual({
      outcome: "read",
      pages: [undefined],
    });
  });

  it("says unread, never throws, for a file no tool can open or a read past its time", async () => {
    const garbage = new TextEncoder().encode("not an image at all");
    expect(await reader.read(garbage, "image/png")).toEqual({
      outcome: "unread",
      reason: "failed",
    });
    expect(await reader.read(garbage, "application/pdf")).toEqual({
      outcome: "unread",
      reason: "failed",
    });
    const hurried = createDocumentReader({ workers: 1, queue: 1, timeoutMs: 1 });
    try {
      const specimen = await renderSpecimen(folder, "hurried", "passport", "clean", person);
      expect(await hurried.read(await bytes(specimen.file), "image/png")).toEqual({
        outcome: "unread",
        reason: "timeout",
      });
    } finally {
      await hurried.close();
    }
  });
});
