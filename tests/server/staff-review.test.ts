/**
 * The console's review (docs/staff.md): the queue and its tabs, the file view and its
 * documents, one reviewer at a time, decisions with coded reasons refused when stale or not
 * allowed, what the applicant reads of them, and the file's history.
 */
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeDocument } from "../../server/domain/documents.ts";
import { findByReference, staffDecision } from "../../server/domain/staff.ts";
import { DossierInfoSchema } from "../../src/api/dossierSchemas.ts";
import {
  StaffFileSchema,
  StaffLockSchema,
  StaffMeSchema,
  StaffQueueSchema,
  StaffReasonsSchema,
} from "../../src/api/staffSchemas.ts";
import { staffReview } from "../../src/config/index.ts";
import { makeServer, type TestServer } from "./helpers.ts";
import { PDF } from "./tunnel.ts";

let server: TestServer;
beforeEach(() => {
  server = makeServer();
});
afterEach(() => server.close());

const UNDER_REVIEW = "HC-2026-00001";
const ACCEPTED = "HC-2026-00002";
const SALES = "staff-vente";
const MANAGER = "staff-gestion";
const MINUTE = 60_000;

const versionOf = (reference: string) => findByReference(server.db, reference)?.version ?? -1;
const decide = (reference: string, json: Record<string, unknown>, user = MANAGER) =>
  server.call(`/api/staff/files/${reference}/decisions`, {
    method: "POST",
    user,
    json: { version: versionOf(reference), ...json },
  });

function storeFor(reference: string, section: string, name: string, bytes: string) {
  const dossier = findByReference(server.db, reference);
  if (!dossier) throw new Error(`no file ${reference}`);
  return storeDocument(server.db, server.config.dataDir, {
    dossierId: dossier.id,
    userId: dossier.user_id,
    section,
    name,
    bytes: new Uint8Array(Buffer.from(bytes)),
    now: server.clock.now,
  });
}

describe("the queue", () => {
  it("puts each file under the tab of what it waits for, with counts per tab", async () => {
    const review = await server.call("/api/staff/files", { user: SALES });
    expect(review.status).toBe(200);
    expect(review.body.tab).toBe("toReview");
    expect(review.body.counts).toMatchObject({ toReview: 1, waitingForPayment: 1, sentBack: 0 });
    expect(review.body.files.map((file: { reference: string }) => file.reference)).toEqual([
      UNDER_REVIEW,
    ]);
    expect(review.body.files[0]).toMatchObject({
      status: "complete",
      applicant: { firstname: "Karim", lastname: "Benali", email: "examen@demo.hestia.test" },
      lock: null,
    });
    // The residence by its name (as the file shows it and the filter lists it), not its slug.
    const residence = server.db
      .prepare(
        "SELECT r.alias_fr, r.data FROM dossiers d JOIN residences r ON r.id = d.residence_id WHERE d.reference = ?",
      )
      .get(UNDER_REVIEW) as { alias_fr: string; data: string };
    const name = (JSON.parse(residence.data) as { name: string }).name;
    expect(name).not.toBe(residence.alias_fr);
    expect(review.body.files[0].residence).toBe(name);
    const file = await server.call(`/api/staff/files/${UNDER_REVIEW}`, { user: SALES });
    expect(file.body.flatAndStay.residence.name).toBe(name);
    const payment = await server.call("/api/staff/files?tab=waitingForPayment", { user: SALES });
    expect(payment.body.files.map((file: { reference: string }) => file.reference)).toEqual([
      ACCEPTED,
    ]);
  });

  it("moves a file from tab to tab as the decisions go", async () => {
    staffDecision(server.db, UNDER_REVIEW, "accept", server.clock.now);
    const after = await server.call("/api/staff/files?tab=acceptedWithoutLease", { user: SALES });
    expect(after.body.counts).toMatchObject({ toReview: 0, acceptedWithoutLease: 1 });
    staffDecision(server.db, ACCEPTED, "pay", server.clock.now);
    staffDecision(server.db, ACCEPTED, "sign", server.clock.now);
    const countersign = await server.call("/api/staff/files?tab=toCountersign", { user: SALES });
    expect(countersign.body.files.map((file: { reference: string }) => file.reference)).toEqual([
      ACCEPTED,
    ]);
    staffDecision(server.db, ACCEPTED, "countersign", server.clock.now);
    const handover = await server.call("/api/staff/files?tab=handover", { user: SALES });
    expect(handover.body.counts.toCountersign).toBe(0);
    expect(handover.body.files.map((file: { reference: string }) => file.reference)).toEqual([
      ACCEPTED,
    ]);
  });

  it("filters by residence and arrival month, searches by reference, name or email", async () => {
    const residences = server.db
      .prepare(
        "SELECT r.crm_id FROM dossiers d JOIN residences r ON r.id = d.residence_id WHERE d.reference = ?",
      )
      .get(UNDER_REVIEW) as { crm_id: string };
    const arrival = String(findByReference(server.db, UNDER_REVIEW)?.date_arrivee).slice(0, 7);
    const count = async (query: string) =>
      (await server.call(`/api/staff/files?${query}`, { user: SALES })).body.counts.toReview;
    expect(await count(`residence=${residences.crm_id}`)).toBe(1);
    expect(await count(`arrivalMonth=${arrival}`)).toBe(1);
    expect(await count("arrivalMonth=2031-01")).toBe(0);
    expect(await count("q=benali")).toBe(1);
    expect(await count("q=karim%20benali")).toBe(1);
    expect(await count("q=examen%40demo")).toBe(1);
    expect(await count("q=00001")).toBe(1);
    expect(await count("q=hc-2")).toBe(1);
    expect(await count(`q=${UNDER_REVIEW.toLowerCase()}`)).toBe(1);
    expect(await count("q=carter")).toBe(0);
    // LIKE's wildcards are searched for as text.
    expect(await count("q=%25")).toBe(0);
  });

  it("finds a name whatever its accents and case, as the applicant last wrote it", async () => {
    const count = async (q: string) =>
      (await server.call(`/api/staff/files?q=${encodeURIComponent(q)}`, { user: SALES })).body
        .counts.toReview;
    expect(await count("BÉNALI")).toBe(1);
    // Searched for in every applicant below the index's three characters.
    expect(await count("be")).toBeGreaterThanOrEqual(1);
    // The index's own syntax is searched for as text, never obeyed nor refused.
    for (const q of ['"', 'benali"', "ben*", "NOT benali", "benali OR x", "(x)"]) {
      expect(await count(q)).toBe(0);
    }
    server.db
      .prepare("UPDATE users SET lastname = ? WHERE email = ?")
      .run("Ben Salah-Duval", "examen@demo.hestia.test");
    expect(await count("salah-duv")).toBe(1);
    expect(await count("benali")).toBe(0);
  });

  it("pages on the server, the oldest sent first", async () => {
    const user = server.db
      .prepare("SELECT user_id FROM dossiers WHERE reference = ?")
      .get(UNDER_REVIEW) as {
      user_id: string;
    };
    const insert = server.db.prepare(
      `INSERT INTO dossiers (id, reference, user_id, type, statuscode, info_status, sent_at, created_at, updated_at)
       VALUES (?, ?, ?, 'CAMPUS', 'complete', 4, ?, ?, ?)`,
    );
    const extra = staffReview.queuePageSize + 3;
    for (let index = 0; index < extra; index += 1) {
      const at = new Date(Date.UTC(2026, 10, 1, 0, extra - index)).toISOString();
      insert.run(`file-${index}`, `HC-2026-${String(90000 + index)}`, user.user_id, at, at, at);
    }
    const first = await server.call("/api/staff/files", { user: SALES });
    expect(first.body).toMatchObject({ page: 1, pages: 2, pageSize: staffReview.queuePageSize });
    expect(first.body.files).toHaveLength(staffReview.queuePageSize);
    const sent = first.body.files.map((file: { sentAt: string }) => file.sentAt);
    expect([...sent].sort()).toEqual(sent);
    const second = await server.call("/api/staff/files?page=2", { user: SALES });
    expect(second.body.files).toHaveLength(extra + 1 - staffReview.queuePageSize);
  });

  it.each([
    ["tab=everything", "tab"],
    ["page=0", "page"],
    ["page=abc", "page"],
    ["arrivalMonth=2026-13", "arrivalMonth"],
    ["arrivalMonth=nov", "arrivalMonth"],
    ["residence=not-a-guid", "residence"],
    ["residence=00000000-0000-0000-0000-000000000000", "residence"],
    [`q=${"x".repeat(101)}`, "q"],
  ])("answers 400 with the field's message to %s", async (query, field) => {
    const answer = await server.call(`/api/staff/files?${query}`, {
      user: SALES,
      headers: { "accept-language": "en" },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual([field]);
    expect(answer.body.errors[field]).toMatch(/\w/);
  });
});

describe("the file view and its documents", () => {
  it("shows what the applicant entered, the price, the guarantee rule, the signers, the version", async () => {
    const answer = await server.call(`/api/staff/files/${ACCEPTED}`, { user: SALES });
    expect(answer.status).toBe(200);
    const file = answer.body;
    expect(file).toMatchObject({ reference: ACCEPTED, status: "accepted", lock: null });
    expect(file.version).toBe(versionOf(ACCEPTED));
    expect(file.flatAndStay.residence.name).toMatch(/\w/);
    expect(file.flatAndStay.arrival).toBe(findByReference(server.db, ACCEPTED)?.date_arrivee);
    expect(file.price.rentIncludingCharges).toBeGreaterThan(0);
    expect(file.guarantee).toMatchObject({ rentIncludingCharges: file.price.rentIncludingCharges });
    expect(file).toHaveProperty("profile");
    expect(file).toHaveProperty("guarantors");
    expect(file.signers).toEqual([]);
    staffDecision(server.db, ACCEPTED, "pay", server.clock.now);
    staffDecision(server.db, ACCEPTED, "sign", server.clock.now, "", "tenant");
    const signing = await server.call(`/api/staff/files/${ACCEPTED}`, { user: SALES });
    expect(signing.body.signers).toEqual([
      { step: "locataire", state: "TERMINEE" },
      { step: "gestionnaire", state: "DEMANDEE" },
    ]);
    expect((await server.call("/api/staff/files/HC-2026-99999", { user: SALES })).status).toBe(404);
    expect((await server.call("/api/staff/files/%00zz'<x>", { user: SALES })).status).toBe(404);
  });

  it("applies the guarantee rule of step 3 to the guarantors' incomes", async () => {
    const dossier = findByReference(server.db, UNDER_REVIEW);
    const guarantors = {
      guarantees: 1,
      hasGuarantor: "oui",
      isBoursier: "non",
      guarantor: {
        firstname: "Ana",
        lastname: "Benali",
        eft_salaires_ou_revenus_mensuels_nets: 100,
      },
      guarantor2: null,
    };
    server.db
      .prepare("UPDATE dossiers SET guarantors = ? WHERE id = ?")
      .run(JSON.stringify(guarantors), dossier?.id ?? "");
    const { body } = await server.call(`/api/staff/files/${UNDER_REVIEW}`, { user: SALES });
    expect(body.guarantee).toEqual({
      rentIncludingCharges: body.price.rentIncludingCharges,
      minimumIncome: body.price.rentIncludingCharges * 4,
      enough: false,
    });
  });

  it("shows the identity check beside its document once its analysis is over, as the applicant's step 4 reads it", async () => {
    const stored = storeFor(UNDER_REVIEW, "identity", "passeport.pdf", "%PDF-1.4\n%%EOF\n");
    const dossier = findByReference(server.db, UNDER_REVIEW);
    // As the document check stores a submitted analysis: PENDING, its end computed on reading.
    const analysis = {
      documentId: stored.id,
      documentType: "PASSPORT",
      documentSubType: "PASSPORT",
      documentTypeAllowed: true,
      sheets: [{ sheetId: "s1", filename: "passeport.pdf", subType: "PASSPORT" }],
    };
    server.db
      .prepare(
        "INSERT INTO document_controls (id, user_id, section, status, submitted_at, data, created_at) VALUES ('c1', ?, 'identity', 'PENDING', ?, ?, ?)",
      )
      .run(
        dossier?.user_id ?? "",
        server.clock.now.toISOString(),
        JSON.stringify(analysis),
        server.clock.now.toISOString(),
      );
    const checksNow = async () => {
      const { body } = await server.call(`/api/staff/files/${UNDER_REVIEW}`, { user: SALES });
      return body.documents[0].identityChecks;
    };
    expect(await checksNow(), "under analysis: nothing read yet").toEqual([]);
    server.advance(server.config.analysisDelayMs + 1);
    expect(await checksNow()).toEqual([
      expect.objectContaining({ files: ["passeport.pdf"], status: "ok", documentType: "PASSPORT" }),
    ]);
  });

  it("serves a document with its type, sandboxed, inline or as an attachment; another file's is 404", async () => {
    const stored = storeFor(UNDER_REVIEW, "identity", "carte.pdf", "%PDF-1.4\n%%EOF\n");
    const other = storeFor(ACCEPTED, "identity", "autre.pdf", "%PDF-1.4\n%%EOF\n");
    const { body } = await server.call(`/api/staff/files/${UNDER_REVIEW}`, { user: SALES });
    expect(body.documents).toEqual([
      expect.objectContaining({
        id: stored.id,
        section: "identity",
        fileName: "carte.pdf",
        identityChecks: [],
      }),
    ]);
    const inline = await server.request(body.documents[0].url, { user: SALES });
    expect(inline.status).toBe(200);
    expect(inline.headers.get("content-type")).toBe("application/pdf");
    expect(inline.headers.get("content-disposition")).toBe('inline; filename="carte.pdf"');
    expect(inline.headers.get("x-content-type-options")).toBe("nosniff");
    expect(inline.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    expect(await inline.text()).toContain("%PDF-1.4");
    const attachment = await server.request(`${body.documents[0].url}?download=1`, { user: SALES });
    expect(attachment.headers.get("content-disposition")).toBe('attachment; filename="carte.pdf"');
    const bad = await server.call(`${body.documents[0].url}?download=yes`, { user: SALES });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.download).toMatch(/0|1/);
    const foreign = await server.call(`/api/staff/files/${UNDER_REVIEW}/documents/${other.id}`, {
      user: SALES,
    });
    expect(foreign.status).toBe(404);
  });
});

describe("the decisions the file view allows", () => {
  const allowed = async (reference: string, user: string) =>
    (await server.call(`/api/staff/files/${reference}`, { user })).body.allowedDecisions;

  it("follows the file's state and the reader's role, as the decisions' own checks do", async () => {
    expect(await allowed(UNDER_REVIEW, SALES)).toEqual(["update"]);
    expect(await allowed(UNDER_REVIEW, MANAGER)).toEqual(["accept", "refuse", "update"]);
    // Accepted, lease up, not paid: no transfer proof to check, no signer done.
    expect(await allowed(ACCEPTED, SALES)).toEqual([]);
    expect(await allowed(ACCEPTED, MANAGER)).toEqual(["lease"]);
  });

  it("answers in the shapes the console parses", async () => {
    storeFor(UNDER_REVIEW, "identity", "carte.pdf", PDF);
    for (const reference of [UNDER_REVIEW, ACCEPTED]) {
      const answer = await server.call(`/api/staff/files/${reference}`, { user: SALES });
      const parsed = v.safeParse(StaffFileSchema, answer.body);
      expect(parsed.issues?.map((issue) => v.getDotPath(issue)) ?? []).toEqual([]);
    }
    const queue = await server.call("/api/staff/files", { user: SALES });
    expect(v.is(StaffQueueSchema, queue.body)).toBe(true);
    const reasons = await server.call("/api/staff/reasons", { user: SALES });
    expect(v.is(StaffReasonsSchema, reasons.body)).toBe(true);
    const me = await server.call("/api/staff/me", { user: MANAGER });
    expect(v.parse(StaffMeSchema, me.body)).toMatchObject({ role: "manager" });
    const lock = await server.call(`/api/staff/files/${UNDER_REVIEW}/lock`, {
      method: "POST",
      user: SALES,
    });
    expect(v.is(StaffLockSchema, lock.body)).toBe(true);
  });

  it("offers nothing that the decision would then refuse", async () => {
    for (const user of [SALES, MANAGER])
      for (const reference of [UNDER_REVIEW, ACCEPTED]) {
        const decisions: string[] = await allowed(reference, user);
        const refused = [
          "accept",
          "lease",
          "confirm-transfer",
          "countersign",
          "accept-insurance",
          "cancel-appointment",
        ].filter((decision) => !decisions.includes(decision));
        for (const decision of refused) {
          const answer = await decide(reference, { decision }, user);
          expect([403, 409], `${decision} on ${reference} by ${user}`).toContain(answer.status);
        }
      }
  });
});

describe("one reviewer at a time", () => {
  it("gives the file to the first reviewer; the other reads, and gets 409 with the holder", async () => {
    const taken = await server.call(`/api/staff/files/${UNDER_REVIEW}/lock`, {
      method: "POST",
      user: SALES,
    });
    expect(taken.status).toBe(200);
    expect(taken.body.holder).toEqual({ id: SALES, name: "Inès Moreau" });
    const until = new Date(taken.body.until).getTime();
    expect(until - server.clock.now.getTime()).toBe(staffReview.lockMinutes * MINUTE);

    const second = await server.call(`/api/staff/files/${UNDER_REVIEW}/lock`, {
      method: "POST",
      user: MANAGER,
    });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ error: "fileLocked", lock: taken.body });
    const read = await server.call(`/api/staff/files/${UNDER_REVIEW}`, { user: MANAGER });
    expect(read.status).toBe(200);
    expect(read.body.lock).toEqual(taken.body);
    const decision = await decide(UNDER_REVIEW, { decision: "accept" });
    expect(decision.status).toBe(409);
    expect(decision.body.error).toBe("fileLocked");
    const release = await server.call(`/api/staff/files/${UNDER_REVIEW}/lock`, {
      method: "DELETE",
      user: MANAGER,
    });
    expect(release.status).toBe(409);
    expect(findByReference(server.db, UNDER_REVIEW)?.statuscode).toBe("complete");

    // Given back, the other takes it.
    expect(
      (
        await server.call(`/api/staff/files/${UNDER_REVIEW}/lock`, {
          method: "DELETE",
          user: SALES,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await server.call(`/api/staff/files/${UNDER_REVIEW}/lock`, {
          method: "POST",
          user: MANAGER,
        })
      ).status,
    ).toBe(200);
  });

  it("frees the file when its time runs out, and with a decision", async () => {
    await server.call(`/api/staff/files/${UNDER_REVIEW}/lock`, { method: "POST", user: SALES });
    server.advance(staffReview.lockMinutes * MINUTE + 1000);
    const after = await server.call(`/api/staff/files/${UNDER_REVIEW}/lock`, {
      method: "POST",
      user: MANAGER,
    });
    expect(after.status).toBe(200);
    expect(after.body.holder.id).toBe(MANAGER);
    expect((await decide(UNDER_REVIEW, { decision: "accept" })).status).toBe(200);
    const file = await server.call(`/api/staff/files/${UNDER_REVIEW}`, { user: SALES });
    expect(file.body.lock).toBeNull();
  });
});

describe("decisions", () => {
  it("refuses a decision on a file changed since it was read (409), overwriting nothing", async () => {
    const read = versionOf(UNDER_REVIEW);
    staffDecision(server.db, UNDER_REVIEW, "update", server.clock.now);
    const stale = await server.call(`/api/staff/files/${UNDER_REVIEW}/decisions`, {
      method: "POST",
      user: MANAGER,
      json: { decision: "refuse", reasons: ["documentsForged"], version: read },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: "fileChanged", version: versionOf(UNDER_REVIEW) });
    expect(stale.body.message).toMatch(/recharg/i);
    expect(findByReference(server.db, UNDER_REVIEW)?.statuscode).toBe("toUpdate");
  });

  it.each([
    [ACCEPTED, { decision: "countersign" }, "signersPending"],
    [ACCEPTED, { decision: "confirm-transfer" }, "noTransferToCheck"],
    [UNDER_REVIEW, { decision: "lease" }, "notInThisStatus"],
    [UNDER_REVIEW, { decision: "accept-insurance" }, "notInThisStatus"],
  ])("answers 409 with why when %s's state does not allow %o", async (reference, json, error) => {
    const before = findByReference(server.db, reference);
    const answer = await decide(reference, json);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(error);
    expect(answer.body.message).toMatch(/\w/);
    expect(findByReference(server.db, reference)?.version).toBe(before?.version);
  });

  it.each([
    [{ decision: "refuse" }, "reasonRequired"],
    [{ decision: "update" }, "reasonRequired"],
    [{ decision: "update", reasons: ["noSuchReason"] }, "unknownReason"],
    [{ decision: "update", reasons: ["transferAmountWrong"] }, "unknownReason"],
  ])("answers 400 to reasons that do not fit: %o", async (json, error) => {
    const answer = await decide(UNDER_REVIEW, json);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(error);
    expect(answer.body.message).toMatch(/\w/);
    expect(findByReference(server.db, UNDER_REVIEW)?.statuscode).toBe("complete");
  });

  it.each([
    [{ decision: "approve", version: 0 }, "decision"],
    [{ decision: "accept" }, "version"],
    [{ decision: "accept", version: "1" }, "version"],
    [{ decision: "accept", version: 0, reasons: "other" }, "reasons"],
    [{ decision: "accept", version: 0, text: "x".repeat(2001) }, "text"],
  ])("answers 400 with the field to a malformed body %o", async (json, field) => {
    const answer = await server.call(`/api/staff/files/${UNDER_REVIEW}/decisions`, {
      method: "POST",
      user: MANAGER,
      json,
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toContain(field);
  });

  it("sends a file back with coded reasons the applicant reads next to what they concern", async () => {
    const answer = await decide(
      UNDER_REVIEW,
      {
        decision: "update",
        reasons: ["identityExpired", "guarantorIncomeProofMissing"],
        text: "Merci !",
      },
      SALES,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("toUpdate");
    const info = await server.call("/api/ac_campus/dossier/getInfos", {
      method: "POST",
      user: "demo-examen",
      headers: { "accept-language": "en" },
    });
    expect(info.body.changesRequested).toEqual({
      at: server.clock.now.toISOString(),
      text: "Merci !",
      reasons: [
        {
          code: "identityExpired",
          step: 4,
          section: "identity",
          label: "Identity document expired: send one that is still valid.",
        },
        expect.objectContaining({
          code: "guarantorIncomeProofMissing",
          step: 4,
          section: "income1",
        }),
      ],
    });
    // The app's own schema takes the answer and keeps the reasons.
    const parsed = v.parse(DossierInfoSchema, info.body);
    expect(parsed.changesRequested?.reasons).toHaveLength(2);
    const french = await server.call("/api/ac_campus/dossier/getInfos", {
      method: "POST",
      user: "demo-examen",
    });
    expect(french.body.changesRequested.reasons[0].label).toBe(
      "Pièce d'identité expirée : envoyez une pièce en cours de validité.",
    );
    // Step 5 reads them with its own facts, so a page that follows the file sees them come.
    const followUp = await server.call("/api/ac_campus/dossierDepose/getSignature", {
      user: "demo-examen",
      headers: { "accept-language": "en" },
    });
    expect(followUp.body.changesRequested).toEqual(info.body.changesRequested);
    const mail = server.db
      .prepare(
        "SELECT sujet, content FROM outbox WHERE user_id = 'demo-examen' ORDER BY id DESC LIMIT 1",
      )
      .get() as { sujet: string; content: string };
    expect(mail.sujet).toBe("Votre dossier est à compléter");
    expect(mail.content).toContain("- Pièce d'identité expirée");
    expect(mail.content).toContain("Motif : Merci !");
  });

  it("accepts and refuses an insurance certificate, and moves or cancels the appointment", async () => {
    staffDecision(server.db, ACCEPTED, "pay", server.clock.now);
    staffDecision(server.db, ACCEPTED, "sign", server.clock.now);
    staffDecision(server.db, ACCEPTED, "countersign", server.clock.now);
    expect((await decide(ACCEPTED, { decision: "accept-insurance" })).body.error).toBe(
      "noCertificateToCheck",
    );
    storeFor(ACCEPTED, "home_insurance", "assurance.pdf", "%PDF-1.4\n%%EOF\n");
    const refused = await decide(ACCEPTED, {
      decision: "refuse-insurance",
      reasons: ["insuranceWrongDates"],
    });
    expect(refused.status).toBe(200);
    expect(refused.body.followup.insuranceReview).toEqual({
      status: "refused",
      reasons: ["insuranceWrongDates"],
      text: null,
    });
    expect(refused.body.documents).toEqual([]);
    // The applicant sends another: it waits for the team's check again.
    const sent = await server.call("/api/ac_campus/handover/insurance", {
      method: "POST",
      user: "demo-accepte",
      json: { file: "assurance2.pdf", encodedFile: PDF },
    });
    expect(sent.status).toBe(200);
    const accepted = await decide(ACCEPTED, { decision: "accept-insurance" });
    expect(accepted.body.followup.insuranceReview).toEqual({
      status: "accepted",
      reasons: [],
      text: null,
    });
    // Still in the handover tab: no appointment yet.
    const tab = async () =>
      (await server.call("/api/staff/files?tab=handover", { user: SALES })).body.counts.handover;
    expect(await tab()).toBe(1);

    expect((await decide(ACCEPTED, { decision: "cancel-appointment" }, SALES)).body.error).toBe(
      "noAppointment",
    );
    const slots = await server.call("/api/ac_campus/handover", { user: "demo-accepte" });
    const [first, second] = slots.body.slots as { id: number }[];
    await server.call("/api/ac_campus/handover/appointment", {
      method: "POST",
      user: "demo-accepte",
      json: { slotId: first?.id },
    });
    // Certificate accepted and appointment booked: the handover waits for nothing more, and the
    // file is listed where the team finds it to move its appointment.
    expect(await tab()).toBe(0);
    const booked = await server.call("/api/staff/files?tab=inventoryBooked", { user: SALES });
    expect(booked.body.counts.inventoryBooked).toBe(1);
    expect(booked.body.files.map((file: { reference: string }) => file.reference)).toEqual([
      ACCEPTED,
    ]);
    const moved = await decide(
      ACCEPTED,
      { decision: "move-appointment", slotId: second?.id },
      SALES,
    );
    expect(moved.status).toBe(200);
    const handover = await server.call("/api/ac_campus/handover", { user: "demo-accepte" });
    expect(handover.body.appointment.id).toBe(second?.id);
    expect((await decide(ACCEPTED, { decision: "cancel-appointment" }, SALES)).status).toBe(200);
    expect(
      (await server.call("/api/ac_campus/handover", { user: "demo-accepte" })).body.appointment,
    ).toBeNull();
  });

  it("gives the file's appointment, and the free slots to move it to when it may move", async () => {
    const file = async (user = SALES) =>
      (await server.call(`/api/staff/files/${ACCEPTED}`, { user })).body;
    expect(await file()).toMatchObject({ appointment: null, freeSlots: [] });
    staffDecision(server.db, ACCEPTED, "pay", server.clock.now);
    staffDecision(server.db, ACCEPTED, "sign", server.clock.now);
    staffDecision(server.db, ACCEPTED, "countersign", server.clock.now);
    // Signed, nothing booked: nothing to move, so no slots.
    expect(await file()).toMatchObject({ appointment: null, freeSlots: [] });
    const offered = (await server.call("/api/ac_campus/handover", { user: "demo-accepte" })).body
      .slots as { id: number; startsAt: string; endsAt: string }[];
    const [first, second] = offered;
    await server.call("/api/ac_campus/handover/appointment", {
      method: "POST",
      user: "demo-accepte",
      json: { slotId: first?.id },
    });
    const booked = await file();
    expect(v.is(StaffFileSchema, booked)).toBe(true);
    expect(booked.appointment).toEqual(first);
    // The handover's free slots, without the one booked, the earliest first.
    expect(booked.freeSlots[0]).toEqual(second);
    expect(booked.freeSlots.map((slot: { id: number }) => slot.id)).not.toContain(first?.id);
    expect(booked.allowedDecisions).toContain("move-appointment");

    const moved = await decide(ACCEPTED, { decision: "move-appointment", slotId: second?.id });
    expect(moved.body.appointment).toEqual(second);
    expect(moved.body.freeSlots.map((slot: { id: number }) => slot.id)).toContain(first?.id);
    const cancelled = await decide(ACCEPTED, { decision: "cancel-appointment" });
    expect(cancelled.body).toMatchObject({ appointment: null, freeSlots: [] });
  });

  it("offers more inventory slots in the file's residence, first in its handover", async () => {
    staffDecision(server.db, ACCEPTED, "pay", server.clock.now);
    staffDecision(server.db, ACCEPTED, "sign", server.clock.now);
    staffDecision(server.db, ACCEPTED, "countersign", server.clock.now);
    const arrival = String(findByReference(server.db, ACCEPTED)?.date_arrivee);
    const slot = { startsAt: `${arrival}T07:00:00.000Z`, endsAt: `${arrival}T08:00:00.000Z` };
    const offered = await decide(ACCEPTED, { decision: "offer-slots", slots: [slot] }, SALES);
    expect(offered.status).toBe(200);
    const handover = await server.call("/api/ac_campus/handover", { user: "demo-accepte" });
    expect(handover.body.slots[0]).toMatchObject(slot);
    const mail = server.db
      .prepare("SELECT sujet FROM outbox WHERE user_id = 'demo-accepte' ORDER BY id DESC LIMIT 1")
      .get() as { sujet: string };
    expect(mail.sujet).toBe("New move-in inspection slots are offered to you");
    const past = { startsAt: "2020-01-01T07:00:00.000Z", endsAt: "2020-01-01T08:00:00.000Z" };
    const inPast = await decide(ACCEPTED, { decision: "offer-slots", slots: [past] }, SALES);
    expect(inPast.body.error).toBe("slotInPast");
    const none = await decide(ACCEPTED, { decision: "offer-slots" }, SALES);
    expect(none.body.error).toBe("slotsRequired");
    const backwards = { startsAt: slot.endsAt, endsAt: slot.startsAt };
    const malformed = await decide(
      ACCEPTED,
      { decision: "offer-slots", slots: [backwards] },
      SALES,
    );
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.errors)[0]).toMatch(/^slots/);
    const notADate = await decide(
      ACCEPTED,
      { decision: "offer-slots", slots: [{ startsAt: "tomorrow", endsAt: "x" }] },
      SALES,
    );
    expect(notADate.status).toBe(400);
  });
});

describe("the history", () => {
  it("records staff decisions, the command line and the applicant's acts, with before and after", async () => {
    expect((await decide(ACCEPTED, { decision: "refuse-transfer", text: "x" })).status).toBe(409);
    staffDecision(server.db, ACCEPTED, "pay", server.clock.now);
    staffDecision(server.db, ACCEPTED, "sign", server.clock.now, "", "tenant");
    const countersigned = await decide(ACCEPTED, { decision: "countersign" });
    expect(countersigned.status).toBe(200);
    const history = countersigned.body.history as {
      actor: { kind: string; name: string };
      action: string;
      status: { before: string; after: string };
    }[];
    expect(history.map((entry) => [entry.actor.kind, entry.actor.name, entry.action])).toEqual([
      ["applicant", "Emily Carter", "paid"],
      ["applicant", "Emily Carter", "signed"],
      ["staff", "Paul Girard", "countersign"],
    ]);
    expect(history[2]?.status).toEqual({ before: "accepted", after: "signed" });

    staffDecision(server.db, UNDER_REVIEW, "update", server.clock.now, "", "Pièces manquantes");
    const file = await server.call(`/api/staff/files/${UNDER_REVIEW}`, { user: SALES });
    expect(file.body.history).toEqual([
      {
        at: server.clock.now.toISOString(),
        actor: { kind: "commandLine", id: null, name: "ligne de commande" },
        action: "update",
        status: { before: "complete", after: "toUpdate" },
        changes: { text: "Pièces manquantes" },
      },
    ]);
  });
});
