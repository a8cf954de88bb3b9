import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Json, makeServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeEach(() => {
  server = makeServer();
});
afterEach(() => server.close());

describe("residences", () => {
  it("lists the 18 residences over the six cities, localised", async () => {
    const fr = await server.call("/fr/api/content/residences");
    expect(fr.status).toBe(200);
    expect(fr.body).toHaveLength(18);
    const cities = new Set(fr.body.map((residence: Json) => residence.city.alias));
    expect([...cities].sort()).toEqual([
      "bordeaux",
      "ile-de-france",
      "lille",
      "lyon",
      "marseille",
      "paris",
    ]);
    const en = await server.call("/en/api/content/residences");
    expect(en.body[0].abstract).not.toBe(fr.body[0].abstract);
    expect(fr.body[0]).toMatchObject({
      alias_fr: expect.any(String),
      alias_en: expect.any(String),
      crm_id: expect.any(String),
    });
    expect(fr.body[0].priceFrom).toBeGreaterThan(0);
  });

  it("filters by city and refuses an unknown city", async () => {
    const lyon = await server.call("/fr/api/content/residences?city=lyon");
    expect(lyon.body).toHaveLength(3);
    const unknown = await server.call("/fr/api/content/residences?city=atlantis");
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ errors: { city: "Ville inconnue" } });
  });

  it("answers a residence's details by either language's alias", async () => {
    const byFr = await server.call(
      "/en/api/content/residences/residence-etudiante-paris-montsouris",
    );
    const byEn = await server.call("/en/api/content/residences/student-residence-paris-montsouris");
    expect(byFr.status).toBe(200);
    expect(byEn.body).toEqual(byFr.body);
    const detail = byFr.body;
    expect(detail.name).toBe("Hestia Montsouris");
    expect(detail.transports[0].lignes[0]).toMatchObject({
      name: "4",
      url: expect.stringContaining("ratp"),
    });
    expect(detail.includedServices[0]).toEqual({ icon: "wifi", title: "Very-high-speed internet" });
    expect(detail.team[0].role).toBe("Residence manager");
    expect(detail.testimonials).toHaveLength(2);
    expect(detail.nearby.length).toBe(3);
    expect(detail.typologies.map((typology: Json) => typology.kind)).toEqual([
      "studio",
      "t1bis",
      "t2",
    ]);
    const studio = detail.typologies[0];
    expect(studio.pricing.deposit).toBe(studio.pricing.rentExcludingCharges);
    expect(studio.beds.every((bed: Json) => bed.status === "comm")).toBe(true);
  });

  it("answers 404 for an unknown residence and for a locale other than fr or en", async () => {
    expect(await server.call("/fr/api/content/residences/nowhere")).toMatchObject({
      status: 404,
      body: { error: "notFound" },
    });
    expect((await server.call("/de/api/content/residences")).status).toBe(404);
  });
});

describe("typologies", () => {
  it("answers a flat type with its beds, residence and prices", async () => {
    const { status, body } = await server.call(
      "/fr/api/content/typologies/residence-etudiante-paris-tolbiac/chambre-colocation-femmes",
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      kind: "colocWomen",
      gender: "women",
      alias_en: "shared-flat-room-women",
    });
    expect(body.residence.name).toBe("Hestia Tolbiac");
    expect(body.beds.length).toBeGreaterThan(0);
    expect(body.pricing.feesAfterDiscount).toBe(body.pricing.fees / 2);
    expect(body.otherTypologies).toHaveLength(2);
  });

  it("shows a sold-out flat type with no beds", async () => {
    const { body } = await server.call(
      "/fr/api/content/typologies/residence-etudiante-paris-la-villette/studio",
    );
    expect(body.beds).toEqual([]);
    expect(body.availableFrom).toBeNull();
  });

  it("answers 404 for an unknown flat type", async () => {
    const missing = await server.call(
      "/fr/api/content/typologies/residence-etudiante-paris-tolbiac/t2",
    );
    expect(missing).toMatchObject({ status: 404, body: { error: "notFound" } });
  });
});

describe("cities", () => {
  it("lists the six cities with their landing aliases", async () => {
    const { body } = await server.call("/en/api/content/cities");
    expect(body.map((city: Json) => city.alias)).toEqual([
      "paris",
      "ile-de-france",
      "bordeaux",
      "lyon",
      "lille",
      "marseille",
    ]);
    expect(body[1]).toMatchObject({
      name: "Paris surroundings",
      landingAlias_en: "student-residences-ile-de-france",
      residenceCount: 4,
    });
  });

  it("answers a city by alias or landing alias, else 404", async () => {
    const byAlias = await server.call("/fr/api/content/cities/lille");
    const byLanding = await server.call("/fr/api/content/cities/residences-etudiantes-lille");
    expect(byAlias.body.residences).toHaveLength(2);
    expect(byLanding.body).toEqual(byAlias.body);
    expect((await server.call("/fr/api/content/cities/nantes")).status).toBe(404);
  });
});

describe("search", () => {
  it("finds flats with a bed free at the arrival date, with prorated first month", async () => {
    const { status, body } = await server.call("/fr/api/content/search?city=paris&date=2026-11-22");
    expect(status).toBe(200);
    expect(body.date).toBe("2026-11-22");
    expect(body.count).toBeGreaterThan(0);
    for (const result of body.results) {
      expect(result.residence.city.alias).toBe("paris");
      for (const typology of result.typologies) {
        expect(typology.beds.every((bed: Json) => bed.availableFrom <= "2026-11-22")).toBe(true);
        const { pricing } = typology;
        expect(pricing.firstMonthProrated).toBeCloseTo((pricing.rentIncludingCharges * 9) / 30, 2);
      }
    }
  });

  it("finds more beds at a later date than today", async () => {
    const today = await server.call("/fr/api/content/search?date=2026-11-22");
    const later = await server.call("/fr/api/content/search?date=2027-03-01");
    const beds = (body: Json) =>
      body.results.flatMap((r: Json) => r.typologies.flatMap((t: Json) => t.beds)).length;
    expect(beds(later.body)).toBeGreaterThan(beds(today.body));
  });

  it("refuses a malformed date, a past date and an unknown city", async () => {
    expect(await server.call("/fr/api/content/search?date=2026-02-30")).toMatchObject({
      status: 400,
      body: { errors: { date: "Date incorrecte*" } },
    });
    const past = await server.call("/en/api/content/search?date=2026-01-01", {
      headers: { "accept-language": "en" },
    });
    expect(past).toMatchObject({
      status: 400,
      body: { errors: { date: "The date must be today or later." } },
    });
    expect((await server.call("/fr/api/content/search?city=rome")).status).toBe(400);
  });
});
