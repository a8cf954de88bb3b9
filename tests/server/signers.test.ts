import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { historyOf } from "../../server/domain/fileHistory.ts";
import { staffDecision } from "../../server/domain/staff.ts";
import { makeServer, ORIGIN, type TestServer } from "./helpers.ts";

/**
 * Every signer signs the lease in the spec's order: the tenant, a minor's legal
 * guardian, guarantor 1, guarantor 2, then the team; the co-signers from their own mailed link.
 */
let server: TestServer;
beforeEach(() => {
  server = makeServer();
});
afterEach(() => server.close());

const user = "demo-accepte";
const reference = "HC-2026-00002";
const staff = (action: Parameters<typeof staffDecision>[2], argument = "") =>
  staffDecision(server.db, reference, action, server.clock.now, ORIGIN, argument);
const getSignature = async () =>
  (await server.call("/api/ac_campus/dossierDepose/getSignature", { user })).body;
const stepsNow = async () =>
  (await getSignature()).dossier.etapes_signatures as { etape: string; statut: string }[];
/** The file's history as who, what, which step and the status before and after. */
const signings = () => {
  const row = server.db.prepare("SELECT id FROM dossiers WHERE reference = ?").get(reference) as {
    id: string;
  };
  return historyOf(server.db, row.id)
    .filter((entry) => entry.action === "signed" || entry.action === "coSignerSigned")
    .map((entry) => ({
      actor: entry.actor,
      action: entry.action,
      changes: entry.changes,
      status: entry.status,
    }));
};
const mailsTo = (address: string) =>
  server.db
    .prepare("SELECT sujet, content FROM outbox WHERE recipient = ? ORDER BY id")
    .all(address) as { sujet: string; content: string }[];

/** A minor with a legal guardian and two personal guarantors, paid: ready to sign. */
function minorWithTwoGuarantors() {
  const guarantor = (email: string, firstname: string) => ({
    firstname,
    lastname: "Garant",
    emailaddress1: email,
  });
  server.db.prepare("UPDATE dossiers SET profile = ?, guarantors = ? WHERE reference = ?").run(
    JSON.stringify({
      eft_rl_prenom: "Paul",
      eft_rl_nom: "Tuteur",
      eft_rl_email: "tuteur@example.test",
    }),
    JSON.stringify({
      guarantees: 1,
      guarantor: guarantor("garant1@example.test", "Anne"),
      guarantor2: guarantor("garant2@example.test", "Bruno"),
    }),
    reference,
  );
  staff("pay");
}

async function post(path: string, form: Record<string, string>) {
  return server.request(path, { method: "POST", form });
}

describe("every signer, in order", () => {
  it("asks the tenant, the guardian, guarantor 1 and 2 in turn, each co-signer by mail", async () => {
    minorWithTwoGuarantors();
    const started = await server.call("/api/ac_campus/dossierDepose/signatureBail", { user });
    const path = new URL(started.body.link).pathname;
    expect(await stepsNow()).toEqual([
      { etape: "locataire", statut: "DEMANDEE" },
      { etape: "representant_legal", statut: "EN_ATTENTE" },
      { etape: "garant", statut: "EN_ATTENTE" },
      { etape: "garant2", statut: "EN_ATTENTE" },
      { etape: "gestionnaire", statut: "EN_ATTENTE" },
    ]);
    // Out of turn: the guardian's page has no buttons, and a post is refused (4xx).
    expect(await (await server.request(`${path}?signer=representant_legal`)).text()).toContain(
      "It is not your turn to sign yet.",
    );
    expect((await post(path, { action: "sign", signer: "representant_legal" })).status).toBe(400);
    expect((await post(path, { action: "sign", signer: "nobody" })).status).toBe(400);
    expect((await post(path, { action: "dance" })).status).toBe(400);
    expect(mailsTo("tuteur@example.test")).toEqual([]);

    await post(path, { action: "sign" });
    const guardianMail = mailsTo("tuteur@example.test");
    expect(guardianMail).toHaveLength(1);
    expect(guardianMail[0]?.content).toContain(`${path}?signer=representant_legal`);
    expect(guardianMail[0]?.content).toContain("legal guardian of");
    expect((await getSignature()).dossier.bail_signe_etudiant).toBe(true);
    expect(() => staff("countersign")).toThrow(/not every signer/);

    const guardianPage = await (await server.request(`${path}?signer=representant_legal`)).text();
    expect(guardianPage).toContain("Sign the lease");
    await post(path, { action: "sign", signer: "representant_legal" });
    expect(mailsTo("garant1@example.test")[0]?.content).toContain(`${path}?signer=garant`);
    expect(mailsTo("garant2@example.test")).toEqual([]);
    expect(
      (
        await server.call(
          "/api/ac_campus/dossierDepose/getLastSignatureBail?typeSignature=GARANT",
          {
            user,
          },
        )
      ).body,
    ).toMatchObject({ type: "GARANT", statut: "EN_COURS" });

    staff("sign", "guarantor1");
    expect(mailsTo("garant2@example.test")).toHaveLength(1);
    expect(() => staff("sign", "guarantor1")).toThrow(/turn of garant2/);
    staff("sign", "guarantor2");
    expect(await stepsNow()).toEqual([
      { etape: "locataire", statut: "TERMINEE" },
      { etape: "representant_legal", statut: "TERMINEE" },
      { etape: "garant", statut: "TERMINEE" },
      { etape: "garant2", statut: "TERMINEE" },
      { etape: "gestionnaire", statut: "DEMANDEE" },
    ]);
    expect(
      (
        await server.call(
          "/api/ac_campus/dossierDepose/getLastSignatureBail?typeSignature=GARANT",
          {
            user,
          },
        )
      ).body,
    ).toMatchObject({ type: "GARANT", statut: "SUCCES" });
    // Each signer is in the history: the tenant as the applicant, each co-signer by name.
    const accepted = { before: "accepted", after: "accepted" };
    const coSigner = (name: string, step: string) => ({
      actor: { kind: "coSigner", id: null, name },
      action: "coSignerSigned",
      changes: { step },
      status: accepted,
    });
    expect(signings()).toEqual([
      {
        actor: { kind: "applicant", id: "demo-accepte", name: expect.any(String) },
        action: "signed",
        changes: {},
        status: accepted,
      },
      coSigner("Paul Tuteur", "representant_legal"),
      coSigner("Anne Garant", "garant"),
      coSigner("Bruno Garant", "garant2"),
    ]);
    expect(staff("countersign").statuscode).toBe("signed");
  });

  it("names a co-signer the file gives no name by their role in the history", async () => {
    server.db
      .prepare("UPDATE dossiers SET guarantors = ? WHERE reference = ?")
      .run(
        JSON.stringify({ guarantees: 1, guarantor: { emailaddress1: "garant1@example.test" } }),
        reference,
      );
    staff("pay");
    staff("sign");
    expect(signings().map((entry) => [entry.actor.kind, entry.actor.name, entry.changes])).toEqual([
      ["applicant", expect.any(String), {}],
      ["coSigner", "garant", { step: "garant" }],
    ]);
  });

  it("lets staff sign every signer at once, or refuse and expire for one", async () => {
    minorWithTwoGuarantors();
    expect(() => staff("sign", "guardian")).toThrow(/turn of locataire/);
    expect(() => staff("sign", "someone")).toThrow(/name a signer/);
    staff("sign", "tenant");
    expect(() => staff("refuse-signature", "guarantor1")).toThrow(/not the turn/);
    staff("refuse-signature", "guardian");
    const refused = await getSignature();
    expect(refused.signature.statut).toBe("REFUS");
    expect(refused.dossier.etapes_signatures[1]).toEqual({
      etape: "representant_legal",
      statut: "DEMANDEE",
    });
    expect(() => staff("expire-signature")).toThrow(/no signature is under way/);

    // A new signature starts over, from the tenant.
    staff("sign", "tenant");
    expect((await stepsNow())[0]).toEqual({ etape: "locataire", statut: "TERMINEE" });
    staff("expire-signature");
    expect((await getSignature()).signature.statut).toBe("EXPIRATION");
    staff("sign");
    expect((await stepsNow()).at(-1)).toEqual({ etape: "gestionnaire", statut: "DEMANDEE" });
    expect(() => staff("sign")).toThrow(/cannot be signed/);
  });

  it("answers the last signature by type, and refuses an unknown type", async () => {
    const last = (type: string) =>
      server.call(`/api/ac_campus/dossierDepose/getLastSignatureBail?typeSignature=${type}`, {
        user,
      });
    expect((await last("BAIL")).body).toBeNull();
    expect((await last("OTHER")).status).toBe(400);
    staff("pay");
    staff("sign");
    expect((await last("BAIL")).body).toMatchObject({ type: "BAIL", statut: "EN_COURS" });
    // The seeded file has no personal guarantor: no guarantors' signature.
    expect((await last("GARANT")).body).toBeNull();
  });
});
