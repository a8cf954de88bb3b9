/**
 * The public front run alone: the built app's files and its server-rendered public pages, with
 * every API, sign-in, file and crawler path forwarded to the backend at `apiOrigin`. It keeps
 * no visitor's data (no database, no session; only rendered public pages, the same for everyone),
 * so any number of instances can run behind a load balancer or a CDN; `npm start` runs the same
 * pieces (publicPages.ts) inside the backend's one process instead.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { PagesConfig } from "./config.ts";
import type { PageVariables } from "./http/securityHeaders.ts";
import { builtApp, securityHeaders } from "./publicPages.ts";
import { NOT_APP } from "./static.ts";

/** The backend's paths outside NOT_APP: the root's redirect and the crawlers' files. */
const BACKEND_ROOT_FILES = /^\/(?:sitemap\.xml|robots\.txt)?$/;

/** Connection-level headers a proxy does not pass on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "host"];

export type FrontOptions = {
  spaDir: string;
  ssrDir: string;
  /** The origin the browser sees (links, canonical URLs, the CSP's frame source). */
  origin: string;
  /** The backend: API, content, sign-in, files. */
  apiOrigin: string;
  /** How pages are rendered and kept. */
  pages: PagesConfig;
  /**
   * The visitor's address (clientAddress.ts): told to the backend in `x-forwarded-for`, which
   * the backend believes when this front is in its `TRUSTED_PROXIES`.
   */
  clientAddress: (c: Context) => string;
};

export function createFront(options: FrontOptions) {
  const toBackend = (url: string) => {
    const { pathname, search } = new URL(url);
    return new URL(pathname + search, options.apiOrigin);
  };
  const app = new Hono<{ Variables: PageVariables }>();
  app.use("*", compress());

  app.all("*", async (c, next) => {
    if (!NOT_APP.test(c.req.path) && !BACKEND_ROOT_FILES.test(c.req.path)) return next();
    const incoming = new URL(c.req.url);
    const headers = new Headers(c.req.raw.headers);
    for (const name of [...HOP_BY_HOP, "x-forwarded-for"]) headers.delete(name);
    // The sign-in provider trusts these (server/oidc/provider.ts): its links keep the public host.
    headers.set("x-forwarded-host", incoming.host);
    headers.set("x-forwarded-proto", incoming.protocol.slice(0, -1));
    // Replaced, not appended to: this front has already read past the hops it trusts.
    headers.set("x-forwarded-for", options.clientAddress(c));
    const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
    const answer = await fetch(toBackend(c.req.url), {
      method: c.req.method,
      headers,
      redirect: "manual",
      ...(hasBody ? { body: c.req.raw.body, duplex: "half" } : {}),
    } as RequestInit);
    // fetch has already decoded the body: its length and encoding no longer describe it.
    const answerHeaders = new Headers(answer.headers);
    for (const name of [...HOP_BY_HOP, "content-encoding", "content-length"])
      answerHeaders.delete(name);
    return new Response(answer.body, { status: answer.status, headers: answerHeaders });
  });

  // Only the app's own pages are left: each gets the app's headers and is rendered here.
  app.use("*", ...securityHeaders(() => "app", options.origin));
  // Renders call the backend for their data, as a browser would.
  const built = builtApp({
    spaDir: options.spaDir,
    ssrDir: options.ssrDir,
    origin: options.origin,
    pages: options.pages,
    apiOrigin: options.apiOrigin,
    clientAddress: options.clientAddress,
  });
  app.use("*", built.middleware);
  app.notFound((c) => c.json({ error: "notFound" }, 404));
  return Object.assign(app, { close: async () => built.pages?.close() });
}
