/**
 * Rate limits: sign-in (real provider pages), sign-up, password and email change, the contact
 * form and uploads answer 429 with Retry-After once their limit is passed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { RATE_LIMITS } from "../../server/http/rateLimits.ts";
import { type RunningServer, startServer } from "../../server/server.ts";
import { Browser, formOf } from "./browser.ts";
import { makeServer, type TestServer } from "./helpers.ts";
import { oidcClient } from "./oidc-client.ts";

describe("sign-in pages (real provider)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "hestia-limits-"));
  let server: RunningServer;
  let client: ReturnType<typeof oidcClient>;
  beforeAll(async () => {
    server = await startServer(
      loadConfig({ DATA_DIR: dataDir, PORT: "0", SPA_DIR: join(dataDir, "no-dist") }),
    );
    client = oidcClient(server.origin);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Opens the login page of a fresh authorization request; returns the form's address. */
  async function loginForm(browser: Browser, lang = "fr") {
    let action = "";
    await client
      .signIn(browser, async (interactionUrl) => {
        const page = await browser.fetch(`${interactionUrl}?lang=${lang}`);
        action = new URL(formOf(await page.text()).action, server.origin).href;
        throw new Error("stop: the test posts the form itself");
      })
      .catch(() => undefined);
    return action;
  }

  it("20 wrong passwords give 429 with Retry-After, and then even the right one waits", async () => {
    const browser = new Browser();
    const action = await loginForm(browser);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      last = await browser.post(action, {
        email: "examen@demo.hestia.test",
        password: `Wrong${attempt}ok`,
      });
      statuses.push(last.status);
    }
    const allowed = RATE_LIMITS.signInFailuresPerAccount.points;
    expect(statuses.slice(0, allowed).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await last?.text()).toContain("Trop de tentatives. Veuillez réessayer dans");

    const right = await browser.post(action, {
      email: "examen@demo.hestia.test",
      password: "Demo2026ok",
    });
    expect(right.status).toBe(429);
    // Another account from the same address is not blocked by this one's limit.
    const other = await browser.post(action, {
      email: "accepte@demo.hestia.test",
      password: "Demo2026ok",
    });
    expect(other.status).toBe(303);
  });

  it("says it in English on the English page", async () => {
    const browser = new Browser();
    const action = await loginForm(browser, "en");
    let last: Response | undefined;
    for (let attempt = 0; attempt <= RATE_LIMITS.signInFailuresPerAccount.points; attempt += 1) {
      last = await browser.post(action, { email: "mineur@demo.hestia.test", password: "nope" });
    }
    expect(last?.status).toBe(429);
    expect(await last?.text()).toContain("Too many attempts. Please try again in");
  });

  it("limits account creations per address", async () => {
    const browser = new Browser();
    const action = (await loginForm(browser)).replace(/\/login(\?|$)/, "/signup$1");
    let last: Response | undefined;
    for (let attempt = 0; attempt <= RATE_LIMITS.signUpsPerAddress.points; attempt += 1) {
      // Incomplete forms: each one is still an attempt.
      last = await browser.post(action, { email: `x${attempt}@example.org` });
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get("retry-after")).toBeTruthy();
    expect(await last?.text()).toContain("Trop de tentatives");
  });
});

describe("API routes", () => {
  let api: TestServer;
  afterEach(() => api.close());

  async function until429<T extends { status: number }>(send: () => Promise<T>): Promise<T> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const answer = await send();
      if (answer.status === 429) return answer;
    }
    throw new Error("never limited");
  }

  it("password and email changes are limited per account", async () => {
    api = makeServer();
    const password = () =>
      api.call("/api/ac_campus/utilisateur/updatePassword", {
        method: "POST",
        user: "demo-nouveau",
        json: { oldPassword: "Wrong2026ok", newPassword: "Fresh2026ok" },
      });
    const limited = await until429(password);
    expect(limited.body).toMatchObject({ error: "tropDeTentatives" });
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // The email change shares the count: it checks the same password.
    const email = await api.call("/api/ac_campus/utilisateur/updateEmail", {
      method: "POST",
      user: "demo-nouveau",
      json: { email: "new@example.org", password: "Demo2026ok" },
    });
    expect(email.status).toBe(429);
    // Another account is not affected.
    const other = await api.call("/api/ac_campus/utilisateur/updatePassword", {
      method: "POST",
      user: "demo-examen",
      json: { oldPassword: "Wrong2026ok", newPassword: "Fresh2026ok" },
    });
    expect(other.status).toBe(400);
  });

  it("the contact form and uploads are limited", async () => {
    api = makeServer();
    const contact = () =>
      api.call("/api/ac_campus/mail/sendMail", {
        method: "POST",
        json: {
          content: "Bonjour",
          destinataire: "contactYF",
          sujet: "Question",
          typeContact: "presse",
        },
      });
    expect((await until429(contact)).response.headers.get("retry-after")).toBeTruthy();
    const upload = () =>
      api.call("/api/ac_campus/sharepoint/add", { method: "POST", user: "demo-nouveau", json: {} });
    expect((await until429(upload)).body).toMatchObject({ error: "tropDeTentatives" });
  });

  it("token checks are limited per address", async () => {
    api = makeServer();
    const check = () =>
      api.call("/api/ac_campus/okta/checkTokenValidity", {
        method: "POST",
        json: { token: "token-demo-nouveau" },
      });
    for (let sent = 0; sent < RATE_LIMITS.tokenChecksPerAddress.points; sent += 1)
      expect((await check()).body).toMatchObject({ valid: true });
    const limited = await check();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: "tropDeTentatives" });
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
