/**
 * The app's pages as HTTP answers: a page version from the cache (server/pageCache.ts), with the
 * headers that let browsers and shared caches (a CDN, nginx) keep it.
 *
 * - A rendered page is the same for every visitor: an ETag (`304 Not Modified` when it still
 *   matches), its gzip form sent as it was made, and, for a visitor without a session, a
 *   `Cache-Control` a shared cache may follow (`s-maxage`, `stale-while-revalidate`). A request
 *   carrying a session cookie gets the same HTML marked `private`: a shared cache keeps nothing
 *   from a signed-in visit.
 * - Its inline scripts are allowed by hash (`scriptHashes`), so the policy has no nonce a cache
 *   would repeat to everyone.
 * - A signed-in page's shell gets the response's nonce and is never shared.
 */
import { setTimeout } from "node:timers/promises";
import type { PagesConfig } from "./config.ts";
import { createPageCache } from "./pageCache.ts";
import { createRenderer, RendererBusyError, type RendererOptions } from "./renderers.ts";
import type { PageVersion } from "./ssr.ts";

/** How long a client past its share of renders waits for its 503. */
const CLIENT_REFUSAL_DELAY_MS = 1000;

/** The cookies that mean a session (src/storage/cookies.ts): their answers stay private. */
const SESSION_COOKIE = /(?:^|;\s*)(?:access_token|renewable_session)=/;

/** What `serve` answers: a response, with the hashes of its inline scripts for its policy. */
export type ServedPage = { response: Response; scriptHashes?: string[] };

export type PageServer = ReturnType<typeof createPageServer>;

export function createPageServer(
  options: Omit<RendererOptions, "workers" | "queue"> & {
    pages: PagesConfig;
    now?: () => Date;
  },
) {
  const { pages, now = () => new Date(), ...rendererOptions } = options;
  const renderer = createRenderer({
    ...rendererOptions,
    workers: pages.renderWorkers,
    queue: pages.renderQueue,
  });
  const cache = createPageCache({
    render: renderer.render,
    maxBytes: pages.cacheMegabytes * 2 ** 20,
    freshMs: pages.freshSeconds * 1000,
    staleMs: pages.staleSeconds * 1000,
    rendersPerAddress: pages.rendersPerAddress,
    now: () => now().getTime(),
  });
  const sharedCacheControl = `public, max-age=0, s-maxage=${pages.freshSeconds}, stale-while-revalidate=${pages.staleSeconds}`;

  return {
    /**
     * The page for `request`, or "busy" (every renderer taken, or this client's share of them),
     * or null when rendering failed (the caller serves the plain app, rendered in the browser).
     */
    async serve(
      request: Request,
      context: { nonce: string; clientAddress: string },
    ): Promise<ServedPage | "busy" | null> {
      const url = new URL(request.url);
      let version: PageVersion;
      try {
        version = await cache.get(url.pathname + url.search, context.clientAddress);
      } catch (error) {
        if (error instanceof RendererBusyError) {
          // A client past its share of renders waits before its refusal: one that asks again
          // at once (a scraper, a cache-busting loop) would otherwise keep the event loop busy
          // answering 503s, and sign-in and saves would wait behind them.
          if (error.refused === "client") await setTimeout(CLIENT_REFUSAL_DELAY_MS);
          return "busy";
        }
        console.error(`[server] rendering ${request.url} failed; serving the plain app:`, error);
        return null;
      }
      const signedIn = SESSION_COOKIE.test(request.headers.get("cookie") ?? "");
      const cacheControl = signedIn ? "private, no-cache" : sharedCacheControl;
      if (version.kind === "redirect") {
        const headers = { location: version.location, "cache-control": cacheControl };
        return { response: new Response(null, { status: version.status, headers }) };
      }
      if (version.kind === "shell") {
        const html = version.html.replaceAll(
          `nonce="${renderer.trustMark}"`,
          `nonce="${context.nonce}"`,
        );
        return {
          response: new Response(html, {
            headers: {
              "content-type": "text/html; charset=utf-8",
              "cache-control": "private, no-cache",
            },
          }),
        };
      }
      return {
        response: pageResponse(version, request, cacheControl),
        scriptHashes: version.scriptHashes,
      };
    },
    stats: cache.stats,
    close: renderer.close,
  };
}

/** A rendered page: 304 when the client's copy matches, gzip when the client takes it. */
function pageResponse(
  version: Extract<PageVersion, { kind: "page" }>,
  request: Request,
  cacheControl: string,
): Response {
  const gzip = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
  // Each encoding is its own representation, with its own validator (RFC 9110 §8.8.3).
  const etag = gzip ? `${version.etag.slice(0, -1)}-gz"` : version.etag;
  const headers: Record<string, string> = {
    "content-type": "text/html; charset=utf-8",
    "cache-control": cacheControl,
    etag,
    vary: "Accept-Encoding",
  };
  if (matchesEtag(request.headers.get("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  if (!gzip) return new Response(version.html, { status: version.status, headers });
  return new Response(version.gzip, {
    status: version.status,
    headers: { ...headers, "content-encoding": "gzip" },
  });
}

/** `If-None-Match` against our tag: `*`, or any listed tag, weak or strong (RFC 9110 §13.1.2). */
function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
