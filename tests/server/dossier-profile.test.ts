import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeServer, type TestServer } from "./helpers.ts";
import { holdStudio, studentProfile } from "./tunnel.ts";

let server: TestServer;
let dossierId: string;
beforeEach(async () => {
  server = makeServer();
  dossierId = await holdStudio(server, "demo-nouveau");
});
afterEach(() => server.close());

const save = (json: unknown, user = "demo-nouveau") =>
  server.call("/api/ac_campus/dossier/setInfosPersonnelles", { method: "POST", user, json });

describe("step 2: profile", () => {
  it("starts from the account and stores the CRM-style record", async () => {
    const before = await server.call("/api/ac_campus/dossier/getInfosPersonnelles", {
      user: "demo-nouveau",
    });
    expect(before.body).toMatchObject({
      id_dossier: dossierId,
      firstname: "Léa",
      emailaddress1: "nouveau@demo.hestia.test",
      address2_city: null,
      eft_prospect_etudiant_mineur: false,
    });
    const saved = await save(studentProfile(dossierId));
    expect(saved.status).toBe(200);
    const after = await server.call("/api/ac_campus/dossier/getInfosPersonnelles", {
      user: "demo-nouveau",
    });
    expect(after.body).toMatchObject({
      address2_city: "Paris",
      address2_line2: null,
      eft_nationalite: 1,
      eft_situation_actuelle: 221310000,
      birthdate: "2006-04-12",
    });
    expect(
      (await server.call("/api/ac_campus/utilisateur/details", { user: "demo-nouveau" })).body
        .birthdate,
    ).toBe("2006-04-12");
  });

  it("answers the spec's field messages", async () => {
    const refused = await save(
      studentProfile(dossierId, {
        firstname: "L3a",
        lastname: "",
        birthdate: "2006-13-01",
        address2_postalcode: "12345678901",
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      body: {
        errors: {
          firstname: "Format incorrect*",
          lastname: "Requis*",
          birthdate: "Date incorrecte*",
          address2_postalcode: "Texte trop long",
        },
      },
    });
    expect((await save(studentProfile(dossierId, { eft_situation_actuelle: 5 }))).body).toEqual({
      errors: { eft_situation_actuelle: "Valeur non autorisée" },
    });
    expect((await save(studentProfile(dossierId, { eft_source: 14 }))).body).toEqual({
      errors: { eft_source_detail: "Requis*" },
    });
  });

  it("requires the legal guardian under 18 and clears it at 18 and over", async () => {
    const minor = studentProfile(dossierId, { birthdate: "2010-01-01" });
    expect((await save(minor)).body.errors).toMatchObject({
      eft_rl_nom: "Requis*",
      eft_rl_email: "Requis*",
      eft_rl_telephone: "Requis*",
    });
    const guardian = {
      eft_rl_civilite: 221310001,
      eft_rl_nom: "Martin",
      eft_rl_prenom: "Anne",
      eft_rl_email: "anne.martin@example.org",
      eft_rl_telephone: "0612345678",
    };
    expect((await save({ ...minor, ...guardian, eft_rl_telephone: "06 12" })).body).toEqual({
      errors: { eft_rl_telephone: "Format incorrect*" },
    });
    expect((await save({ ...minor, ...guardian })).body).toMatchObject({
      status: "OK",
      eft_prospect_etudiant_mineur: true,
      eft_rl_nom: "Martin",
    });
    const adult = await save({ ...studentProfile(dossierId), ...guardian });
    expect(adult.body).toMatchObject({ eft_rl_nom: null, eft_prospect_etudiant_mineur: false });
  });

  it("refuses temporary and repeated email addresses with the DQE / sameEmail shape", async () => {
    const dqe = await save(
      studentProfile(dossierId, { eft_source: 1, eft_parrain_email: "x@yopmail.com" }),
    );
    expect(dqe).toMatchObject({
      status: 400,
      body: {
        error: "DQE",
        content: { errorType: "DQE", key: "eft_parrain_email", mail: "x@yopmail.com" },
      },
    });
    const same = await save(
      studentProfile(dossierId, { eft_parrain_email: "nouveau@demo.hestia.test" }),
    );
    expect(same.body).toMatchObject({
      error: "sameEmail",
      content: { errorType: "sameEmail", key: "eft_parrain_email" },
    });
  });

  it("keeps gender-restricted rooms consistent with the civility", async () => {
    const room = await server.call(
      "/fr/api/content/typologies/residence-etudiante-paris-tolbiac/chambre-colocation-hommes",
    );
    const bed = room.body.beds[0];
    await server.call("/api/ac_campus/dossierTemporaire/creer", {
      method: "POST",
      user: "demo-mineur",
      json: {
        id_residence: room.body.residence.crm_id,
        type_typologie: room.body.crm_id,
        id_bien: bed.id_bien,
        date_arrivee: bed.availableFrom,
      },
    });
    const file = (
      await server.call("/api/ac_campus/dossier/getInfos", { method: "POST", user: "demo-mineur" })
    ).body;
    const changed = await save(
      studentProfile(file.id_dossier, {
        eft_civilite: 221310001,
        firstname: "Noah",
        lastname: "Petit",
      }),
      "demo-mineur",
    );
    expect(changed).toMatchObject({
      status: 400,
      body: { error: "colocationIncorrecte", gender: "men" },
    });
  });

  it("refuses someone else's file and files that are not being created", async () => {
    const other = (
      await server.call("/api/ac_campus/dossier/getInfos", { method: "POST", user: "demo-examen" })
    ).body.id_dossier;
    expect((await save(studentProfile(other))).status).toBe(403);
    expect((await save(studentProfile("unknown"))).status).toBe(404);
    expect((await save(studentProfile(other), "demo-examen")).body).toEqual({
      error: "dossierPasEnCreation",
    });
  });
});
