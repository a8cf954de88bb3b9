/**
 * MSW answering the content endpoints the public pages call, from residences-fixtures.ts.
 * `startCatalogueServer()` starts it for a test file; tests override one endpoint with
 * `server.use(...)` (faults, empty answers) and it is reset after each test.
 */

import { configure } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import {
  articles,
  bookingSteps,
  cityDetail,
  faqItems,
  findResidence,
  homeServices,
  residenceCards,
  residenceDetail,
  searchAnswer,
  today,
  typologyDetail,
} from "./residences-fixtures.ts";

const content = "http://localhost:3000/:locale/api/content";
const notFound = () => HttpResponse.json({ error: "notFound" }, { status: 404 });

const catalogueHandlers = [
  http.get(`${content}/footer_acquisition`, () => HttpResponse.json([])),
  http.get(`${content}/alert_acquisition`, () => HttpResponse.json([])),
  http.get(`${content}/booking_steps_acquisition`, () => HttpResponse.json(bookingSteps)),
  http.get(`${content}/page_meta/:route`, notFound),
  http.get(`${content}/mag`, () => HttpResponse.json({ categories: [], items: articles })),
  http.get(`${content}/residences`, ({ request }) => {
    const city = new URL(request.url).searchParams.get("city");
    return HttpResponse.json(residenceCards.filter((card) => !city || card.city.alias === city));
  }),
  http.get(`${content}/residences/:alias`, ({ params }) => {
    const seed = findResidence(String(params.alias));
    const detail = seed && residenceDetail(seed.key);
    return detail ? HttpResponse.json(detail) : notFound();
  }),
  http.get(`${content}/typologies/:residence/:typology`, ({ params }) => {
    const detail = typologyDetail(String(params.residence), String(params.typology));
    return detail ? HttpResponse.json(detail) : notFound();
  }),
  http.get(`${content}/cities/:alias`, ({ params }) => {
    const detail = cityDetail(String(params.alias));
    return detail ? HttpResponse.json(detail) : notFound();
  }),
  http.get(`${content}/cities`, () => HttpResponse.json([])),
  http.get(`${content}/search`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    return HttpResponse.json(searchAnswer(query.get("city"), query.get("date") ?? today));
  }),
  http.post("http://localhost:3000/api/ac_campus/drupal/exportREST", async ({ request }) => {
    const route = String((await request.formData()).get("route"));
    if (route === "/api/content/residences_acquisition") {
      return HttpResponse.json(
        residenceCards.map((card) => ({ name: card.name, crm_id: { value: card.crm_id } })),
      );
    }
    if (route.endsWith("/service_home_acquisition")) return HttpResponse.json(homeServices);
    if (route.includes("/faq_acquisition")) return HttpResponse.json(faqItems);
    return notFound();
  }),
];

export const server = setupServer(...catalogueHandlers);

/**
 * jsdom gives the page an origin, but Node's `Request` (which ky and MSW use) does not resolve
 * the app's relative API paths against it as a browser would. Undici, behind Node's fetch,
 * reads its base address from this well-known global: set it to the page's origin.
 */
function resolveRelativeUrlsAgainstThePage() {
  (globalThis as Record<symbol, unknown>)[Symbol.for("undici.globalOrigin.1")] = new URL(
    window.location.origin,
  );
}

export function startCatalogueServer() {
  beforeAll(() => {
    // A page's first render loads its lazy module and the catalogue: slower than one second
    // when the whole suite runs in parallel.
    configure({ asyncUtilTimeout: 5000 });
    resolveRelativeUrlsAgainstThePage();
    server.listen({ onUnhandledFrame: "error" });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
