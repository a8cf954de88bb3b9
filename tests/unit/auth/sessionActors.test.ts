import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "xstate";
import { toSessionView } from "../../../machines/session.selectors.ts";
import { type SessionInput, sessionMachine } from "../../../machines/session.ts";
import {
  type BrowserPage,
  readSessionInput,
  readTokenValidity,
  type SessionDeps,
  sessionImplementations,
  startSession,
} from "../../../src/auth/sessionActors.ts";
import { isVisitorSignedIn, setVisitorSignedInSource } from "../../../src/routes/tracking.ts";
import { accessTokenCookie, spaceCookie } from "../../../src/storage/cookies.ts";
import {
  identityTokenStorage,
  temporaryDossierInfoStorage,
  userStorage,
} from "../../../src/storage/keys.ts";
import { createFakeBackend, json, TEST_ORIGIN } from "../api/fakeBackend.ts";
import { type CookieJar, installCookies, installStorages } from "../storage/browserShims.ts";

const EXPIRES_AT_SECONDS = Math.floor(Date.now() / 1000) + 120;
const LOGOUT_URL = `${TEST_ORIGIN}/oidc/session/end?post_logout_redirect_uri=x`;

const details = {
  contact_id: 42,
  firstname: "Jeanne",
  lastname: "Dupont",
  email: "jeanne@example.org",
  phone: null,
  type_prospect: "etudiant",
  language: "fr",
  hasAcceptedEmail: true,
  hasAcceptedSMS: false,
  hasAcceptedEmailGroup: false,
  hasAcceptedSMSGroup: false,
  cguAccepted: false,
  cguVersion: 1,
};

/** The local server's answers, by path; `refuseToken` plays an expired or revoked token. */
function fakeServer(options: { refuseToken?: boolean; termsVersion?: number } = {}) {
  return createFakeBackend((request) => {
    const { pathname } = new URL(request.url);
    switch (pathname) {
      case "/api/ac_campus/okta/checkTokenValidity":
        return json(
          options.refuseToken
            ? { valid: false, expiresAt: null }
            : { valid: true, expiresAt: EXPIRES_AT_SECONDS },
        );
      case "/api/ac_campus/utilisateur/details":
        return json(details);
      case "/api/ac_campus/information/getCgu":
        return json({ cgu: "<p>CGU</p>", version: options.termsVersion ?? 2 });
      case "/api/ac_campus/utilisateur/acceptCgu":
        return json({ status: "ok", version: 2 });
      case "/api/ac_campus/okta/logout":
        return json({ url: LOGOUT_URL });
      case "/api/ac_campus/okta/checkSession":
        return json({ status: "ok" });
      default:
        return json({ error: "notFound" }, { status: 404 });
    }
  });
}

class FakePage implements BrowserPage {
  origin = TEST_ORIGIN;
  path = "/fr/residences-etudiantes";
  readonly visited: string[] = [];
  reloads = 0;
  currentPath = () => this.path;
  assign = (url: string) => void this.visited.push(url);
  reload = () => void this.reloads++;
}

let jar: CookieJar;
let page: FakePage;
let signInStarts: { locale: string; returnTo?: string | undefined }[];
let steps: string[];

/** The page's session as the app starts it, its client's requests going to `backend`. */
function start(backend: ReturnType<typeof fakeServer>, extra: Partial<SessionDeps> = {}) {
  const { session } = startSession({
    client: { prefix: TEST_ORIGIN, fetch: backend.fetch, retryDelayMs: () => 0, timeoutMs: 100 },
    browser: page,
    loadSignInClient: async () => ({
      startSignIn: async (options) => {
        steps.push("startSignIn");
        signInStarts.push(options);
      },
      refreshTokens: async () => ({ accessTokenExpiresAt: Date.now() + 120_000 }),
      revokeTokens: async () => {
        steps.push("revokeTokens");
      },
    }),
    ...extra,
  });
  return session;
}

function plantSignedInBrowser(): void {
  jar.plant("access_token", "access-1");
  jar.plant("space", "acquisition");
  identityTokenStorage.write({ idToken: "id-1", refreshToken: "refresh-1" });
}

const bearerOf = (request: Request) => request.headers.get("authorization");
const requestTo = (backend: ReturnType<typeof fakeServer>, path: string) =>
  backend.requests.find((request) => new URL(request.url).pathname === path);

beforeEach(() => {
  installStorages();
  jar = installCookies("https:");
  page = new FakePage();
  signInStarts = [];
  steps = [];
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  setVisitorSignedInSource(() => false);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("what the app provides", () => {
  it("implements every actor the machine invokes and every browser side effect it asks for", () => {
    const provided = sessionImplementations({ api: fakeServer().client });
    const declared = sessionMachine.implementations;
    expect(Object.keys(provided.actors).sort()).toEqual(Object.keys(declared.actors).sort());
    expect(Object.keys(provided.actions).sort()).toEqual([
      "clearLocalSession",
      "forgetExpiredAccessToken",
      "navigateAfterLogout",
      "reloadPage",
    ]);
    for (const name of Object.keys(provided.actions)) expect(declared.actions).toHaveProperty(name);
  });

  it("reads the session's input from the cookies and the identity storage", () => {
    expect(readSessionInput()).toEqual<SessionInput>({
      hasAccessToken: false,
      hasStoredIdentityToken: false,
      hasRenewableSession: false,
      space: null,
    });
    plantSignedInBrowser();
    expect(readSessionInput()).toEqual<SessionInput>({
      hasAccessToken: true,
      hasStoredIdentityToken: true,
      hasRenewableSession: false,
      space: "acquisition",
    });
  });

  it("sees a returning visitor by the renewable-session cookie, in the browser as on the server", () => {
    jar.plant("renewable_session", "1");
    expect(readSessionInput().hasRenewableSession).toBe(true);
    expect(readSessionInput("space=acquisition; renewable_session=1")).toMatchObject({
      hasAccessToken: false,
      hasRenewableSession: true,
    });
  });

  it("renews a returning visitor's session on start, then loads the user", async () => {
    jar.plant("renewable_session", "1");
    jar.plant("space", "acquisition");
    identityTokenStorage.write({ idToken: "id-1", refreshToken: "refresh-1" });
    const backend = fakeServer({ termsVersion: 1 });
    const renewals: string[] = [];
    const actor = start(backend, {
      loadSignInClient: async () => ({
        startSignIn: async () => {},
        refreshTokens: async () => {
          renewals.push("renewed");
          jar.plant("access_token", "access-2");
          return { accessTokenExpiresAt: Date.now() + 120_000 };
        },
        revokeTokens: async () => {},
      }),
    });
    await waitFor(actor, (snapshot) => toSessionView(snapshot).showAccountMenu);
    expect(renewals).toEqual(["renewed"]);
    expect(requestTo(backend, "/api/ac_campus/okta/checkTokenValidity")).toBeUndefined();
    actor.stop();
  });
});

describe("readTokenValidity", () => {
  it("fails on the server's refusal", () => {
    expect(() => readTokenValidity({ valid: false }, 0)).toThrow();
  });
  it("turns the server's expiry (seconds, server clock) into this device's epoch ms", () => {
    expect(readTokenValidity({ valid: true, expiresAt: 1000 }, 2_000)).toEqual({
      expiresAt: 998_000,
    });
  });
  it("treats any other successful answer as valid with an unknown expiry", () => {
    expect(readTokenValidity("OK", 0)).toEqual({ expiresAt: null });
    expect(readTokenValidity({ valid: true }, 0)).toEqual({ expiresAt: null });
  });
});

describe("a whole session against the API", () => {
  it("signs in with updated terms to accept, carrying the token only once validated", async () => {
    plantSignedInBrowser();
    const backend = fakeServer();
    const actor = start(backend);
    await waitFor(actor, (snapshot) => toSessionView(snapshot).showTermsDialog);

    const validity = requestTo(backend, "/api/ac_campus/okta/checkTokenValidity");
    expect(await validity?.clone().json()).toEqual({ token: "access-1" });
    expect(validity && bearerOf(validity)).toBeNull();
    const detailsRequest = requestTo(backend, "/api/ac_campus/utilisateur/details");
    expect(detailsRequest && bearerOf(detailsRequest)).toBe("Bearer access-1");
    expect(requestTo(backend, "/api/ac_campus/information/getCgu")?.url).toContain("language=fr");
    expect(userStorage.read()?.lastname).toBe("Dupont");
    expect(actor.getSnapshot().context.accessTokenExpiresAt).toBeGreaterThan(Date.now());
    expect(isVisitorSignedIn()).toBe(true);

    actor.send({ type: "acceptTerms" });
    await waitFor(actor, (snapshot) => toSessionView(snapshot).canLogout);
    expect(toSessionView(actor.getSnapshot())).toMatchObject({
      initials: "JD",
      showTermsDialog: false,
    });
    actor.stop();
  });

  it("logs out: ends the server session, clears local data, then leaves for the answered address", async () => {
    plantSignedInBrowser();
    const backend = fakeServer({ termsVersion: 1 });
    const actor = start(backend);
    await waitFor(actor, (snapshot) => toSessionView(snapshot).canLogout);
    actor.send({ type: "logout" });
    await waitFor(actor, (snapshot) => snapshot.status === "done");

    expect(steps).toContain("revokeTokens");
    const logout = requestTo(backend, "/api/ac_campus/okta/logout");
    expect(await logout?.clone().json()).toEqual({
      id_token: "id-1",
      redirect: `${TEST_ORIGIN}/fr`,
    });
    // The API's logout ends the grant of the token it is called with.
    expect(logout?.headers.get("authorization")).toBe("Bearer access-1");
    expect(requestTo(backend, "/api/ac_campus/okta/checkSession")).toBeDefined();
    expect(page.visited).toEqual([LOGOUT_URL]);
    expect(accessTokenCookie.read()).toBeUndefined();
    expect(spaceCookie.read()).toBeUndefined();
    expect(identityTokenStorage.read()).toBeUndefined();
    expect(userStorage.read()).toBeUndefined();
  });

  it("opens the expired dialog for a refused token of this site, and drops the dead token", async () => {
    plantSignedInBrowser();
    const actor = start(fakeServer({ refuseToken: true }));
    await waitFor(actor, (snapshot) => toSessionView(snapshot).showSessionExpiredDialog);
    expect(accessTokenCookie.read()).toBeUndefined();
    expect(isVisitorSignedIn()).toBe(false);
    actor.send({ type: "closeExpiredDialog" });
    await waitFor(actor, (snapshot) => snapshot.status === "done");
    expect(page.reloads).toBe(1);
  });

  it("closes the expired dialog without a reload while a booking is pending", async () => {
    plantSignedInBrowser();
    temporaryDossierInfoStorage.write({
      id_residence: "7",
      type_typologie: "3",
      id_bien: "91",
      date_arrivee: "2025-09-01",
      resicamp: false,
      id_offre: null,
      validityDate: Date.now() + 60_000,
    });
    const actor = start(fakeServer({ refuseToken: true }));
    await waitFor(actor, (snapshot) => toSessionView(snapshot).showSessionExpiredDialog);
    actor.send({ type: "closeExpiredDialog" });
    await waitFor(actor, (snapshot) => snapshot.matches("anonymous"));
    expect(page.reloads).toBe(0);
  });

  it("saves the pending booking before the expired dialog sends the visitor to sign-in, back to this page", async () => {
    plantSignedInBrowser();
    page.path = "/en/accomodation/les-estudines/t1?arrival=2025-09-01";
    const actor = start(fakeServer({ refuseToken: true }), {
      beforeSignInAgain: () => void steps.push("savePendingBooking"),
    });
    await waitFor(actor, (snapshot) => toSessionView(snapshot).showSessionExpiredDialog);
    actor.send({ type: "signIn" });
    await waitFor(actor, (snapshot) => snapshot.status === "done");
    expect(steps).toEqual(["savePendingBooking", "startSignIn"]);
    expect(signInStarts).toEqual([
      { locale: "en", returnTo: "/en/accomodation/les-estudines/t1?arrival=2025-09-01" },
    ]);
  });

  it("keeps a pending booking by default when the expired dialog signs in again, back to the tunnel", async () => {
    plantSignedInBrowser();
    temporaryDossierInfoStorage.write({
      id_residence: "7",
      type_typologie: "3",
      id_bien: "91",
      date_arrivee: "2031-09-01",
      resicamp: false,
      id_offre: null,
      validityDate: Date.now() + 60_000,
    });
    const actor = start(fakeServer({ refuseToken: true }));
    await waitFor(actor, (snapshot) => toSessionView(snapshot).showSessionExpiredDialog);
    actor.send({ type: "signIn" });
    await waitFor(actor, (snapshot) => snapshot.status === "done");
    expect(signInStarts).toEqual([{ locale: "fr", returnTo: "/fr/dossier" }]);
    expect(temporaryDossierInfoStorage.read()?.validityDate).toBeGreaterThan(
      Date.now() + 4 * 60_000,
    );
  });

  it("clears a stale local session when no token is left", async () => {
    identityTokenStorage.write({ idToken: "id-1" });
    jar.plant("space", "acquisition");
    const backend = fakeServer();
    const actor = start(backend);
    expect(actor.getSnapshot().value).toBe("anonymous");
    expect(identityTokenStorage.read()).toBeUndefined();
    expect(spaceCookie.read()).toBeUndefined();
    expect(backend.requests).toEqual([]);
  });

  it("sends a visitor last in another space to sign-in", async () => {
    jar.plant("space", "espace-client");
    const actor = start(fakeServer());
    await waitFor(actor, (snapshot) => snapshot.status === "done");
    expect(signInStarts).toEqual([{ locale: "fr", returnTo: "/fr/residences-etudiantes" }]);
  });
});
