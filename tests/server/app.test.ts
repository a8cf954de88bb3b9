import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { all, openDatabase } from "../../server/db.ts";
import { migrations } from "../../server/migrations.ts";
import { resetDataDir } from "../../server/reset.ts";
import { seedDatabase } from "../../server/seed/index.ts";
import { cleanUpTest, makeServer, ORIGIN, type TestServer, testFolder } from "./helpers.ts";

let server: TestServer | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
  cleanUpTest();
});

const tempFolder = testFolder;

describe("errors", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    server = makeServer();
    expect(await server.call("/api/nothing")).toMatchObject({
      status: 404,
      body: { error: "notFound" },
    });
  });

  it("answers 500 without details when something breaks, and logs it", async () => {
    server = makeServer();
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.db.exec("DROP TABLE outbox");
    const failed = await server.call("/api/dev/outbox");
    expect(failed).toMatchObject({ status: 500, body: { error: "internal" } });
    expect(JSON.stringify(failed.body)).not.toContain("outbox");
    expect(log).toHaveBeenCalled();
  });

  it("refuses oversized bodies before reading them", async () => {
    server = makeServer();
    const huge = JSON.stringify({ content: "x".repeat(2 * 1024 * 1024) });
    const answer = await server.call("/api/ac_campus/mail/sendMail", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: huge,
    });
    expect(answer).toMatchObject({ status: 413, body: { error: "requeteTropVolumineuse" } });
  });

  it("marks API answers as not cacheable and sets security headers", async () => {
    server = makeServer();
    const { response } = await server.call("/api/conf/okta");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("pictures", () => {
  it("draws a named SVG and refuses other names", async () => {
    server = makeServer();
    const response = await server.request("/files/pictures/residence-montsouris-1.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 600 400"/);
    expect(svg).not.toBe(
      await (await server.request("/files/pictures/residence-tolbiac-1.svg")).text(),
    );
    expect((await server.request("/files/pictures/Bad_Name.svg")).status).toBe(404);
    expect((await server.request("/files/pictures/..%2Fsecret.svg")).status).toBe(404);
    expect((await server.request("/files/pictures/residence.png")).status).toBe(404);
  });
});

describe("every picture the content names", () => {
  it("is drawn (no broken image), with its own drawing for shared flats, parking and review", async () => {
    const app = makeServer();
    server = app;
    const rows = app.db
      .prepare(
        "SELECT data FROM typologies UNION ALL SELECT data FROM booking_steps UNION ALL SELECT data FROM residences",
      )
      .all() as Array<{ data: string }>;
    const names = new Set(
      rows.flatMap((row) => row.data.match(/\/files\/pictures\/[\w-]+\.svg/g) ?? []),
    );
    expect(names).toContain("/files/pictures/typology-colocWomen.svg");
    expect(names).toContain("/files/pictures/step-onGoing.svg");
    for (const name of names) {
      expect((await app.request(name)).status, name).toBe(200);
    }
    const svg = async (name: string) => (await app.request(`/files/pictures/${name}.svg`)).text();
    const [women, men, parking, studio] = await Promise.all(
      ["typology-colocWomen", "typology-colocMen", "typology-parking", "typology-studio"].map(svg),
    );
    expect(new Set([women, men, parking, studio]).size).toBe(4);
    expect(parking).toContain(">P</text>");
  });
});

describe("built app", () => {
  function withDist() {
    const dist = tempFolder();
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>app</title>");
    writeFileSync(join(dist, "assets", "main-abc123.js"), "console.log('app')");
    return makeServer({ spaDir: dist, env: { SSR_DIR: join(dist, "no-server-build") } });
  }

  it("serves index.html for client routes that ask for HTML", async () => {
    server = withDist();
    for (const path of ["/fr/residences-etudiantes", "/en/accomodation/a/b"]) {
      const response = await server.request(path, { headers: { accept: "text/html" } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<title>app</title>");
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("serves hashed assets for a year and keeps API paths out of the fallback", async () => {
    server = withDist();
    const asset = await server.request("/assets/main-abc123.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(asset.headers.get("content-type")).toContain("javascript");
    for (const path of [
      "/fr/api/content/nothing",
      "/api/nothing",
      "/de/api/content/residences",
      "/oidc/unknown",
    ]) {
      const response = await server.request(path, { headers: { accept: "text/html" } });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "notFound" });
    }
    expect((await server.request("/missing.js")).status).toBe(404);
    expect(
      (await server.request("/..%2F..%2Fetc%2Fpasswd", { headers: { accept: "text/html" } }))
        .status,
    ).not.toBe(500);
  });
});

describe("server-rendered app", () => {
  const template = [
    '<!doctype html><html lang="fr"><head><title>Hestia Campus</title>',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
    '</head><body><div id="root"></div></body></html>',
  ].join("\n");

  /** A stand-in for `vite build --ssr`'s entry: each path gives one outcome of a render. */
  const entry = `export async function renderPage(url, options) {
    if (url.startsWith("/en/faq")) return { kind: "page", status: 200, lang: "en", head: "<title>FAQ | Hestia Campus</title>", body: "<h1>FAQ</h1><p>" + options.origin + "</p>", answers: [{ url: "/en/api/faq", status: 200, contentType: "application/json", body: "[\\"</script>\\"]" }] };
    if (url === "/fr/nope") return { kind: "page", status: 404, lang: "fr", head: "", body: "<h1>Page introuvable</h1>" };
    if (url === "/") return { kind: "redirect", location: "/fr" };
    if (url === "/en/application") return { kind: "shell", lang: "en", head: '<style data-emotion="css-global x">:root{}</style>' };
    throw new Error("render failed");
  }`;

  function withServerBuild() {
    const dist = tempFolder();
    const ssr = tempFolder();
    writeFileSync(join(dist, "index.html"), template);
    writeFileSync(join(ssr, "entry-server.js"), entry);
    return makeServer({ spaDir: dist, env: { SSR_DIR: ssr } });
  }

  /** The page as served, its scripts' nonces left out (security-headers.test.ts checks them). */
  const html = async (path: string, headers: Record<string, string> = {}) => {
    if (!server) throw new Error("start the server first");
    const response = await server.request(path, { headers: { accept: "text/html", ...headers } });
    const text = (await response.text()).replace(/ nonce="[^"]*"/g, "");
    return new Response(text, response);
  };

  it("puts the rendered page, its head tags and language in the app's index.html", async () => {
    server = withServerBuild();
    const response = await html("/en/faq?x=1", { cookie: "space=acquisition" });
    expect(response.status).toBe(200);
    // Rendered without the visitor's cookies: one page for everyone (server/pageServer.ts).
    expect(response.headers.get("vary")).not.toContain("Cookie");
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain("<title>FAQ | Hestia Campus</title>");
    expect(page).not.toContain("<title>Hestia Campus</title>");
    expect(page).toContain(`<div id="root"><h1>FAQ</h1><p>${ORIGIN}</p></div>`);
  });

  it("carries the API answers the page was built from, in a script they cannot close", async () => {
    server = withServerBuild();
    const page = await (await html("/en/faq")).text();
    const answers = /<script type="application\/json" id="server-answers">(.*?)<\/script>/s.exec(
      page,
    );
    expect(JSON.parse(answers?.[1] ?? "null")).toEqual([
      { url: "/en/api/faq", status: 200, contentType: "application/json", body: '["</script>"]' },
    ]);
    expect(page.indexOf("server-answers")).toBeGreaterThan(page.indexOf('<div id="root">'));
    expect(page.indexOf("server-answers")).toBeLessThan(page.indexOf('<script type="module">'));
    // A page built from no answer carries none.
    expect(await (await html("/fr/nope")).text()).not.toContain("server-answers");
  });

  it("asks for the scripts only after the first paint", async () => {
    server = withServerBuild();
    const page = await (await html("/en/faq")).text();
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head).not.toContain("/assets/index-abc.js");
    expect(head).not.toContain("modulepreload");
    const loader = page.slice(page.indexOf('<script type="module">'), page.indexOf("</body>"));
    expect(loader).toContain("requestAnimationFrame");
    expect(loader).toContain('.src=trustedEntryUrl("/assets/index-abc.js")');
    expect(loader).toContain('"/assets/react-abc.js"');
    // Taps before the app is live are kept for it (src/startup/earlyInteraction.ts).
    expect(page.indexOf("hcEarlyFields")).toBeLessThan(page.indexOf('<div id="root">'));
  });

  it("adds the script hints by small batches, one task each, then starts the app", async () => {
    const preloads = Array.from({ length: 40 }, (_, index) => `/assets/chunk-${index}.js`);
    const dist = tempFolder();
    const ssr = tempFolder();
    writeFileSync(
      join(dist, "index.html"),
      template.replace(
        '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
        preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join("\n"),
      ),
    );
    writeFileSync(join(ssr, "entry-server.js"), entry);
    server = makeServer({ spaDir: dist, env: { SSR_DIR: ssr } });
    const page = await (await html("/en/faq")).text();
    const loader = /<script type="module">(.*?)<\/script>/s.exec(page)?.[1] ?? "";

    // The loader run against a stand-in browser: each task is run in turn, as the browser would.
    const tasks: (() => void)[] = [];
    const hintsPerTask: number[] = [];
    const hinted: string[] = [];
    const imported: string[] = [];
    const fakeDocument = {
      createDocumentFragment: () => {
        const links: { href: string }[] = [];
        return { links, append: (link: { href: string }) => links.push(link) };
      },
      createElement: (tag: string) => ({ tag, href: "", src: "", type: "" }),
      head: {
        append: (added: {
          links?: { href: string }[];
          tag?: string;
          src?: string;
          type?: string;
        }) => {
          if (added.links) {
            hintsPerTask.push(added.links.length);
            hinted.push(...added.links.map((link) => link.href));
          } else if (added.tag === "script" && added.type === "module") {
            // The app starts from a module script element (trusted under 'strict-dynamic').
            imported.push(added.src ?? "");
          }
        },
      },
    };
    const run = new Function("document", "requestAnimationFrame", "setTimeout", loader);
    run(
      fakeDocument,
      (callback: () => void) => tasks.push(callback),
      (callback: (...args: unknown[]) => void, _delay: number, ...args: unknown[]) =>
        tasks.push(() => callback(...args)),
    );
    while (tasks.length > 0) {
      expect(imported).toEqual([]);
      tasks.shift()?.();
    }
    expect(hinted).toEqual(preloads);
    expect(Math.max(...hintsPerTask)).toBeLessThanOrEqual(15);
    expect(hintsPerTask.length).toBeGreaterThan(1);
    expect(imported).toEqual(["/assets/index-abc.js"]);
  });

  it("answers a page's status, keeps the app's title when the page has none, and redirects", async () => {
    server = withServerBuild();
    const missing = await html("/fr/nope");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<title>Hestia Campus</title>");
    const root = await html("/");
    expect(root.status).toBe(302);
    expect(root.headers.get("location")).toBe("/fr");
  });

  it("serves a signed-in page's empty shell with its language and the global styles", async () => {
    server = withServerBuild();
    const response = await html("/en/application");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<style data-emotion="css-global x">:root{}</style></head>');
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
  });

  describe("the scripts of the page's own chunk (server/pagePreloads.ts)", () => {
    const pagesEntry = `export async function renderPage(url) {
      if (url === "/en/faq") return { kind: "page", status: 200, lang: "en", head: "", body: "<h1>FAQ</h1>", answers: [], pageSource: "src/features/faq/FaqPage.tsx" };
      return { kind: "shell", lang: "en", head: "", pageSource: "src/features/tunnel/DossierPage.tsx" };
    }`;
    const manifest = {
      "src/features/faq/FaqPage.tsx": {
        file: "assets/FaqPage-1.js",
        imports: ["_react.js", "_faq.js"],
      },
      "_faq.js": { file: "assets/faq-1.js", imports: ["_react.js"] },
      "_react.js": { file: "assets/react-abc.js" },
      "src/features/tunnel/DossierPage.tsx": {
        file: "assets/DossierPage-1.js",
        imports: ["_faq.js"],
      },
    };

    function withManifest(text: string) {
      const dist = tempFolder();
      const ssr = tempFolder();
      mkdirSync(join(dist, ".vite"));
      writeFileSync(join(dist, ".vite", "manifest.json"), text);
      writeFileSync(join(dist, "index.html"), template);
      writeFileSync(join(ssr, "entry-server.js"), pagesEntry);
      return makeServer({ spaDir: dist, env: { SSR_DIR: ssr } });
    }

    it("are hinted with the start-up scripts, each once, on a rendered page and on a shell", async () => {
      server = withManifest(JSON.stringify(manifest));
      const page = await (await html("/en/faq")).text();
      const loader = /hint\(hrefs\)[\s\S]*,0,(\[[^\]]*\])\)\)<\/script>/.exec(page)?.[1] ?? "[]";
      expect(JSON.parse(loader)).toEqual([
        "/assets/react-abc.js",
        "/assets/FaqPage-1.js",
        "/assets/faq-1.js",
      ]);
      const shell = await (await html("/en/application")).text();
      const head = shell.slice(0, shell.indexOf("</head>"));
      const hinted = [...head.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)];
      expect(hinted.map((link) => link[1])).toEqual([
        "/assets/react-abc.js",
        "/assets/DossierPage-1.js",
        "/assets/faq-1.js",
      ]);
    });

    it("are left out, the page served as before, when the manifest is unusable", async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      server = withManifest('{"src/features/faq/FaqPage.tsx": {"file": 42}}');
      const page = await html("/en/faq");
      expect(page.status).toBe(200);
      const text = await page.text();
      expect(text).toContain("<h1>FAQ</h1>");
      expect(text).not.toContain("FaqPage-1.js");
      expect(logged).toHaveBeenCalledTimes(1);
      logged.mockRestore();
    });
  });

  it("serves the plain app when rendering fails", async () => {
    server = withServerBuild();
    const failure = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await html("/fr/residences-etudiantes");
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(page).not.toContain("css-global");
    expect(failure).toHaveBeenCalledTimes(1);
    failure.mockRestore();
  });
});

describe("configuration", () => {
  it("has documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      accessTokenTtl: 120,
      prebookingMinutes: 30,
      extensionMinutes: 15,
      extensionLimit: 2,
      analysisDelayMs: 3000,
      publicOrigin: undefined,
      devRoutesKey: undefined,
    });
    expect(config.dataDir.endsWith(".data")).toBe(true);
  });

  it("refuses invalid values at start-up", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadConfig({ EXTENSION_LIMIT: "-1" })).toThrow(/EXTENSION_LIMIT/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: "ftp://x" })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ DEV_ROUTES_KEY: "short" })).toThrow(/DEV_ROUTES_KEY/);
    expect(loadConfig({ PUBLIC_ORIGIN: "http://localhost:5173/some/path" }).publicOrigin).toBe(
      "http://localhost:5173",
    );
  });
});

describe("database", () => {
  it("runs each migration once and seeds only the first time", () => {
    const dir = tempFolder();
    const first = openDatabase(dir);
    expect(seedDatabase(first)).toBe(true);
    first.close();
    const again = openDatabase(dir);
    expect(all(again, "SELECT id FROM migrations")).toHaveLength(migrations.length);
    expect(seedDatabase(again)).toBe(false);
    expect(all(again, "SELECT id FROM residences")).toHaveLength(18);
    again.close();
  });

  it("reset deletes the data and seeds it again", () => {
    const dir = tempFolder();
    const db = openDatabase(dir);
    seedDatabase(db);
    db.exec("UPDATE users SET firstname = 'Changed' WHERE id = 'demo-nouveau'");
    db.close();
    mkdirSync(join(dir, "files"));
    writeFileSync(join(dir, "files", "upload.pdf"), "x");
    writeFileSync(join(dir, "keep.txt"), "not ours");
    resetDataDir(dir);
    const fresh = openDatabase(dir);
    expect(all(fresh, "SELECT firstname FROM users WHERE id = 'demo-nouveau'")).toEqual([
      { firstname: "Léa" },
    ]);
    fresh.close();
    expect(existsSync(join(dir, "files"))).toBe(false);
    expect(existsSync(join(dir, "keep.txt"))).toBe(true);
  });
});
