/**
 * The content service for the public-page tests, answered by MSW from each test's small
 * fixtures. Files using it stub the API base first (see `API_ORIGIN`), because Node's `fetch`
 * cannot resolve the app's default relative base ("/") in jsdom.
 */
import { configure } from "@testing-library/react";
import { type AnyHandler, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

// A file's first render compiles its page chunk on the fly: under a loaded machine that takes
// more than Testing Library's default second, which is not what these tests are about.
configure({ asyncUtilTimeout: 5000 });

/** Must equal the `VITE_API_BASE` each test file stubs in `vi.hoisted` before any import. */
const API_ORIGIN = "http://localhost";

export const api = (path: string) => `${API_ORIGIN}${path}`;

/** The shell's own content (footer pages, alerts): empty unless a test says otherwise. */
const shellHandlers = [
  http.get(api("/:locale/api/content/footer_acquisition"), () => HttpResponse.json([])),
  http.get(api("/:locale/api/content/alert_acquisition"), () => HttpResponse.json([])),
  // A page without meta in the fixtures falls back to its catalogue title.
  http.get(api("/:locale/api/content/page_meta/:route"), () =>
    HttpResponse.json({ error: "notFound" }, { status: 404 }),
  ),
];

/** Starts MSW for the file; `use` adds the test's handlers in front of the shell's. */
export function startContentServer(...handlers: AnyHandler[]) {
  const server = setupServer(...handlers, ...shellHandlers);
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** The CMS relay: answers by the `route` form field, as the server does. */
export function exportRest(answer: (route: string) => Response | Promise<Response>) {
  return http.post(api("/api/ac_campus/drupal/exportREST"), async ({ request }) => {
    const route = (await request.formData()).get("route");
    return answer(typeof route === "string" ? route : "");
  });
}

export { HttpResponse, http };
