import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { historyOf } from "../../server/domain/fileHistory.ts";
import { staffDecision } from "../../server/domain/staff.ts";
import { makeServer, ORIGIN, type TestServer } from "./helpers.ts";
import { GIF, PDF, PNG } from "./tunnel.ts";

let server: TestServer;
beforeEach(() => {
  server = makeServer();
});
afterEach(() => server.close());

/** The English demo applicant, whose lease is ready to pay. */
const applicant = "demo-accepte";
const reference = "HC-2026-00002";
const handover = "/api/ac_campus/handover";

function signEveryone() {
  for (const action of ["pay", "sign", "countersign"] as const)
    staffDecision(server.db, reference, action, server.clock.now);
}

const facts = async () => (await server.call(handover, { user: applicant })).body;
const sendInsurance = (json: unknown) =>
  server.call(`${handover}/insurance`, { method: "POST", user: applicant, json });
const book = (json: unknown) =>
  server.call(`${handover}/appointment`, { method: "POST", user: applicant, json });
/** The file's history after the signatures: the handover's acts and decisions. */
const handoverHistory = () => {
  const row = server.db.prepare("SELECT id FROM dossiers WHERE reference = ?").get(reference) as {
    id: string;
  };
  return historyOf(server.db, row.id).filter(
    (entry) => !["paid", "signed", "countersign"].includes(entry.action),
  );
};
const byTheApplicant = { kind: "applicant", id: applicant, name: expect.any(String) };
const signed = { before: "signed", after: "signed" };
const mailSubjects = () =>
  (
    server.db.prepare("SELECT sujet FROM outbox WHERE user_id = ? ORDER BY id").all(applicant) as {
      sujet: string;
    }[]
  ).map((mail) => mail.sujet);

describe("handover", () => {
  it("opens only once every party has signed", async () => {
    expect((await server.call(handover, { user: applicant })).body).toEqual({
      error: "remiseIndisponible",
    });
    expect((await sendInsurance({ file: "a.pdf", encodedFile: PDF })).status).toBe(400);
    expect((await book({ slotId: 1 })).body).toEqual({ error: "remiseIndisponible" });
    signEveryone();
    const opened = await facts();
    expect(opened).toMatchObject({ insurance: null, appointment: null });
    expect(opened.slots).toHaveLength(12);
    const arrival = server.db
      .prepare("SELECT date_arrivee FROM dossiers WHERE reference = ?")
      .get(reference) as { date_arrivee: string };
    for (const slot of opened.slots) expect(slot.startsAt >= arrival.date_arrivee).toBe(true);
  });

  it("stores the insurance certificate, checked on its content, and mails the applicant", async () => {
    signEveryone();
    expect((await sendInsurance({ file: "assurance.pdf", encodedFile: PNG })).body).toEqual({
      error: "typeNonConforme",
    });
    expect((await sendInsurance({ file: "assurance.exe", encodedFile: PDF })).body).toEqual({
      error: "extensionNonAutorisee",
    });
    expect((await sendInsurance({ file: "assurance.pdf", encodedFile: "" })).status).toBe(400);
    expect((await sendInsurance({ file: "assurance.pdf" })).status).toBe(400);
    expect((await sendInsurance({ file: "a.pdf", encodedFile: "%%%" })).body).toEqual({
      error: "fichierIllisible",
    });
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(5 * 1024 * 1024)]);
    expect(
      (await sendInsurance({ file: "a.pdf", encodedFile: big.toString("base64") })).body,
    ).toEqual({ error: "fichierTropVolumineux" });
    expect((await facts()).insurance).toBeNull();

    const sent = await sendInsurance({ file: "Assurance été.gif", encodedFile: GIF });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ fileName: "Assurance_ete.gif", sentAt: expect.any(String) });
    const replaced = await sendInsurance({ file: "assurance.pdf", encodedFile: PDF });
    expect((await facts()).insurance).toEqual(replaced.body);
    const stored = server.db
      .prepare("SELECT file_name FROM documents WHERE section = 'home_insurance'")
      .all() as { file_name: string }[];
    expect(stored).toEqual([{ file_name: "assurance.pdf" }]);
    expect(mailSubjects().filter((s) => s.includes("insurance"))).toEqual([
      "Home insurance certificate received",
      "Home insurance certificate received",
    ]);
    // Each certificate sent is in the history, by the applicant; refused ones are not.
    const insuranceSent = (fileName: string) => ({
      at: server.clock.now.toISOString(),
      actor: byTheApplicant,
      action: "insuranceSent",
      status: signed,
      changes: { fileName },
    });
    expect(handoverHistory()).toEqual([
      insuranceSent("Assurance_ete.gif"),
      insuranceSent("assurance.pdf"),
    ]);
  });

  it("books a free slot once, answers 409 for a slot taken meanwhile, and mails the applicant", async () => {
    signEveryone();
    const [first, second] = (await facts()).slots;
    // Another file takes the first slot between the applicant's read and their click.
    const other = server.db
      .prepare("SELECT id FROM dossiers WHERE reference = 'HC-2026-00001'")
      .get() as { id: string };
    server.db
      .prepare("UPDATE inventory_slots SET dossier_id = ? WHERE id = ?")
      .run(other.id, first.id);
    const taken = await book({ slotId: first.id });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: "creneauPris" });
    expect((await facts()).slots.map((slot: { id: number }) => slot.id)).not.toContain(first.id);

    expect((await book({ slotId: "x" })).status).toBe(400);
    expect((await book({ slotId: 1.5 })).status).toBe(400);
    expect((await book({})).status).toBe(400);
    expect((await book({ slotId: 99_999_999 })).body).toEqual({ error: "creneauInconnu" });
    const otherResidence = server.db
      .prepare(
        "SELECT s.id FROM inventory_slots s JOIN dossiers d ON d.reference = ? WHERE s.residence_id <> d.residence_id LIMIT 1",
      )
      .get(reference) as { id: number };
    expect((await book({ slotId: otherResidence.id })).body).toEqual({ error: "creneauInconnu" });

    const booked = await book({ slotId: second.id });
    expect(booked.status).toBe(200);
    expect(booked.body).toEqual(second);
    expect(await facts()).toMatchObject({ appointment: second, slots: [] });
    expect((await book({ slotId: second.id + 1 })).body).toEqual({ error: "rendezVousDejaPris" });
    const mail = server.db
      .prepare("SELECT content FROM outbox WHERE user_id = ? AND sujet = ?")
      .get(applicant, "Your move-in inspection appointment") as { content: string };
    expect(mail.content).toMatch(/Your move-in inspection is booked for \w+day, .+ \(Paris time\)/);

    // The booking is in the history, by the applicant; the team moving it is their decision.
    const free = server.db
      .prepare(
        "SELECT s.id FROM inventory_slots s JOIN dossiers d ON d.reference = ? WHERE s.residence_id = d.residence_id AND s.dossier_id IS NULL AND s.starts_at > ? LIMIT 1",
      )
      .get(reference, server.clock.now.toISOString()) as { id: number };
    staffDecision(server.db, reference, "move-appointment", server.clock.now, "", "", {
      slotId: free.id,
    });
    expect(handoverHistory()).toEqual([
      {
        at: server.clock.now.toISOString(),
        actor: byTheApplicant,
        action: "appointmentBooked",
        status: signed,
        changes: { slotId: second.id, startsAt: second.startsAt },
      },
      expect.objectContaining({
        actor: { kind: "commandLine", id: null, name: "ligne de commande" },
        action: "move-appointment",
        changes: { slotId: free.id },
      }),
    ]);
  });
});

describe("client space", () => {
  it("is the configured address of the identity configuration, the simulator's by default", async () => {
    expect((await server.call("/api/conf/okta")).body.login_ec_uri).toBe(
      `${ORIGIN}/simulators/espace-client`,
    );
    expect(loadConfig({ CLIENT_SPACE_URL: "https://client.example/" }).clientSpaceUrl).toBe(
      "https://client.example/",
    );
    expect(() => loadConfig({ CLIENT_SPACE_URL: "javascript:alert(1)" })).toThrow(
      /CLIENT_SPACE_URL/,
    );
  });
});
