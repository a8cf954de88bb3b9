/**
 * The profile page in the whole app, with a real session actor, against the real backend
 * (`server/testing.ts`: a seeded in-memory database, tokens `token-<user id>`) answered through
 * MSW. Each test gets a fresh database, so a saved change is seen only by the test that made it.
 */
import { createMemoryHistory } from "@tanstack/react-router";
import { configure, render } from "@testing-library/react";
import { type AnyHandler, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { createSeededApp } from "../../../server/testing.ts";
import { App } from "../../../src/app/App.tsx";
import { createAppRouter } from "../../../src/app/router.tsx";
import { type SessionActor, startSession } from "../../../src/auth/sessionActors.ts";
import { activateLocale, browserI18n } from "../../../src/i18n/i18n.ts";
import { localeOfPath } from "../../../src/routes/paths.ts";
import { accessTokenCookie } from "../../../src/storage/cookies.ts";
import { testClientTimeoutMs } from "../apiClient.ts";

// A file's first render compiles the page's chunk on the fly: allow more than one second.
configure({ asyncUtilTimeout: 5000 });

/** The seeded applicant every signed-in test uses (Léa Martin, no file, password Demo2026ok). */
export const DEMO_USER = "demo-nouveau";
export const DEMO_PASSWORD = "Demo2026ok";

let backend: ReturnType<typeof createSeededApp> | undefined;

function currentBackend() {
  if (!backend) throw new Error("call answerWithTheRealServer() in the test file");
  return backend;
}

/** The database of the running test, to check what the server saved. */
export const database = () => currentBackend().db;

const server = setupServer(http.all("*", ({ request }) => currentBackend().app.fetch(request)));
const sessions: SessionActor[] = [];

export function answerWithTheRealServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
  beforeEach(() => {
    backend = createSeededApp({ origin: window.location.origin });
  });
  afterEach(() => {
    for (const session of sessions.splice(0)) session.stop();
    server.resetHandlers();
    accessTokenCookie.clear();
  });
  afterAll(() => server.close());
}

/** Puts the test's own answers in front of the real server's. */
export function answerFirst(...handlers: AnyHandler[]): void {
  server.use(...handlers);
}

/**
 * Holds the answers to `method path` (an MSW path pattern) until the returned function is
 * called, then lets the real server answer them: to see what shows while a call is pending.
 */
export function holdAnswers(method: "get" | "post", path: string): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](path, async ({ request }) => {
      await released;
      return currentBackend().app.fetch(request);
    }),
  );
  return release;
}

/** What a failing server answers: `500 { error: "internal" }`. */
export const internalError = () => HttpResponse.json({ error: "internal" }, { status: 500 });

/**
 * Renders the app at `path`. `signedInAs` leaves that user's access token in the cookie, as a
 * reload of a signed-in page finds it: the session checks it while the page loads.
 */
export async function renderProfileAt(path: string, options: { signedInAs?: string } = {}) {
  if (options.signedInAs) accessTokenCookie.write(`token-${options.signedInAs}`);
  await activateLocale(browserI18n, localeOfPath(path));
  const signInRequests: { returnTo?: string | undefined }[] = [];
  const history = createMemoryHistory({ initialEntries: [path] });
  const { session, api } = startSession({
    client: { timeoutMs: testClientTimeoutMs },
    browser: {
      origin: window.location.origin,
      currentPath: () => history.location.href,
      assign: () => {},
      reload: () => {},
    },
    loadSignInClient: async () => ({
      startSignIn: async (request) => {
        signInRequests.push(request);
      },
      refreshTokens: async () => {
        throw new Error("these tests end before the token needs renewing");
      },
      revokeTokens: async () => {},
    }),
  });
  sessions.push(session);
  const router = createAppRouter({ context: { api, session, i18n: browserI18n }, history });
  const view = render(<App router={router} />);
  return { router, session, signInRequests, ...view };
}

export { HttpResponse, http };
