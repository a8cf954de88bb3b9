/**
 * Content-Security-Policy and the other headers of every kind of answer: the app's pages (by
 * nonce, with 'strict-dynamic'), the sign-in pages and the provider's own pages (never framed),
 * the e-signature page (framed by the app only), and the API (nothing allowed).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { type RunningServer, startServer } from "../../server/server.ts";
import { Browser } from "./browser.ts";
import { makeServer, ORIGIN, type TestServer } from "./helpers.ts";
import { oidcClient } from "./oidc-client.ts";

/** The directives of a policy, by name. */
function directives(response: Response): Record<string, string[]> {
  const policy = response.headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function nonceOf(response: Response): string {
  const source = directives(response)["script-src"]?.find((value) => value.startsWith("'nonce-"));
  return source?.slice("'nonce-".length, -1) ?? "";
}

/** What every page must have, whatever its kind. */
function expectStrictPage(response: Response) {
  const policy = directives(response);
  expect(policy["script-src"]).toContain("'strict-dynamic'");
  expect(nonceOf(response)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(policy["object-src"]).toEqual(["'none'"]);
  expect(policy["base-uri"]).toEqual(["'none'"]);
  expect(policy["form-action"]).toEqual(["'self'"]);
  expect(policy["script-src"]).not.toContain("'unsafe-inline'");
  // A string reaches an HTML or script sink only through one of the named policies.
  expect(policy["require-trusted-types-for"]).toEqual(["'script'"]);
  expect(policy["trusted-types"]).toEqual([
    "hestia-html",
    "hestia-script-url",
    "hestia-tag-manager",
    "dompurify",
  ]);
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("no-referrer");
}

describe("the app and the API", () => {
  let server: TestServer;
  const folders: string[] = [];
  afterEach(() => {
    server.close();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  function withDist() {
    const dist = mkdtempSync(join(tmpdir(), "hestia-csp-"));
    folders.push(dist);
    mkdirSync(join(dist, "assets"));
    writeFileSync(
      join(dist, "index.html"),
      '<!doctype html><title>app</title><script type="module" crossorigin src="/assets/a.js"></script><link rel="modulepreload" crossorigin href="/assets/b.js">',
    );
    return makeServer({ spaDir: dist, env: { SSR_DIR: join(dist, "no-server-build") } });
  }

  it("gives the app's page a fresh nonce, carried by its scripts and preloads", async () => {
    server = withDist();
    const first = await server.request("/fr", { headers: { accept: "text/html" } });
    const second = await server.request("/fr", { headers: { accept: "text/html" } });
    expectStrictPage(first);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    const html = await first.text();
    expect(html).toContain(`<script nonce="${nonceOf(first)}" type="module"`);
    expect(html).toContain(`<link rel="modulepreload" nonce="${nonceOf(first)}"`);
    const policy = directives(first);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["frame-src"]).toEqual([`${ORIGIN}/simulators/signature/`, "blob:"]);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:"]);
  });

  it("answers a plain HEAD on a page (curl -I) with the page's headers", async () => {
    server = withDist();
    const head = await server.request("/fr", { method: "HEAD", headers: { accept: "*/*" } });
    expect(head.status).toBe(200);
    expectStrictPage(head);
    expect((await server.request("/missing.js", { headers: { accept: "*/*" } })).status).toBe(404);
  });

  it("lets nothing run from an API answer", async () => {
    server = makeServer();
    const { response } = await server.call("/api/conf/okta");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("lets the app frame the e-signature page, and nothing frame the payment page", async () => {
    server = makeServer();
    const signature = await server.request("/simulators/signature/unknown");
    expect(directives(signature)["frame-ancestors"]).toEqual(["'self'"]);
    expect(directives(signature)["style-src"]?.[0]).toMatch(/^'sha256-/);
    const payment = await server.request("/simulators/payment", { method: "POST" });
    expect(directives(payment)["frame-ancestors"]).toEqual(["'none'"]);
  });
});

describe("the sign-in pages and the provider (real server)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "hestia-csp-oidc-"));
  let running: RunningServer;
  beforeAll(async () => {
    running = await startServer(
      loadConfig({ DATA_DIR: dataDir, PORT: "0", SPA_DIR: join(dataDir, "no-dist") }),
    );
  });
  afterAll(async () => {
    await running?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends the strict policy on the sign-in and sign-up pages, which cannot be framed", async () => {
    const browser = new Browser();
    let checked = 0;
    await oidcClient(running.origin)
      .signIn(browser, async (interactionUrl) => {
        for (const url of [interactionUrl, `${interactionUrl}/signup`]) {
          const page = await browser.fetch(url);
          expect(page.status).toBe(200);
          expectStrictPage(page);
          expect(directives(page)["frame-ancestors"]).toEqual(["'none'"]);
          expect(page.headers.get("x-frame-options")).toBe("DENY");
          expect(directives(page)["style-src"]?.[0]).toMatch(/^'sha256-/);
          checked += 1;
        }
        throw new Error("stop here");
      })
      .catch(() => undefined);
    expect(checked).toBe(2);
  });

  it("sends it on the provider's own pages, its logout script carrying the nonce", async () => {
    const { browser } = await oidcClient(running.origin).signInAs(
      "nouveau@demo.hestia.test",
      "Demo2026ok",
    );
    const logout = await browser.fetch(
      `${running.origin}/oidc/session/end?client_id=hestia-web&post_logout_redirect_uri=${encodeURIComponent(`${running.origin}/fr`)}`,
    );
    expectStrictPage(logout);
    expect(logout.headers.get("x-frame-options")).toBe("DENY");
    expect(await logout.text()).toContain(`<script nonce="${nonceOf(logout)}">`);
    const error = await new Browser().fetch(`${running.origin}/oidc/auth?client_id=nobody`);
    expectStrictPage(error);
  });
});
