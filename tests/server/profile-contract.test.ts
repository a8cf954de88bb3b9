import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  ProfilePayloadSchema,
  ProfileRecordSchema,
  ProfileSaveAnswerSchema,
} from "../../src/api/profileStepSchemas.ts";
import type { ProfileFormValues } from "../../src/features/tunnel/step2/profileForm.ts";
import { toProfileForm, toProfilePayload } from "../../src/features/tunnel/step2/profileMapping.ts";
import { makeServer, SEED_TIME, type TestServer } from "./helpers.ts";
import { holdStudio } from "./tunnel.ts";

/** The app's step 2 schemas and mapping against the local server's real contract. */

let server: TestServer;
let dossierId: string;
beforeEach(async () => {
  server = makeServer();
  dossierId = await holdStudio(server, "demo-nouveau");
});
afterEach(() => server.close());

async function load() {
  const answer = await server.call("/api/ac_campus/dossier/getInfosPersonnelles", {
    user: "demo-nouveau",
  });
  return v.parse(ProfileRecordSchema, answer.body);
}

async function save(values: ProfileFormValues) {
  const payload = v.parse(ProfilePayloadSchema, toProfilePayload(values, dossierId, SEED_TIME));
  return server.call("/api/ac_campus/dossier/setInfosPersonnelles", {
    method: "POST",
    user: "demo-nouveau",
    json: payload,
  });
}

describe("step 2 against the server", () => {
  it("reads a new account's record and saves a young worker the server accepts", async () => {
    const record = await load();
    expect(record.id_dossier).toBe(dossierId);
    const form = toProfileForm(record);
    const saved = await save({
      ...form,
      personalInformations: { ...form.personalInformations, birthDate: "2004-05-06" },
      schoolSituation: "221310004",
      youngWorkerSituation: { contract: "1", experience: 14 },
      youngWorkerEmployer: {
        employerName: "Atelier Rhône",
        employerStreet: "5 quai Perrache",
        employerPostal: "69002",
        employerCity: "Lyon",
      },
      youngIncome: { netIncome: "24000", otherIncome: "" },
      howYfCampus: { ...form.howYfCampus, from: "14", by: "Un salon étudiant" },
    });
    expect(saved.status).toBe(200);
    const answer = v.parse(ProfileSaveAnswerSchema, saved.body);
    expect(answer).toMatchObject({
      status: "OK",
      eft_situation_actuelle: 221310004,
      eft_nom_etablissement: "Atelier Rhône",
      eft_anciennete: 14,
      eft_revenus_nets: 24000,
      eft_autres_revenus: null,
      eft_source_detail: "Un salon étudiant",
      eft_pays_optionset: 1,
    });
    // What was saved loads back into the same form.
    const reloaded = toProfileForm(await load());
    expect(reloaded.youngWorkerEmployer.employerName).toBe("Atelier Rhône");
    expect(reloaded.youngWorkerSituation.experience).toBe(14);
  });

  it("saves a minor's guardian, then clears it once the birth date makes them 20", async () => {
    const form = toProfileForm(await load());
    const minor: ProfileFormValues = {
      ...form,
      personalInformations: { ...form.personalInformations, birthDate: "2009-03-01" },
      schoolSituation: "221310000",
      responsible: {
        ...form.responsible,
        gender: "221310000",
        lastname: "Martin",
        firstname: "Paul",
        email: "paul.martin@example.fr",
        phone: "0612345678",
      },
    };
    expect((await save(minor)).status).toBe(200);
    expect(await load()).toMatchObject({
      eft_rl_nom: "Martin",
      eft_prospect_etudiant_mineur: true,
    });
    const adult = {
      ...minor,
      personalInformations: { ...minor.personalInformations, birthDate: "2006-03-01" },
    };
    expect((await save(adult)).status).toBe(200);
    expect(await load()).toMatchObject({ eft_rl_nom: "", eft_rl_email: "", eft_rl_civilite: null });
  });
});
