/**
 * Sender-constrained tokens (RFC 9449) with the real provider and API: tokens obtained with a
 * DPoP proof are bound to the proof's key, and the API accepts them only with a fresh proof from
 * that key. A token copied out of the page (access or refresh) is useless to anyone else.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { type RunningServer, startServer } from "../../server/server.ts";
import { Browser, formOf } from "./browser.ts";
import { type DpopKey, dpopProof, newDpopKey, oidcClient } from "./oidc-client.ts";

const dataDir = mkdtempSync(join(tmpdir(), "hestia-dpop-"));
let server: RunningServer;
let origin: string;
let client: ReturnType<typeof oidcClient>;

beforeAll(async () => {
  server = await startServer(
    loadConfig({ DATA_DIR: dataDir, PORT: "0", SPA_DIR: join(dataDir, "no-dist") }),
  );
  origin = server.origin;
  client = oidcClient(origin);
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const DETAILS = "/api/ac_campus/utilisateur/details";

type ProofKey = DpopKey;
const newKey = newDpopKey;
const proofOf = dpopProof;

/** The token endpoint, with a proof from `key` when given. */
async function tokenCall(fields: Record<string, string>, key?: ProofKey) {
  const url = `${origin}/oidc/token`;
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (key) headers.dpop = await proofOf(key, "POST", url);
  const response = await fetch(url, {
    method: "POST",
    headers,
    body: new URLSearchParams({ client_id: "hestia-web", ...fields }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** Signs in as Léa with `key`: the code is exchanged with a proof, so the tokens are bound. */
async function signInBoundTo(key: ProofKey) {
  const browser = new Browser();
  const { code, verifier, redirectUri } = await client.signIn(browser, async (interactionUrl) => {
    const page = await browser.fetch(interactionUrl);
    return browser.post(new URL(formOf(await page.text()).action, origin).href, {
      email: "nouveau@demo.hestia.test",
      password: "Demo2026ok",
    });
  });
  const exchanged = await tokenCall(
    { grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: verifier },
    key,
  );
  expect(exchanged.status).toBe(200);
  expect(exchanged.body.token_type).toBe("DPoP");
  return {
    accessToken: String(exchanged.body.access_token),
    refreshToken: String(exchanged.body.refresh_token),
  };
}

/** An API call: `Authorization: <scheme> <token>`, and the proof when given. */
function apiCall(path: string, token: string, scheme: "DPoP" | "Bearer", proof?: string) {
  const headers: Record<string, string> = { authorization: `${scheme} ${token}` };
  if (proof) headers.dpop = proof;
  return fetch(`${origin}${path}`, { headers });
}

describe("DPoP-bound tokens", () => {
  it("are accepted with a fresh proof from their key, and refused without it", async () => {
    const key = await newKey();
    const { accessToken } = await signInBoundTo(key);
    const url = `${origin}${DETAILS}`;
    const proof = () => proofOf(key, "GET", url, { accessToken });

    const ok = await apiCall(DETAILS, accessToken, "DPoP", await proof());
    expect(ok.status).toBe(200);
    expect((await ok.json()).email).toBe("nouveau@demo.hestia.test");

    // Without its proof, as a plain bearer token or under the DPoP scheme alone: refused.
    expect((await apiCall(DETAILS, accessToken, "Bearer")).status).toBe(401);
    expect((await apiCall(DETAILS, accessToken, "DPoP")).status).toBe(401);
    // A valid proof still needs the DPoP scheme.
    expect((await apiCall(DETAILS, accessToken, "Bearer", await proof())).status).toBe(401);
  });

  it("refuses a proof from another key, for another request, of another token, or too old", async () => {
    const key = await newKey();
    const { accessToken } = await signInBoundTo(key);
    const url = `${origin}${DETAILS}`;
    const refused = async (proof: string) => {
      const response = await apiCall(DETAILS, accessToken, "DPoP", proof);
      expect(response.headers.get("www-authenticate")).toContain("invalid_dpop_proof");
      return response.status;
    };
    expect(await refused(await proofOf(await newKey(), "GET", url, { accessToken }))).toBe(401);
    expect(await refused(await proofOf(key, "POST", url, { accessToken }))).toBe(401);
    expect(
      await refused(await proofOf(key, "GET", `${origin}/api/ac_campus/dossier`, { accessToken })),
    ).toBe(401);
    expect(await refused(await proofOf(key, "GET", url, { accessToken: "another-token" }))).toBe(
      401,
    );
    expect(await refused(await proofOf(key, "GET", url))).toBe(401);
    const old = Math.floor(Date.now() / 1000) - 600;
    expect(await refused(await proofOf(key, "GET", url, { accessToken, iat: old }))).toBe(401);
  });

  it("refuses a replayed proof", async () => {
    const key = await newKey();
    const { accessToken } = await signInBoundTo(key);
    const proof = await proofOf(key, "GET", `${origin}${DETAILS}`, { accessToken });
    expect((await apiCall(DETAILS, accessToken, "DPoP", proof)).status).toBe(200);
    expect((await apiCall(DETAILS, accessToken, "DPoP", proof)).status).toBe(401);
  });

  it("makes tokens copied out of storage useless to another client", async () => {
    const key = await newKey();
    const stolen = await signInBoundTo(key);
    const thief = await newKey();
    // The access token, with the thief's own proofs: refused.
    const thiefProof = await proofOf(thief, "GET", `${origin}${DETAILS}`, {
      accessToken: stolen.accessToken,
    });
    expect((await apiCall(DETAILS, stolen.accessToken, "DPoP", thiefProof)).status).toBe(401);
    // The refresh token, without a proof or with the thief's: refused by the provider.
    const withoutProof = await tokenCall({
      grant_type: "refresh_token",
      refresh_token: stolen.refreshToken,
    });
    expect(withoutProof.body.error).toBe("invalid_grant");
    const withThiefKey = await tokenCall(
      { grant_type: "refresh_token", refresh_token: stolen.refreshToken },
      thief,
    );
    expect(withThiefKey.body.error).toBe("invalid_grant");
    // The owner, with the key, still refreshes, and the new tokens are bound to the same key.
    const renewed = await tokenCall(
      { grant_type: "refresh_token", refresh_token: stolen.refreshToken },
      key,
    );
    expect(renewed.status).toBe(200);
    expect(renewed.body.token_type).toBe("DPoP");
    const accessToken = String(renewed.body.access_token);
    const proof = await proofOf(key, "GET", `${origin}${DETAILS}`, { accessToken });
    expect((await apiCall(DETAILS, accessToken, "DPoP", proof)).status).toBe(200);
  });

  it("are the only tokens the web client gets: a token request without a proof is refused", async () => {
    const browser = new Browser();
    const { code, verifier, redirectUri } = await client.signIn(browser, async (interactionUrl) => {
      const page = await browser.fetch(interactionUrl);
      return browser.post(new URL(formOf(await page.text()).action, origin).href, {
        email: "examen@demo.hestia.test",
        password: "Demo2026ok",
      });
    });
    const unbound = await tokenCall({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(unbound.status).toBe(400);
    expect(unbound.body.error).toBe("invalid_grant");
  });
});
