/**
 * Public pages rendered once per version (server/pageCache.ts, server/pageServer.ts): cache
 * headers, validators, hash-based CSP, one render per address, a content change shown after
 * the fresh time, and the limits that answer 503 rather than stall.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchFrom, hashTrustedScripts } from "../../server/ssr.ts";
import { cleanUpTest, makeServer, type TestServer, testFolder } from "./helpers.ts";

let server: TestServer | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
  cleanUpTest();
});

const template = [
  '<!doctype html><html lang="fr"><head><title>Hestia Campus</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join("\n");

/**
 * A stand-in for the rendering bundle: counts its renders, waits on `globalThis.renderGate` when
 * a test sets one, and renders the French alerts' titles read from the real content API.
 */
const entry = `export async function renderPage(url, options) {
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  if (globalThis.renderGate) await globalThis.renderGate;
  if (url === "/fr/espace") return { kind: "shell", lang: "fr", head: "" };
  if (url === "/fr/panne") return { kind: "page", status: 500, lang: "fr", head: "", body: "<h1>Une erreur est survenue</h1>", answers: [] };
  const alerts = await (await options.fetch(options.origin + "/fr/api/content/alert_acquisition")).json();
  const titles = alerts.map((alert) => alert.title).join("|");
  return { kind: "page", status: 200, lang: "fr", head: "<title>Accueil</title>",
    body: "<p>" + titles + "</p><script nonce=\\"" + options.nonce + "\\">window.routerScript=1</script><script>window.injected=1</script>",
    answers: [] };
}`;

type Globals = { renders?: number; renderGate?: Promise<void> | undefined };
const globals = globalThis as Globals;

function withPages(env: Record<string, string> = {}) {
  const dist = testFolder();
  const ssr = testFolder();
  writeFileSync(join(dist, "index.html"), template);
  writeFileSync(join(ssr, "entry-server.js"), entry);
  globals.renders = 0;
  globals.renderGate = undefined;
  return makeServer({ spaDir: dist, env: { SSR_DIR: ssr, ...env } });
}

/** Holds every render until the returned function is called. */
function holdRenders(): () => void {
  let open: () => void = () => {};
  globals.renderGate = new Promise((resolve) => {
    open = resolve;
  });
  return () => open();
}

const page = (path = "/fr", headers: Record<string, string> = {}) => {
  if (!server) throw new Error("start the server first");
  return server.request(path, { headers: { accept: "text/html", ...headers } });
};

const scriptSources = (response: Response) =>
  (response.headers.get("content-security-policy") ?? "")
    .split(";")
    .find((directive) => directive.trim().startsWith("script-src"))
    ?.trim()
    .split(" ")
    .slice(1) ?? [];

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("a rendered public page", () => {
  it("is one page for every visitor: a shared cache may keep it, a session's copy stays private", async () => {
    server = withPages();
    const anonymous = await page();
    expect(anonymous.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
    );
    expect(anonymous.headers.get("vary")).toBe("Accept-Encoding");
    const anonymousHtml = await anonymous.text();

    const signedIn = await page("/fr", { cookie: "access_token=abc; space=acquisition" });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-cache");
    expect(await signedIn.text()).toBe(anonymousHtml);
    const renewable = await page("/fr", { cookie: "renewable_session=1" });
    expect(renewable.headers.get("cache-control")).toBe("private, no-cache");
    expect(globals.renders).toBe(1);
  });

  it("answers 304 to a matching ETag, per encoding, and sends its gzip form as it was made", async () => {
    server = withPages();
    const plain = await page();
    const etag = plain.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const html = await plain.text();

    const again = await page("/fr", { "if-none-match": `"other", W/${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");

    const gzip = await page("/fr", { "accept-encoding": "gzip, br" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const gzipEtag = gzip.headers.get("etag") ?? "";
    expect(gzipEtag).not.toBe(etag);
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    expect((await page("/fr", { "if-none-match": etag, "accept-encoding": "gzip" })).status).toBe(
      200,
    );
    expect(
      (await page("/fr", { "if-none-match": gzipEtag, "accept-encoding": "gzip" })).status,
    ).toBe(304);
  });

  it("allows its trusted inline scripts by hash, with no nonce a cache would repeat", async () => {
    server = withPages();
    const response = await page();
    const html = await response.text();
    const sources = scriptSources(response);
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(html).not.toContain("nonce=");
    expect(sources).toContain(sha256("window.routerScript=1"));
    expect(sources).toContain("'strict-dynamic'");
    // The template's own scripts (the loader) are allowed by hash too.
    const loader = /<script type="module">(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(loader).toContain("requestAnimationFrame");
    expect(sources).toContain(sha256(loader));
    // A script the render did not mark is not allowed.
    expect(html).toContain("<script>window.injected=1</script>");
    expect(sources).not.toContain(sha256("window.injected=1"));
  });

  it("is rendered once for fifty visitors arriving together", async () => {
    server = withPages();
    const open = holdRenders();
    const visits = Array.from({ length: 50 }, () => page());
    await new Promise((resolve) => setTimeout(resolve, 20));
    open();
    const answers = await Promise.all(visits);
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(globals.renders).toBe(1);
  });

  it("shows a content change (a new alert) once its copy is past the fresh time", async () => {
    server = withPages();
    expect(await (await page()).text()).not.toContain("Fermeture exceptionnelle");
    server.db.prepare("INSERT INTO alerts (id, beginning, end, data) VALUES (?, ?, ?, ?)").run(
      999,
      "2026-11-01T00:00:00.000Z",
      "2026-12-31T00:00:00.000Z",
      JSON.stringify({
        fr: { title: "Fermeture exceptionnelle", information: "", description: null },
        en: { title: "Closed", information: "", description: null },
      }),
    );
    // Within the fresh time, the kept copy.
    server.advance(59_000);
    expect(await (await page()).text()).not.toContain("Fermeture exceptionnelle");
    // Past it: the stale copy once more while the page is rendered again, then the new one.
    server.advance(2_000);
    expect(await (await page()).text()).not.toContain("Fermeture exceptionnelle");
    await vi.waitFor(() => expect(globals.renders).toBe(2));
    await vi.waitFor(async () =>
      expect(await (await page()).text()).toContain("Fermeture exceptionnelle"),
    );
  });

  it("past the stale time, waits for a new render rather than serve an old copy", async () => {
    server = withPages();
    await page();
    server.advance(61_000 + 600_000);
    await page();
    expect(globals.renders).toBe(2);
  });
});

describe("a render that ended on the app's error page", () => {
  it("is not kept: the visitor gets the plain app, and the next visit renders again", async () => {
    server = withPages();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await page("/fr/panne");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toContain('<div id="root"></div>');
    await page("/fr/panne");
    expect(globals.renders).toBe(2);
    expect(logged).toHaveBeenCalledTimes(2);
  });
});

describe("fetchFrom, a render's way to the API", () => {
  it("sends a read once more when the server closed the connection under it, never a write", async () => {
    let requests = 0;
    const api = createServer((request, response) => {
      requests += 1;
      // The first request of each kind finds its connection closed, as after an idle timeout.
      if (requests === 1 || request.method === "POST") return void request.socket.destroy();
      response.end("ok");
    });
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    const { port } = api.address() as AddressInfo;
    try {
      const fetchApi = fetchFrom(`http://127.0.0.1:${port}`);
      const read = await fetchApi("https://www.example.test/fr/api/content/faq");
      expect(await read.text()).toBe("ok");
      expect(requests).toBe(2);
      await expect(
        fetchApi("https://www.example.test/api/x", { method: "POST", body: "{}" }),
      ).rejects.toThrow();
      expect(requests).toBe(3);
    } finally {
      api.close();
    }
  });
});

describe("renders under load", () => {
  it("answers 503 with Retry-After, and the plain app to render in the browser, past a client's share", async () => {
    server = withPages({ RENDERS_PER_ADDRESS: "1", PAGE_CACHE_MB: "0" });
    const open = holdRenders();
    const first = page("/fr");
    const second = await page("/fr?campaign=x");
    expect(second.status).toBe(503);
    expect(second.headers.get("retry-after")).toBe("5");
    expect(second.headers.get("cache-control")).toBe("no-store");
    expect(await second.text()).toContain('<div id="root"></div>');
    open();
    expect((await first).status).toBe(200);
  });

  it("answers 503 when the renderers' waiting line is full", async () => {
    server = withPages({ RENDER_QUEUE: "0", RENDERS_PER_ADDRESS: "10" });
    const open = holdRenders();
    const first = page("/fr");
    expect((await page("/fr?page=2")).status).toBe(503);
    open();
    expect((await first).status).toBe(200);
  });

  it("renders every request when the page cache is off", async () => {
    server = withPages({ PAGE_CACHE_MB: "0" });
    await page();
    await page();
    expect(globals.renders).toBe(2);
  });
});

describe("a signed-in page's shell", () => {
  it("gets each response's nonce and is never kept by a shared cache", async () => {
    server = withPages();
    const first = await page("/fr/espace");
    const second = await page("/fr/espace");
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const nonceOf = (response: Response) =>
      scriptSources(response)
        .find((source) => source.startsWith("'nonce-"))
        ?.slice("'nonce-".length, -1);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(await first.text()).toContain(`<script nonce="${nonceOf(first)}" type="module"`);
  });
});

describe("hashTrustedScripts", () => {
  it("hashes only the marked scripts, takes the mark off, and leaves data blocks alone", () => {
    const { html, scriptHashes } = hashTrustedScripts(
      '<script nonce="m">a()</script><script>b()</script><script type="application/json">{}</script><link rel="modulepreload" nonce="m" href="/x.js">',
      "m",
    );
    expect(scriptHashes).toEqual([sha256("a()")]);
    expect(html).not.toContain('nonce="m"');
    expect(html).toContain("<script>b()</script>");
  });
});
