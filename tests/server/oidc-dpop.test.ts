/**
 * Sender-constrained tokens (RFC 9449) with the real provider and API: tokens obtained with a
 * DPoP proof are bound to the proof's key, and the API accepts them only with a fresh proof from
 * that key. A token copied out of the page (access or refresh) is useless to anyone else.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { normalisedHtu } from "../../server/http/dpop.ts";
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
const REVOCATION = "/oidc/token/revocation";

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

describe("DPoP proofs' edges", () => {
  it("are either too old or still remembered, to the millisecond", async () => {
    const key = await newKey();
    const { accessToken } = await signInBoundTo(key);
    const url = `${origin}${DETAILS}`;
    const iat = Math.floor(Date.now() / 1000);
    const statusAt = async (ageMs: number, proof: string) => {
      vi.setSystemTime(iat * 1000 + ageMs);
      return (await apiCall(DETAILS, accessToken, "DPoP", proof)).status;
    };
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      // A proof used at once, replayed later: refused at every age, within the window as a
      // replay and past it as too old; never accepted again.
      const used = await proofOf(key, "GET", url, { accessToken, iat });
      expect(await statusAt(0, used)).toBe(200);
      const replays: Record<number, number> = {};
      for (const ageMs of [30_000, 59_999, 60_000, 60_001, 60_200, 61_000])
        replays[ageMs] = await statusAt(ageMs, used);
      expect(replays).toEqual({
        30000: 401,
        59999: 401,
        60000: 401,
        60001: 401,
        60200: 401,
        61000: 401,
      });
      // Fresh proofs of the same `iat`, each used first at the given age: 60 s either way, to
      // the millisecond.
      const firstUses: Record<number, number> = {};
      for (const ageMs of [-60_001, -60_000, 0, 59_999, 60_000, 60_001, 60_200, 61_000])
        firstUses[ageMs] = await statusAt(
          ageMs,
          await proofOf(key, "GET", url, { accessToken, iat }),
        );
      expect(firstUses).toEqual({
        "-60001": 401,
        "-60000": 200,
        0: 200,
        59999: 200,
        60000: 200,
        60001: 401,
        60200: 401,
        61000: 401,
      });
      // Proofs past their window are swept as new ones come (the token lives 120 s).
      vi.setSystemTime(iat * 1000 + 100_000);
      const late = await proofOf(key, "GET", url, { accessToken, iat: iat + 100 });
      expect((await apiCall(DETAILS, accessToken, "DPoP", late)).status).toBe(200);
      const expired = server.db
        .prepare("SELECT COUNT(*) AS n FROM dpop_proofs WHERE remembered_until < ?")
        .get(Date.now()) as { n: number };
      expect(expired.n).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("are remembered across a restart: a proof used before it is refused after it", async () => {
    const folder = mkdtempSync(join(tmpdir(), "hestia-dpop-restart-"));
    const start = (port: string) =>
      startServer(loadConfig({ DATA_DIR: folder, PORT: port, SPA_DIR: join(folder, "no-dist") }));
    let running = await start("0");
    try {
      const here = running.origin;
      const restartClient = oidcClient(here);
      const { accessToken } = await restartClient.signInAs("examen@demo.hestia.test", "Demo2026ok");
      const url = `${here}${DETAILS}`;
      // One proof, kept to be sent again.
      const headers = await restartClient.authorization("GET", url, accessToken);
      expect((await fetch(url, { headers })).status).toBe(200);

      // A new server on the same data folder (and port, so the proof names its URL).
      await running.close();
      // Let the client notice its keep-alive sockets to the stopped server are gone.
      await new Promise((resolve) => setTimeout(resolve, 100));
      running = await start(String(new URL(here).port));
      expect(running.origin).toBe(here);
      const replayed = await fetch(url, { headers });
      expect(replayed.status).toBe(401);
      expect(replayed.headers.get("www-authenticate")).toContain("invalid_dpop_proof");
      // The token itself survived the restart: only the replay is refused.
      expect((await restartClient.api(DETAILS, accessToken)).status).toBe(200);
    } finally {
      await running.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("compare htu on the normalised URL: a correct proof for a percent-encoded path is accepted", async () => {
    const key = await newKey();
    const { accessToken } = await signInBoundTo(key);
    const send = async (path: string, htu: string) => {
      const proof = await proofOf(key, "GET", htu, { accessToken });
      return (await apiCall(path, accessToken, "DPoP", proof)).status;
    };
    // `%64` is `d`, an unreserved character: the same resource as `details`.
    const encoded = "/api/ac_campus/utilisateur/%64etails";
    expect(await send(encoded, `${origin}${encoded}`)).toBe(200);
    expect(await send(encoded, `${origin}${DETAILS}`)).toBe(200);
    expect(await send(DETAILS, `${origin}${encoded}`)).toBe(200);
    expect(await send(DETAILS, `${origin.replace("http:", "HTTP:")}${DETAILS}#x`)).toBe(200);
    // Percent-encoding is case-insensitive: the proof passes and the route answers (no such file).
    const file = "/api/ac_campus/sharepoint/files/caf%c3%a9";
    expect(await send(file, `${origin}${file}`)).toBe(404);
    expect(await send(file, `${origin}/api/ac_campus/sharepoint/files/caf%C3%A9`)).toBe(404);
    // A reserved character and its encoding are different URLs (RFC 3986 § 2.2).
    expect(await send(DETAILS, `${origin}/api/ac_campus/utilisateur%2Fdetails`)).toBe(401);
    expect(await send(DETAILS, `${origin}/api/ac_campus/utilisateur/%2564etails`)).toBe(401);
  });

  it("normalise URLs as RFC 3986 § 6 says: case, unreserved characters, default port, dots", () => {
    const same = [
      ["HTTPS://Example.COM:443/a/%7euser/%c3%a9?q=1#f", "https://example.com/a/~user/%C3%A9"],
      ["http://example.com", "http://example.com/"],
      ["http://example.com:80/a/./b/../c", "http://example.com/a/c"],
      ["http://example.com/%41%2D%5F%2E", "http://example.com/A-_."],
    ];
    for (const [given, normalised] of same) expect(normalisedHtu(given ?? "")).toBe(normalised);
    expect(normalisedHtu("http://example.com/a%2fb")).toBe("http://example.com/a%2Fb");
    expect(normalisedHtu("http://example.com:8080/")).toBe("http://example.com:8080/");
    expect(normalisedHtu("not a url")).toBeUndefined();
  });

  it("revoking a bound token needs its holder's proof", async () => {
    const key = await newKey();
    const thief = await newKey();
    const { accessToken, refreshToken } = await signInBoundTo(key);
    const revocationUrl = `${origin}${REVOCATION}`;
    const revoke = async (token: string, hint: string, proof?: string) => {
      const headers: Record<string, string> = {
        "content-type": "application/x-www-form-urlencoded",
      };
      if (proof) headers.dpop = proof;
      const response = await fetch(revocationUrl, {
        method: "POST",
        headers,
        body: new URLSearchParams({ client_id: "hestia-web", token, token_type_hint: hint }),
      });
      const text = await response.text();
      return { status: response.status, error: text ? JSON.parse(text).error : undefined };
    };
    const holderProof = (token: string) =>
      proofOf(key, "POST", revocationUrl, { accessToken: token });
    const stillWorks = async () => {
      const proof = await proofOf(key, "GET", `${origin}${DETAILS}`, { accessToken });
      return (await apiCall(DETAILS, accessToken, "DPoP", proof)).status;
    };

    // A copy of either token, without a proof or with another key's, or with the holder's
    // proof of another request or token: refused, and the session goes on.
    for (const [token, hint] of [
      [refreshToken, "refresh_token"],
      [accessToken, "access_token"],
    ] as const) {
      const refusals = [
        await revoke(token, hint),
        await revoke(
          token,
          hint,
          await proofOf(thief, "POST", revocationUrl, { accessToken: token }),
        ),
        await revoke(
          token,
          hint,
          await proofOf(key, "POST", `${origin}/oidc/token`, { accessToken: token }),
        ),
        await revoke(token, hint, await proofOf(key, "POST", revocationUrl, { accessToken: "x" })),
      ];
      expect(refusals).toEqual(
        Array.from(refusals, () => ({ status: 400, error: "invalid_dpop_proof" })),
      );
      expect(await stillWorks()).toBe(200);
    }
    const renewed = await tokenCall(
      { grant_type: "refresh_token", refresh_token: refreshToken },
      key,
    );
    expect(renewed.status).toBe(200);

    // The holder's proof revokes it, once: the same proof cannot be sent again.
    const proof = await holderProof(String(renewed.body.refresh_token));
    expect(await revoke(String(renewed.body.refresh_token), "refresh_token", proof)).toEqual({
      status: 200,
      error: undefined,
    });
    const after = await tokenCall(
      { grant_type: "refresh_token", refresh_token: String(renewed.body.refresh_token) },
      key,
    );
    expect(after.body.error).toBe("invalid_grant");
    const renewedAccess = String(renewed.body.access_token);
    const apiProof = await proofOf(key, "GET", `${origin}${DETAILS}`, {
      accessToken: renewedAccess,
    });
    expect((await apiCall(DETAILS, renewedAccess, "DPoP", apiProof)).status).toBe(401);
  });
});
