/**
 * The app's DPoP proofs (src/auth/dpopKey.ts) through the API client, checked by the server's
 * own verifier (server/http/dpop.ts): one fresh proof per request and per retry, for the
 * request's method and URL, with the token's hash, signed by one key kept for the session.
 */

import * as oauth from "oauth4webapi";
import { afterEach, describe, expect, it } from "vitest";
import { openMemoryDatabase } from "../../../server/db.ts";
import { createDpopReplayCache, verifyDpopProof } from "../../../server/http/dpop.ts";
import { dpopHeaders, forgetSessionKeyPair, sessionKeyPair } from "../../../src/auth/dpopKey.ts";
import { createFakeBackend, json, TEST_ORIGIN } from "../api/fakeBackend.ts";

afterEach(async () => {
  await forgetSessionKeyPair();
});

const thumbprintOfSessionKey = async () =>
  oauth.DPoP({}, await sessionKeyPair()).calculateThumbprint();

describe("DPoP proofs on API calls", () => {
  it("sends a fresh proof with every request and every retry, valid for the server", async () => {
    const backend = createFakeBackend(
      (_request, attempt) => (attempt === 1 ? json({}, { status: 503 }) : json({ ok: true })),
      { accessToken: () => "bound-token", headers: dpopHeaders },
    );
    await backend.client.get("api/ac_campus/utilisateur/details?x=1").json();
    await backend.client.post("api/ac_campus/mail/sendMail", { json: {} }).json();
    expect(backend.requests).toHaveLength(3);
    const jkt = await thumbprintOfSessionKey();
    const replay = createDpopReplayCache(openMemoryDatabase());
    const proofs = backend.requests.map((request) => request.headers.get("dpop") ?? "");
    expect(new Set(proofs).size).toBe(3);
    for (const request of backend.requests) {
      expect(request.headers.get("authorization")).toBe("DPoP bound-token");
      await expect(
        verifyDpopProof(
          request.headers.get("dpop") ?? "",
          { method: request.method, url: request.url, token: "bound-token", jkt },
          { replay, now: new Date() },
        ),
      ).resolves.toBeUndefined();
    }
    expect(backend.requests[0]?.url).toBe(`${TEST_ORIGIN}/api/ac_campus/utilisateur/details?x=1`);
  });

  it("keeps one key for the session, and a new one after logout", async () => {
    const first = await thumbprintOfSessionKey();
    expect(await thumbprintOfSessionKey()).toBe(first);
    expect((await sessionKeyPair()).privateKey.extractable).toBe(false);
    await forgetSessionKeyPair();
    expect(await thumbprintOfSessionKey()).not.toBe(first);
  });
});
