/**
 * What the public front is made of, shared by the one-process server (app.ts, `npm start`) and
 * the front that runs alone (front.ts): the security headers of every response, and the built
 * app served with server rendering. Neither holds anything between requests.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { type PageKind, securityPolicies } from "./http/securityHeaders.ts";
import { PAGE_STYLE_HASHES } from "./oidc/views.ts";
import { createPageRenderer } from "./ssr.ts";
import { spa } from "./static.ts";

type Env = { Variables: { cspNonce: string } };

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
 * The built app (`spaDir`), its public pages rendered on the server when the rendering bundle
 * (`ssrDir`) is there. `fetch` is how a render's API calls reach the API.
 */
export function builtApp(options: {
  spaDir: string;
  ssrDir: string;
  origin: string;
  fetch: typeof fetch;
}): MiddlewareHandler<Env> {
  const entryFile = join(options.ssrDir, "entry-server.js");
  const renderPage = existsSync(entryFile)
    ? createPageRenderer({
        entryFile,
        templateFile: join(options.spaDir, "index.html"),
        origin: options.origin,
        fetch: options.fetch,
      })
    : undefined;
  return spa(options.spaDir, renderPage);
}
