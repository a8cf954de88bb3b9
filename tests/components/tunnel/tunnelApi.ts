/**
 * MSW answering the tunnel's endpoints as the local server does, from a per-test state that
 * tests set (`tunnel.dossier = ...`) or override (`server.use(...)`). What the app posted is kept
 * in `tunnel.requests` for the assertions.
 */
import { configure } from "@testing-library/react";
import { HttpResponse, http, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import {
  bookingSteps,
  documentsAnswer,
  faqOfStep,
  guaranteeRecord,
  heldDossier,
  profileRecord,
} from "./tunnelFixtures.ts";

export const API = "/api/ac_campus";
const CONTENT = "/:locale/api/content";

type Recorded = { path: string; body: unknown };

type TunnelState = {
  dossier: JsonBodyType;
  statuscode: string | null;
  requests: Recorded[];
};

export const tunnel: TunnelState = { dossier: heldDossier(), statuscode: "creation", requests: [] };

function reset() {
  tunnel.dossier = heldDossier();
  tunnel.statuscode = "creation";
  tunnel.requests = [];
}

async function record(path: string, request: Request) {
  const text = await request.text();
  tunnel.requests.push({ path, body: text === "" ? null : JSON.parse(text) });
}

/** The bodies the app posted to one endpoint, oldest first. */
export function postedTo(path: string): unknown[] {
  return tunnel.requests.filter((entry) => entry.path === path).map((entry) => entry.body);
}

export const ok = (body: Record<string, unknown> = {}) =>
  HttpResponse.json({ status: "OK", ...body });
export const serverError = () => HttpResponse.json({ error: "boom" }, { status: 500 });

const handlers = [
  http.get(`${CONTENT}/footer_acquisition`, () => HttpResponse.json([])),
  http.get(`${CONTENT}/alert_acquisition`, () => HttpResponse.json([])),
  http.get(`${CONTENT}/booking_steps_acquisition`, () => HttpResponse.json(bookingSteps)),
  http.post(`${API}/drupal/exportREST`, async ({ request }) => {
    const route = String((await request.formData()).get("route"));
    const step = /[?&]step=(\d)/.exec(route)?.[1];
    return HttpResponse.json(step ? faqOfStep(Number(step)) : []);
  }),
  http.get("/api/ac_resicamp/dossierDepose/getTypeDossier", () =>
    HttpResponse.json({ typeDossier: "CAMPUS", statuscode: tunnel.statuscode, id_dossier: "D-42" }),
  ),
  http.post(`${API}/dossier/getInfos`, async ({ request }) => {
    await record("getInfos", request);
    return HttpResponse.json(tunnel.dossier);
  }),
  http.post(`${API}/dossierTemporaire/creer`, async ({ request }) => {
    await record("creer", request);
    return ok({ changementBien: false, id_dossier: "D-42" });
  }),
  http.post(`${API}/dossier/changementBien`, async ({ request }) => {
    await record("changementBien", request);
    return ok({ id_dossier: "D-42" });
  }),
  http.get(`${API}/dossier/relancerRechercheColocation`, () => ok({ search: null })),
  http.get(`${API}/dossier/annulerPreReservation`, () => ok()),
  http.get(`${API}/dossier/prolongerPreReservation`, () =>
    ok({ minutes: 30, date_fin_prereservation: null, extensionsRestantes: 1 }),
  ),
  http.post(`${API}/dossier/setInfos`, async ({ request }) => {
    await record("setInfos", request);
    const body = tunnel.requests.at(-1)?.body as Record<string, unknown>;
    return ok({ code_promo: body.code_promo, duree_du_sejour: body.duree_du_sejour });
  }),
  http.post(`${API}/dossier/check`, () => HttpResponse.json({ status: "ok" })),
  http.get(`${API}/dossier/envoyer`, () =>
    ok({ reference: "HC-2031-00042", date_arrivee: "2031-09-01" }),
  ),
  http.get(`${API}/dossier/getInfosPersonnelles`, () => HttpResponse.json(profileRecord())),
  http.post(`${API}/dossier/setInfosPersonnelles`, async ({ request }) => {
    await record("setInfosPersonnelles", request);
    return ok(tunnel.requests.at(-1)?.body as Record<string, unknown>);
  }),
  http.get(`${API}/dossier/getInfosGarant`, () => HttpResponse.json(guaranteeRecord())),
  http.post(`${API}/dossier/setInfosGarant`, async ({ request }) => {
    await record("setInfosGarant", request);
    return ok(tunnel.requests.at(-1)?.body as Record<string, unknown>);
  }),
  http.get(`${API}/dossier/getDocuments`, () => HttpResponse.json(documentsAnswer())),
  // The pages the tunnel sends the applicant to (home, search, a flat type) load their own
  // content once the test has looked at the address: not this file's business.
  http.get(`${CONTENT}/*`, () => HttpResponse.json({ error: "notFound" }, { status: 404 })),
];

export const server = setupServer(...handlers);

/** Starts MSW for a test file; each test starts from a held dossier and the default answers. */
export function answerTunnelCalls() {
  beforeAll(() => {
    // The tunnel page loads its lazy module, the session and the dossier: slower than 1 s on a
    // loaded machine.
    configure({ asyncUtilTimeout: 5000 });
    server.listen({ onUnhandledFrame: "error" });
  });
  afterEach(() => {
    server.resetHandlers();
    reset();
  });
  afterAll(() => server.close());
}
