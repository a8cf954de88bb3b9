/**
 * The HTTP application: the documented API contract, content, pictures and (optionally) the
 * built app. It uses only web-standard Request/Response, so the same app answers through
 * Node's HTTP server, through `app.request()` in tests, and inside MSW in component tests.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { Config } from "./config.ts";
import type { Db } from "./db.ts";
import { expireLapsedPrebookings } from "./domain/prebooking.ts";
import { challengeUnauthorized } from "./http/auth.ts";
import { clientAddressReader } from "./http/clientAddress.ts";
import { createDpopReplayCache } from "./http/dpop.ts";
import type { AppEnv, Deps, VerifyAccessToken } from "./http/env.ts";
import { ApiError } from "./http/errors.ts";
import {
  createRateLimiters,
  RateLimitedError,
  type RateLimiters,
  rateLimitedResponse,
} from "./http/rateLimits.ts";
import type { PageKind } from "./http/securityHeaders.ts";
import type { DocumentReader } from "./ocr/documentReader.ts";
import { accountSessions } from "./oidc/sessions.ts";
import { pictureSvg } from "./pictures.ts";
import { builtApp, securityHeaders } from "./publicPages.ts";
import { addressRoutes } from "./routes/address.ts";
import { catalogueRoutes, residencesAcquisition } from "./routes/content-catalogue.ts";
import { editorialRoutes } from "./routes/content-editorial.ts";
import { siteRoutes } from "./routes/content-site.ts";
import { crawlerRoutes } from "./routes/crawlers.ts";
import { devRoutes } from "./routes/dev.ts";
import { documentRoutes } from "./routes/documents.ts";
import { dossierRoutes } from "./routes/dossier.ts";
import { exportRestRoutes } from "./routes/export-rest.ts";
import { followupRoutes } from "./routes/followup.ts";
import { handoverRoutes } from "./routes/handover.ts";
import { mailRoutes } from "./routes/mail.ts";
import { oktaRoutes } from "./routes/okta.ts";
import { simulatorRoutes } from "./routes/simulators.ts";
import { providerSimulatorRoutes } from "./routes/simulators-providers.ts";
import { staffRoutes } from "./routes/staff.ts";
import { userRoutes } from "./routes/user.ts";
import { profileRoutes } from "./routes/user-profile.ts";
import { sessionRoutes } from "./routes/user-sessions.ts";
import { vialinkRoutes } from "./routes/vialink.ts";

const CONTENT_PATH = /^\/(?:[^/]+\/)?api\/content\//;
/** Calls that carry files (base64 in JSON or form data): 12 MB images grow by a third. */
const UPLOAD_PATH =
  /^\/api\/(?:ac_campus\/sharepoint\/add|ac_residence\/sharepoint\/addDocument|ac_campus\/vialink\/|ac_campus\/handover\/insurance$)/;
const MB = 1024 * 1024;
const FILE_MAX_BYTES = 20 * MB;
const BODY_MAX_BYTES = MB;

/** The most a request body may weigh on a path of the app (larger: 413). */
export function maxBodyBytes(path: string): number {
  return UPLOAD_PATH.test(path) ? FILE_MAX_BYTES : BODY_MAX_BYTES;
}

/** The e-signature page lives in the app's frame; the other simulators are plain pages. */
function pageKindOf(c: Context): PageKind {
  if (c.req.path.startsWith("/simulators/signature/")) return "framedPage";
  return c.req.path.startsWith("/simulators/") ? "page" : "app";
}

export type CreateAppOptions = {
  db: Db;
  config: Config;
  verifyAccessToken: VerifyAccessToken;
  now?: () => Date;
  /** Origin the browser sees; defaults to the configured one or the listening address. */
  origin?: string;
  /** Shared with the sign-in pages by the server; a fresh set by default. */
  rateLimiters?: RateLimiters;
  /** Folder of the built app to serve; omitted in tests and inside MSW. */
  spaDir?: string;
  /**
   * Where render workers reach this app's API (the server's own loopback address). Without it
   * (tests, MSW: no listening address) pages are rendered in this thread.
   */
  renderApiOrigin?: string;
  /** Reads identity documents (server/ocr/documentReader.ts); the server gives one, MSW none. */
  documentReader?: DocumentReader;
};

export function createApp(options: CreateAppOptions) {
  const deps: Deps = {
    db: options.db,
    config: options.config,
    verifyAccessToken: options.verifyAccessToken,
    sessions: accountSessions(options.db),
    rateLimiters: options.rateLimiters ?? createRateLimiters(),
    dpopReplay: createDpopReplayCache(options.db),
    clientAddress: clientAddressReader(options.config.trustedProxies),
    now: options.now ?? (() => new Date()),
    ...(options.documentReader ? { documentReader: options.documentReader } : {}),
    origin:
      options.origin ??
      options.config.publicOrigin ??
      `http://${options.config.host}:${options.config.port}`,
  };
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status);
    if (error instanceof RateLimitedError) return rateLimitedResponse(c, error);
    console.error(`[server] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ error: "internal" }, 500);
  });
  app.notFound((c) => c.json({ error: "notFound" }, 404));

  // The app's scripts and the API's JSON travel compressed (gzip or deflate, as the browser
  // accepts): on a phone's network that is most of the page's loading time.
  app.use("*", compress());

  app.use("*", ...securityHeaders(pageKindOf, deps.origin));
  app.use("*", challengeUnauthorized);
  // A refused body is left unread, so the answer says the connection ends with it: a client
  // that reused the connection would lose its next request when the rest is not drained in time.
  const tooLarge = (c: Context, error: string) => {
    c.header("connection", "close");
    return c.json({ error }, 413);
  };
  const smallBodies = bodyLimit({
    maxSize: BODY_MAX_BYTES,
    onError: (c) => tooLarge(c, "requeteTropVolumineuse"),
  });
  const fileBodies = bodyLimit({
    maxSize: FILE_MAX_BYTES,
    onError: (c) => tooLarge(c, "fichierTropVolumineux"),
  });
  // Every route, not only the API: the simulators' forms are read whole too.
  app.use("*", (c, next) =>
    (maxBodyBytes(c.req.path) === FILE_MAX_BYTES ? fileBodies : smallBodies)(c, next),
  );

  app.use("*", async (c, next) => {
    const api = c.req.path.startsWith("/api/");
    // Pre-bookings end by the clock, not by a job: every API or content call first frees
    // lapsed lots, so listings and the tunnel agree on what is available.
    if (api || CONTENT_PATH.test(c.req.path)) {
      expireLapsedPrebookings(deps.db, deps.now(), deps.config.prebookingGraceSeconds);
    }
    await next();
    if (api) c.header("cache-control", "no-store");
  });

  app.get("/files/pictures/:file", (c) => {
    const name = c.req.param("file").replace(/\.svg$/, "");
    const svg = c.req.param("file").endsWith(".svg") ? pictureSvg(name) : null;
    if (!svg) return c.json({ error: "notFound" }, 404);
    return c.body(svg, 200, {
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=86400",
    });
  });

  const content = new Hono<AppEnv>();
  content.get("/api/content/residences_acquisition", (c) => c.json(residencesAcquisition(deps)));
  content.route("/:locale/api/content", catalogueRoutes(deps));
  content.route("/:locale/api/content", siteRoutes(deps));
  content.route("/:locale/api/content", editorialRoutes(deps));
  app.route("/", content);
  app.route(
    "/",
    exportRestRoutes((path, init) => Promise.resolve(app.request(path, init))),
  );

  app.route("/", oktaRoutes(deps));
  app.route("/", userRoutes(deps));
  app.route("/", profileRoutes(deps));
  app.route("/", sessionRoutes(deps));
  app.route("/", mailRoutes(deps));
  app.route("/", addressRoutes(deps));
  app.route("/", dossierRoutes(deps));
  app.route("/", documentRoutes(deps));
  app.route("/", followupRoutes(deps));
  app.route("/", handoverRoutes(deps));
  app.route("/", vialinkRoutes(deps));
  app.route("/", staffRoutes(deps));
  app.route("/", simulatorRoutes(deps));
  app.route("/", crawlerRoutes(deps));
  app.route("/", providerSimulatorRoutes(deps));
  if (deps.config.devRoutesKey) app.route("/", devRoutes(deps, deps.config.devRoutesKey));

  const built = options.spaDir
    ? builtApp({
        spaDir: options.spaDir,
        ssrDir: options.config.ssrDir,
        origin: deps.origin,
        pages: options.config.pages,
        now: deps.now,
        clientAddress: deps.clientAddress,
        apiOrigin: options.renderApiOrigin,
        // Without workers, a page's API calls are answered here, without leaving the process.
        fetch: options.renderApiOrigin
          ? undefined
          : (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
      })
    : undefined;
  if (built) app.use("*", built.middleware);
  return Object.assign(app, {
    /** The rendered pages kept (the load run's memory figures). */
    pageStats: () => built?.pages?.stats(),
    /** Stops the render workers. */
    close: async () => built?.pages?.close(),
  });
}
