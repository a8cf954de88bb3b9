import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeServer, type TestServer } from "./helpers.ts";
import { tunnelCalls } from "./tunnel.ts";

let server: TestServer;
beforeEach(() => {
  server = makeServer();
});
afterEach(() => server.close());

const MINUTE = 60_000;
const { lot, studio, post, creer, infos, get, bedStatus } = tunnelCalls(() => server);

describe("pre-booking time", () => {
  it("extends by the configured minutes up to the limit, then frees the lot with KO", async () => {
    const choice = await studio();
    const { body } = await creer("demo-nouveau", choice);
    const end = new Date(body.date_fin_prereservation).getTime();
    const first = await get("demo-nouveau", "prolongerPreReservation");
    expect(first.body).toEqual({
      status: "OK",
      minutes: 15,
      date_fin_prereservation: new Date(end + 15 * MINUTE).toISOString(),
      extensionsRestantes: 1,
    });
    expect((await get("demo-nouveau", "prolongerPreReservation")).body.extensionsRestantes).toBe(0);
    expect((await get("demo-nouveau", "prolongerPreReservation")).body).toEqual({ status: "KO" });
    expect(bedStatus(choice.id_bien)).toBe("comm");
    expect((await infos("demo-nouveau")).applicatif.statut).toBe(2);
    expect((await get("demo-nouveau", "prolongerPreReservation")).body).toEqual({
      error: "aucunePreReservation",
    });
  });

  it("still allows the extension offered by the expiry dialog, then frees the lot after the grace period", async () => {
    const choice = await studio();
    await creer("demo-nouveau", choice);
    server.advance(30 * MINUTE + 30_000);
    expect((await get("demo-nouveau", "prolongerPreReservation")).body.status).toBe("OK");
    server.advance(15 * MINUTE + 121_000);
    const file = await infos("demo-nouveau");
    expect(file.applicatif).toMatchObject({
      statut: 2,
      alias_fr: "residence-etudiante-paris-montsouris",
      date_fin_prereservation: null,
    });
    expect(file.lot).toBeNull();
    expect(bedStatus(choice.id_bien)).toBe("comm");
    expect((await creer("demo-mineur", choice)).body.status).toBe("OK");
  });

  it("cancels a pre-booking and releases the lot", async () => {
    const choice = await studio();
    await creer("demo-nouveau", choice);
    expect((await get("demo-nouveau", "annulerPreReservation")).body).toEqual({ status: "OK" });
    expect(bedStatus(choice.id_bien)).toBe("comm");
    expect((await infos("demo-nouveau")).statuscode).toBe("abandoned");
    expect(await get("demo-nouveau", "annulerPreReservation")).toMatchObject({
      status: 400,
      body: { error: "aucunePreReservation" },
    });
    expect((await creer("demo-nouveau", choice)).body.status).toBe("OK");
  });

  it("restarts a shared-flat search by releasing the room", async () => {
    const room = await lot("residence-etudiante-paris-tolbiac", "chambre-colocation-femmes");
    await creer("demo-nouveau", room);
    const restarted = await get("demo-nouveau", "relancerRechercheColocation");
    expect(restarted.body).toEqual({
      status: "OK",
      search: {
        city: "paris",
        alias_fr: "residence-etudiante-paris-tolbiac",
        alias_en: "student-residence-paris-tolbiac",
        date_arrivee: room.date_arrivee,
      },
    });
    expect(bedStatus(room.id_bien)).toBe("comm");
    expect((await get("demo-mineur", "relancerRechercheColocation")).body).toEqual({
      status: "OK",
      search: null,
    });
  });
});

describe("step 1 save", () => {
  it("stores the stay length and promo code of a held file", async () => {
    await creer("demo-nouveau", await studio());
    const saved = await server.call(
      "/api/ac_campus/dossier/setInfos",
      post("demo-nouveau", { code_promo: "bienvenue", duree_du_sejour: "12" }),
    );
    expect(saved.body).toMatchObject({
      status: "OK",
      code_promo: "bienvenue",
      duree_du_sejour: "12",
    });
    expect(saved.body.pricing).toEqual((await infos("demo-nouveau")).pricing);
    expect((await infos("demo-nouveau")).crm).toMatchObject({
      eft_duree_du_sejour: 12,
      eft_code_promo: "bienvenue",
    });
  });

  it("refuses a promo code the operator never issued, and stores nothing", async () => {
    await creer("demo-nouveau", await studio());
    const refused = await server.call(
      "/api/ac_campus/dossier/setInfos",
      post("demo-nouveau", { code_promo: "INVENTE", duree_du_sejour: "9" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errors: { code_promo: "Ce code promo n'existe pas : vérifiez-le ou laissez le champ vide." },
    });
    expect((await infos("demo-nouveau")).crm).toMatchObject({ eft_code_promo: null });
  });

  it("a known code's fee discount replaces a smaller one of the flat type, fees only", async () => {
    await creer("demo-nouveau", await studio());
    const before = (await infos("demo-nouveau")).pricing;
    await server.call(
      "/api/ac_campus/dossier/setInfos",
      post("demo-nouveau", { code_promo: "RENTREE2027", duree_du_sejour: "9" }),
    );
    const after = (await infos("demo-nouveau")).pricing;
    expect(after.feeDiscountPercent).toBe(Math.max(50, before.feeDiscountPercent));
    expect(after.feesAfterDiscount).toBe(
      Math.round(before.fees * (100 - after.feeDiscountPercent)) / 100,
    );
    expect(after.rentIncludingCharges).toBe(before.rentIncludingCharges);
    expect(after.deposit).toBe(before.deposit);
  });

  it("refuses out-of-range durations, long codes and files not being created", async () => {
    const save = (json: unknown, user = "demo-nouveau") =>
      server.call("/api/ac_campus/dossier/setInfos", post(user, json));
    await creer("demo-nouveau", await studio());
    expect((await save({ duree_du_sejour: "2" })).body).toEqual({
      errors: { duree_du_sejour: "Valeur non autorisée" },
    });
    expect((await save({ duree_du_sejour: "13" })).status).toBe(400);
    expect((await save({ duree_du_sejour: "6", code_promo: "X".repeat(16) })).body).toEqual({
      errors: { code_promo: "Texte trop long" },
    });
    expect((await save({ duree_du_sejour: "6" }, "demo-examen")).body).toEqual({
      error: "dossierPasEnCreation",
    });
  });
});

describe("resicamp", () => {
  it("hands over to the residence site and books without a countdown", async () => {
    const choice = await studio();
    const handed = await server.call(
      "/api/ac_campus/dossierResicamp/handle",
      post("demo-nouveau", { id_bien: choice.id_bien }),
    );
    expect(handed.body.url).toContain(
      `/simulators/resicamp/check-selection?id_bien=${choice.id_bien}`,
    );
    expect(
      (
        await server.call(
          "/api/ac_campus/dossierResicamp/handle",
          post("demo-nouveau", { id_bien: "x" }),
        )
      ).status,
    ).toBe(404);
    const created = await creer("demo-nouveau", { ...choice, resicamp: true });
    expect(created.body).toMatchObject({ status: "OK", date_fin_prereservation: null });
    expect(
      (await server.call("/api/ac_resicamp/dossierDepose/getTypeDossier", { user: "demo-nouveau" }))
        .body.typeDossier,
    ).toBe("RESICAMP");
    expect((await get("demo-nouveau", "prolongerPreReservation")).body).toEqual({
      error: "pasDeDelai",
    });
  });
});
