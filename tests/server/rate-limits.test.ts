/**
 * Sign-in throttling (real provider pages: growing delays, never a lockout) and rate limits:
 * sign-up, password and email change, token checks, the contact form and uploads answer 429
 * with Retry-After once their limit is passed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { RATE_LIMITS } from "../../server/http/rateLimits.ts";
import { delayAfter, SIGN_IN_BACKOFF } from "../../server/http/signInThrottle.ts";
import { type RunningServer, startServer } from "../../server/server.ts";
import { Browser, formOf } from "./browser.ts";
import { makeServer, type TestServer } from "./helpers.ts";
import { oidcClient } from "./oidc-client.ts";

describe("sign-in pages (real provider)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "hestia-limits-"));
  let server: RunningServer;
  let client: ReturnType<typeof oidcClient>;
  // The app's clock, moved past sign-in delays; the provider keeps the real one.
  const clock = { now: new Date() };
  const advance = (seconds: number) => {
    clock.now = new Date(clock.now.getTime() + seconds * 1000);
  };
  beforeAll(async () => {
    server = await startServer(
      loadConfig({ DATA_DIR: dataDir, PORT: "0", SPA_DIR: join(dataDir, "no-dist") }),
      { now: () => clock.now },
    );
    client = oidcClient(server.origin);
  });
  // Every test starts with the failures of the ones before forgotten.
  beforeEach(() => advance(SIGN_IN_BACKOFF.perAddress.forgetAfterSeconds));
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

  const right = (browser: Browser, action: string, email: string) =>
    browser.post(action, { email, password: "Demo2026ok" });
  const retryAfter = (answer: Response) => Number(answer.headers.get("retry-after"));
  const account = SIGN_IN_BACKOFF.perAccount;

  it("wrong passwords make each further attempt wait a doubling delay, and the right one signs in once it has passed", async () => {
    const browser = new Browser();
    const action = await loginForm(browser);
    const email = "examen@demo.hestia.test";
    const wrong = () => browser.post(action, { email, password: "Wrong2026ok" });
    for (let failure = 1; failure <= account.freeFailures; failure += 1) {
      const answer = await wrong();
      expect(answer.status).toBe(400);
      expect(answer.headers.get("retry-after")).toBeNull();
    }
    // The first failure past the free ones starts a delay, and the page says how long.
    let answer = await wrong();
    const firstDelay = delayAfter(account, account.freeFailures + 1);
    expect(firstDelay).toBeGreaterThan(0);
    expect(answer.status).toBe(400);
    expect(retryAfter(answer)).toBe(firstDelay);
    expect(await answer.text()).toContain(`Patientez ${firstDelay} secondes avant de réessayer.`);
    // During the delay even the right password waits (it is not even checked).
    const early = await right(browser, action, email);
    expect(early.status).toBe(429);
    expect(retryAfter(early)).toBe(firstDelay);
    expect(await early.text()).toContain(
      `Trop de tentatives. Veuillez réessayer dans ${firstDelay} secondes.`,
    );
    // Each failure past a delay doubles the next one.
    const delays: number[] = [];
    for (let step = 0; step < 3; step += 1) {
      advance(retryAfter(answer));
      answer = await wrong();
      delays.push(retryAfter(answer));
    }
    expect(delays).toEqual([firstDelay * 2, firstDelay * 4, firstDelay * 8]);
    // Once the delay has passed, the right password signs in.
    advance(retryAfter(answer));
    expect((await right(browser, action, email)).status).toBe(303);
    // ...and the account's count starts again.
    const other = await loginForm(browser);
    const afterSuccess = await browser.post(other, { email, password: "Wrong2026ok" });
    expect(afterSuccess.status).toBe(400);
    expect(afterSuccess.headers.get("retry-after")).toBeNull();
  });

  it("an attacker who keeps failing holds the owner back by the capped delay at most", async () => {
    const browser = new Browser();
    const action = await loginForm(browser);
    const email = "accepte@demo.hestia.test";
    let longest = 0;
    for (let failure = 0; failure < 20; failure += 1) {
      const answer = await browser.post(action, { email, password: "Wrong2026ok" });
      expect(answer.status).toBe(400);
      longest = Math.max(longest, retryAfter(answer) || 0);
      advance(retryAfter(answer) || 0);
    }
    expect(longest).toBe(account.maxDelaySeconds);
    // The attacker's last failure just happened: the owner waits the cap, then signs in.
    await browser.post(action, { email, password: "Wrong2026ok" });
    expect(retryAfter(await right(browser, action, email))).toBe(account.maxDelaySeconds);
    advance(account.maxDelaySeconds);
    expect((await right(browser, action, email)).status).toBe(303);
  });

  it("other people failing at the same address hold a correct password back by the short per-address delay at most", async () => {
    const browser = new Browser();
    const action = await loginForm(browser);
    // More failures than the old per-address lockout allowed (50 in 15 min), on other accounts.
    let failures = 0;
    for (let attempt = 0; failures < 55 && attempt < 200; attempt += 1) {
      const answer = await browser.post(action, {
        email: `visitor${attempt}@example.org`,
        password: "Wrong2026ok",
      });
      if (answer.status === 429) {
        expect(retryAfter(answer)).toBeLessThanOrEqual(SIGN_IN_BACKOFF.perAddress.maxDelaySeconds);
        advance(retryAfter(answer));
        continue;
      }
      expect(answer.status).toBe(400);
      failures += 1;
    }
    expect(failures).toBe(55);
    let signIn = await right(browser, action, "nouveau@demo.hestia.test");
    if (signIn.status === 429) {
      expect(retryAfter(signIn)).toBeLessThanOrEqual(SIGN_IN_BACKOFF.perAddress.maxDelaySeconds);
      advance(retryAfter(signIn));
      signIn = await right(browser, action, "nouveau@demo.hestia.test");
    }
    expect(signIn.status).toBe(303);
  }, 30_000);

  it("says it in English on the English page", async () => {
    const browser = new Browser();
    const action = await loginForm(browser, "en");
    const wrong = () =>
      browser.post(action, { email: "mineur@demo.hestia.test", password: "nope" });
    for (let failure = 0; failure < account.freeFailures; failure += 1) await wrong();
    const delay = delayAfter(account, account.freeFailures + 1);
    expect(await (await wrong()).text()).toContain(`Wait ${delay} seconds before trying again.`);
    const early = await wrong();
    expect(early.status).toBe(429);
    expect(await early.text()).toContain(
      `Too many attempts. Please try again in ${delay} seconds.`,
    );
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
