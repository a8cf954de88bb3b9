import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { staffDecision } from "../../server/domain/staff.ts";
import { documentQuotas, documentUploads } from "../../src/config/index.ts";
import { type Json, makeServer, type TestServer } from "./helpers.ts";
import { GIF, holdStudio, PDF, PNG, studentProfile, upload } from "./tunnel.ts";

let server: TestServer;
let dossierId: string;
beforeEach(async () => {
  server = makeServer();
  dossierId = await holdStudio(server, "demo-nouveau");
});
afterEach(() => server.close());

const user = "demo-nouveau";
const check = async () =>
  (await server.call("/api/ac_campus/dossier/check", { method: "POST", user })).body;
const errorsOf = (body: Json) =>
  body.errors.map((item: Json) => `${item.step}:${item.error}:${item.more_info}`);

describe("uploads", () => {
  it("stores a file under a sanitised name and lists it", async () => {
    const added = await upload(server, user, "identity", "Carte d'identité recto.png", PNG);
    expect(added.status).toBe(200);
    expect(added.body.identity).toEqual([
      {
        fileName: "Carte_didentite_recto.png",
        url: expect.stringMatching(/^\/api\/ac_campus\/sharepoint\/files\//),
      },
    ]);
    const documents = await server.call("/api/ac_campus/dossier/getDocuments", { user });
    expect(documents.body.identity).toEqual(added.body.identity);
    expect(documents.body.status).toEqual([]);
    expect(documents.body.eft_name).toMatch(/^HC-/);
  });

  it("refuses wrong extensions, content that does not match, duplicates and a second file in a one-file section", async () => {
    expect((await upload(server, user, "identity", "scan.gif", GIF)).body).toMatchObject({
      error: "extensionNonAutorisee",
    });
    expect((await upload(server, user, "status", "certificat.gif", GIF)).status).toBe(200);
    expect((await upload(server, user, "identity", "scan.exe", PNG)).body.error).toBe(
      "extensionNonAutorisee",
    );
    expect((await upload(server, user, "identity", "fake.pdf", PNG)).body.error).toBe(
      "typeNonConforme",
    );
    await upload(server, user, "identity", "recto.png", PNG);
    expect((await upload(server, user, "identity", "recto.png", PNG)).body.error).toBe(
      "fichierExistant",
    );
    expect((await upload(server, user, "status", "autre.pdf", PDF)).body.error).toBe(
      "fichierUnique",
    );
    expect((await upload(server, user, "unknownSection", "a.pdf", PDF)).status).toBe(400);
  });

  it("refuses a PDF over 4 MB", async () => {
    const big = Buffer.concat([
      Buffer.from("%PDF-1.4\n"),
      Buffer.alloc(4 * 1024 * 1024 + 1, 32),
    ]).toString("base64");
    expect((await upload(server, user, "status", "big.pdf", big)).body.error).toBe(
      "fichierTropVolumineux",
    );
  });

  it("downloads and deletes only one's own files", async () => {
    const { url } = (await upload(server, user, "status", "certificat.pdf", PDF)).body.status[0];
    const download = await server.request("/api/ac_campus/sharepoint/download", {
      method: "POST",
      user,
      json: { file: "certificat.pdf", url },
    });
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await download.arrayBuffer()).toString("base64")).toBe(PDF);
    expect((await server.request(url, { user })).status).toBe(200);
    const stranger = await server.call("/api/ac_campus/sharepoint/delete", {
      method: "POST",
      user: "demo-examen",
      json: { status: [{ file: "certificat.pdf", url }] },
    });
    expect(stranger).toMatchObject({ status: 403, body: { error: "droits" } });
    expect(
      (
        await server.call("/api/ac_campus/sharepoint/download", {
          method: "POST",
          user: "demo-examen",
          json: { url },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call("/api/ac_campus/sharepoint/delete", {
          method: "POST",
          user,
          json: { status: [{ file: "certificat.pdf", url }] },
        })
      ).body,
    ).toEqual({ status: "ok", deleted: 1 });
    expect(
      (
        await server.call("/api/ac_campus/sharepoint/download", {
          method: "POST",
          user,
          json: { url },
        })
      ).status,
    ).toBe(404);
  });

  it("keeps a sent file's documents unchangeable", async () => {
    expect((await upload(server, "demo-examen", "identity", "recto.png", PNG)).body).toEqual({
      error: "dossierPasEnCreation",
    });
    expect(
      (await upload(server, "demo-examen", "transfer_justificative", "virement.pdf", PDF)).body,
    ).toEqual({ error: "statutIncorrect" });
    expect(
      (await upload(server, "demo-accepte", "transfer_justificative", "virement.pdf", PDF)).status,
    ).toBe(200);
  });
});

describe("upload quotas", () => {
  const addFiles = (files: Record<string, string[]>, encodedFile = PNG) =>
    server.call("/api/ac_campus/sharepoint/add", {
      method: "POST",
      user,
      json: Object.fromEntries(
        Object.entries(files).map(([section, names]) => [
          section,
          names.map((file) => ({ file, encodedFile })),
        ]),
      ),
    });
  const names = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, index) => `${prefix}${index + 1}.png`);
  const storedCount = async () => {
    const documents = (await server.call("/api/ac_campus/dossier/getDocuments", { user })).body;
    return Object.values(documents)
      .filter(Array.isArray)
      .reduce((sum: number, files) => sum + (files as unknown[]).length, 0);
  };

  it("takes one file per request in a one-file section, and stores nothing of a refused request", async () => {
    const refused = await addFiles({ identity: ["recto.png"], status: ["a.png", "b.png"] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: "fichierUnique",
      section: "status",
      file: "b.png",
    });
    expect(await storedCount()).toBe(0);
  });

  it("stops a section at its quota of files", async () => {
    const quota = documentQuotas.filesPerSection;
    expect((await addFiles({ bulletinsDeSalaire: names("fiche", quota) })).status).toBe(200);
    const refused = await addFiles({ bulletinsDeSalaire: ["encore.png"] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: "rubriquePleine", section: "bulletinsDeSalaire" });
    expect(await storedCount()).toBe(quota);
  });

  it("stops an application at its quota of files, however they are spread", async () => {
    const sections = ["identity", "bulletinsDeSalaire", "autresRevenus", "income1", "income2"];
    let stored = 0;
    for (const section of sections) {
      const room = Math.min(
        documentQuotas.filesPerSection,
        documentQuotas.filesPerApplication - stored,
      );
      if (room === 0) break;
      expect((await addFiles({ [section]: names(section, room) })).status).toBe(200);
      stored += room;
    }
    expect(stored).toBe(documentQuotas.filesPerApplication);
    const refused = await addFiles({ other1: ["un-de-plus.png"] });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("quotaDossierAtteint");
    expect(await storedCount()).toBe(documentQuotas.filesPerApplication);
  });

  it("stops an application at its quota of bytes", async () => {
    // Images at the size limit, until the next would pass the application's bytes.
    const largest = documentUploads.imageMaxBytes;
    const image = Buffer.concat([
      Buffer.from(PNG, "base64"),
      Buffer.alloc(largest - Buffer.from(PNG, "base64").length),
    ]).toString("base64");
    const fitting = Math.floor(documentQuotas.bytesPerApplication / largest);
    for (const name of names("grande", fitting)) {
      expect((await addFiles({ autresRevenus: [name] }, image)).status).toBe(200);
    }
    const refused = await addFiles({ income1: ["derniere.png"] }, image);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("quotaDossierAtteint");
    expect(await storedCount()).toBe(fitting);
  }, 60_000);
});

describe("newsletter radios", () => {
  it("stores both answers and mirrors them on the account", async () => {
    expect(
      (
        await server.call("/api/ac_campus/dossier/saveNewsletter", {
          method: "POST",
          user,
          json: { newsletter: "non" },
        })
      ).body,
    ).toEqual({ status: "OK", newsletter: false });
    await server.call("/api/ac_campus/dossier/setNewsletterPref", {
      method: "POST",
      user,
      json: { value: true },
    });
    const documents = await server.call("/api/ac_campus/dossier/getDocuments", { user });
    expect(documents.body.contact).toMatchObject({ newsletter: false, newsletterGroup: true });
    const details = await server.call("/api/ac_campus/utilisateur/details", { user });
    expect(details.body).toMatchObject({ hasAcceptedEmail: false, hasAcceptedEmailGroup: true });
    expect(
      (
        await server.call("/api/ac_campus/dossier/saveNewsletter", {
          method: "POST",
          user,
          json: { newsletter: "peut-être" },
        })
      ).status,
    ).toBe(400);
  });
});

describe("check and send", () => {
  it("lists what is missing, step by step", async () => {
    const body = await check();
    expect(body.status).toBe("ko");
    expect(errorsOf(body)).toEqual(
      expect.arrayContaining([
        "2:missing_info:address2_line1",
        "4:missing_doc:identity",
        "4:missing_info:newsletter",
      ]),
    );
    expect(errorsOf(body)).not.toContain("1:missing_bed:bed");
    const none = await server.call("/api/ac_campus/dossier/check", {
      method: "POST",
      user: "demo-mineur",
    });
    expect(errorsOf(none.body)).toEqual(["1:missing_bed:bed"]);
  });

  /** Step 2 (a student) and step 3 (no guarantor needed, a grant holder). */
  async function fillSteps2And3(profile: Json = studentProfile(dossierId)) {
    const saved = await server.call("/api/ac_campus/dossier/setInfosPersonnelles", {
      method: "POST",
      user,
      json: profile,
    });
    await server.call("/api/ac_campus/dossier/setInfosGarant", {
      method: "POST",
      user,
      json: { hasGuarantor: "non", isBoursier: "oui" },
    });
    return saved;
  }

  /** Step 4: the three documents a grant-holding student needs, and both newsletter answers. */
  async function fillStep4() {
    await upload(server, user, "identity", "passeport.pdf", PDF);
    await upload(server, user, "status", "certificat.pdf", PDF);
    await upload(server, user, "boursier", "bourse.pdf", PDF);
    await server.call("/api/ac_campus/dossier/saveNewsletter", {
      method: "POST",
      user,
      json: { newsletter: true },
    });
    await server.call("/api/ac_campus/dossier/setNewsletterPref", {
      method: "POST",
      user,
      json: { newsletterGroup: false },
    });
  }

  it("sends a complete file: the lot is reserved and a confirmation mail is queued", async () => {
    await fillSteps2And3();
    expect(errorsOf(await check())).toEqual([
      "4:missing_doc:identity",
      "4:missing_doc:status",
      "4:missing_doc:boursier",
      "4:missing_info:newsletter",
      "4:missing_info:newsletterGroup",
    ]);
    const early = await server.call("/api/ac_campus/dossier/envoyer", { user });
    expect(early).toMatchObject({ status: 400, body: { error: "dossierIncomplet" } });
    await fillStep4();
    expect(await check()).toEqual({ status: "ok" });
    const sent = await server.call("/api/ac_campus/dossier/envoyer", { user });
    expect(sent.body).toMatchObject({
      status: "OK",
      reference: expect.stringMatching(/^HC-2026-/),
    });
    const file = (await server.call("/api/ac_campus/dossier/getInfos", { method: "POST", user }))
      .body;
    expect(file).toMatchObject({
      statuscode: "complete",
      applicatif: { statut: 4, date_fin_prereservation: null },
    });
    const bed = server.db
      .prepare("SELECT status FROM beds WHERE id_bien = ?")
      .get(file.lot.eft_bienid) as { status: string };
    expect(bed.status).toBe("reserved");
    const [mail] = (await server.call("/api/dev/outbox")).body;
    expect(mail).toMatchObject({
      recipient: "nouveau@demo.hestia.test",
      sujet: `Demande de réservation envoyée (${sent.body.reference})`,
    });
    expect((await server.call("/api/ac_campus/dossier/envoyer", { user })).body).toEqual({
      error: "dejaEnvoye",
    });
  });

  it("a file sent back for changes (toUpdate) takes changes to steps 2 to 4, then is sent again", async () => {
    await fillSteps2And3();
    await fillStep4();
    const { reference } = (await server.call("/api/ac_campus/dossier/envoyer", { user })).body;
    const frozen = await fillSteps2And3({ ...studentProfile(dossierId), firstname: "Léna" });
    expect(frozen.body).toEqual({ error: "dossierPasEnCreation" });

    expect(staffDecision(server.db, reference, "update", server.clock.now).statuscode).toBe(
      "toUpdate",
    );
    const changed = await fillSteps2And3({ ...studentProfile(dossierId), firstname: "Léna" });
    expect(changed.body).toMatchObject({ status: "OK", firstname: "Léna" });
    expect((await upload(server, user, "autresRevenus", "revenus.pdf", PDF)).status).toBe(200);
    expect(await check()).toEqual({ status: "ok" });
    const again = await server.call("/api/ac_campus/dossier/envoyer", { user });
    expect(again.body).toMatchObject({ status: "OK", reference });
    const file = (await server.call("/api/ac_campus/dossier/getInfos", { method: "POST", user }))
      .body;
    expect(file).toMatchObject({ statuscode: "complete", applicatif: { statut: 4 } });
    // The file's history says who did what: sent, sent back by the command line, sent again.
    const history = await server.call(`/api/staff/files/${reference}`, { user: "staff-vente" });
    expect(
      history.body.history.map((entry: { actor: { kind: string }; action: string }) => [
        entry.actor.kind,
        entry.action,
      ]),
    ).toEqual([
      ["applicant", "sent"],
      ["commandLine", "update"],
      ["applicant", "sentAgain"],
    ]);
    expect((await server.call("/api/ac_campus/dossier/envoyer", { user })).body).toEqual({
      error: "dejaEnvoye",
    });
  });

  it("answers KO when the pre-booking lapsed, 'annoncePlusDisponible' once the lot is taken", async () => {
    server.advance(31 * 60_000);
    expect((await server.call("/api/ac_campus/dossier/envoyer", { user })).body).toEqual({
      status: "KO",
      error: "preReservationExpiree",
    });
    server.advance(5 * 60_000);
    await holdStudio(server, "demo-mineur");
    expect((await server.call("/api/ac_campus/dossier/envoyer", { user })).body).toEqual({
      status: "KO",
      error: "annoncePlusDisponible",
    });
  });
});
