import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type ProfileRecord, ProfileRecordSchema } from "../../../src/api/profileStepSchemas.ts";
import {
  profileContactOf,
  toProfileForm,
  toProfilePayload,
} from "../../../src/features/tunnel/step2/profileMapping.ts";

/** Noon in Paris on a given day. */
const parisNoon = (day: string) => new Date(`${day}T12:00:00+01:00`);
const today = parisNoon("2026-11-24");

const guardian = {
  eft_rl_civilite: 221310000,
  eft_rl_nom: "Martin",
  eft_rl_prenom: "Paul",
  eft_rl_email: "paul.martin@example.fr",
  eft_rl_telephone: "0612345678",
  eft_rl_pays: 1,
  eft_rl_adresse: "12 rue des Lilas",
  eft_rl_complement: "Bâtiment B",
  eft_rl_code_postal: "69003",
  eft_rl_ville: "Lyon",
  eft_rl_date_naissance: "1975-03-02",
  eft_rl_pays_naissance: 1,
  eft_rl_ville_naissance: "Lyon",
};

/** A young worker's record, as the server answers it (texts and codes as stored). */
function recordOf(overrides: Partial<Record<keyof ProfileRecord, unknown>> = {}): ProfileRecord {
  return v.parse(ProfileRecordSchema, {
    id_dossier: "D-42",
    eft_civilite: 221310001,
    birthdate: "2006-04-10",
    firstname: "Léa",
    lastname: "Dupont",
    eft_villedenaissance: "Nantes",
    eft_paysdenaissance: 1,
    eft_nationalite: 12,
    ...Object.fromEntries(Object.keys(guardian).map((key) => [key, null])),
    eft_pays_optionset: 1,
    address2_line1: "3 place Bellecour",
    address2_line2: "",
    address2_postalcode: "69002",
    address2_city: "Lyon",
    eft_situation_actuelle: 221310004,
    eft_type_etablissement: null,
    eft_nom_etablissement: "Atelier Rhône",
    eft_diplome_prepare: null,
    eft_type_de_contrat: 2,
    eft_anciennete: 14,
    eft_adresse_employeur: "5 quai Perrache",
    eft_cp_employeur: "69002",
    eft_ville_employeur: "Lyon",
    eft_statut_non_salarie: null,
    eft_autre_situation: null,
    eft_date_debut_activite: null,
    eft_revenus_nets: 24000,
    eft_autres_revenus: 0,
    eft_source: 1,
    eft_source_detail: null,
    eft_demande_specifique: "Un étage élevé si possible",
    eft_parrain_nom: "Durand",
    eft_parrain_prenom: "Chloé",
    eft_parrain_email: "chloe.durand@example.fr",
    emailaddress1: "lea.dupont@example.fr",
    mobilephone: "+33612345678",
    eft_langue: "fr",
    eft_prospect_etudiant_mineur: false,
    ...overrides,
  });
}

/** The record's editable fields: what the save sends back. */
function sentPartOf(record: ProfileRecord) {
  const {
    emailaddress1: _email,
    mobilephone: _phone,
    eft_langue: _language,
    eft_prospect_etudiant_mineur: _minor,
    // Sent beside the payload (basedOnVersionOf), not mapped from the form.
    version: _version,
    ...fields
  } = record;
  return fields;
}

describe("profile record ↔ form", () => {
  it("gives back the same record after a round trip load → form → save", () => {
    const record = recordOf();
    const payload = toProfilePayload(toProfileForm(record), "D-42", today);
    expect(payload).toEqual(sentPartOf(record));
  });

  it("gives back a minor's guardian and a student's establishment unchanged", () => {
    const record = recordOf({
      ...guardian,
      birthdate: "2009-02-01",
      eft_situation_actuelle: 221310000,
      eft_type_etablissement: 5,
      eft_nom_etablissement: "Université Lyon 2",
      eft_diplome_prepare: "Licence de lettres",
      eft_type_de_contrat: null,
      eft_anciennete: null,
      eft_adresse_employeur: "",
      eft_cp_employeur: "",
      eft_ville_employeur: "",
      eft_revenus_nets: null,
      eft_autres_revenus: null,
      eft_source: 14,
      eft_source_detail: "Un salon étudiant",
      eft_parrain_nom: "",
      eft_parrain_prenom: "",
      eft_parrain_email: "",
    });
    expect(toProfilePayload(toProfileForm(record), "D-42", today)).toEqual(sentPartOf(record));
  });

  it("clears every guardian field at 20 and keeps them at 17", () => {
    const adult = toProfilePayload(
      toProfileForm(recordOf({ ...guardian, birthdate: "2006-04-10" })),
      "D-42",
      today,
    );
    for (const key of Object.keys(guardian)) {
      expect(adult[key as keyof typeof adult], key).toSatisfy(
        (value) => value === "" || value === null,
      );
    }
    const minor = toProfilePayload(
      toProfileForm(recordOf({ ...guardian, birthdate: "2009-04-10" })),
      "D-42",
      today,
    );
    expect(minor).toMatchObject(guardian);
  });

  it("sends the sections of another situation empty", () => {
    const form = toProfileForm(recordOf());
    const asStudent = toProfilePayload({ ...form, schoolSituation: "221310000" }, "D-42", today);
    expect(asStudent).toMatchObject({
      eft_type_de_contrat: null,
      eft_anciennete: null,
      eft_adresse_employeur: "",
      eft_revenus_nets: null,
      eft_autres_revenus: null,
      // The employer's name is no establishment name.
      eft_nom_etablissement: "",
    });
    const otherSource = toProfilePayload(
      { ...form, howYfCampus: { ...form.howYfCampus, from: "2" } },
      "D-42",
      today,
    );
    expect(otherSource).toMatchObject({
      eft_parrain_nom: "",
      eft_parrain_prenom: "",
      eft_parrain_email: "",
      eft_source_detail: "",
    });
  });

  it("fills a new account's form with the spec's defaults", () => {
    const form = toProfileForm(
      v.parse(ProfileRecordSchema, { id_dossier: null, firstname: "Léa", lastname: "Dupont" }),
    );
    expect(form.personalInformations).toMatchObject({
      gender: "221310001",
      locationCountryBirth: "1",
      nationality: "1",
      birthDate: "",
    });
    expect(form.currentAddress.country).toBe("1");
    expect(form.schoolSituation).toBe("");
    expect(form.youngWorkerSituation.experience).toBe(0);
  });

  it("reads codes sent as text and keeps the read-only contact apart", () => {
    const record = recordOf({ eft_civilite: "221310000", eft_revenus_nets: "1200" });
    expect(record.eft_civilite).toBe(221310000);
    expect(record.eft_revenus_nets).toBe(1200);
    expect(profileContactOf(record)).toEqual({
      email: "lea.dupont@example.fr",
      phone: "+33612345678",
      language: "fr",
    });
  });
});
