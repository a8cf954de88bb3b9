/**
 * Serves the built app (`vite build` output): its files as they are, and `index.html` for any
 * other GET that asks for HTML so client routes such as `/fr/...` load the app. API, sign-in
 * and file paths never fall back to the app: they answer their own 404.
 */
import { readFile, stat } from "node:fs/promises";
import { join, normalize, sep } from "node:path";
import type { Context, MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import { type PageVariables, withNonce } from "./http/securityHeaders.ts";
import { localizedAddressOf } from "./http/unprefixedPaths.ts";
import type { PageServer } from "./pageServer.ts";

/** Seconds a client is asked to wait when every renderer is busy. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** Paths the API, sign-in and file routes answer, never the app (front.ts forwards them). */
export const NOT_APP = /^\/(?:api|oidc|files|simulators)(?:\/|$)|^\/[^/]+\/api\//;

async function fileAt(root: string, path: string): Promise<string | null> {
  const full = normalize(join(root, decodeURIComponent(path)));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * A request for a page: a browser's (`text/html`), or any client's (`*\/*`, e.g. `curl -I`) on a
 * path without a file extension. A missing file keeps its 404.
 */
function acceptsPage(accept: string | undefined, path: string): boolean {
  if ((accept ?? "").includes("text/html")) return true;
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  return (accept ?? "*/*").includes("*/*") && !lastSegment.includes(".");
}

export function spa(
  root: string,
  clientAddress: (c: Context) => string,
  pages?: PageServer,
): MiddlewareHandler<{ Variables: PageVariables }> {
  // The plain app's page, read once: the build does not change under a running server, and
  // under a rush of renders every refused page (503) sends it.
  let plainApp: Promise<string | null> | undefined;
  const readPlainApp = () => {
    plainApp ??= fileAt(root, "/index.html").then((path) => (path ? readFile(path, "utf8") : null));
    plainApp.then(
      (html) => {
        if (html === null) plainApp = undefined;
      },
      () => {
        plainApp = undefined;
      },
    );
    return plainApp;
  };
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== "GET" && method !== "HEAD") || NOT_APP.test(c.req.path)) return next();
    let path: string | null;
    try {
      path = await fileAt(root, c.req.path);
    } catch {
      return next();
    }
    let cache = "public, max-age=3600";
    if (path && c.req.path.startsWith("/assets/")) cache = "public, max-age=31536000, immutable";
    if (!path) {
      if (!acceptsPage(c.req.header("accept"), c.req.path)) return next();
      const localized = localizedAddressOf(c.req.path, c.req.header("accept-language"));
      if (localized) {
        const search = new URL(c.req.url).search;
        // The path names its language: the same move for everyone, kept. A path both
        // languages share follows each visitor's preference: never shared.
        c.header(
          "cache-control",
          localized.byPreference ? "private, no-cache" : "public, max-age=3600",
        );
        if (localized.byPreference) c.header("vary", "Accept-Language");
        return c.redirect(localized.location + search, localized.byPreference ? 302 : 301);
      }
      const served =
        method === "GET"
          ? await pages?.serve(c.req.raw, {
              nonce: c.get("cspNonce"),
              clientAddress: clientAddress(c),
            })
          : null;
      if (served && served !== "busy") {
        if (served.scriptHashes) c.set("cspScriptHashes", served.scriptHashes);
        return served.response;
      }
      const html = await readPlainApp();
      if (html === null) return next();
      // The app's page runs its scripts by the response's nonce (securityHeaders.ts).
      const page = withNonce(html, c.get("cspNonce"));
      const type = "text/html; charset=utf-8";
      if (served === "busy") {
        // Too many renders: 503 and Retry-After for crawlers and caches, and the plain app
        // as its body, which a browser renders by itself: the visitor still gets the page.
        c.header("retry-after", String(BUSY_RETRY_AFTER_SECONDS));
        return c.body(page, 503, { "content-type": type, "cache-control": "no-store" });
      }
      const headers = { "content-type": type, "cache-control": "no-cache" };
      return method === "HEAD" ? c.body(null, 200, headers) : c.body(page, 200, headers);
    }
    const headers = {
      "content-type": getMimeType(path) ?? "application/octet-stream",
      "cache-control": path.endsWith("index.html") ? "no-cache" : cache,
    };
    if (method === "HEAD") return c.body(null, 200, headers);
    // The app's page runs its scripts by the response's nonce (securityHeaders.ts).
    if (path.endsWith("index.html")) {
      return c.body(withNonce(await readFile(path, "utf8"), c.get("cspNonce")), 200, headers);
    }
    return c.body(new Uint8Array(await readFile(path)), 200, headers);
  };
}
