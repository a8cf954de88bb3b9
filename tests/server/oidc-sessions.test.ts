/**
 * Ending sessions with the real provider: logout revokes the device's tokens, the provider's
 * revocation endpoint does too, and a password or email change signs the account's other
 * devices out while the one making the change stays signed in.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { endSessionUrl } from "../../server/oidc/client.ts";
import { type RunningServer, startServer } from "../../server/server.ts";
import { formOf } from "./browser.ts";
import { oidcClient } from "./oidc-client.ts";

const dataDir = mkdtempSync(join(tmpdir(), "hestia-sessions-"));
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
const refresh = (refreshToken: string) =>
  client.token({ grant_type: "refresh_token", refresh_token: refreshToken });
const post = (path: string, accessToken: string, json: unknown) =>
  client.api(path, accessToken, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(json),
  });

describe("ending sessions", () => {
  it("logout revokes the device's access and refresh tokens, then ends the provider session", async () => {
    const device = await client.signInAs("nouveau@demo.hestia.test", "Demo2026ok");
    const other = await client.signInAs("nouveau@demo.hestia.test", "Demo2026ok");
    expect((await client.api(DETAILS, device.accessToken)).status).toBe(200);

    const answer = await post("/api/ac_campus/okta/logout", device.accessToken, {
      id_token: device.idToken,
      redirect: `${origin}/fr`,
    });
    const { url } = (await answer.json()) as { url: string };
    expect(url).not.toContain(device.idToken);
    expect((await client.api(DETAILS, device.accessToken)).status).toBe(401);
    expect((await refresh(device.refreshToken)).body.error).toBe("invalid_grant");
    // Another device of the same account is not signed out by this one's logout.
    expect((await client.api(DETAILS, other.accessToken)).status).toBe(200);

    const confirm = await device.browser.fetch(url);
    expect(confirm.status).toBe(200);
    const { action, inputs } = formOf(await confirm.text());
    const done = await device.browser.post(new URL(action, origin).href, {
      ...inputs,
      logout: "yes",
    });
    expect(done.headers.get("location")).toBe(`${origin}/fr`);
    expect(device.browser.has("_session")).toBe(false);
  });

  it("the provider's logout page alone ends the session's grants, offline_access ones too", async () => {
    // Signed in with `offline_access` (the app always asks for it), then straight to the
    // provider's end-session page, without the app's revocation and okta/logout calls.
    const device = await client.signInAs("nouveau@demo.hestia.test", "Demo2026ok");
    const other = await client.signInAs("nouveau@demo.hestia.test", "Demo2026ok");
    const confirm = await device.browser.fetch(endSessionUrl(origin, `${origin}/en`));
    expect(confirm.status).toBe(200);
    const { action, inputs } = formOf(await confirm.text());
    const done = await device.browser.post(new URL(action, origin).href, {
      ...inputs,
      logout: "yes",
    });
    expect(done.headers.get("location")).toBe(`${origin}/en`);
    expect(device.browser.has("_session")).toBe(false);
    expect((await refresh(device.refreshToken)).body.error).toBe("invalid_grant");
    expect((await client.api(DETAILS, device.accessToken)).status).toBe(401);
    // Only this browser's session ends: another device of the account stays signed in.
    expect((await client.api(DETAILS, other.accessToken)).status).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it("the provider's revocation endpoint ends the refresh token and its access tokens", async () => {
    const device = await client.signInAs("examen@demo.hestia.test", "Demo2026ok");
    expect((await client.revoke(device.refreshToken, "refresh_token")).status).toBe(200);
    expect((await refresh(device.refreshToken)).body.error).toBe("invalid_grant");
    expect((await client.api(DETAILS, device.accessToken)).status).toBe(401);
  });

  it("a password change signs the other devices out and keeps this one", async () => {
    const here = await client.signInAs("accepte@demo.hestia.test", "Demo2026ok");
    const elsewhere = await client.signInAs("accepte@demo.hestia.test", "Demo2026ok");
    const changed = await post("/api/ac_campus/utilisateur/updatePassword", here.accessToken, {
      oldPassword: "Demo2026ok",
      newPassword: "Fresh2026ok",
    });
    expect(changed.status).toBe(200);
    expect((await refresh(elsewhere.refreshToken)).body.error).toBe("invalid_grant");
    expect((await client.api(DETAILS, elsewhere.accessToken)).status).toBe(401);
    expect(elsewhere.browser.has("_session")).toBe(true);
    expect((await client.api(DETAILS, here.accessToken)).status).toBe(200);
    expect((await refresh(here.refreshToken)).status).toBe(200);
  });

  it("an email change signs the other devices out and keeps this one", async () => {
    const here = await client.signInAs("mineur@demo.hestia.test", "Demo2026ok");
    const elsewhere = await client.signInAs("mineur@demo.hestia.test", "Demo2026ok");
    const changed = await post("/api/ac_campus/utilisateur/updateEmail", here.accessToken, {
      email: "mineur.new@example.org",
      password: "Demo2026ok",
    });
    expect(changed.status).toBe(202);
    expect((await refresh(elsewhere.refreshToken)).body.error).toBe("invalid_grant");
    expect((await client.api(DETAILS, here.accessToken)).status).toBe(200);
    // The other device's provider session is gone too: its next authorization asks to sign in.
    const again = await elsewhere.browser.fetch(
      client.authorizeUrl({
        client_id: "hestia-web",
        response_type: "code",
        scope: "openid",
        redirect_uri: `${origin}/fr/connexion/callback`,
        code_challenge: "x".repeat(43),
        code_challenge_method: "S256",
        prompt: "none",
      }),
    );
    const location = new URL(again.headers.get("location") ?? "", origin);
    expect(location.searchParams.get("error")).toBe("login_required");
  });
});
