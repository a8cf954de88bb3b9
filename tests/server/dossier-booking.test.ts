import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Json, makeServer, type TestServer } from "./helpers.ts";
import { TODAY, tunnelCalls } from "./tunnel.ts";

let server: TestServer;
beforeEach(() => {
  server = makeServer();
});
afterEach(() => server.close());

const MINUTE = 60_000;
const { lot, studio, post, creer, infos, bedStatus } = tunnelCalls(() => server);

describe("loading the tunnel", () => {
  it("needs a signed-in user", async () => {
    expect((await server.call("/api/ac_resicamp/dossierDepose/getTypeDossier")).status).toBe(401);
    expect((await server.call("/api/ac_campus/dossier/getInfos", { method: "POST" })).status).toBe(
      401,
    );
    expect(
      (await server.call("/api/ac_campus/dossierTemporaire/creer", { method: "POST", json: {} }))
        .status,
    ).toBe(401);
  });

  it("tells the type of the current file", async () => {
    expect(
      (await server.call("/api/ac_resicamp/dossierDepose/getTypeDossier", { user: "demo-nouveau" }))
        .body,
    ).toEqual({ typeDossier: null, statuscode: null, id_dossier: null });
    const sent = await server.call("/api/ac_resicamp/dossierDepose/getTypeDossier", {
      user: "demo-examen",
    });
    expect(sent.body).toMatchObject({ typeDossier: "CAMPUS", statuscode: "complete" });
  });

  it("answers the file as loaded, and no file as status aucunBien", async () => {
    expect(await infos("demo-nouveau")).toMatchObject({
      id_dossier: null,
      applicatif: { statut: 0 },
      lot: null,
    });
    const accepted = await infos("demo-accepte");
    expect(accepted).toMatchObject({
      statuscode: "accepted",
      applicatif: { statut: 4, alias_fr: "residence-etudiante-paris-montsouris" },
      crm: { eft_name: "HC-2026-00002", eft_duree_du_sejour: 9 },
      lot: { eft_refbien: expect.any(String), surface: 19 },
      residence: { name: "Hestia Montsouris" },
      followup: { code_bail: "BAIL-2026-0002", paiement_recu: false, amettredansyousign: true },
    });
    expect(accepted.pricing.deposit).toBe(accepted.pricing.rentExcludingCharges);
    expect(accepted.date_debut_de_bail).toBe(accepted.applicatif.date_arrivee);
  });

  it("refuses someone else's file and answers 404 for an unknown one", async () => {
    const other = await infos("demo-examen");
    const forbidden = await server.call(
      "/api/ac_campus/dossier/getInfos",
      post("demo-nouveau", { id_dossier: other.id_dossier }),
    );
    expect(forbidden).toMatchObject({ status: 403, body: { error: "droits" } });
    expect(
      (
        await server.call(
          "/api/ac_campus/dossier/getInfos",
          post("demo-nouveau", { id_dossier: "nope" }),
        )
      ).status,
    ).toBe(404);
  });
});

describe("pre-booking a lot", () => {
  it("holds the lot for the configured minutes and takes it off the listing", async () => {
    const choice = await studio();
    const created = await creer("demo-nouveau", choice);
    expect(created.body).toMatchObject({
      status: "OK",
      changementBien: false,
      date_fin_prereservation: new Date(server.clock.now.getTime() + 30 * MINUTE).toISOString(),
    });
    expect(bedStatus(choice.id_bien)).toBe("preReserved");
    const listing = await server.call(
      "/fr/api/content/typologies/residence-etudiante-paris-montsouris/studio",
    );
    expect(listing.body.beds.map((bed: Json) => bed.id_bien)).not.toContain(choice.id_bien);
    const file = await infos("demo-nouveau");
    expect(file).toMatchObject({
      statuscode: "creation",
      applicatif: { statut: 1, resicamp: false, extensionsRestantes: 2 },
      lot: { eft_bienid: choice.id_bien },
    });
    expect((await creer("demo-nouveau", choice)).body).toMatchObject({
      status: "OK",
      id_dossier: file.id_dossier,
    });
  });

  it("answers KO when the lot is taken or not yet available at the arrival date", async () => {
    const [choice, later] = [await studio(0), await studio(1)];
    await creer("demo-nouveau", choice);
    expect((await creer("demo-mineur", choice)).body).toEqual({
      status: "KO",
      error: "bienIndisponible",
    });
    expect(later.date_arrivee > TODAY).toBe(true);
    expect((await creer("demo-mineur", { ...later, date_arrivee: TODAY })).body.status).toBe("KO");
  });

  it("refuses a shared flat reserved to the other gender", async () => {
    const menOnly = await lot("residence-etudiante-paris-tolbiac", "chambre-colocation-hommes");
    const refused = await creer("demo-nouveau", menOnly);
    expect(refused).toMatchObject({
      status: 400,
      body: { error: "colocationIncorrecte", gender: "men" },
    });
    const womenOnly = await lot("residence-etudiante-paris-tolbiac", "chambre-colocation-femmes");
    expect((await creer("demo-nouveau", womenOnly)).body.status).toBe("OK");
  });

  it("refuses a new booking while a sent file is in progress", async () => {
    expect(await creer("demo-examen", await studio())).toMatchObject({
      status: 400,
      body: { error: "reservationEnCours" },
    });
  });

  it("validates the payload and answers 404 for unknown or mismatched ids", async () => {
    const choice = await studio();
    expect((await creer("demo-nouveau", {})).body.errors).toMatchObject({
      id_bien: "Requis*",
      date_arrivee: "Requis*",
    });
    expect((await creer("demo-nouveau", { ...choice, date_arrivee: "22/11/2026" })).body).toEqual({
      errors: { date_arrivee: "Date incorrecte*" },
    });
    expect((await creer("demo-nouveau", { ...choice, date_arrivee: "2026-01-01" })).status).toBe(
      400,
    );
    expect((await creer("demo-nouveau", { ...choice, id_bien: "unknown" })).status).toBe(404);
    const other = await lot("residence-etudiante-lyon-gerland", "studio");
    expect(
      (await creer("demo-nouveau", { ...choice, type_typologie: other.type_typologie })).status,
    ).toBe(404);
  });
});

describe("bed change", () => {
  it("keeps the new choice aside, then moves the file to it", async () => {
    const first = await studio();
    const second = await lot("residence-etudiante-paris-montsouris", "t1-bis");
    await creer("demo-nouveau", first);
    const change = await creer("demo-nouveau", second);
    expect(change.body).toMatchObject({
      status: "OK",
      changementBien: true,
      id_dossier_temporaire: expect.any(String),
    });
    expect(bedStatus(second.id_bien)).toBe("comm");
    const pending = await infos("demo-nouveau");
    expect(pending.applicatif.dossierTemporaire).toMatchObject({
      id_bien: second.id_bien,
      residence: "Hestia Montsouris",
    });

    const stranger = await server.call(
      "/api/ac_campus/dossier/changementBien",
      post("demo-mineur", { dossierTmp: change.body.id_dossier_temporaire }),
    );
    expect(stranger).toMatchObject({ status: 403, body: { error: "droits" } });
    const moved = await server.call(
      "/api/ac_campus/dossier/changementBien",
      post("demo-nouveau", { dossierTmp: change.body.id_dossier_temporaire }),
    );
    expect(moved.body.status).toBe("OK");
    expect(bedStatus(first.id_bien)).toBe("comm");
    expect(bedStatus(second.id_bien)).toBe("preReserved");
    expect((await infos("demo-nouveau")).applicatif.dossierTemporaire).toBeNull();
  });

  it("lets the applicant drop or refresh the pending choice, which lapses after 5 minutes", async () => {
    const [held, next] = [await studio(0), await studio(1)];
    await creer("demo-nouveau", held);
    const change = await creer("demo-nouveau", next);
    const id = change.body.id_dossier_temporaire;
    const refreshed = await server.call(
      "/api/ac_campus/dossierTemporaire/modifier",
      post("demo-nouveau", { id_dossier_temporaire: id }),
    );
    expect(refreshed.body.validityDate).toBe(
      new Date(server.clock.now.getTime() + 5 * MINUTE).toISOString(),
    );
    expect(
      (
        await server.call(
          "/api/ac_campus/dossierTemporaire/supprimer",
          post("demo-nouveau", { id_dossier_temporaire: id }),
        )
      ).body,
    ).toEqual({ status: "OK" });
    const again = await creer("demo-nouveau", next);
    server.advance(5 * MINUTE + 1000);
    const late = await server.call(
      "/api/ac_campus/dossier/changementBien",
      post("demo-nouveau", { dossierTmp: again.body.id_dossier_temporaire }),
    );
    expect(late).toMatchObject({ status: 404, body: { error: "notFound" } });
  });
});
