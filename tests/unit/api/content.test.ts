import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  faqRoute,
  getAcquisitionResidences,
  getAlerts,
  getBookingSteps,
  getFaq,
  getFooter,
  getHomeServices,
} from "../../../src/api/content.ts";
import { ContractError } from "../../../src/api/contractError.ts";
import { createFakeBackend, firstRequest, json, TEST_ORIGIN } from "./fakeBackend.ts";

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function sentRoute(request: Request): Promise<FormDataEntryValue | null> {
  expect(request.method).toBe("POST");
  expect(request.url).toBe(`${TEST_ORIGIN}/api/ac_campus/drupal/exportREST`);
  return (await request.formData()).get("route");
}

describe("CMS content through drupal/exportREST (form data)", () => {
  it("lists the residences of the contact form", async () => {
    const backend = createFakeBackend(() =>
      json([{ name: "Résidence Lyon Gerland", crm_id: { value: "crm-1" }, extra: 1 }]),
    );
    const residences = await getAcquisitionResidences({ client: backend.client });
    // Unknown fields are left out: the app sees only what the contract promises.
    expect(residences).toEqual([{ name: "Résidence Lyon Gerland", crm_id: { value: "crm-1" } }]);
    expect(await sentRoute(firstRequest(backend.requests))).toBe(
      "/api/content/residences_acquisition",
    );
  });

  it("refuses a residence without its CRM id", async () => {
    const backend = createFakeBackend(() => json([{ name: "Résidence sans id" }]));
    await expect(getAcquisitionResidences({ client: backend.client })).rejects.toBeInstanceOf(
      ContractError,
    );
  });

  it("asks the home services of the page's language", async () => {
    const blocks = {
      guarantor: { title: "No guarantor? No problem", text: "Visale", picture: "/p/g.webp" },
      includedService: { title: "Everything is included", text: "Internet" },
      cardService: [{ key: "online", title: "100% online", text: "Book online" }],
      serviceVisual: { picture: "/p/v.webp", pictureAlt: "Students" },
    };
    const backend = createFakeBackend(() => json(blocks));
    await expect(getHomeServices({ locale: "en" }, { client: backend.client })).resolves.toEqual(
      blocks,
    );
    expect(await sentRoute(firstRequest(backend.requests))).toBe(
      "/en/api/content/service_home_acquisition",
    );
  });

  it("asks the FAQ by language and, in the tunnel, by step", async () => {
    const item = {
      theme: "Dossier",
      question: "Quels documents fournir ?",
      response: "<p>Une pièce d'identité.</p>",
      internalLink: { route: "faq" },
      detail: null,
      alias_fr: "documents",
      alias_en: "documents",
    };
    const backend = createFakeBackend(() => json([item]));
    const faq = await getFaq({ locale: "fr", step: 4 }, { client: backend.client });
    expect(faq).toEqual([{ ...item, detail: "" }]);
    expect(await sentRoute(firstRequest(backend.requests))).toBe(
      "/fr/api/content/faq_acquisition?step=4",
    );
    expect(faqRoute({ locale: "en" })).toBe("/en/api/content/faq_acquisition");
  });
});

describe("localized content (GET /{locale}/api/content/...)", () => {
  it("reads the footer pages, ids as text", async () => {
    const backend = createFakeBackend(() =>
      json([{ id: 12, title: "Mentions légales", order: 2, body: "<p>…</p>" }]),
    );
    const pages = await getFooter({ locale: "fr" }, { client: backend.client });
    expect(pages).toEqual([{ id: "12", title: "Mentions légales", order: 2, body: "<p>…</p>" }]);
    expect(firstRequest(backend.requests).url).toBe(
      `${TEST_ORIGIN}/fr/api/content/footer_acquisition`,
    );
  });

  it("reads the alerts", async () => {
    const alert = {
      id: "a1",
      title: "Fermeture",
      information: "L'accueil est fermé le 1er mai",
      description: null,
      beginning: "2031-04-25T00:00:00+02:00",
      end: "2031-05-02T00:00:00+02:00",
    };
    const backend = createFakeBackend(() => json([alert]));
    const alerts = await getAlerts({ locale: "en" }, { client: backend.client });
    expect(alerts).toEqual([{ ...alert, description: "" }]);
    expect(firstRequest(backend.requests).url).toBe(
      `${TEST_ORIGIN}/en/api/content/alert_acquisition`,
    );
  });

  it("refuses an alert whose dates are not dates", async () => {
    const backend = createFakeBackend(() =>
      json([{ id: 1, title: "x", information: "", beginning: "soon", end: "later" }]),
    );
    await expect(getAlerts({ locale: "fr" }, { client: backend.client })).rejects.toBeInstanceOf(
      ContractError,
    );
  });

  it("reads the booking steps", async () => {
    const backend = createFakeBackend(() => json([{ key: "welcome", title: "Bienvenue" }]));
    await expect(getBookingSteps({ locale: "fr" }, { client: backend.client })).resolves.toEqual([
      { key: "welcome", title: "Bienvenue", text: "" },
    ]);
    expect(firstRequest(backend.requests).url).toBe(
      `${TEST_ORIGIN}/fr/api/content/booking_steps_acquisition`,
    );
  });

  it("refuses a locale the site does not have, before sending", async () => {
    const backend = createFakeBackend();
    // @ts-expect-error "de" is not a locale of the site
    await expect(getFooter({ locale: "de" }, { client: backend.client })).rejects.toBeInstanceOf(
      ContractError,
    );
    expect(backend.requests).toHaveLength(0);
  });
});
