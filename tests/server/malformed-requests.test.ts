/**
 * Bad requests against the real server (`startServer`, as `npm start` runs it): every route of
 * the app (from Hono's `app.routes`), the sign-in pages and the provider's own endpoints get
 * malformed bodies, without and with a valid session, and none answers 5xx. The totals are
 * printed: they are the figure the security report quotes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, type IncomingHttpHeaders, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, maxBodyBytes } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db.ts";
import { currentTotp, findStaffByEmail } from "../../server/domain/staffAccounts.ts";
import { DEV_KEY_HEADER } from "../../server/routes/dev.ts";
import { type RunningServer, startServer } from "../../server/server.ts";
import { Browser, formOf } from "./browser.ts";
import { DEV_KEY } from "./helpers.ts";
import { oidcClient } from "./oidc-client.ts";

const dataDir = mkdtempSync(join(tmpdir(), "hestia-malformed-"));
const env = {
  DATA_DIR: dataDir,
  PORT: "0",
  SPA_DIR: join(dataDir, "no-dist"),
  DEV_ROUTES_KEY: DEV_KEY,
};
let server: RunningServer;
const agent = new Agent({ keepAlive: true, maxSockets: 4 });

beforeAll(async () => {
  server = await startServer(loadConfig(env));
});
afterAll(async () => {
  agent.destroy();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: IncomingHttpHeaders };

/**
 * One raw request (node:http, so a GET can carry a body too). The server may answer before it
 * read the whole body and close: a write error after the answer arrived is not a failure; one
 * before it (a request lost on a connection the server dropped) is status 0, "no answer".
 */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Answer> {
  return new Promise((resolve) => {
    let answered = false;
    const { hostname, port } = new URL(server.origin);
    const outgoing = request({ hostname, port, method, path, headers, agent }, (response) => {
      answered = true;
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    });
    outgoing.on("error", (error) => {
      if (!answered) resolve({ status: 0, headers: { "x-error": String(error) } });
    });
    if (body) outgoing.setHeader("content-length", body.length);
    outgoing.end(body);
  });
}

const BOUNDARY = "----hestia-sweep";
const multipartPart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nx@example.org\r\n`;

/** The malformed bodies every route receives; `huge` is sized from the route's own limit. */
const CASES: Record<string, (path: string) => { type?: string; body: Buffer }> = {
  brokenJson: () => ({ type: "application/json", body: Buffer.from('{"email": "x@', "utf8") }),
  wrongContentType: () => ({ type: "application/xml", body: Buffer.from("<a><b></a>") }),
  multipartBadBoundary: () => ({
    type: "multipart/form-data; boundary=not-the-one",
    body: Buffer.from(`${multipartPart}--${BOUNDARY}--\r\n`),
  }),
  multipartNoBoundary: () => ({
    type: "multipart/form-data",
    body: Buffer.from(`${multipartPart}--${BOUNDARY}--\r\n`),
  }),
  multipartTruncated: () => ({
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.from(`${multipartPart}--${BOUNDARY}\r\nContent-Disposition: form-da`),
  }),
  urlencodedJunk: () => ({
    type: "application/x-www-form-urlencoded",
    body: Buffer.from("%%%&&==%zz&email=%E0%A4%A&password[]=%00&=&a=b=c"),
  }),
  binaryAsJson: () => ({ type: "application/json", body: Buffer.from([0xff, 0xfe, 0x00, 0x7b]) }),
  emptyBody: () => ({ type: "application/json", body: Buffer.alloc(0) }),
  // A form, so the provider's own endpoints read it too (they parse forms only).
  huge: (path) => ({
    type: "application/x-www-form-urlencoded",
    body: Buffer.alloc(maxBodyBytes(path) + 1, "a"),
  }),
};

/** Path parameters filled with junk, except the locale, so content routes reach their handler. */
function fill(path: string, uid: string): string {
  return path
    .replace(/:locale\{[^}]*\}|:locale/g, "fr")
    .replace(/:uid/g, uid)
    .replace(/:[A-Za-z_]+(\{[^}]*\})?/g, "%00zz'<x>")
    .replace(/\*$/, "junk");
}

/** The app's routes, as Hono lists them (method and path; middleware left out). */
function appRoutes(): { method: string; path: string }[] {
  const config = loadConfig({ ...env, DATA_DIR: join(dataDir, "routes") });
  const db = openDatabase(config.dataDir);
  const app = createApp({ db, config, verifyAccessToken: async () => null });
  db.close();
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of app.routes) {
    if (route.method === "ALL" && route.path.endsWith("*")) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

/** The provider's endpoints, from its discovery document, plus its end-session pages. */
async function providerRoutes(): Promise<{ method: string; path: string }[]> {
  const discovery = (await (
    await fetch(`${server.origin}/oidc/.well-known/openid-configuration`)
  ).json()) as Record<string, unknown>;
  const paths = new Set(["/oidc/.well-known/openid-configuration", "/oidc/session/end/confirm"]);
  for (const [name, value] of Object.entries(discovery))
    if ((name.endsWith("_endpoint") || name === "jwks_uri") && typeof value === "string")
      paths.add(new URL(value).pathname);
  return [...paths].flatMap((path) => [
    { method: "GET", path },
    { method: "POST", path },
  ]);
}

/** The sign-in pages' routes; the abort link last, since it ends the interaction. */
const INTERACTION_ROUTES = [
  { method: "GET", path: "/oidc/interaction/:uid" },
  { method: "POST", path: "/oidc/interaction/:uid/login" },
  { method: "POST", path: "/oidc/interaction/:uid/totp" },
  { method: "GET", path: "/oidc/interaction/:uid/signup" },
  { method: "POST", path: "/oidc/interaction/:uid/signup" },
  { method: "GET", path: "/oidc/interaction/:uid/signup/confirm" },
  { method: "GET", path: "/oidc/account/email/confirm" },
  { method: "GET", path: "/oidc/interaction/:uid/abort" },
];

describe("malformed requests", () => {
  it("answer 4xx, never 5xx, on every route, without and with a session", async () => {
    const client = oidcClient(server.origin);
    const signedIn = await client.signInAs("nouveau@demo.hestia.test", "Demo2026ok");
    // A sign-in left at its first page: the interaction routes get a live uid and its cookie.
    const browser = new Browser();
    const started = await browser.fetch(
      client.authorizeUrl({
        client_id: "hestia-web",
        response_type: "code",
        scope: "openid",
        redirect_uri: `${server.origin}/fr/connexion/callback`,
        code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
        code_challenge_method: "S256",
      }),
    );
    const uid = /\/oidc\/interaction\/([^/?]+)/.exec(started.headers.get("location") ?? "")?.[1];
    expect(uid).toBeTruthy();

    const routes = [...appRoutes(), ...(await providerRoutes()), ...INTERACTION_ROUTES];
    const byClass: Record<string, number> = {};
    const failures: string[] = [];
    const unchallenged: string[] = [];
    let requests = 0;
    for (const withSession of [false, true]) {
      for (const route of routes) {
        const path = fill(route.path, withSession ? (uid ?? "") : "no-such-interaction");
        const url = `${server.origin}${path.split("?")[0]}`;
        for (const [name, make] of Object.entries(CASES)) {
          const { type, body } = make(path);
          const headers: Record<string, string> = type ? { "content-type": type } : {};
          if (withSession) {
            const cookies = [signedIn.browser.cookieHeader(url), browser.cookieHeader(url)];
            headers.cookie = cookies.filter(Boolean).join("; ");
            headers[DEV_KEY_HEADER] = DEV_KEY;
            if (!path.startsWith("/oidc"))
              Object.assign(
                headers,
                await client.authorization(route.method, url, signedIn.accessToken),
              );
          }
          const answer = await send(route.method, path, headers, body);
          requests += 1;
          const statusClass = `${Math.floor(answer.status / 100)}xx`;
          byClass[statusClass] = (byClass[statusClass] ?? 0) + 1;
          const label = `${route.method} ${path} ${name}${withSession ? " (session)" : ""}`;
          if (answer.status >= 500 || answer.status === 0)
            failures.push(`${label}: ${answer.status || answer.headers["x-error"]}`);
          if (answer.status === 401 && !answer.headers["www-authenticate"])
            unchallenged.push(label);
          if (name === "huge" && answer.status === 413 && answer.headers.connection !== "close")
            failures.push(`${label}: 413 without Connection: close`);
        }
      }
    }
    console.info(
      `[sweep] ${routes.length} routes × ${Object.keys(CASES).length} bodies × 2 (anonymous, session) = ${requests} requests; ${Object.entries(
        byClass,
      )
        .sort()
        .map(([statusClass, count]) => `${statusClass}: ${count}`)
        .join(", ")}`,
    );
    expect(failures).toEqual([]);
    expect(unchallenged).toEqual([]);
    expect(byClass["5xx"] ?? 0).toBe(0);
    expect(byClass["0xx"] ?? 0).toBe(0);
  }, 90_000);

  it("answer 4xx, never 5xx, on every staff route with a console's token", async () => {
    const staff = findStaffByEmail(server.db, "gestion@demo.hestia.test");
    if (!staff) throw new Error("no demo staff account");
    const client = oidcClient(server.origin, {
      id: "hestia-staff",
      redirectPath: "/fr/equipe/connexion/callback",
    });
    const browser = new Browser();
    const { code, verifier, redirectUri } = await client.signIn(browser, async (url) => {
      const page = await browser.fetch(url);
      const password = await browser.post(
        new URL(formOf(await page.text()).action, server.origin).href,
        {
          email: staff.email,
          password: "Demo2026ok",
        },
      );
      const totp = new URL(formOf(await password.text()).action, server.origin).href;
      return browser.post(totp, { code: await currentTotp(staff, new Date()) });
    });
    const issued = await client.token({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    const accessToken = String(issued.body.access_token);
    const routes = appRoutes().filter((route) => route.path.startsWith("/api/staff"));
    expect(routes.length).toBeGreaterThan(0);
    const statuses = new Set<number>();
    const failures: string[] = [];
    for (const route of routes) {
      for (const fillWith of ["%00zz'<x>", "HC-2026-00001"]) {
        const path = route.path.replace(/:reference/g, fillWith).replace(/:id/g, "%00zz'<x>");
        const url = `${server.origin}${path}`;
        for (const [name, make] of Object.entries(CASES)) {
          const { type, body } = make(path);
          const headers: Record<string, string> = {
            ...(type ? { "content-type": type } : {}),
            ...(await client.authorization(route.method, url, accessToken)),
          };
          const answer = await send(route.method, path, headers, body);
          statuses.add(answer.status);
          if (answer.status >= 500 || answer.status === 0)
            failures.push(`${route.method} ${path} ${name}: ${answer.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The token was taken: the routes answered past the rights check.
    expect([...statuses].some((status) => status === 400 || status === 404)).toBe(true);
  }, 90_000);

  it("a 413 ends its connection cleanly: Connection: close, then the socket closes", async () => {
    const { hostname, port } = new URL(server.origin);
    const socket = connect(Number(port), hostname);
    const received: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.on("error", () => {});
    const size = maxBodyBytes("/api/ac_campus/mail/sendMail") + 1;
    socket.write(
      `POST /api/ac_campus/mail/sendMail HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(1024, 32));
    await closed;
    const head = Buffer.concat(received).toString("latin1").split("\r\n\r\n")[0] ?? "";
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head.toLowerCase()).toContain("connection: close");
    // The next request, on a fresh connection as the answer asked, is served.
    const next = await fetch(`${server.origin}/api/conf/okta`);
    expect(next.status).toBe(200);
  });
});
