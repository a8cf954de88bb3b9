/**
 * Server settings, read once from environment variables. Every setting has a default so a
 * fresh checkout runs with `npm start`; docs/api.md lists them.
 */
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { trustedProxyProblem } from "./http/clientAddress.ts";

/** How the app's pages are rendered and kept (server/pageServer.ts, server/pageCache.ts). */
export type PagesConfig = {
  /** Memory for rendered pages, in MB; 0 turns the page cache off (every request renders). */
  cacheMegabytes: number;
  /** Seconds a rendered page is served as it is (also `s-maxage` for shared caches). */
  freshSeconds: number;
  /** Seconds a page past freshness is still served while it is rendered again. */
  staleSeconds: number;
  /** Render worker threads; 0 renders on the server's own event loop. */
  renderWorkers: number;
  /** Renders that may wait for a worker; past that, pages answer 503 with Retry-After. */
  renderQueue: number;
  /** Renders one client address may have under way at once (a cache-busting client). */
  rendersPerAddress: number;
};

export type Config = {
  port: number;
  host: string;
  /** Folder holding the SQLite file and uploaded files. */
  dataDir: string;
  /** Built single-page app served at `/` (the output of `vite build`). */
  spaDir: string;
  /** The server-rendering bundle (`vite build --ssr`); pages are rendered in the browser without it. */
  ssrDir: string;
  /** Seconds an access token lives; short so the app's renewal 30 s early is exercised. */
  accessTokenTtl: number;
  refreshTokenTtl: number;
  prebookingMinutes: number;
  extensionMinutes: number;
  extensionLimit: number;
  /**
   * Seconds a lapsed pre-booking still holds its lot, so the "pre-booking expired" dialog can
   * offer the extension the spec describes before the lot goes back on sale.
   */
  prebookingGraceSeconds: number;
  analysisDelayMs: number;
  /**
   * The identity-document reader (server/ocr/): worker threads, reads that may wait
   * for one, and the milliseconds a read may take, waiting included (past it: left to staff).
   */
  documentReaders: { workers: number; queue: number; timeoutMs: number };
  /** Hours an accepted file keeps its flat for payment and signature (the spec gives 48 h and 3 days). */
  reservationGuaranteeHours: number;
  /** Accounts one client address may try to create per hour (rate limit). */
  signUpsPerHour: number;
  /**
   * Origin the browser sees (scheme, host, port). Undefined means "the address the server
   * listens on", known only once it listens (port 0 in tests).
   */
  publicOrigin: string | undefined;
  /**
   * Secret that turns the development routes on (`/api/dev/*`: the outbox, moving a
   * pre-booking's end, taking a bed) and that each of their requests must carry in `x-dev-key`.
   * Undefined (the default, `npm start`): no development route is served at all.
   */
  devRoutesKey: string | undefined;
  /**
   * The tenants' Client space, another site of the operator (`login_ec_uri` of the identity
   * configuration; the handover links to it once all have signed). Undefined: the local
   * simulator's page (`/simulators/espace-client`).
   */
  clientSpaceUrl: string | undefined;
  /**
   * Addresses (or CIDR subnets) of the fronts before this server (`server/front.ts`, nginx, a
   * load balancer): from them only, the visitor's address is read from `X-Forwarded-For`
   * (server/http/clientAddress.ts). Empty (the default): the header is ignored.
   */
  trustedProxies: string[];
  pages: PagesConfig;
  mail: MailConfig;
  production: boolean;
};

/** How mails leave (server/domain/mailDelivery.ts, server/smtpTransport.ts). */
export type MailConfig = {
  /**
   * The SMTP server every mail is sent through (`smtp://` or `smtps://`, credentials allowed).
   * Undefined (the default): mails stay in the outbox, read with `npm run staff -- mails`.
   */
  smtpUrl: string | undefined;
  /** The sender every mail shows. */
  from: string;
};

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min} (got "${raw}")`);
  }
  return value;
}

function origin(raw: string | undefined, name = "PUBLIC_ORIGIN"): string | undefined {
  if (!raw) return undefined;
  const url = URL.parse(raw);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new Error(`${name} must be an http(s) origin (got "${raw}")`);
  }
  return url.origin;
}

function httpUrl(raw: string | undefined, name: string): string | undefined {
  if (!raw) return undefined;
  const url = URL.parse(raw);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new Error(`${name} must be an http(s) address (got "${raw}")`);
  }
  return url.href;
}

/** Long enough that it cannot be guessed by trying: the outbox shows every mail sent. */
const DEV_ROUTES_KEY_MIN_LENGTH = 16;

function devRoutesKey(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < DEV_ROUTES_KEY_MIN_LENGTH) {
    throw new Error(`DEV_ROUTES_KEY must be at least ${DEV_ROUTES_KEY_MIN_LENGTH} characters`);
  }
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === "production";
  return {
    port: integer(env, "PORT", 3000, 0),
    host: env.HOST || "127.0.0.1",
    dataDir: resolve(env.DATA_DIR || ".data"),
    spaDir: resolve(env.SPA_DIR || "dist"),
    ssrDir: resolve(env.SSR_DIR || "dist-server"),
    accessTokenTtl: integer(env, "ACCESS_TOKEN_TTL", 120, 10),
    refreshTokenTtl: integer(env, "REFRESH_TOKEN_TTL", 14 * 24 * 3600, 60),
    prebookingMinutes: integer(env, "PREBOOKING_MINUTES", 30, 1),
    extensionMinutes: integer(env, "EXTENSION_MINUTES", 15, 1),
    extensionLimit: integer(env, "EXTENSION_LIMIT", 2, 0),
    prebookingGraceSeconds: integer(env, "PREBOOKING_GRACE_SECONDS", 120, 0),
    analysisDelayMs: integer(env, "ANALYSIS_DELAY_MS", 3000, 0),
    documentReaders: {
      workers: integer(env, "DOCUMENT_READERS", 1, 1),
      queue: integer(env, "DOCUMENT_READ_QUEUE", 16, 0),
      timeoutMs: integer(env, "DOCUMENT_READ_TIMEOUT_MS", 15_000, 100),
    },
    reservationGuaranteeHours: integer(env, "RESERVATION_GUARANTEE_HOURS", 48, 1),
    signUpsPerHour: integer(env, "SIGN_UPS_PER_HOUR", 20, 1),
    publicOrigin: origin(env.PUBLIC_ORIGIN),
    devRoutesKey: devRoutesKey(env.DEV_ROUTES_KEY),
    clientSpaceUrl: httpUrl(env.CLIENT_SPACE_URL, "CLIENT_SPACE_URL"),
    trustedProxies: trustedProxies(env.TRUSTED_PROXIES),
    pages: loadPagesConfig(env),
    mail: { smtpUrl: smtpUrl(env.SMTP_URL), from: mailFrom(env.MAIL_FROM) },
    production,
  };
}

function smtpUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const url = URL.parse(raw);
  // Not echoed: the address may carry the SMTP account's password.
  if (!url || (url.protocol !== "smtp:" && url.protocol !== "smtps:") || !url.hostname) {
    throw new Error("SMTP_URL must be an smtp:// or smtps:// address with a host");
  }
  return url.href;
}

const DEFAULT_MAIL_FROM = "Hestia Campus <no-reply@hestia.test>";
/** An address, alone or as `Name <address>`: what a mail's From header holds. */
const MAIL_FROM_SHAPE = /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function mailFrom(raw: string | undefined): string {
  if (!raw) return DEFAULT_MAIL_FROM;
  const from = raw.trim();
  if (!MAIL_FROM_SHAPE.test(from)) {
    throw new Error(`MAIL_FROM must be an address or "Name <address>" (got "${raw}")`);
  }
  return from;
}

function trustedProxies(raw: string | undefined): string[] {
  const entries = (raw ?? "").split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    const problem = trustedProxyProblem(entry);
    if (problem) throw new Error(`TRUSTED_PROXIES: ${problem}`);
  }
  return entries;
}

function loadPagesConfig(env: Env): PagesConfig {
  return {
    cacheMegabytes: integer(env, "PAGE_CACHE_MB", 64, 0),
    freshSeconds: integer(env, "PAGE_FRESH_SECONDS", 60, 1),
    staleSeconds: integer(env, "PAGE_STALE_SECONDS", 600, 0),
    // One core stays for the event loop (API, sign-in, uploads, cached pages).
    renderWorkers: integer(env, "RENDER_WORKERS", Math.max(1, availableParallelism() - 1), 0),
    renderQueue: integer(env, "RENDER_QUEUE", 16, 0),
    rendersPerAddress: integer(env, "RENDERS_PER_ADDRESS", 4, 1),
  };
}

/**
 * Settings of the public front run alone (`npm run start:front`, server/front.ts): where it
 * listens, the built app it serves, and `API_ORIGIN`, the backend it forwards to (required).
 */
export type FrontConfig = Pick<
  Config,
  "port" | "host" | "spaDir" | "ssrDir" | "publicOrigin" | "pages" | "trustedProxies"
> & {
  apiOrigin: string;
};

export function loadFrontConfig(env: Env = process.env): FrontConfig {
  const apiOrigin = origin(env.API_ORIGIN, "API_ORIGIN");
  if (!apiOrigin)
    throw new Error("API_ORIGIN must be set: the backend's origin, e.g. http://10.0.0.5:3000");
  const { port, host, spaDir, ssrDir, publicOrigin, pages, trustedProxies } = loadConfig(env);
  return { port, host, spaDir, ssrDir, publicOrigin, pages, trustedProxies, apiOrigin };
}

/** The origin used in links and OIDC settings once the listening address is known. */
export function effectiveOrigin(
  config: Pick<Config, "publicOrigin" | "host">,
  listeningPort: number,
): string {
  return config.publicOrigin ?? `http://${config.host}:${listeningPort}`;
}
