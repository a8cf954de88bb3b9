/**
 * The team console's sign-in (src/auth/staffSignIn.ts) against a fake provider that knows the
 * console's client only: PKCE and DPoP as for applicants, its attempt under its own key, its
 * tokens in memory, never in the applicant's cookie or storage, never in a URL it leaves.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SignInError } from "../../../src/auth/errors.ts";
import {
  pendingSignInStorage,
  staffPendingSignInStorage,
} from "../../../src/auth/pendingSignIn.ts";
import { createStaffSignIn } from "../../../src/auth/staffSignIn.ts";
import { staffSignIn as staffConfig } from "../../../src/config/index.ts";
import { accessTokenCookie } from "../../../src/storage/cookies.ts";
import { identityTokenStorage } from "../../../src/storage/keys.ts";
import {
  type CookieJar,
  installCookies,
  installStorages,
  type MemoryStorage,
} from "../storage/browserShims.ts";
import { FakeAuthorizationServer, ISSUER, ORIGIN } from "./fakeAuthorizationServer.ts";

let server: FakeAuthorizationServer;
let navigations: string[];
let storages: { local: MemoryStorage; session: MemoryStorage };
let jar: CookieJar;

beforeEach(() => {
  offline = false;
  server = new FakeAuthorizationServer({ clientId: staffConfig.clientId });
  navigations = [];
  storages = installStorages();
  jar = installCookies("https:");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let clock = Date.parse("2027-03-01T09:00:00Z");
let offline = false;
const consoleSignIn = () =>
  createStaffSignIn({
    origin: ORIGIN,
    loadConfiguration: async () => ({ issuer: ISSUER }),
    navigate: (url) => navigations.push(url),
    fetch: (url, init) =>
      offline ? Promise.reject(new TypeError("Failed to fetch")) : server.fetch(url, init),
    now: () => clock,
  });

describe("the console's sign-in", () => {
  it("asks the provider for the console's client, with PKCE, on the console's callback", async () => {
    await consoleSignIn().startSignIn({ locale: "en", maxAge: 900 });
    const url = new URL(navigations[0] ?? "");
    expect(url.searchParams.get("client_id")).toBe("hestia-staff");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/en/staff/login/callback`);
    expect(url.searchParams.get("max_age")).toBe("900");
    expect(url.searchParams.get("scope")).toBe("openid email profile offline_access");
    expect(staffPendingSignInStorage.read()).toBeDefined();
    expect(pendingSignInStorage.read(), "the applicant's attempt is untouched").toBeUndefined();
  });

  it("exchanges the code with a DPoP proof and keeps the token in memory only", async () => {
    const signIn = consoleSignIn();
    await signIn.startSignIn({ locale: "fr" });
    const callback = server.authorize(navigations[0] ?? "");
    expect(await signIn.completeSignIn(callback)).toBe("/fr/equipe");
    const [accessToken] = server.issuedTokens;
    expect(signIn.accessToken()).toBe(accessToken);
    expect(server.tokenRequests.at(-1)?.dpop).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    // Nothing of it where the applicant's session (or anyone) reads.
    expect(accessTokenCookie.read()).toBeUndefined();
    expect(identityTokenStorage.read()).toBeUndefined();
    expect(jar.lines).toEqual([]);
    const all = (storage: MemoryStorage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? "";
        return `${key}=${storage.getItem(key)}`;
      });
    const stored = [...all(storages.local), ...all(storages.session)].join(" ");
    for (const token of server.issuedTokens) expect(stored).not.toContain(token);
    // Calls carry it under DPoP with a fresh proof.
    const headers = await signIn.headers("GET", `${ORIGIN}/api/staff/files`, accessToken ?? "");
    expect(headers.authorization ?? headers.Authorization).toBe(`DPoP ${accessToken}`);
    expect(headers.dpop).toBeDefined();
    signIn.forget();
    expect(signIn.accessToken()).toBeUndefined();
  });

  it("renews the access token with the refresh token when a call finds it about to expire", async () => {
    const signIn = consoleSignIn();
    await signIn.startSignIn({ locale: "fr" });
    await signIn.completeSignIn(server.authorize(navigations[0] ?? ""));
    const first = signIn.accessToken();
    expect(await signIn.validAccessToken()).toBe(first);
    expect(server.tokenRequests).toHaveLength(1);
    clock += 110_000;
    const [renewed, again] = await Promise.all([
      signIn.validAccessToken(),
      signIn.validAccessToken(),
    ]);
    expect(renewed).not.toBe(first);
    expect(again, "one renewal for calls made together").toBe(renewed);
    expect(server.tokenRequests).toHaveLength(2);
    expect(server.tokenRequests[1]?.body.get("grant_type")).toBe("refresh_token");
    expect(server.tokenRequests[1]?.dpop).toBeTruthy();
  });

  it("ends the sign-in when the renewal fails", async () => {
    const signIn = consoleSignIn();
    await signIn.startSignIn({ locale: "fr" });
    await signIn.completeSignIn(server.authorize(navigations[0] ?? ""));
    offline = true;
    clock += 200_000;
    expect(await signIn.validAccessToken()).toBeUndefined();
    expect(signIn.accessToken()).toBeUndefined();
  });

  it("signs out: the tokens forgotten, the refresh token revoked with the key's proof, then the provider's end of session by client", async () => {
    const signIn = consoleSignIn();
    await signIn.startSignIn({ locale: "en" });
    await signIn.completeSignIn(server.authorize(navigations[0] ?? ""));
    const [, refreshToken] = server.issuedTokens;
    await signIn.signOut("en");
    expect(signIn.accessToken()).toBeUndefined();
    const revocation = server.requests.find((request) => request.url.endsWith("/token/revocation"));
    expect(revocation?.body.get("token")).toBe(refreshToken);
    expect(revocation?.dpop).toMatch(/^ey/);
    const end = new URL(navigations.at(-1) ?? "");
    expect(`${end.origin}${end.pathname}`).toBe(`${ISSUER}/session/end`);
    expect(Object.fromEntries(end.searchParams)).toEqual({
      client_id: "hestia-staff",
      post_logout_redirect_uri: `${ORIGIN}/en/staff`,
      ui_locales: "en",
    });
    // The renewal is refused now: the revoked token signs no one in again.
    clock += 200_000;
    expect(await signIn.validAccessToken()).toBeUndefined();
  });

  it("a sign-out whose revocation fails still forgets the tokens and goes to the provider's end of session", async () => {
    const signIn = consoleSignIn();
    await signIn.startSignIn({ locale: "fr" });
    await signIn.completeSignIn(server.authorize(navigations[0] ?? ""));
    const before = navigations.length;
    offline = true;
    // The provider's configuration was read at sign-in; the revocation fails, the end is asked.
    await signIn.signOut("fr");
    expect(signIn.accessToken()).toBeUndefined();
    expect(navigations.length).toBe(before + 1);
  });

  it("comes back to a console address only", async () => {
    for (const [returnTo, expected] of [
      ["/fr/equipe/dossiers/HC-2026-00001", "/fr/equipe/dossiers/HC-2026-00001"],
      ["/fr/mon-profil", "/fr/equipe"],
      ["//evil.test/fr/equipe/x", "/fr/equipe"],
      ["/fr/equipe/../mon-profil", "/fr/equipe"],
    ] as const) {
      const signIn = consoleSignIn();
      await signIn.startSignIn({ locale: "fr", returnTo });
      expect(await signIn.completeSignIn(server.authorize(navigations.at(-1) ?? ""))).toBe(
        expected,
      );
    }
  });

  it("completes its own attempt only, once", async () => {
    const signIn = consoleSignIn();
    await signIn.startSignIn({ locale: "fr" });
    const callback = server.authorize(navigations[0] ?? "");
    const forged = callback.replace(/state=[^&]+/, "state=forged");
    await expect(signIn.completeSignIn(forged)).rejects.toBeInstanceOf(SignInError);
    await expect(signIn.completeSignIn(callback)).rejects.toMatchObject({
      code: "noPendingSignIn",
    });
  });
});
