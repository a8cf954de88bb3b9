import { createHash } from "node:crypto";
import * as oauth from "oauth4webapi";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openMemoryDatabase } from "../../../server/db.ts";
import { createDpopReplayCache, verifyDpopProof } from "../../../server/http/dpop.ts";
import { sessionKeyPair } from "../../../src/auth/dpopKey.ts";
import { SignInError, type SignInErrorCode } from "../../../src/auth/errors.ts";
import { pendingSignInStorage } from "../../../src/auth/pendingSignIn.ts";
import { createSignInClient, localeOfCallback } from "../../../src/auth/signInClient.ts";
import { accessTokenCookie, spaceCookie } from "../../../src/storage/cookies.ts";
import { identityTokenStorage, temporaryDossierInfoStorage } from "../../../src/storage/keys.ts";
import { createTemporaryDossierInfo } from "../../../src/storage/temporaryDossier.ts";
import {
  type CookieJar,
  installCookies,
  installStorages,
  type MemoryStorage,
} from "../storage/browserShims.ts";
import {
  CLIENT_ID,
  FakeAuthorizationServer,
  ISSUER,
  ORIGIN,
  signJwt,
} from "./fakeAuthorizationServer.ts";

const NOW = Date.parse("2025-03-10T12:00:00Z");

let server: FakeAuthorizationServer;
let navigations: string[];
let jar: CookieJar;
let storages: { local: MemoryStorage; session: MemoryStorage };

function client(loadConfiguration = async () => ({ client_id: CLIENT_ID, issuer: ISSUER })) {
  return createSignInClient({
    origin: ORIGIN,
    loadConfiguration,
    navigate: (url) => navigations.push(url),
    fetch: server.fetch,
    now: () => NOW,
  });
}

/** Sign-in up to the provider's redirect back: the callback address the browser lands on. */
async function signInUntilCallback(
  signIn = client(),
  options: { locale?: "fr" | "en"; returnTo?: string } = {},
  answer: Record<string, string> = {},
): Promise<string> {
  await signIn.startSignIn({ locale: options.locale ?? "fr", ...options });
  const authorizationUrl = navigations.at(-1);
  if (!authorizationUrl) throw new Error("startSignIn did not navigate");
  return server.authorize(authorizationUrl, answer);
}

async function expectCode(promise: Promise<unknown>, code: SignInErrorCode): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SignInError);
  expect((error as SignInError).code).toBe(code);
}

function expectNothingStored(): void {
  expect(accessTokenCookie.read()).toBeUndefined();
  expect(identityTokenStorage.read()).toBeUndefined();
}

beforeEach(() => {
  server = new FakeAuthorizationServer();
  navigations = [];
  storages = installStorages();
  jar = installCookies("https:");
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("startSignIn", () => {
  it("sends the browser to the provider with PKCE S256, state, nonce, the scopes and the language", async () => {
    await client().startSignIn({ locale: "en", returnTo: "/en/student-residences" });
    const url = new URL(navigations[0] ?? "");
    const pending = pendingSignInStorage.read();
    if (!pending) throw new Error("no pending attempt was kept");
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT_ID,
      response_type: "code",
      redirect_uri: `${ORIGIN}/en/login/callback`,
      scope: "openid email profile offline_access",
      code_challenge: createHash("sha256").update(pending.codeVerifier).digest("base64url"),
      code_challenge_method: "S256",
      state: pending.state,
      nonce: pending.nonce,
      ui_locales: "en",
      return_path: "/en/student-residences",
    });
    expect(pending.returnTo).toBe("/en/student-residences");
    expect(pending.state).not.toBe(pending.nonce);
  });

  it("tells the provider the pending booking's address, and asks for the sign-up form to create an account", async () => {
    temporaryDossierInfoStorage.write(
      createTemporaryDossierInfo(
        {
          id_residence: "r-1",
          type_typologie: "t-1",
          id_bien: "b-1",
          date_arrivee: "2031-09-01",
          resicamp: false,
          id_offre: null,
        },
        NOW,
        "studio",
      ),
    );
    await client().startSignIn({ locale: "fr", returnTo: "/fr/dossier", createAccount: true });
    const url = new URL(navigations[0] ?? "");
    expect(url.searchParams.get("return_path")).toBe(
      "/fr/dossier?id_residence=r-1&type_typologie=t-1&id_bien=b-1&date_arrivee=2031-09-01&typology=studio",
    );
    expect(url.searchParams.get("screen_hint")).toBe("signup");
    // This tab comes back as before; the booking stays in local storage for the tunnel.
    expect(pendingSignInStorage.read()?.returnTo).toBe("/fr/dossier");
  });

  it("sends the page without its query when no booking is pending, and no sign-up form unless asked", async () => {
    await client().startSignIn({ locale: "fr", returnTo: "/fr/residences?utm_source=mail" });
    const url = new URL(navigations[0] ?? "");
    expect(url.searchParams.get("return_path")).toBe("/fr/residences");
    expect(url.searchParams.has("screen_hint")).toBe(false);
  });

  it("keeps the attempt in this tab's session storage only, one attempt at a time", async () => {
    const signIn = client();
    await signIn.startSignIn({ locale: "fr" });
    const first = pendingSignInStorage.read();
    await signIn.startSignIn({ locale: "fr" });
    expect(storages.session.getItem("pending_sign_in")).not.toBeNull();
    expect(storages.local.getItem("pending_sign_in")).toBeNull();
    expect(storages.session.length).toBe(1);
    expect(pendingSignInStorage.read()?.state).not.toBe(first?.state);
  });

  it("comes back to the French callback and the home page by default", async () => {
    await client().startSignIn({ locale: "fr" });
    expect(new URL(navigations[0] ?? "").searchParams.get("redirect_uri")).toBe(
      `${ORIGIN}/fr/connexion/callback`,
    );
    expect(pendingSignInStorage.read()?.returnTo).toBe("/fr");
  });

  it.each([
    "https://evil.example/fr",
    "//evil.example/fr",
    "/\\evil.example/fr",
    "javascript:alert(1)",
    "fr/dossier",
  ])("refuses to come back to %s, which is not a page of this site", async (returnTo) => {
    await expectCode(client().startSignIn({ locale: "fr", returnTo }), "unsafeReturnTo");
    expect(navigations).toEqual([]);
    expect(pendingSignInStorage.read()).toBeUndefined();
  });

  it("accepts an absolute address on this very site and keeps only its path", async () => {
    await client().startSignIn({ locale: "fr", returnTo: `${ORIGIN}/fr/dossier?step=2#top` });
    expect(pendingSignInStorage.read()?.returnTo).toBe("/fr/dossier?step=2#top");
  });

  it("discovers the provider once per page, and tries again after a failure", async () => {
    server.quirks.discoveryStatus = 503;
    const signIn = client();
    await expectCode(signIn.startSignIn({ locale: "fr" }), "discoveryFailed");
    server.quirks = {};
    await signIn.startSignIn({ locale: "fr" });
    await signIn.startSignIn({ locale: "en" });
    expect(server.discoveryRequests).toHaveLength(2);
    expect(navigations).toHaveLength(2);
  });

  it("fails as discoveryFailed when the identity configuration cannot be read", async () => {
    const signIn = client(async () => {
      throw new Error("500");
    });
    await expectCode(signIn.startSignIn({ locale: "fr" }), "discoveryFailed");
    expect(navigations).toEqual([]);
  });
});

describe("completeSignIn", () => {
  it("exchanges the code, stores the tokens where the spec keeps them and returns the page", async () => {
    const signIn = client();
    const callback = await signInUntilCallback(signIn, {
      locale: "en",
      returnTo: "/en/accomodation/les-estudines/t1?arrival=2025-09-01",
    });
    const path = await signIn.completeSignIn(callback);

    expect(path).toBe("/en/accomodation/les-estudines/t1?arrival=2025-09-01");
    const [accessToken, refreshToken, idToken] = server.issuedTokens;
    expect(accessTokenCookie.read()).toBe(accessToken);
    expect(jar.lines.find((line) => line.startsWith("access_token="))).toContain("max-age=120");
    expect(identityTokenStorage.read()).toEqual({
      idToken,
      refreshToken,
      accessTokenExpiresAt: NOW + 120_000,
    });
    expect(spaceCookie.read()).toBe("acquisition");
    // The exchange carried a DPoP proof (the provider binds the tokens to this browser's key).
    expect(server.tokenRequests.at(-1)?.dpop).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    // Single use: the attempt is gone, so the same callback cannot be replayed.
    expect(pendingSignInStorage.read()).toBeUndefined();
    await expectCode(signIn.completeSignIn(callback), "noPendingSignIn");
  });

  it("sends the verifier of this tab's attempt (the provider checks it against the challenge)", async () => {
    const signIn = client();
    const callback = await signInUntilCallback(signIn);
    const verifier = pendingSignInStorage.read()?.codeVerifier;
    await signIn.completeSignIn(callback);
    expect(server.tokenRequests[0]?.body.get("code_verifier")).toBe(verifier);
    expect(server.tokenRequests[0]?.body.get("redirect_uri")).toBe(
      `${ORIGIN}/fr/connexion/callback`,
    );
  });

  it("refuses a callback whose state is not this tab's, before any exchange", async () => {
    const signIn = client();
    const callback = await signInUntilCallback(signIn, {}, { state: "forged-state" });
    await expectCode(signIn.completeSignIn(callback), "stateMismatch");
    expect(server.tokenRequests).toEqual([]);
    expectNothingStored();
  });

  it("refuses a callback without a state", async () => {
    const signIn = client();
    const callback = new URL(await signInUntilCallback(signIn));
    callback.searchParams.delete("state");
    await expectCode(signIn.completeSignIn(callback.href), "stateMismatch");
    expectNothingStored();
  });

  it("refuses a callback that names another issuer (mix-up attack)", async () => {
    const signIn = client();
    const callback = await signInUntilCallback(signIn, {}, { iss: "https://evil.example/oidc" });
    await expectCode(signIn.completeSignIn(callback), "issuerMismatch");
    expect(server.tokenRequests).toEqual([]);
    expectNothingStored();
  });

  it("refuses an ID token issued by another issuer", async () => {
    server.quirks.idTokenIssuer = "https://evil.example/oidc";
    const signIn = client();
    await expectCode(signIn.completeSignIn(await signInUntilCallback(signIn)), "issuerMismatch");
    expectNothingStored();
  });

  it("refuses a provider whose discovery document names another issuer", async () => {
    server.quirks.discoveryIssuer = "https://evil.example/oidc";
    await expectCode(client().startSignIn({ locale: "fr" }), "discoveryFailed");
    expect(navigations).toEqual([]);
  });

  it("refuses an ID token whose nonce is not this tab's", async () => {
    server.quirks.idTokenNonce = "another-nonce";
    const signIn = client();
    await expectCode(signIn.completeSignIn(await signInUntilCallback(signIn)), "nonceMismatch");
    expectNothingStored();
  });

  it("reports the provider's refusal (the user cancelled)", async () => {
    const signIn = client();
    const callback = new URL(await signInUntilCallback(signIn, {}, { error: "access_denied" }));
    callback.searchParams.delete("code");
    await expectCode(signIn.completeSignIn(callback.href), "authorizationDenied");
    expectNothingStored();
  });

  it("fails as exchangeFailed when the provider refuses the code", async () => {
    const signIn = client();
    const callback = new URL(await signInUntilCallback(signIn));
    callback.searchParams.set("code", "not-a-code-it-issued");
    await expectCode(signIn.completeSignIn(callback.href), "exchangeFailed");
    expectNothingStored();
  });

  it("fails when no sign-in was started in this tab", async () => {
    await expectCode(
      client().completeSignIn(`${ORIGIN}/fr/connexion/callback?code=x&state=y&iss=${ISSUER}`),
      "noPendingSignIn",
    );
  });

  it("falls back to the home page when the stored page was tampered with", async () => {
    const signIn = client();
    const callback = await signInUntilCallback(signIn, { locale: "en" });
    const pending = pendingSignInStorage.read();
    if (!pending) throw new Error("no pending attempt");
    pendingSignInStorage.write({ ...pending, returnTo: "//evil.example/en" });
    expect(await signIn.completeSignIn(callback)).toBe("/en");
  });

  it("never logs a token, whatever happens", async () => {
    const logged: unknown[] = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args) => logged.push(...args));
    }
    const signIn = client();
    await signIn.completeSignIn(await signInUntilCallback(signIn));
    await signIn.refreshTokens();
    server.quirks.idTokenNonce = "another-nonce";
    const failure = await signIn
      .completeSignIn(await signInUntilCallback(signIn))
      .catch((error: unknown) => error);
    server.revokeRefreshTokens();
    const refusal = await signIn.refreshTokens().catch((error: unknown) => error);

    const said = JSON.stringify([logged.map(String), String(failure), String(refusal)]);
    expect(server.issuedTokens.length).toBeGreaterThan(5);
    for (const token of server.issuedTokens) expect(said).not.toContain(token);
  });
});

describe("refreshTokens", () => {
  async function signedIn() {
    const signIn = client();
    await signIn.completeSignIn(await signInUntilCallback(signIn));
    return signIn;
  }

  it("renews the access token and rotates the refresh token", async () => {
    const signIn = await signedIn();
    const before = identityTokenStorage.read();
    server.quirks.accessTokenLifetime = 300;
    const renewed = await signIn.refreshTokens();

    const after = identityTokenStorage.read();
    expect(renewed).toEqual({ accessTokenExpiresAt: NOW + 300_000 });
    expect(after?.accessTokenExpiresAt).toBe(NOW + 300_000);
    expect(after?.refreshToken).toBe(server.currentRefreshToken);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(accessTokenCookie.read()).toBe(server.issuedTokens.at(-3));
    expect(server.tokenRequests.at(-1)?.body.get("refresh_token")).toBe(before?.refreshToken);
    // Every refresh proves the key the refresh token is bound to.
    expect(server.tokenRequests.at(-1)?.dpop).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    // The spent refresh token is no longer presented: the next renewal works.
    await signIn.refreshTokens();
    expect(identityTokenStorage.read()?.refreshToken).toBe(server.currentRefreshToken);
  });

  it("takes turns with another tab renewing at the same time, each presenting the latest token", async () => {
    const laptopTab = await signedIn();
    const phoneTab = client();
    const renewals = await Promise.allSettled([
      laptopTab.refreshTokens(),
      phoneTab.refreshTokens(),
    ]);
    expect(renewals.map((renewal) => renewal.status)).toEqual(["fulfilled", "fulfilled"]);
    const presented = server.tokenRequests
      .slice(-2)
      .map((request) => request.body.get("refresh_token"));
    expect(new Set(presented).size, "a spent refresh token is never presented again").toBe(2);
    expect(identityTokenStorage.read()?.refreshToken).toBe(server.currentRefreshToken);
  });

  it("fails as refreshFailed when the provider refuses, leaving the stored tokens alone", async () => {
    const signIn = await signedIn();
    const before = identityTokenStorage.read();
    server.revokeRefreshTokens();
    await expectCode(signIn.refreshTokens(), "refreshFailed");
    expect(identityTokenStorage.read()).toEqual(before);
  });

  it("fails as noRefreshToken without one, without calling the provider", async () => {
    identityTokenStorage.write({ idToken: await signJwt({ sub: "x" }) });
    await expectCode(client().refreshTokens(), "noRefreshToken");
    expect(server.requests).toEqual([]);
  });
});

describe("revokeTokens", () => {
  it("revokes the stored refresh token at the provider, which then refuses it", async () => {
    const signIn = client();
    await signIn.completeSignIn(await signInUntilCallback(signIn));
    const refreshToken = identityTokenStorage.read()?.refreshToken;
    await signIn.revokeTokens();
    const revocation = server.requests.at(-1);
    expect(revocation?.url).toMatch(/\/token\/revocation$/);
    expect(revocation?.body.get("token")).toBe(refreshToken);
    expect(revocation?.body.get("token_type_hint")).toBe("refresh_token");
    // With a proof from the session's key, about this token: the provider asks for it.
    const jkt = await oauth.DPoP({}, await sessionKeyPair()).calculateThumbprint();
    await expect(
      verifyDpopProof(
        revocation?.dpop ?? "",
        { method: "POST", url: `${ISSUER}/token/revocation`, token: refreshToken ?? "", jkt },
        { replay: createDpopReplayCache(openMemoryDatabase()), now: new Date() },
      ),
    ).resolves.toBeUndefined();
    await expectCode(signIn.refreshTokens(), "refreshFailed");
  });

  it("resolves when the provider fails, and calls nobody without a refresh token", async () => {
    const signIn = client();
    await signIn.completeSignIn(await signInUntilCallback(signIn));
    server.quirks.revocationStatus = 503;
    await expect(signIn.revokeTokens()).resolves.toBeUndefined();
    identityTokenStorage.write({ idToken: await signJwt({ sub: "x" }) });
    const before = server.requests.length;
    await signIn.revokeTokens();
    expect(server.requests.length).toBe(before);
  });
});

describe("localeOfCallback", () => {
  it("knows the callback paths of both languages and nothing else", () => {
    expect(localeOfCallback("/fr/connexion/callback")).toBe("fr");
    expect(localeOfCallback("/en/login/callback/")).toBe("en");
    expect(localeOfCallback("/fr/login/callback")).toBeUndefined();
  });
});
