/**
 * The two calls of the contact dialog answered by MSW, as the real backend would, with what the
 * dialog sent kept for the assertions. Each test may replace an answer with `server.use(...)`.
 */
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

export const EXPORT_REST = "/api/ac_campus/drupal/exportREST";
const SEND_MAIL = "/api/ac_campus/mail/sendMail";
const RESIDENCES_ROUTE = "/api/content/residences_acquisition";

export const residenceList = [
  { name: "Les Lilas", crm_id: { value: "CRM-LILAS" } },
  { name: "Le Phare", crm_id: { value: "CRM-PHARE" } },
];

/** The residence list, or a 404 for any other CMS route (the dialog asks for no other). */
export const residencesAnswer = http.post(EXPORT_REST, async ({ request }) => {
  const form = await request.formData();
  return form.get("route") === RESIDENCES_ROUTE
    ? HttpResponse.json(residenceList)
    : HttpResponse.json({ error: "unknown route" }, { status: 404 });
});

/** What the dialog posted to mail/sendMail, oldest first. */
export const sentMails: unknown[] = [];

/** Records the mail, then answers with `answer` (200 with an empty body by default). */
export function sendMailAnswer(answer: () => Response | Promise<Response> = () => ok()) {
  return http.post(SEND_MAIL, async ({ request }) => {
    sentMails.push(await request.json());
    return answer();
  });
}

export const ok = () => new HttpResponse(null, { status: 200 });

export const server = setupServer(residencesAnswer, sendMailAnswer());

/**
 * The API client calls relative paths ("/api/..."), as the browser resolves them against the
 * page. Node's fetch, which jsdom tests use, has no page: give it the page's origin through
 * undici's global-origin slot (what undici's own `setGlobalOrigin` sets).
 */
function resolveRelativeUrlsAgainstThePage(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for("undici.globalOrigin.1")] = new URL(
    window.location.origin,
  );
}

/** Starts MSW for the file; every request must be answered by a handler. */
export function answerContactCalls(): void {
  beforeAll(() => {
    resolveRelativeUrlsAgainstThePage();
    server.listen({ onUnhandledFrame: "error" });
  });
  afterEach(() => {
    server.resetHandlers();
    sentMails.length = 0;
  });
  afterAll(() => server.close());
}
