import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Json, makeServer, type TestServer } from "./helpers.ts";

let server: TestServer;
beforeEach(() => {
  server = makeServer();
});
afterEach(() => server.close());

describe("page shell content", () => {
  it("answers the home services in each language", async () => {
    const fr = await server.call("/fr/api/content/service_home_acquisition");
    const en = await server.call("/en/api/content/service_home_acquisition");
    expect(fr.status).toBe(200);
    expect(Object.keys(fr.body).sort()).toEqual([
      "cardService",
      "guarantor",
      "includedService",
      "serviceVisual",
    ]);
    expect(fr.body.guarantor.title).toBe("Pas de garant ? Pas de problème");
    expect(en.body.guarantor.title).toBe("No guarantor? No problem");
    expect(en.body.cardService).toHaveLength(3);
  });

  it("lists footer pages in order with slugs of both languages", async () => {
    const { body } = await server.call("/fr/api/content/footer_acquisition");
    expect(body.map((page: Json) => page.order)).toEqual([1, 2, 3, 4]);
    expect(body[1]).toMatchObject({
      title: "Protection des données",
      slug: "protection-des-donnees",
      slug_en: "data-protection",
    });
  });

  it("answers a footer page by either slug, else 404", async () => {
    const page = await server.call("/en/api/content/footer_page/protection-des-donnees");
    expect(page.body).toMatchObject({
      title: "Data protection",
      slug_fr: "protection-des-donnees",
    });
    expect(page.body.body).toContain("<p>");
    expect(await server.call("/en/api/content/footer_page/nothing")).toMatchObject({
      status: 404,
      body: { error: "notFound" },
    });
  });

  it("sends all alerts (past, current, future) sorted by beginning, for the banner to filter", async () => {
    const { body } = await server.call("/fr/api/content/alert_acquisition");
    expect(body).toHaveLength(3);
    const now = server.clock.now.toISOString();
    const current = body.filter((alert: Json) => alert.beginning <= now && alert.end > now);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ id: 1, title: "Rentrée de janvier" });
    expect(body.map((alert: Json) => alert.beginning)).toEqual(
      [...body.map((alert: Json) => alert.beginning)].sort(),
    );
    expect(body.find((alert: Json) => alert.id === 2).description).toBeNull();
  });

  it("answers one alert by id, else 404", async () => {
    expect((await server.call("/en/api/content/alerts/3")).body).toMatchObject({
      id: 3,
      title: "Reception desks closed",
    });
    expect((await server.call("/en/api/content/alerts/99")).status).toBe(404);
    expect((await server.call("/en/api/content/alerts/abc")).status).toBe(404);
  });

  it("lists the booking steps in order", async () => {
    const { body } = await server.call("/en/api/content/booking_steps_acquisition");
    expect(body.map((step: Json) => step.key)).toEqual([
      "welcome",
      "apartment",
      "profile",
      "guarantors",
      "documents",
      "onGoing",
      "rules",
      "signature",
      "handover",
    ]);
    expect(body[0]).toMatchObject({
      order: 1,
      title: "Welcome",
      picture: "/files/pictures/step-welcome.svg",
    });
  });
});

describe("FAQ", () => {
  it("answers about thirty items with themes", async () => {
    const { body } = await server.call("/fr/api/content/faq");
    expect(body.items.length).toBeGreaterThanOrEqual(30);
    expect(body.themes.map((theme: Json) => theme.id)).toContain("garants");
    const item = body.items[0];
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining([
        "theme",
        "question",
        "response",
        "internalLink",
        "detail",
        "alias_fr",
        "alias_en",
      ]),
    );
    const byTheme = await server.call("/fr/api/content/faq?theme=garants");
    expect(byTheme.body.items.every((faq: Json) => faq.theme === "garants")).toBe(true);
  });

  it("filters by tunnel step and refuses a step outside 1-5", async () => {
    const step3 = await server.call("/en/api/content/faq_acquisition?step=3");
    expect(step3.body.length).toBeGreaterThan(0);
    expect(step3.body.every((faq: Json) => faq.steps.includes(3))).toBe(true);
    expect(await server.call("/en/api/content/faq_acquisition?step=9")).toMatchObject({
      status: 400,
      body: { errors: { step: "Valeur non autorisée" } },
    });
  });
});

describe("magazine", () => {
  it("lists articles newest first with categories, filtered by category", async () => {
    const { body } = await server.call("/fr/api/content/mag");
    expect(body.items.length).toBeGreaterThanOrEqual(8);
    expect(body.categories).toHaveLength(4);
    const dates = body.items.map((article: Json) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const tips = await server.call("/fr/api/content/mag?category=conseils");
    expect(tips.body.items.every((article: Json) => article.category === "conseils")).toBe(true);
  });

  it("answers an article by either alias with related articles, else 404", async () => {
    const { body } = await server.call("/en/api/content/mag/trouver-un-garant");
    expect(body).toMatchObject({
      alias_en: "finding-a-guarantor",
      title: "No guarantor? The options you have",
      category: "conseils",
    });
    expect(body.body).toContain("<h2>Visale</h2>");
    expect(
      body.related.every(
        (article: Json) => article.category === "conseils" && article.id !== body.id,
      ),
    ).toBe(true);
    expect((await server.call("/en/api/content/mag/unknown")).status).toBe(404);
  });
});

describe("page meta and sitemap", () => {
  it("answers meta by route name and by path", async () => {
    const byRoute = await server.call("/en/api/content/page_meta/residences");
    expect(byRoute.body).toMatchObject({
      route: "residences",
      alias_fr: "residences-etudiantes",
      alias_en: "student-residences",
      title: "Our student residences",
    });
    const byPath = await server.call(
      `/fr/api/content/page_meta?path=${encodeURIComponent("/en/student-residences")}`,
    );
    expect(byPath.body).toMatchObject({ route: "residences", title: "Nos résidences étudiantes" });
    expect((await server.call("/fr/api/content/page_meta?path=/fr")).body.route).toBe("homepage");
    expect((await server.call("/fr/api/content/page_meta/nothing")).status).toBe(404);
    expect((await server.call("/fr/api/content/page_meta")).status).toBe(400);
  });

  it("lists every public page as route names and parameters", async () => {
    const { body } = await server.call("/fr/api/content/sitemap");
    const ids = body.sections.map((section: Json) => section.id);
    expect(ids).toEqual(["pages", "cities", "residences", "mag", "footer"]);
    const residences = body.sections[2].links;
    expect(residences).toHaveLength(18);
    expect(residences[0]).toMatchObject({
      label: "Hestia Montsouris",
      route: "residenceDetails",
      params: { alias: "residence-etudiante-paris-montsouris" },
    });
    // Each residence's flat types are listed under it.
    expect(residences[0].links[0]).toEqual({
      label: "Studio",
      route: "typologies",
      params: {
        aliasResidence: "residence-etudiante-paris-montsouris",
        aliasTypology: "studio",
      },
    });
    const flatTypes = residences.flatMap((residence: Json) => residence.links);
    expect(flatTypes.length).toBeGreaterThan(40);
  });

  it("lists the accessibility statement and each city's landing page (RGAA 12.3)", async () => {
    const { body } = await server.call("/fr/api/content/sitemap");
    expect(body.sections[0].links.at(-1)).toMatchObject({
      label: "Déclaration d'accessibilité",
      route: "accessibility",
    });
    const cities = body.sections[1].links;
    expect(cities[0].links).toEqual([
      {
        label: `Résidences étudiantes ${cities[0].label}`,
        route: "cityLanding",
        params: { city: cities[0].params.alias },
      },
    ]);
    const en = await server.call("/en/api/content/sitemap");
    expect(en.body.sections[0].links.at(-1).label).toBe("Accessibility statement");
  });

  it("names the home page as a page, not by its browser title", async () => {
    const fr = await server.call("/fr/api/content/sitemap");
    const en = await server.call("/en/api/content/sitemap");
    expect(fr.body.sections[0].links[0]).toMatchObject({ label: "Accueil", route: "homepage" });
    expect(en.body.sections[0].links[0]).toMatchObject({ label: "Home", route: "homepage" });
  });
});

describe("for crawlers", () => {
  it("publishes an XML sitemap with both languages as hreflang alternates", async () => {
    const response = await server.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.length).toBeGreaterThan(100);
    const studio = urls.find((url) =>
      url.includes(
        "<loc>http://127.0.0.1:3999/en/accomodation/student-residence-paris-montsouris/studio</loc>",
      ),
    );
    expect(studio).toContain(
      'hreflang="fr" href="http://127.0.0.1:3999/fr/logements/residence-etudiante-paris-montsouris/studio"',
    );
    expect(studio).toContain('hreflang="x-default"');
    expect(xml).not.toMatch(/\/fr\/dossier|\/mon-profil/);
  });

  it("answers robots.txt naming the sitemap and closing the API and account pages", async () => {
    const response = await server.request("/robots.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/fr\/dossier$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:3999\/sitemap\.xml$/m);
  });

  it("sends / to the French home whatever the client accepts, query kept", async () => {
    const response = await server.request("/?utm_source=mail", { headers: { accept: "*/*" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/fr?utm_source=mail");
  });
});

describe("exportREST content proxy", () => {
  it("answers the contact form's residence list", async () => {
    const { status, body } = await server.call("/api/ac_campus/drupal/exportREST", {
      method: "POST",
      form: { route: "/api/content/residences_acquisition" },
    });
    expect(status).toBe(200);
    expect(body).toHaveLength(18);
    expect(body[0]).toEqual({ name: "Hestia Montsouris", crm_id: { value: expect.any(String) } });
  });

  it("answers home services and FAQ by step like the GET paths", async () => {
    const services = await server.call("/api/ac_campus/drupal/exportREST", {
      method: "POST",
      form: { route: "/en/api/content/service_home_acquisition" },
    });
    expect(services.body.guarantor.title).toBe("No guarantor? No problem");
    const faq = await server.call("/api/ac_campus/drupal/exportREST", {
      method: "POST",
      form: { route: "/fr/api/content/faq_acquisition?step=2" },
    });
    const direct = await server.call("/fr/api/content/faq_acquisition?step=2");
    expect(faq.body).toEqual(direct.body);
  });

  it("accepts multipart form data as browsers send FormData", async () => {
    const form = new FormData();
    form.set("route", "/api/content/residences_acquisition");
    const response = await server.app.request("/api/ac_campus/drupal/exportREST", {
      method: "POST",
      body: form,
    });
    expect(response.status).toBe(200);
  });

  it("refuses a missing or foreign route and answers 404 for unknown content", async () => {
    expect(
      await server.call("/api/ac_campus/drupal/exportREST", { method: "POST", form: {} }),
    ).toMatchObject({ status: 400, body: { errors: { route: "Requis*" } } });
    const foreign = await server.call("/api/ac_campus/drupal/exportREST", {
      method: "POST",
      form: { route: "/api/ac_campus/utilisateur/details" },
    });
    expect(foreign).toMatchObject({
      status: 400,
      body: { errors: { route: "Format incorrect*" } },
    });
    const unknown = await server.call("/api/ac_campus/drupal/exportREST", {
      method: "POST",
      form: { route: "/fr/api/content/nothing" },
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: "notFound" } });
  });
});
