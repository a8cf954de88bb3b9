/**
 * The team's console in the whole app against the real backend (`server/testing.ts`: a seeded
 * in-memory database whose tokens `token-staff-vente` and `token-staff-gestion` are the seeded
 * sales and manager accounts), answered through MSW. The console's sign-in is a fake holding one
 * of those tokens (the real one is tested in tests/unit/auth/staffSignIn.test.ts); the router's
 * own client carries an applicant's token, which no console call may send.
 */
import { createMemoryHistory } from "@tanstack/react-router";
import { configure, render } from "@testing-library/react";
import { type AnyHandler, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { createSeededApp } from "../../../server/testing.ts";
import { bearerHeaders } from "../../../src/api/client.ts";
import { App } from "../../../src/app/App.tsx";
import { createAppRouter } from "../../../src/app/router.tsx";
import type { StaffSignIn } from "../../../src/auth/staffSignIn.ts";
import { activateLocale, browserI18n } from "../../../src/i18n/i18n.ts";
import { localeOfPath } from "../../../src/routes/paths.ts";
import { testApiClient } from "../apiClient.ts";

// A file's first render compiles the page's chunk on the fly: allow more than one second.
configure({ asyncUtilTimeout: 5000 });

export const SALES = "staff-vente";
export const MANAGER = "staff-gestion";
const APPLICANT_TOKEN = "token-demo-nouveau";

let backend: ReturnType<typeof createSeededApp> | undefined;
/** The Authorization header of every staff call the page made. */
export const staffAuthorizations: (string | null)[] = [];

const server = setupServer(
  http.all("*", ({ request }) => {
    if (!backend) throw new Error("no backend");
    if (new URL(request.url).pathname.startsWith("/api/staff/"))
      staffAuthorizations.push(request.headers.get("authorization"));
    return backend.app.fetch(request);
  }),
);

/** The test's server app, for a handler that changes its answer. */
export const backendApp = () => {
  if (!backend) throw new Error("no backend");
  return backend.app;
};

export const database = () => {
  if (!backend) throw new Error("no backend");
  return backend.db;
};

/** The console sign-in the page uses: set per test (`signInAs`). */
export const consoleSignIn = {
  token: undefined as string | undefined,
  started: [] as unknown[],
  /** The locales of the sign-outs asked for; `signOutFails` plays a provider out of reach. */
  signedOut: [] as string[],
  signOutFails: false,
};

export const fakeStaffSignIn: StaffSignIn = {
  startSignIn: async (options) => {
    consoleSignIn.started.push(options);
  },
  completeSignIn: async () => "/fr/equipe",
  accessToken: () => consoleSignIn.token,
  validAccessToken: async () => consoleSignIn.token,
  headers: async (method, url, token) => bearerHeaders(method, url, token),
  forget: () => {
    consoleSignIn.token = undefined;
  },
  signOut: async (locale) => {
    consoleSignIn.token = undefined;
    consoleSignIn.signedOut.push(locale);
    if (consoleSignIn.signOutFails) throw new TypeError("fetch failed");
  },
};

export function answerWithTheRealServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  beforeEach(() => {
    backend = createSeededApp({ origin: window.location.origin });
    consoleSignIn.token = undefined;
    consoleSignIn.started = [];
    consoleSignIn.signedOut = [];
    consoleSignIn.signOutFails = false;
    staffAuthorizations.length = 0;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export function answerFirst(...handlers: AnyHandler[]): void {
  server.use(...handlers);
}

export function signInAs(staffId: string | undefined) {
  consoleSignIn.token = staffId ? `token-${staffId}` : undefined;
}

export async function renderConsoleAt(path: string) {
  await activateLocale(browserI18n, localeOfPath(path));
  const api = testApiClient({
    authorization: { accessToken: () => APPLICANT_TOKEN, headers: bearerHeaders },
  });
  const router = createAppRouter({
    context: { api, session: null, i18n: browserI18n },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { router, ...render(<App router={router} />) };
}

export { HttpResponse, http };
