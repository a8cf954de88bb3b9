/**
 * The identity-document reader wired into the verification: documents of invented
 * people drawn at test time (scripts/ocr/specimens.ts), read by the real reader, against the
 * form's data of the section's person. No trusted read, a failed or a late reader: the decision
 * is the file-name one, the file left to staff.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSpecimen, type SpecimenKind } from "../../scripts/ocr/specimens.ts";
import type { SyntheticPerson } from "../../scripts/ocr/syntheticMrz.ts";
import { EMPTY_GUARANTORS, type Guarantor } from "../../server/domain/guarantors.ts";
import { formIdentityOf } from "../../server/domain/identityReads.ts";
import { createDocumentReader, type DocumentReader } from "../../server/ocr/documentReader.ts";
import { type Json, makeServer, type TestServer } from "./helpers.ts";
import { holdStudio, PDF, PNG, studentProfile } from "./tunnel.ts";

const user = "demo-nouveau";
/** The applicant of studentProfile: Léa Martin, born 2006-04-12; the test clock is 2026-11-22. */
const lea: SyntheticPerson = {
  surnames: "MARTIN",
  givenNames: "LEA",
  birth: "060412",
  expiry: "310630",
  sex: "F",
  nationality: "FRA",
  documentNumber: "24AB81357",
};
const paul: SyntheticPerson = { ...lea, surnames: "MARTIN", givenNames: "PAUL", birth: "700302" };

let folder: string;
let reader: DocumentReader;
let server: TestServer;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "hestia-identity-read-"));
  reader = createDocumentReader({ workers: 1, queue: 8, timeoutMs: 60_000 });
});
afterAll(async () => {
  await reader.close();
  await rm(folder, { recursive: true, force: true });
});

/** A server whose applicant filled steps 2 and 3 (guarantor 1: Paul Martin, born 1970-03-02). */
async function applicantServer(documentReader: DocumentReader = reader) {
  server = makeServer({ env: { ANALYSIS_DELAY_MS: "3000" }, documentReader });
  const dossierId = await holdStudio(server, user);
  const profile = await server.call("/api/ac_campus/dossier/setInfosPersonnelles", {
    method: "POST",
    user,
    json: studentProfile(dossierId),
  });
  expect(profile.status).toBe(200);
  const guarantors = await server.call("/api/ac_campus/dossier/setInfosGarant", {
    method: "POST",
    user,
    json: {
      guarantees: 1,
      hasGuarantor: "oui",
      guarantor: {
        eft_civilite: 221310000,
        firstname: "Paul",
        lastname: "Martin",
        birthdate: "1970-03-02",
        emailaddress1: "paul.martin@example.org",
        eft_salaires_ou_revenus_mensuels_nets: 4000,
      },
      guarantor2: null,
      isBoursier: "",
    },
  });
  expect(guarantors.status).toBe(200);
}

const specimen = async (name: string, kind: SpecimenKind, person: SyntheticPerson) => {
  const drawn = await renderSpecimen(folder, name, kind, "clean", person);
  return { filename: `${name}.png`, encodedFile: (await readFile(drawn.file)).toString("base64") };
};

type File = { filename: string; encodedFile: string };
const call = (name: string, query: string, form?: Record<string, string>) =>
  server.call(`/api/ac_campus/vialink/${name}?${query}`, {
    method: "POST",
    user,
    ...(form ? { form } : {}),
  });

/** The whole check of one document: type, sheets, submit, the analysis's wait, the result. */
async function check(section: string, files: File[]): Promise<Json> {
  const [first] = files;
  const type = await server.call("/api/ac_campus/vialink/checkFileType", {
    method: "POST",
    user,
    form: { ...first, section } as Record<string, string>,
  });
  expect(type.status).toBe(200);
  const { controlId, documentId } = type.body;
  for (const file of files) {
    const added = await call(
      "addSheetDocument",
      `controlId=${controlId}&documentId=${documentId}`,
      {
        ...file,
      },
    );
    expect(added.status).toBe(200);
  }
  await call("submitControl", `controlId=${controlId}`);
  server.advance(3000);
  // The analysis waits for the reads, which take real time in the reader's worker.
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const { body } = await call("getControl", `controlId=${controlId}`);
    if (body.status !== "PENDING") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (await call("checkDocument", `controlId=${controlId}`)).body;
}

describe("formIdentityOf", () => {
  const user = { firstname: "Léa", lastname: "Martin", birthdate: "2006-04-12" };
  it("names the person of each identity section from steps 2 and 3", () => {
    const profile = {
      firstname: "Léna",
      eft_rl_nom: "Martin",
      eft_rl_prenom: "Anne",
      eft_rl_date_naissance: "1975-09-01",
    };
    const guarantors = {
      ...EMPTY_GUARANTORS,
      guarantor2: { lastname: "Roux", firstname: "Jean", birthdate: null } as Guarantor,
    };
    expect(formIdentityOf("identity", user, profile, guarantors)).toEqual({
      lastName: "Martin",
      firstNames: "Léna",
      birthDate: "2006-04-12",
    });
    expect(formIdentityOf("legalResponsible", user, profile, guarantors)).toEqual({
      lastName: "Martin",
      firstNames: "Anne",
      birthDate: "1975-09-01",
    });
    expect(formIdentityOf("guarantorIdentity2", user, profile, guarantors)).toEqual({
      lastName: "Roux",
      firstNames: "Jean",
      birthDate: null,
    });
    expect(formIdentityOf("guarantorIdentity1", user, profile, guarantors)).toBeNull();
    expect(formIdentityOf("status", user, profile, guarantors)).toBeNull();
  });
});

describe("identity documents read against the form", { timeout: 120_000 }, () => {
  afterEach(() => server.close());

  it("verifies a matching passport, and flags an expired one with what was read", async () => {
    await applicantServer();
    const matching = await check("identity", [await specimen("document-1", "passport", lea)]);
    expect(matching).toEqual({
      status: "ok",
      documentType: "PASSPORT",
      subTypes: ["PASSPORT"],
      read: {
        documentType: "PASSPORT",
        surnames: "MARTIN",
        givenNames: "LEA",
        birthDate: "2006-04-12",
        expiryDate: "2031-06-30",
      },
    });
    const expired = await check("identity", [
      await specimen("document-2", "passport", { ...lea, expiry: "250101" }),
    ]);
    expect(expired).toMatchObject({
      status: "ko",
      reason: "documentExpire",
      read: { expiryDate: "2025-01-01" },
    });
  });

  it("flags a card in another name with the names read, and a back without its front", async () => {
    await applicantServer();
    const camille = { ...lea, surnames: "DUBOIS", givenNames: "CAMILLE" };
    const otherName = await check("identity", [
      await specimen("carte-recto", "idFront", camille),
      await specimen("carte-verso", "idBack", camille),
    ]);
    expect(otherName).toMatchObject({
      status: "ko",
      reason: "nomDifferent",
      documentType: "STATE_ID",
      subTypes: ["STATE_ID_RECTO", "STATE_ID_VERSO"],
      read: { surnames: "DUBOIS", givenNames: "CAMILLE" },
    });
    // A neutral name, but its zone says it is a card's back: the front is missing.
    const backOnly = await check("identity", [await specimen("scan-1", "idBack", lea)]);
    expect(backOnly).toMatchObject({
      status: "ko",
      reason: "rectoManquant",
      subTypes: ["STATE_ID_VERSO"],
    });
    // With its front (no zone there, a neutral name too), the card is whole and hers.
    const whole = await check("identity", [
      await specimen("scan-2", "idFront", lea),
      await specimen("scan-3", "idBack", lea),
    ]);
    expect(whole).toMatchObject({ status: "ok", subTypes: ["STATE_ID_RECTO", "STATE_ID_VERSO"] });
  });

  it("flags a card front without its back, read or not, as the file-name rule does", async () => {
    await applicantServer();
    const front = await check("identity", [await specimen("cni-recto", "idFront", lea)]);
    expect(front).toMatchObject({ status: "ko", reason: "versoManquant", read: null });
  });

  it("compares a guarantor's document with the guarantor's data, the birth date exactly", async () => {
    await applicantServer();
    const permit = await check("guarantorIdentity1", [
      await specimen("titre-1", "permitFront", paul),
      await specimen("titre-2", "permitBack", paul),
    ]);
    expect(permit).toMatchObject({ status: "ok", documentType: "RESIDENCE_PERMIT" });
    const otherBirth = await check("guarantorIdentity1", [
      await specimen("passeport-paul", "passport", { ...paul, birth: "710302" }),
    ]);
    expect(otherBirth).toMatchObject({
      status: "ko",
      reason: "dateNaissanceDifferente",
      read: { birthDate: "1971-03-02" },
    });
  });

  it("leaves the file to staff when the reader fails, is late or finds no zone: the file-name decision", async () => {
    const failing: DocumentReader = {
      read: async () => ({ outcome: "unread", reason: "failed" }),
      close: async () => {},
    };
    await applicantServer(failing);
    const expiredPassport = await specimen("passeport", "passport", { ...lea, expiry: "250101" });
    expect(await check("identity", [expiredPassport])).toEqual({
      status: "ok",
      documentType: "PASSPORT",
      subTypes: ["PASSPORT"],
      read: null,
    });
    server.close();

    const late = createDocumentReader({ workers: 1, queue: 1, timeoutMs: 100 });
    await applicantServer(late);
    expect(await check("identity", [expiredPassport])).toMatchObject({ status: "ok", read: null });
    await late.close();
    server.close();

    // A one-pixel image and a PNG that is broken past its header: no zone, no 5xx.
    await applicantServer();
    expect(await check("identity", [{ filename: "carte.png", encodedFile: PNG }])).toMatchObject({
      status: "ok",
      subTypes: ["STATE_ID_RECTO_VERSO"],
      read: null,
    });
    // A PDF no rasteriser can open: no zone, no 5xx.
    expect(await check("identity", [{ filename: "carte.pdf", encodedFile: PDF }])).toMatchObject({
      status: "ok",
      read: null,
    });
    const broken = Buffer.from(PNG, "base64").subarray(0, 40).toString("base64");
    expect(await check("identity", [{ filename: "carte.png", encodedFile: broken }])).toMatchObject(
      { status: "ok", read: null },
    );
  });

  it("keeps the analysis pending while a read is under way", async () => {
    let finish: () => void = () => {};
    const slow: DocumentReader = {
      read: () =>
        new Promise((resolve) => {
          finish = () => resolve({ outcome: "read", pages: [undefined] });
        }),
      close: async () => {},
    };
    await applicantServer(slow);
    const type = await server.call("/api/ac_campus/vialink/checkFileType", {
      method: "POST",
      user,
      form: { filename: "carte.png", encodedFile: PNG, section: "identity" },
    });
    const { controlId, documentId } = type.body;
    await call("addSheetDocument", `controlId=${controlId}&documentId=${documentId}`, {
      filename: "carte.png",
      encodedFile: PNG,
    });
    await call("submitControl", `controlId=${controlId}`);
    server.advance(3000);
    expect((await call("getControl", `controlId=${controlId}`)).body).toEqual({
      status: "PENDING",
    });
    finish();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await call("getControl", `controlId=${controlId}`)).body).toEqual({ status: "DONE" });
  });

  it("does not read documents of other sections", async () => {
    let reads = 0;
    const counting: DocumentReader = {
      read: async () => {
        reads += 1;
        return { outcome: "read", pages: [] };
      },
      close: async () => {},
    };
    await applicantServer(counting);
    const type = await server.call("/api/ac_campus/vialink/checkFileType", {
      method: "POST",
      user,
      form: { filename: "carte.png", encodedFile: PNG, section: "status" },
    });
    expect(type.body.documentTypeAllowed).toBe(false);
    const { controlId, documentId } = type.body;
    const added = await call(
      "addSheetDocument",
      `controlId=${controlId}&documentId=${documentId}`,
      {
        filename: "carte.png",
        encodedFile: PNG,
      },
    );
    expect(added.status).toBe(200);
    expect(reads).toBe(0);
  });
});
