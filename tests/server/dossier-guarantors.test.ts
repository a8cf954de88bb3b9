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
const saveGuarantors = (json: unknown, user = "demo-nouveau") =>
  server.call("/api/ac_campus/dossier/setInfosGarant", { method: "POST", user, json });
const guarantor = {
  eft_civilite: 221310000,
  firstname: "Paul",
  lastname: "Martin",
  emailaddress1: "paul.martin@example.org",
  eft_salaires_ou_revenus_mensuels_nets: 4000,
};

describe("step 3: guarantors", () => {
  beforeEach(async () => {
    await save(studentProfile(dossierId));
  });

  it("stores one personal guarantor and answers the saved state", async () => {
    const saved = await saveGuarantors({
      guarantees: 1,
      hasGuarantor: "oui",
      guarantor,
      guarantor2: null,
      isBoursier: "",
    });
    expect(saved.body).toMatchObject({ status: "OK", guarantees: 1, contactStatus: "student" });
    const state = await server.call("/api/ac_campus/dossier/getInfosGarant", {
      user: "demo-nouveau",
    });
    expect(state.body).toMatchObject({
      guarantees: 1,
      hasGuarantor: "oui",
      guarantor: { firstname: "Paul", eft_paysdenaissancegarant: 1 },
      guarantor2: null,
      contactStatus: "student",
      preneurIsMinor: false,
    });
    const file = await server.call("/api/ac_campus/dossier/getInfos", {
      method: "POST",
      user: "demo-nouveau",
    });
    expect(state.body.minimumIncome).toBe(file.body.pricing.rentIncludingCharges * 4);
  });

  it("requires the guarantor's identity fields and the scholarship answer", async () => {
    const missing = await saveGuarantors({
      guarantees: 1,
      hasGuarantor: "oui",
      guarantor: { firstname: "Paul" },
    });
    expect(missing.body.errors).toEqual({
      "guarantor.lastname": "Requis*",
      "guarantor.eft_civilite": "Requis*",
      "guarantor.emailaddress1": "Requis*",
    });
    expect((await saveGuarantors({ hasGuarantor: "non", isBoursier: "" })).body).toEqual({
      errors: { isBoursier: "Requis*" },
    });
    expect((await saveGuarantors({ hasGuarantor: "non", isBoursier: "oui" })).body.status).toBe(
      "OK",
    );
  });

  it("checks income: 4 times the rent for one guarantor, 3 times each for two", async () => {
    const poor = await saveGuarantors({
      guarantees: 1,
      hasGuarantor: "oui",
      guarantor: { ...guarantor, eft_salaires_ou_revenus_mensuels_nets: 1000 },
    });
    expect(poor.body.error).toBe("garantiesInsuffisantes");
    const rent = poor.body.minimumIncome / 4;
    const two = {
      guarantees: 1,
      hasGuarantor: "oui",
      guarantor: { ...guarantor, eft_salaires_ou_revenus_mensuels_nets: rent * 3 },
      guarantor2: {
        ...guarantor,
        firstname: "Marie",
        emailaddress1: "marie@example.org",
        eft_salaires_ou_revenus_mensuels_nets: rent * 3,
      },
    };
    expect((await saveGuarantors(two)).body.status).toBe("OK");
  });

  it("refuses guarantor emails that are temporary or already used", async () => {
    const temporary = await saveGuarantors({
      guarantees: 1,
      hasGuarantor: "oui",
      guarantor: { ...guarantor, emailaddress1: "p@yopmail.com" },
    });
    expect(temporary.body).toMatchObject({
      error: "DQE",
      content: { nbGuarantor: 1, key: "emailaddress1" },
    });
    const mine = await saveGuarantors({
      guarantees: 1,
      hasGuarantor: "oui",
      guarantor: { ...guarantor, emailaddress1: "nouveau@demo.hestia.test" },
    });
    expect(mine.body).toMatchObject({
      error: "sameEmail",
      content: { nbGuarantor: 1, isSameRespLegal: false },
    });
    const twin = await saveGuarantors({
      guarantees: 1,
      hasGuarantor: "oui",
      guarantor,
      guarantor2: { ...guarantor, firstname: "Marie" },
    });
    expect(twin.body).toMatchObject({ error: "sameEmail", content: { nbGuarantor: 2 } });
  });

  it("drops personal guarantors for Visale", async () => {
    const saved = await saveGuarantors({ guarantees: 4, hasGuarantor: "oui", guarantor });
    expect(saved.body).toMatchObject({ guarantees: 4, guarantor: null });
  });
});
