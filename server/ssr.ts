/**
 * Server rendering of the public pages: the built app's `index.html` filled with the page's
 * HTML and head tags (from `vite build --ssr`'s src/entry-server.tsx), made into a *page
 * version*: what the server keeps and sends for an address until it renders it again.
 *
 * A page is rendered without the visitor's cookies, so one version serves every visitor and any
 * shared cache may keep it. That is why its inline scripts are allowed by their hashes, not by
 * a per-response nonce (web.dev's strict CSP for cached pages): the render marks the scripts it
 * trusts (the template's and the router's own) with `trustMark`, and only those are hashed.
 *
 * This runs in a render worker (server/renderWorker.ts) or, without workers, in the server's
 * own thread (server/renderers.ts); either way it returns plain data.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import type { RenderedPage, ServerRenderOptions } from "../src/entry-server.tsx";
import { loadScriptsAfterFirstPaint } from "../src/startup/scriptsAfterFirstPaint.ts";
import { SERVER_ANSWERS_ELEMENT_ID, serializeServerAnswers } from "../src/startup/serverAnswers.ts";
import { withNonce } from "./http/securityHeaders.ts";
import { loadPageScripts, type PageScripts, withModulePreloads } from "./pagePreloads.ts";

type RenderModule = {
  renderPage(url: string, options: ServerRenderOptions): Promise<RenderedPage>;
};

/**
 * What the server sends for an address, the same for every visitor:
 * - `page`: rendered HTML, its gzip form, an ETag, and the hashes of its trusted inline scripts;
 * - `shell`: a signed-in page's empty shell, rendered in the browser; its scripts still carry
 *   `trustMark`, replaced with each response's nonce (it is never shared);
 * - `redirect`.
 */
export type PageVersion =
  | {
      kind: "page";
      status: number;
      html: string;
      gzip: Uint8Array<ArrayBuffer>;
      /** A strong validator of the HTML, quoted (RFC 9110 §8.8.3). */
      etag: string;
      /** `'sha256-…'` sources of the page's trusted inline scripts. */
      scriptHashes: string[];
    }
  | { kind: "shell"; html: string }
  | { kind: "redirect"; status: 301 | 302; location: string };

export type RenderPageVersion = (url: string) => Promise<PageVersion>;

export type PageVersionOptions = {
  entryFile: string;
  templateFile: string;
  /** The site's public origin: canonical and alternate URLs are absolute. */
  origin: string;
  /** How a render's API calls reach the API. */
  fetch: typeof fetch;
  /** Marks the scripts the render trusts; never sent to a browser as it is. */
  trustMark: string;
};

/** Renders page versions; the rendering bundle and templates load on the first call. */
export function createPageVersions(options: PageVersionOptions): RenderPageVersion {
  let loaded: Promise<[RenderModule, ReturnType<typeof templatesPerPage>]> | undefined;
  const sanitizingWindow = new JSDOM("")
    .window as unknown as ServerRenderOptions["sanitizingWindow"];
  const load = () => {
    loaded ??= Promise.all([
      import(pathToFileURL(options.entryFile).href) as Promise<RenderModule>,
      readFile(options.templateFile, "utf8"),
      loadPageScripts(join(dirname(options.templateFile), ".vite/manifest.json")),
    ]).then(([module, index, scriptsOf]) => [
      module,
      templatesPerPage(index, scriptsOf, options.trustMark),
    ]);
    // A failed load (a broken build) is tried again by the next render, not kept.
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };

  return async (url) => {
    const [module, templatesOf] = await load();
    const page = await module.renderPage(url, {
      origin: options.origin,
      fetch: options.fetch,
      sanitizingWindow,
      nonce: options.trustMark,
    });
    if (page.kind === "redirect") return page;
    const templates = templatesOf(page.pageSource);
    if (page.kind === "shell") return { kind: "shell", html: fillShell(templates.shell, page) };
    // The app's error page (a call the render needed failed) is not this address's page: no
    // copy of it is kept, and the visitor gets the plain app, which tries again in the browser.
    if (page.status >= 500) throw new Error(`the render ended on the error page (${page.status})`);
    const { html, scriptHashes } = hashTrustedScripts(
      fillTemplate(templates.page, page),
      options.trustMark,
    );
    return {
      kind: "page",
      status: page.status,
      html,
      gzip: gzipSync(html),
      etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 32)}"`,
      scriptHashes,
    };
  };
}

/**
 * Takes the trust mark off the inline scripts that carry it and returns their CSP hashes.
 * A script without the mark (none is expected: content HTML is sanitised) gets no hash, so
 * the browser refuses it.
 */
export function hashTrustedScripts(
  html: string,
  trustMark: string,
): { html: string; scriptHashes: string[] } {
  const attribute = ` nonce="${trustMark}"`;
  const scriptHashes = new Set<string>();
  const unmarked = html.replace(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
    (whole, attributes: string, body: string) => {
      if (!attributes.includes(attribute)) return whole;
      if (body !== "") {
        scriptHashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
      }
      return `<script${attributes.replace(attribute, "")}>${body}</script>`;
    },
  );
  // Module preloads in <head> carry the mark too; hashes do not cover them, and the page's
  // loader adds them itself (src/startup/scriptsAfterFirstPaint.ts).
  return { html: unmarked.replaceAll(attribute, ""), scriptHashes: [...scriptHashes] };
}

/**
 * The app's index.html per page module, with that page's scripts: as a shell (rendered in the
 * browser) and as a rendered page's template, every script marked trusted. Built on the
 * module's first request and kept.
 */
function templatesPerPage(index: string, scriptsOf: PageScripts, trustMark: string) {
  const built = new Map<string, { page: string; shell: string }>();
  return (pageSource: string | undefined) => {
    const key = pageSource ?? "";
    let templates = built.get(key);
    if (!templates) {
      const shell = withModulePreloads(index, scriptsOf(pageSource));
      templates = {
        page: withNonce(loadScriptsAfterFirstPaint(shell), trustMark),
        shell: withNonce(shell, trustMark),
      };
      built.set(key, templates);
    }
    return templates;
  };
}

function fillShell(template: string, page: Extract<RenderedPage, { kind: "shell" }>): string {
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
    .replace("</head>", () => `${page.head}</head>`);
}

function fillTemplate(template: string, page: Extract<RenderedPage, { kind: "page" }>): string {
  return (
    template
      .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
      // A page without a title of its own (not found) keeps the app's.
      .replace(/<title>[^<]*<\/title>/, (title) =>
        page.head.includes("<title>") ? page.head : title + page.head,
      )
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${page.body}</div>${answersScript(page.answers ?? [])}`,
      )
  );
}

/** The API answers the page was built from, for the browser to reuse (src/startup/serverAnswers.ts). */
function answersScript(answers: Extract<RenderedPage, { kind: "page" }>["answers"]): string {
  if (answers.length === 0) return "";
  return `<script type="application/json" id="${SERVER_ANSWERS_ELEMENT_ID}">${serializeServerAnswers(answers)}</script>`;
}

/**
 * A `fetch` whose calls go to `apiOrigin`, whatever origin their URL names: a render builds its
 * API URLs on the public origin, but a worker or a front reaches the API at its own address.
 *
 * A read that fails on the network is sent once more, as browsers do: a kept-alive connection
 * the server has just closed for idleness fails the first request sent on it ("other side
 * closed"), and a render's reads are all idempotent.
 */
export function fetchFrom(apiOrigin: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const send = () => fetch(new Request(new URL(pathname + search, apiOrigin), request.clone()));
    if (request.method !== "GET" && request.method !== "HEAD") return send();
    try {
      return await send();
    } catch (error) {
      if (request.signal.aborted) throw error;
      return send();
    }
  };
}
