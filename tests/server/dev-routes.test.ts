import { afterEach, describe, expect, it } from "vitest";
import { makeServer, SEED_TIME, type TestServer } from "./helpers.ts";
import { holdStudio } from "./tunnel.ts";

let server: TestServer;
afterEach(() => server.close());

describe("development helpers for end-to-end tests", () => {
  it("moves a pre-booking's end, and the tunnel sees it", async () => {
    server = makeServer();
    await holdStudio(server, "demo-nouveau");
    const moved = await server.call("/api/dev/prebooking/shorten", {
      method: "POST",
      json: { email: "nouveau@demo.hestia.test", seconds: 20 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.date_fin_prereservation).toBe(
      new Date(SEED_TIME.getTime() + 20_000).toISOString(),
    );
    const info = await server.call("/api/ac_campus/dossier/getInfos", {
      method: "POST",
      user: "demo-nouveau",
      json: {},
    });
    expect(JSON.stringify(info.body)).toContain(moved.body.date_fin_prereservation as string);
  });

  it("refuses bad input and users without a pre-booking", async () => {
    server = makeServer();
    const bad = await server.call("/api/dev/prebooking/shorten", {
      method: "POST",
      json: { email: "x", seconds: 1 },
    });
    expect(bad.status).toBe(400);
    const none = await server.call("/api/dev/prebooking/shorten", {
      method: "POST",
      json: { email: "nouveau@demo.hestia.test", seconds: 20 },
    });
    expect(none.status).toBe(404);
  });

  it("takes a bed, which then cannot be pre-booked", async () => {
    server = makeServer();
    const { body } = await server.call(
      "/fr/api/content/typologies/residence-etudiante-paris-montsouris/studio",
    );
    const bed = body.beds[0];
    expect(
      (await server.call(`/api/dev/beds/${bed.id_bien}/take`, { method: "POST" })).status,
    ).toBe(200);
    const created = await server.call("/api/ac_campus/dossierTemporaire/creer", {
      method: "POST",
      user: "demo-nouveau",
      json: {
        id_residence: body.residence.crm_id,
        type_typologie: body.crm_id,
        id_bien: bed.id_bien,
        date_arrivee: bed.availableFrom,
        resicamp: false,
      },
    });
    expect(created.body.status).toBe("KO");
    expect((await server.call("/api/dev/beds/nope/take", { method: "POST" })).status).toBe(404);
  });
});
