/**
 * The real server with the real OIDC provider on an ephemeral 127.0.0.1 port: authorization
 * code + PKCE through the sign-in pages, token exchange, API call with the access token,
 * refresh with rotation, restart persistence, then RP-initiated logout.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { type RunningServer, startServer } from "../../server/server.ts";
import { Browser, decodeJwt, formOf } from "./browser.ts";
import { oidcClient } from "./oidc-client.ts";

const dataDir = mkdtempSync(join(tmpdir(), "hestia-oidc-"));
const env = {
  DATA_DIR: dataDir,
  PORT: "0",
  SPA_DIR: join(dataDir, "no-dist"),
  ACCESS_TOKEN_TTL: "120",
};
let server: RunningServer;
let origin: string;
let client: ReturnType<typeof oidcClient>;

beforeAll(async () => {
  server = await startServer(loadConfig(env));
  origin = server.origin;
  client = oidcClient(origin);
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("sign-in with the real provider", () => {
  const browser = new Browser();
  let tokens: Record<string, string | number> = {};

  it("refuses an authorization request without PKCE", async () => {
    const response = await new Browser().fetch(
      client.authorizeUrl({
        client_id: "hestia-web",
        response_type: "code",
        scope: "openid",
        redirect_uri: `${origin}/fr/connexion/callback`,
        state: "s",
      }),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.searchParams.get("error")).toBe("invalid_request");
  });

  it("signs in with email and password, then exchanges the code with the verifier", async () => {
    const { code, verifier, redirectUri } = await client.signIn(browser, async (interactionUrl) => {
      const page = await browser.fetch(interactionUrl);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('<label for="email">Courriel');
      const { action } = formOf(html);
      const wrong = await browser.post(new URL(action, origin).href, {
        email: "nouveau@demo.hestia.test",
        password: "Wrong2026ok",
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain("Adresse e-mail ou mot de passe incorrect.");
      return browser.post(new URL(action, origin).href, {
        email: "nouveau@demo.hestia.test",
        password: "Demo2026ok",
      });
    });

    const missingVerifier = await client.token({
      grant_type: "authorization_code",
      code: "not-a-code",
      redirect_uri: redirectUri,
    });
    expect(missingVerifier.status).toBe(400);

    const exchanged = await client.token({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({ token_type: "DPoP", expires_in: 120 });
    expect(typeof exchanged.body.refresh_token).toBe("string");
    const idToken = decodeJwt(String(exchanged.body.id_token));
    expect(idToken).toMatchObject({
      nonce: "nonce-456",
      email: "nouveau@demo.hestia.test",
      given_name: "Léa",
      locale: "fr",
      aud: "hestia-web",
    });
    tokens = exchanged.body;
  });

  it("lets the API accept the access token", async () => {
    const details = await client.api(
      "/api/ac_campus/utilisateur/details",
      String(tokens.access_token),
    );
    expect(details.status).toBe(200);
    expect(await details.json()).toMatchObject({
      email: "nouveau@demo.hestia.test",
      cguAccepted: true,
    });
    const validity = await fetch(`${origin}/api/ac_campus/okta/checkTokenValidity`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: tokens.access_token }),
    });
    const body = (await validity.json()) as { valid: boolean; expiresAt: number };
    expect(body.valid).toBe(true);
    expect(body.expiresAt - Date.now() / 1000).toBeGreaterThan(100);
    expect((await client.api("/api/ac_campus/utilisateur/details", "forged-token")).status).toBe(
      401,
    );
  });

  it("refreshes with rotation: the old refresh token stops working", async () => {
    const first = String(tokens.refresh_token);
    const refreshed = await client.token({ grant_type: "refresh_token", refresh_token: first });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(first);
    expect(
      (await client.api("/api/ac_campus/utilisateur/details", String(refreshed.body.access_token)))
        .status,
    ).toBe(200);
    tokens = { ...refreshed.body, id_token: tokens.id_token ?? "" };
  });

  it("keeps sessions and refresh tokens across a restart", async () => {
    const port = server.port;
    await server.close();
    // Let the client notice its keep-alive sockets to the stopped server are gone.
    await new Promise((resolve) => setTimeout(resolve, 100));
    server = await startServer(loadConfig({ ...env, PORT: String(port) }));
    const refreshed = await client.token({
      grant_type: "refresh_token",
      refresh_token: String(tokens.refresh_token),
    });
    expect(refreshed.status).toBe(200);
    tokens = { ...refreshed.body, id_token: tokens.id_token ?? "" };
  });

  it("reusing a rotated refresh token is refused", async () => {
    const current = String(tokens.refresh_token);
    const next = await client.token({ grant_type: "refresh_token", refresh_token: current });
    expect(next.status).toBe(200);
    const reuse = await client.token({ grant_type: "refresh_token", refresh_token: current });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe("invalid_grant");
  });

  it("ends the session through the logout URL and returns to the app", async () => {
    const logout = await fetch(`${origin}/api/ac_campus/okta/logout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id_token: tokens.id_token, redirect: `${origin}/fr` }),
    });
    const { url } = (await logout.json()) as { url: string };
    expect(url).toContain("/oidc/session/end?");
    expect(url).not.toContain(String(tokens.id_token));
    expect(browser.has("_session")).toBe(true);
    const confirm = await browser.fetch(url);
    expect(confirm.status).toBe(200);
    const { action, inputs } = formOf(await confirm.text());
    const done = await browser.post(new URL(action, origin).href, { ...inputs, logout: "yes" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`${origin}/fr`);
    expect(browser.has("_session")).toBe(false);
  });
});
