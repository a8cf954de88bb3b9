/**
 * Two tabs, one application (issue: "last writer wins, silently"): steps 2 and 3 answer their
 * record's version, a save names the version it started from, and a save based on an older
 * version is refused with 409 instead of overwriting the other tab's save.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Json, makeServer, type TestServer } from "./helpers.ts";
import { holdStudio, studentProfile } from "./tunnel.ts";

let server: TestServer;
let dossierId: string;
const user = "demo-nouveau";
beforeEach(async () => {
  server = makeServer();
  dossierId = await holdStudio(server, user);
});
afterEach(() => server.close());

const saveProfile = (json: Json) =>
  server.call("/api/ac_campus/dossier/setInfosPersonnelles", { method: "POST", user, json });
const loadProfile = async () =>
  (await server.call("/api/ac_campus/dossier/getInfosPersonnelles", { user })).body;
const saveGuarantors = (json: Json) =>
  server.call("/api/ac_campus/dossier/setInfosGarant", { method: "POST", user, json });
const loadGuarantors = async () =>
  (await server.call("/api/ac_campus/dossier/getInfosGarant", { user })).body;
const guarantors = (firstname: string, version?: number) => ({
  guarantees: 1,
  hasGuarantor: "oui",
  guarantor: {
    eft_civilite: 221310000,
    firstname,
    lastname: "Martin",
    emailaddress1: "paul.martin@example.org",
    eft_salaires_ou_revenus_mensuels_nets: 4000,
  },
  guarantor2: null,
  isBoursier: "",
  ...(version === undefined ? {} : { version }),
});

describe("step 2's record versions", () => {
  it("answers the version with the record, and a new one with each save", async () => {
    expect((await loadProfile()).version).toBe(0);
    const saved = await saveProfile(studentProfile(dossierId, { version: 0 }));
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(1);
    expect((await loadProfile()).version).toBe(1);
  });

  it("refuses a save based on an older version with 409, and keeps the other tab's save", async () => {
    const laptop = await saveProfile(studentProfile(dossierId, { firstname: "Léa", version: 0 }));
    expect(laptop.status).toBe(200);
    const phone = await saveProfile(studentProfile(dossierId, { firstname: "Lou", version: 0 }));
    expect(phone.status).toBe(409);
    expect(phone.body).toEqual({ error: "modifieAilleurs", version: 1 });
    expect(await loadProfile()).toMatchObject({ firstname: "Léa", version: 1 });
    // Reloaded, the phone's tab saves on the current version.
    const again = await saveProfile(studentProfile(dossierId, { firstname: "Lou", version: 1 }));
    expect(again.status).toBe(200);
    expect(await loadProfile()).toMatchObject({ firstname: "Lou", version: 2 });
  });

  it("of forty pairs of concurrent saves from one version, keeps one and refuses the other", async () => {
    const outcomes: number[][] = [];
    for (let pair = 0; pair < 40; pair += 1) {
      const { version } = await loadProfile();
      const answers = await Promise.all(
        ["Léa", "Lou"].map((firstname) =>
          saveProfile(studentProfile(dossierId, { firstname, version })),
        ),
      );
      outcomes.push(answers.map((answer) => answer.status).sort());
    }
    expect(outcomes.filter(([first, second]) => first === 200 && second === 409)).toHaveLength(40);
    expect((await loadProfile()).version).toBe(40);
  });

  it("applies a save that names no version, as an older client sends it", async () => {
    await saveProfile(studentProfile(dossierId, { version: 0 }));
    const unversioned = await saveProfile(studentProfile(dossierId, { firstname: "Lou" }));
    expect(unversioned.status).toBe(200);
    expect(unversioned.body.version).toBe(2);
  });

  it("refuses a version that is no count", async () => {
    for (const version of [-1, 1.5, "1", null]) {
      expect((await saveProfile(studentProfile(dossierId, { version }))).status).toBe(400);
    }
  });
});

describe("step 3's record versions", () => {
  beforeEach(async () => {
    await saveProfile(studentProfile(dossierId));
  });

  it("refuses a save based on an older version with 409, and keeps the other tab's save", async () => {
    expect((await loadGuarantors()).version).toBe(0);
    const laptop = await saveGuarantors(guarantors("Paul", 0));
    expect(laptop.status).toBe(200);
    expect(laptop.body.version).toBe(1);
    const phone = await saveGuarantors(guarantors("Pierre", 0));
    expect(phone.status).toBe(409);
    expect(phone.body).toEqual({ error: "modifieAilleurs", version: 1 });
    expect(await loadGuarantors()).toMatchObject({ guarantor: { firstname: "Paul" }, version: 1 });
  });
});
