/**
 * Server rendering of the public pages: the built app's `index.html` filled with the page's
 * HTML and head tags (from `vite build --ssr`'s src/entry-server.tsx). Any failure serves the
 * plain `index.html`, which the browser renders by itself: a rendering bug costs speed, never
 * the page.
 */
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { JSDOM } from "jsdom";
import type { RenderedPage, ServerRenderOptions } from "../src/entry-server.tsx";
import { loadScriptsAfterFirstPaint } from "../src/startup/scriptsAfterFirstPaint.ts";
import { SERVER_ANSWERS_ELEMENT_ID, serializeServerAnswers } from "../src/startup/serverAnswers.ts";
import { withNonce } from "./http/securityHeaders.ts";
import { loadPageScripts, type PageScripts, withModulePreloads } from "./pagePreloads.ts";

type RenderModule = {
  renderPage(
    url: string,
    cookieHeader: string,
    options: ServerRenderOptions,
  ): Promise<RenderedPage>;
};

/** `nonce`: the response's script nonce, given to the page's own scripts. */
export type PageRenderer = (request: Request, nonce: string) => Promise<Response | null>;

export function createPageRenderer(options: {
  entryFile: string;
  templateFile: string;
  origin: string;
  fetch: typeof fetch;
}): PageRenderer {
  let loaded: Promise<[RenderModule, ReturnType<typeof templatesPerPage>]> | undefined;
  const sanitizingWindow = new JSDOM("")
    .window as unknown as ServerRenderOptions["sanitizingWindow"];
  const load = () => {
    loaded ??= Promise.all([
      import(pathToFileURL(options.entryFile).href) as Promise<RenderModule>,
      readFile(options.templateFile, "utf8"),
      loadPageScripts(join(dirname(options.templateFile), ".vite/manifest.json")),
    ]).then(([module, index, scriptsOf]) => [module, templatesPerPage(index, scriptsOf)]);
    return loaded;
  };

  return async (request, nonce) => {
    try {
      const [module, templatesOf] = await load();
      const url = new URL(request.url);
      const page = await module.renderPage(
        url.pathname + url.search,
        request.headers.get("cookie") ?? "",
        { origin: options.origin, fetch: options.fetch, sanitizingWindow, nonce },
      );
      if (page.kind === "redirect") {
        // A fresh Response (not Response.redirect's): later middleware adds its headers.
        return new Response(null, { status: page.status, headers: { location: page.location } });
      }
      const templates = templatesOf(page.pageSource);
      if (page.kind === "shell") {
        // Rendered in the browser: its scripts load at once, as the plain index.html's do.
        return new Response(fillShell(withNonce(templates.shell, nonce), page), {
          headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
        });
      }
      return new Response(fillTemplate(withNonce(templates.page, nonce), page), {
        status: page.status,
        headers: {
          "content-type": "text/html; charset=utf-8",
          "cache-control": "no-cache",
          // The header's account part depends on the session cookie.
          vary: "Cookie",
        },
      });
    } catch (error) {
      console.error(`[server] rendering ${request.url} failed; serving the plain app:`, error);
      return null;
    }
  };
}

/**
 * The app's index.html per page module, with that page's scripts: as a shell (rendered in the
 * browser) and as a rendered page's template. Built on the module's first request and kept.
 */
function templatesPerPage(index: string, scriptsOf: PageScripts) {
  const built = new Map<string, { page: string; shell: string }>();
  return (pageSource: string | undefined) => {
    const key = pageSource ?? "";
    let templates = built.get(key);
    if (!templates) {
      const shell = withModulePreloads(index, scriptsOf(pageSource));
      templates = { page: loadScriptsAfterFirstPaint(shell), shell };
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
