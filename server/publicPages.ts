/**
 * What the public front is made of, shared by the one-process server (app.ts, `npm start`) and
 * the front that runs alone (front.ts): the security headers of every response, and the built
 * app served with server rendering. Neither holds anything between requests.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { PagesConfig } from "./config.ts";
import { type PageKind, type PageVariables, securityPolicies } from "./http/securityHeaders.ts";
import { PAGE_STYLE_HASHES } from "./oidc/views.ts";
import { createPageServer, type PageServer } from "./pageServer.ts";
import { spa } from "./static.ts";

type Env = { Variables: PageVariables };

/** The security headers (and the response's CSP nonce) of every response. */
export function securityHeaders(
  pageKindOf: (c: Context) => PageKind,
  origin: string,
): MiddlewareHandler<Env>[] {
  return [
    secureHeaders({ crossOriginResourcePolicy: "same-origin", xFrameOptions: "SAMEORIGIN" }),
    securityPolicies(pageKindOf, { origin, pageStyleHashes: PAGE_STYLE_HASHES }),
  ];
}

/**
 * The built app (`spaDir`), its pages rendered on the server when the rendering bundle
 * (`ssrDir`) is there: in worker threads that reach the API at `apiOrigin`, or without one in
 * this thread through `fetch` (tests, MSW). `close` stops the workers.
 */
export function builtApp(options: {
  spaDir: string;
  ssrDir: string;
  origin: string;
  pages: PagesConfig;
  apiOrigin?: string | undefined;
  fetch?: typeof fetch | undefined;
  now?: () => Date;
  /** The visitor's address: renders under way are limited per address. */
  clientAddress: (c: Context) => string;
}): { middleware: MiddlewareHandler<Env>; pages: PageServer | undefined } {
  const entryFile = join(options.ssrDir, "entry-server.js");
  const pages = existsSync(entryFile)
    ? createPageServer({
        entryFile,
        templateFile: join(options.spaDir, "index.html"),
        origin: options.origin,
        pages: options.pages,
        apiOrigin: options.apiOrigin,
        fetch: options.fetch,
        ...(options.now ? { now: options.now } : {}),
      })
    : undefined;
  return { middleware: spa(options.spaDir, options.clientAddress, pages), pages };
}
