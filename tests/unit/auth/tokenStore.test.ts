import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SignInError } from "../../../src/auth/errors.ts";
import { safeReturnToOr, toSafeReturnTo } from "../../../src/auth/returnTo.ts";
import { readJwtExpiry, registerTokens, storeIssuedTokens } from "../../../src/auth/tokenStore.ts";
import { accessTokenCookie } from "../../../src/storage/cookies.ts";
import { identityTokenStorage } from "../../../src/storage/keys.ts";
import { type CookieJar, installCookies, installStorages } from "../storage/browserShims.ts";

const NOW = Date.parse("2025-03-10T12:00:00Z");
const ORIGIN = "https://hestia.test";

/** An unsigned JWT: only its `exp` is read, to time a renewal. */
const jwtExpiringAt = (exp: unknown) =>
  `e30.${Buffer.from(JSON.stringify({ exp })).toString("base64url")}.sig`;

let jar: CookieJar;
beforeEach(() => {
  installStorages();
  jar = installCookies("https:");
});
afterEach(() => vi.unstubAllGlobals());

describe("registerTokens: when the access token of the cookie expires", () => {
  it("trusts the server's validation first", () => {
    jar.plant("access_token", "opaque-token");
    identityTokenStorage.write({ idToken: "id", accessTokenExpiresAt: NOW + 5_000 });
    expect(registerTokens({ expiresAt: NOW + 60_000 })).toEqual({
      accessTokenExpiresAt: NOW + 60_000,
    });
    // Stored, so the next page knows it too.
    expect(identityTokenStorage.read()?.accessTokenExpiresAt).toBe(NOW + 60_000);
  });

  it("then what this site stored when it received the token", () => {
    jar.plant("access_token", "opaque-token");
    identityTokenStorage.write({ idToken: "id", accessTokenExpiresAt: NOW + 5_000 });
    expect(registerTokens({ expiresAt: null })).toEqual({ accessTokenExpiresAt: NOW + 5_000 });
  });

  it("then the token's own exp claim (a token set by another site of the operator)", () => {
    jar.plant("access_token", jwtExpiringAt(1_741_608_000));
    expect(registerTokens({ expiresAt: null })).toEqual({
      accessTokenExpiresAt: 1_741_608_000_000,
    });
  });

  it("fails when nobody can tell, or when there is no cookie", () => {
    jar.plant("access_token", "opaque-token");
    expect(() => registerTokens({ expiresAt: null })).toThrow(SignInError);
    jar.plant("access_token", "");
    expect(() => registerTokens({ expiresAt: NOW })).toThrow("noAccessToken");
  });
});

describe("readJwtExpiry", () => {
  it("reads exp in seconds as epoch ms, and nothing from other tokens", () => {
    expect(readJwtExpiry(jwtExpiringAt(100))).toBe(100_000);
    expect(readJwtExpiry(jwtExpiringAt("tomorrow"))).toBeUndefined();
    expect(readJwtExpiry("opaque")).toBeUndefined();
    expect(readJwtExpiry("a.!!!.c")).toBeUndefined();
  });
});

describe("storeIssuedTokens", () => {
  it("replaces everything after sign-in: no refresh token of a previous person survives", () => {
    identityTokenStorage.write({ idToken: "old-id", refreshToken: "old-refresh" });
    storeIssuedTokens({ accessToken: "a1", expiresIn: 120, idToken: "id1" }, NOW, "signIn");
    expect(identityTokenStorage.read()).toEqual({
      idToken: "id1",
      accessTokenExpiresAt: NOW + 120_000,
    });
    expect(accessTokenCookie.read()).toBe("a1");
  });

  it("keeps the stored id token on a renewal that omits it, and takes the new refresh token", () => {
    identityTokenStorage.write({ idToken: "id1", refreshToken: "r1" });
    storeIssuedTokens({ accessToken: "a2", expiresIn: 60, refreshToken: "r2" }, NOW, "renewal");
    expect(identityTokenStorage.read()).toEqual({
      idToken: "id1",
      refreshToken: "r2",
      accessTokenExpiresAt: NOW + 60_000,
    });
  });

  it("notes DPoP-bound tokens, so API calls carry a proof of the key", () => {
    storeIssuedTokens(
      { accessToken: "a1", expiresIn: 60, idToken: "id1", tokenType: "DPoP" },
      NOW,
      "signIn",
    );
    expect(identityTokenStorage.read()?.boundToKey).toBe(true);
    storeIssuedTokens({ accessToken: "a2", expiresIn: 60, tokenType: "bearer" }, NOW, "renewal");
    expect(identityTokenStorage.read()?.boundToKey).toBeUndefined();
  });

  it("refuses a sign-in without an id token, storing nothing", () => {
    expect(() => storeIssuedTokens({ accessToken: "a1", expiresIn: 60 }, NOW, "signIn")).toThrow(
      "exchangeFailed",
    );
    expect(accessTokenCookie.read()).toBeUndefined();
  });

  it("sets a cookie that ends with the browser session when the lifetime is not said", () => {
    expect(storeIssuedTokens({ accessToken: "a1", idToken: "i" }, NOW, "signIn")).toBeUndefined();
    expect(jar.lines.at(-1)).not.toContain("max-age");
  });
});

describe("toSafeReturnTo", () => {
  it("keeps a path of this site with its query and hash", () => {
    expect(toSafeReturnTo("/fr/dossier?step=2#top", ORIGIN)).toBe("/fr/dossier?step=2#top");
    expect(toSafeReturnTo(`${ORIGIN}/en`, ORIGIN)).toBe("/en");
  });

  it.each([
    "https://evil.example/",
    "https://hestia.test.evil.example/",
    "https://hestia.test@evil.example/",
    "http://hestia.test/fr",
    "//evil.example",
    "/\\evil.example",
    " //evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "",
  ])("refuses %j", (candidate) => {
    expect(() => toSafeReturnTo(candidate, ORIGIN)).toThrow("unsafeReturnTo");
    expect(safeReturnToOr(candidate, ORIGIN, "/fr")).toBe("/fr");
  });
});
