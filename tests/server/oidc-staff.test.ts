/**
 * The residence team's sign-in with the real provider (docs/staff.md): the console's client,
 * password then TOTP code for staff accounts only, the role in the access token, and an
 * applicant kept out of the console (and a staff account out of the web app).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { currentTotp, findStaffByEmail } from "../../server/domain/staffAccounts.ts";
import { type RunningServer, startServer } from "../../server/server.ts";
import { Browser, decodeJwt, formOf } from "./browser.ts";
import { oidcClient } from "./oidc-client.ts";

const dataDir = mkdtempSync(join(tmpdir(), "hestia-oidc-staff-"));
const env = { DATA_DIR: dataDir, PORT: "0", SPA_DIR: join(dataDir, "no-dist") };
const PASSWORD = "Demo2026ok";
const MANAGER = "gestion@demo.hestia.test";
let server: RunningServer;
let origin: string;
let staffClient: ReturnType<typeof oidcClient>;
let webClient: ReturnType<typeof oidcClient>;

beforeAll(async () => {
  server = await startServer(loadConfig(env));
  origin = server.origin;
  staffClient = oidcClient(origin, {
    id: "hestia-staff",
    redirectPath: "/fr/equipe/connexion/callback",
  });
  webClient = oidcClient(origin);
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The code of the account's authenticator `offset` seconds from now. */
async function codeOf(email: string, offset = 0) {
  const account = findStaffByEmail(server.db, email);
  if (!account) throw new Error(`no staff account ${email}`);
  return currentTotp(account, new Date(Date.now() + offset * 1000));
}

/** The console's authorization request, up to its sign-in page's form. */
async function staffSignInPage(browser: Browser) {
  const start = await browser.fetch(
    staffClient.authorizeUrl({
      client_id: "hestia-staff",
      response_type: "code",
      scope: "openid email profile offline_access",
      redirect_uri: `${origin}/fr/equipe/connexion/callback`,
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
      state: "s",
    }),
  );
  expect(start.status).toBe(303);
  const page = await browser.fetch(new URL(start.headers.get("location") ?? "", origin).href);
  const html = await page.text();
  return { html, action: new URL(formOf(html).action, origin).href };
}

describe("the team's sign-in", () => {
  let accessToken = "";
  let refreshToken = "";

  it("asks a staff account for its code after its password, then issues a token with its role", async () => {
    const browser = new Browser();
    const { code, verifier, redirectUri } = await staffClient.signIn(browser, async (url) => {
      const page = await browser.fetch(url);
      const html = await page.text();
      expect(html).toContain("Connexion de l'équipe");
      expect(html).not.toContain("Créer un compte");
      const password = await browser.post(new URL(formOf(html).action, origin).href, {
        email: MANAGER,
        password: PASSWORD,
      });
      expect(password.status).toBe(200);
      const totpHtml = await password.text();
      expect(totpHtml).toContain("Code de vérification");
      expect(totpHtml).toContain('autocomplete="one-time-code"');
      const totpAction = new URL(formOf(totpHtml).action, origin).href;
      const wrong = await browser.post(totpAction, { code: "000000" });
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain("Code incorrect ou déjà utilisé");
      return browser.post(totpAction, { code: await codeOf(MANAGER) });
    });
    const exchanged = await staffClient.token({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(exchanged.status).toBe(200);
    expect(decodeJwt(String(exchanged.body.id_token))).toMatchObject({
      aud: "hestia-staff",
      email: MANAGER,
    });
    accessToken = String(exchanged.body.access_token);
    refreshToken = String(exchanged.body.refresh_token);
    const me = await staffClient.api("/api/staff/me", accessToken);
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ id: "staff-gestion", name: "Paul Girard", role: "manager" });
  });

  it("keeps the role and the sign-in time through a refresh", async () => {
    const refreshed = await staffClient.token({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
    });
    expect(refreshed.status).toBe(200);
    const token = String(refreshed.body.access_token);
    expect(token).not.toBe(accessToken);
    const me = await staffClient.api("/api/staff/me", token);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ role: "manager" });
    expect((await staffClient.api("/api/staff/me", "forged")).status).toBe(401);
    // The refreshed token still tells when its owner signed in: a decisive action is let
    // through (a token without it would get 401 reauthenticationRequired).
    const reference = `HC-${new Date().getUTCFullYear()}-00001`;
    const file = await staffClient.api(`/api/staff/files/${reference}`, token);
    const { version } = (await file.json()) as { version: number };
    const refused = await staffClient.api(`/api/staff/files/${reference}/decisions`, token, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ decision: "refuse", reasons: ["documentsForged"], version }),
    });
    expect(refused.status).toBe(200);
    expect(await refused.json()).toMatchObject({ status: "refused" });
  });

  it("refuses a code already used, and a code of the wrong form", async () => {
    const browser = new Browser();
    const { action } = await staffSignInPage(browser);
    const password = await browser.post(action, { email: MANAGER, password: PASSWORD });
    const totpAction = new URL(formOf(await password.text()).action, origin).href;
    const reused = await browser.post(totpAction, { code: await codeOf(MANAGER, -30) });
    expect(reused.status).toBe(400);
    const empty = await browser.post(totpAction, { code: "" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Requis*");
  });

  it("throttles wrong codes like passwords", async () => {
    const browser = new Browser();
    const { action } = await staffSignInPage(browser);
    const password = await browser.post(action, {
      email: "vente@demo.hestia.test",
      password: PASSWORD,
    });
    const totpAction = new URL(formOf(await password.text()).action, origin).href;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1)
      statuses.push((await browser.post(totpAction, { code: "123456" })).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    const limited = await browser.post(totpAction, {
      code: await codeOf("vente@demo.hestia.test"),
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Trop de tentatives");
  });

  it("never asks an applicant for a code: the console knows staff accounts only", async () => {
    const browser = new Browser();
    const { action } = await staffSignInPage(browser);
    const refused = await browser.post(action, {
      email: "nouveau@demo.hestia.test",
      password: PASSWORD,
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Adresse e-mail ou mot de passe incorrect.");
    expect(html).not.toContain("Code de vérification");
  });

  it("shows the console's sign-in to an applicant already signed in to the web app", async () => {
    const applicant = await webClient.signInAs("nouveau@demo.hestia.test", PASSWORD);
    const { html } = await staffSignInPage(applicant.browser);
    expect(html).toContain("Connexion de l'équipe");
    expect((await webClient.api("/api/staff/me", applicant.accessToken)).status).toBe(403);
    expect((await fetch(`${origin}/api/staff/me`)).status).toBe(401);
  });

  it("refuses a staff account on the web app's sign-in", async () => {
    const browser = new Browser();
    await webClient.signIn(browser, async (url) => {
      const page = await browser.fetch(url);
      const wrong = await browser.post(new URL(formOf(await page.text()).action, origin).href, {
        email: MANAGER,
        password: PASSWORD,
      });
      expect(wrong.status).toBe(400);
      // Then an applicant signs in on the same page, so the walk ends at the callback.
      return browser.post(new URL(formOf(await wrong.text()).action, origin).href, {
        email: "nouveau@demo.hestia.test",
        password: PASSWORD,
      });
    });
  });
});
