import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { historyOf } from "../../server/domain/fileHistory.ts";
import { staffDecision } from "../../server/domain/staff.ts";
import { makeServer, ORIGIN, type TestServer } from "./helpers.ts";
import { PDF, upload } from "./tunnel.ts";

let server: TestServer;
beforeEach(() => {
  server = makeServer();
});
afterEach(() => server.close());

const accepted = "demo-accepte";
const getSignature = async (user = accepted) =>
  (await server.call("/api/ac_campus/dossierDepose/getSignature", { user })).body;
const staff = (reference: string, action: Parameters<typeof staffDecision>[2]) =>
  staffDecision(server.db, reference, action, server.clock.now);

async function startPayment() {
  const file = await getSignature();
  return server.call("/api/ac_campus/payment/payment", {
    method: "POST",
    user: accepted,
    json: { num_bail: file.dossier.code_bail, target: "acquisition", typeAffectation: "AUTO" },
  });
}

async function payResult(postData: Record<string, string>, outcome: string, code = "") {
  return server.request("/simulators/payment/result", {
    method: "POST",
    form: { ...postData, outcome, code },
  });
}

describe("staff decisions", () => {
  it("accepts, asks for an update or refuses a sent file, mailing the applicant", () => {
    expect(staff("HC-2026-00001", "update").statuscode).toBe("toUpdate");
    expect(staff("HC-2026-00001", "refuse").statuscode).toBe("refused");
    const bed = server.db
      .prepare(
        "SELECT b.status FROM beds b JOIN dossiers d ON d.bed_id = b.id_bien WHERE d.reference = 'HC-2026-00001'",
      )
      .get() as { status: string };
    expect(bed.status).toBe("comm");
    expect(() => staff("HC-2026-00001", "accept")).toThrow(/cannot accept/);
    expect(() => staff("HC-0000-00000", "accept")).toThrow(/unknown file/);
    const mails = server.db
      .prepare("SELECT sujet FROM outbox WHERE user_id = 'demo-examen' ORDER BY id")
      .all() as { sujet: string }[];
    expect(mails.map((mail) => mail.sujet)).toEqual([
      "Votre dossier est à compléter",
      "Votre demande n'a pas été retenue",
    ]);
  });

  it("accepting gives the lease a code and step 5 its 'request accepted' stage", async () => {
    const file = staff("HC-2026-00001", "accept");
    expect(file).toMatchObject({ statuscode: "accepted", code_bail: "BAIL-2026-00001" });
    const signature = await getSignature("demo-examen");
    expect(signature.dossier).toMatchObject({
      statuscode: "accepted",
      amettredansyousign: false,
      paiement_recu: false,
    });
    const in48Hours = new Date(server.clock.now.getTime() + 48 * 3600_000).toISOString();
    expect(signature.reservationGuaranteedUntil).toBe(in48Hours);
    staff("HC-2026-00001", "lease");
    expect((await getSignature("demo-examen")).dossier.amettredansyousign).toBe(true);
  });
});

describe("payment", () => {
  it("hands a signed request to the payment page, which records a card payment", async () => {
    const started = await startPayment();
    expect(started.body).toMatchObject({
      url: `${ORIGIN}/simulators/payment`,
      post_data: {
        reference: "HC-2026-00002",
        currency: "EUR",
        return_url: `${ORIGIN}/en/application`,
      },
    });
    const page = await server.request("/simulators/payment", {
      method: "POST",
      form: started.body.post_data,
    });
    expect(await page.text()).toContain(`${started.body.post_data.amount} €`);
    const done = await payResult(started.body.post_data, "success");
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`${ORIGIN}/en/application?payment=success`);
    expect((await getSignature()).dossier).toMatchObject({
      paiement_recu: true,
      mode_de_paiement: 1,
    });
    expect((await startPayment()).body).toEqual({ error: "dejaPaye" });
  });

  it("refuses a tampered amount", async () => {
    const started = await startPayment();
    const tampered = await server.request("/simulators/payment", {
      method: "POST",
      form: { ...started.body.post_data, amount: "1.00" },
    });
    expect(tampered.status).toBe(400);
  });

  it("returns card error codes and blocks payment for 20 minutes after three refusals", async () => {
    const { post_data } = (await startPayment()).body;
    const refused = await payResult(post_data, "error", "00021");
    expect(refused.headers.get("location")).toBe(
      `${ORIGIN}/en/application?payment=error&code=00021`,
    );
    await payResult(post_data, "error", "00006");
    await payResult(post_data, "error", "00030");
    expect((await startPayment()).body).toMatchObject({
      error: "paiementBloque",
      retryAt: expect.any(String),
    });
    server.advance(20 * 60_000 + 1000);
    expect((await startPayment()).status).toBe(200);
  });

  it("checks the lease number and the file's status", async () => {
    expect(
      (
        await server.call("/api/ac_campus/payment/payment", {
          method: "POST",
          user: accepted,
          json: { num_bail: "BAIL-X", target: "acquisition" },
        })
      ).body,
    ).toEqual({ error: "bailInconnu" });
    expect(
      (
        await server.call("/api/ac_campus/payment/payment", {
          method: "POST",
          user: "demo-examen",
          json: { num_bail: "x", target: "acquisition" },
        })
      ).body,
    ).toEqual({ error: "statutIncorrect" });
    expect(
      (
        await server.call("/api/ac_campus/payment/payment", {
          method: "POST",
          user: accepted,
          json: { num_bail: "x", target: "other" },
        })
      ).status,
    ).toBe(400);
  });

  it("takes a bank-transfer proof instead: checked by staff, who confirm or refuse it", async () => {
    const submit = () =>
      server.call("/api/ac_campus/dossierDepose/submitSignatureDocument", {
        method: "POST",
        user: accepted,
        json: { document: "transfer_justificative" },
      });
    const reference = (await getSignature()).dossier.name as string;
    expect((await submit()).body).toEqual({ error: "aucunDocument" });
    expect(() => staff(reference, "confirm-transfer")).toThrow(/no transfer proof/);
    await upload(server, accepted, "transfer_justificative", "virement.pdf", PDF);
    expect((await submit()).body).toMatchObject({ status: "OK", paiement_recu: false });
    const checking = (await getSignature()).dossier;
    expect(checking).toMatchObject({
      paiement_recu: false,
      transferReview: { status: "checking", reason: null },
    });

    expect(() => staffDecision(server.db, reference, "refuse-transfer", server.clock.now)).toThrow(
      /say why/,
    );
    staffDecision(
      server.db,
      reference,
      "refuse-transfer",
      server.clock.now,
      "",
      "Montant incomplet",
    );
    expect((await getSignature()).dossier).toMatchObject({
      paiement_recu: false,
      transferReview: { status: "refused", reason: "Montant incomplet" },
    });
    expect(() => staff(reference, "confirm-transfer")).toThrow(/no transfer proof/);
    expect((await submit()).body, "the refused proof is gone").toEqual({ error: "aucunDocument" });

    await upload(server, accepted, "transfer_justificative", "virement.pdf", PDF);
    expect((await submit()).body).toMatchObject({ status: "OK", paiement_recu: false });
    staff(reference, "confirm-transfer");
    expect((await getSignature()).dossier).toMatchObject({
      paiement_recu: true,
      mode_de_paiement: 2,
      transferReview: { status: "confirmed", reason: null },
    });
    expect((await submit()).body, "paid: no second proof").toEqual({ error: "dejaPaye" });
    // The history has each proof sent, by the applicant, before the team's check of it.
    const dossier = server.db.prepare("SELECT id FROM dossiers WHERE reference = ?").get(reference);
    const history = historyOf(server.db, (dossier as { id: string }).id);
    const sent = {
      at: server.clock.now.toISOString(),
      actor: { kind: "applicant", id: accepted, name: expect.any(String) },
      action: "transferProofSent",
      status: { before: "accepted", after: "accepted" },
      changes: { fileName: "virement.pdf" },
    };
    expect(history.map((entry) => entry.action)).toEqual([
      "transferProofSent",
      "refuse-transfer",
      "transferProofSent",
      "confirm-transfer",
    ]);
    expect(history[0]).toEqual(sent);
    expect(history[2]).toEqual(sent);
    const mails = server.db
      .prepare("SELECT sujet, content FROM outbox WHERE user_id = ? ORDER BY id")
      .all(accepted) as { sujet: string; content: string }[];
    expect(mails.map((mail) => mail.sujet).slice(-2)).toEqual([
      "Your transfer proof is refused",
      "Your bank transfer is received",
    ]);
    expect(mails.at(-2)?.content, "in the applicant's language").toContain(
      "Reason: Montant incomplet",
    );
  });
});

describe("lease signature", () => {
  it("opens once paid, is signed in the provider page, then countersigned by the team", async () => {
    expect(
      (await server.call("/api/ac_campus/dossierDepose/canSign", { user: accepted })).body,
    ).toEqual({ peutSigner: false, link: null });
    expect(
      (await server.call("/api/ac_campus/dossierDepose/signatureBail", { user: accepted })).body,
    ).toEqual({ error: "signatureImpossible" });
    await payResult((await startPayment()).body.post_data, "success");
    expect(
      (await server.call("/api/ac_campus/dossierDepose/canSign", { user: accepted })).body
        .peutSigner,
    ).toBe(true);
    const started = await server.call("/api/ac_campus/dossierDepose/signatureBail", {
      user: accepted,
    });
    expect(started.body).toMatchObject({
      status: "EN_COURS",
      link: expect.stringContaining("/simulators/signature/"),
    });
    const path = new URL(started.body.link).pathname;
    expect(await (await server.request(path)).text()).toContain("Sign the lease");
    expect((await server.request(path, { method: "POST", form: { action: "sign" } })).status).toBe(
      200,
    );
    const signed = await getSignature();
    expect(signed.dossier.bail_signe_etudiant).toBe(true);
    expect(signed.dossier.etapes_signatures).toEqual([
      { etape: "locataire", statut: "TERMINEE" },
      { etape: "gestionnaire", statut: "DEMANDEE" },
    ]);
    expect(
      (
        await server.call("/api/ac_campus/dossierDepose/getLastSignatureBail?typeSignature=BAIL", {
          user: accepted,
        })
      ).body,
    ).toMatchObject({ type: "BAIL", statut: "EN_COURS" });
    staff("HC-2026-00002", "countersign");
    const final = await getSignature();
    expect(final.dossier).toMatchObject({
      statuscode: "signed",
      signe_gecina: true,
      tous_partis_signes: true,
    });
    expect(final.signature.statut).toBe("SUCCES");
    expect(final.pdlVisible).toBe(true);
  });

  it("lets staff pay and sign for the applicant, as the providers' pages record it", async () => {
    expect(() => staff("HC-2026-00002", "sign")).toThrow(/cannot be signed/);
    staff("HC-2026-00002", "pay");
    expect((await getSignature()).dossier).toMatchObject({
      paiement_recu: true,
      mode_de_paiement: 1,
    });
    expect(() => staff("HC-2026-00002", "pay")).toThrow(/paid already/);
    staff("HC-2026-00002", "sign");
    const signed = await getSignature();
    expect(signed.dossier).toMatchObject({ bail_signe_etudiant: true, tous_partis_signes: false });
    expect(signed.signature).toMatchObject({ statut: "EN_COURS" });
    expect(signed.dossier.etapes_signatures).toEqual([
      { etape: "locataire", statut: "TERMINEE" },
      { etape: "gestionnaire", statut: "DEMANDEE" },
    ]);
    expect(() => staff("HC-2026-00002", "sign")).toThrow(/cannot be signed/);
    expect(staff("HC-2026-00002", "countersign").statuscode).toBe("signed");
    const mails = server.db
      .prepare("SELECT sujet FROM outbox WHERE user_id = ? ORDER BY id")
      .all(accepted) as { sujet: string }[];
    expect(mails.map((mail) => mail.sujet)).toEqual(["Your lease is signed by all parties"]);
  });

  it("records a refusal and lapses after 8 days", async () => {
    await payResult((await startPayment()).body.post_data, "success");
    const first = await server.call("/api/ac_campus/dossierDepose/signatureBail", {
      user: accepted,
    });
    await server.request(new URL(first.body.link).pathname, {
      method: "POST",
      form: { action: "refuse" },
    });
    expect((await getSignature()).signature.statut).toBe("REFUS");
    const second = await server.call("/api/ac_campus/dossierDepose/signatureBail", {
      user: accepted,
    });
    expect(second.body.id).not.toBe(first.body.id);
    server.advance(8 * 24 * 3600 * 1000 + 1000);
    expect((await getSignature()).signature.statut).toBe("EXPIRATION");
  });

  it("lets the lease be downloaded as a PDF once accepted", async () => {
    const lease = await server.request("/api/ac_campus/sharepoint/downloadBail", {
      user: accepted,
    });
    expect(lease.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await lease.arrayBuffer())
        .subarray(0, 8)
        .toString(),
    ).toBe("%PDF-1.4");
    expect(
      (await server.call("/api/ac_campus/sharepoint/downloadBail", { user: "demo-examen" })).body,
    ).toEqual({ error: "bailIndisponible" });
  });

  it("lets the lease be read from the moment it is in the signature tool, before paying", async () => {
    const download = () =>
      server.request("/api/ac_campus/sharepoint/downloadBail", { user: "demo-examen" });
    staff("HC-2026-00001", "accept");
    expect((await getSignature("demo-examen")).leaseReadable).toBe(false);
    const refused = await download();
    expect(refused.status, "still in preparation").toBe(400);
    expect(await refused.json()).toEqual({ error: "bailIndisponible" });
    staff("HC-2026-00001", "lease");
    const file = await getSignature("demo-examen");
    expect(file.leaseReadable).toBe(true);
    expect(file.dossier.paiement_recu, "not paid yet").toBe(false);
    const lease = await download();
    expect(lease.status).toBe(200);
    expect(lease.headers.get("content-type")).toBe("application/pdf");
  });

  it("tells the signing period, in days", async () => {
    expect((await getSignature()).signatureDays).toBe(8);
  });

  it("shows the manager's contact and the amount due", async () => {
    const body = await getSignature();
    expect(body.mail_hestia_manager).toEqual({
      name: "Claire Moreau",
      email: "montsouris@residences.hestia.test",
    });
    expect(body.montant).toBeGreaterThan(0);
  });
});
