/**
 * The Node HTTP server: `/oidc/interaction/*` to the sign-in pages (and `/oidc/account/*` to the
 * account pages written alongside them: an email change's confirmation), the rest of `/oidc/*` to
 * the OIDC provider, everything else to the app. Used by main.ts and by the end-to-end tests.
 */
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app.ts";
import { type Config, effectiveOrigin } from "./config.ts";
import { openDatabase } from "./db.ts";
import { sweepDocumentFiles } from "./domain/documents.ts";
import { sweepExpiredConfirmations } from "./domain/emailConfirmations.ts";
import { startMailDelivery } from "./domain/mailDelivery.ts";
import { clientAddressReader } from "./http/clientAddress.ts";
import { createRateLimiters } from "./http/rateLimits.ts";
import { createDocumentReader } from "./ocr/documentReader.ts";
import { interactionRoutes } from "./oidc/interactions.ts";
import { accessTokenVerifier, createProvider } from "./oidc/provider.ts";
import { seedDatabase } from "./seed/index.ts";
import { smtpTransport } from "./smtpTransport.ts";

export type RunningServer = Awaited<ReturnType<typeof startServer>>;

/** `now`: the app's clock (deadlines, sign-in delays); tests move it. The provider keeps its own. */
export async function startServer(config: Config, options: { now?: () => Date } = {}) {
  const db = openDatabase(config.dataDir);
  const seeded = seedDatabase(db);
  const swept = sweepDocumentFiles(db, config.dataDir);
  sweepExpiredConfirmations(db, new Date());
  if (swept.moved + swept.removed > 0) {
    console.info(
      `[server] uploads: ${swept.moved} interrupted move(s) finished, ${swept.removed} orphan file(s) deleted`,
    );
  }
  // Requests that arrive before the provider exists (it needs the port) wait for nothing: 503.
  let handler: RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = effectiveOrigin(config, port);
  const now = options.now ?? (() => new Date());

  const provider = createProvider({ db, config, origin });
  const rateLimiters = createRateLimiters({ signUpsPerHour: config.signUpsPerHour });
  const spaDir = existsSync(config.spaDir) ? config.spaDir : undefined;
  // Identity documents are read in worker threads, never on the event loop.
  const documentReader = createDocumentReader(config.documentReaders);
  const app = createApp({
    documentReader,
    db,
    config,
    origin,
    now,
    verifyAccessToken: accessTokenVerifier(provider),
    rateLimiters,
    ...(spaDir ? { spaDir } : {}),
    // Render workers call the API as a browser would, on the address the server listens on.
    renderApiOrigin: `http://${loopbackHost(config.host)}:${port}`,
  });
  const appListener = getRequestListener(app.fetch);
  const interactionListener = getRequestListener(
    interactionRoutes(provider, {
      db,
      now,
      rateLimiters,
      origin,
      clientAddress: clientAddressReader(config.trustedProxies),
    }).fetch,
  );
  const oidc = provider.callback();

  handler = (req, res) => {
    const url = req.url ?? "/";
    if (url.startsWith("/oidc/interaction/") || url.startsWith("/oidc/account/"))
      return void interactionListener(req, res);
    if (url === "/oidc" || url.startsWith("/oidc/") || url.startsWith("/oidc?")) {
      // The provider routes relative to its mount path and rebuilds its links from originalUrl.
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
      req.url = url.slice("/oidc".length) || "/";
      return oidc(req, res);
    }
    return void appListener(req, res);
  };

  // Mails queued by requests and staff commands leave from here, never within a request.
  const { smtpUrl, from } = config.mail;
  const mailDelivery = startMailDelivery({
    db,
    transport: smtpUrl ? smtpTransport({ smtpUrl, from }) : null,
    now,
  });

  return {
    origin,
    port,
    db,
    seeded,
    spaDir,
    pageStats: app.pageStats,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          // The delivery's round under way records its outcome before the database closes.
          void mailDelivery
            .close()
            .then(() => {
              db.close();
              return Promise.all([app.close(), documentReader.close()]);
            })
            .then(() => resolve());
        });
        server.closeAllConnections();
      }),
  };
}

/** An address this machine reaches the server at: a wildcard listening address is not one. */
function loopbackHost(host: string): string {
  if (host === "0.0.0.0") return "127.0.0.1";
  if (host === "::") return "[::1]";
  return host.includes(":") ? `[${host}]` : host;
}
