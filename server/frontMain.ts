/**
 * `npm run start:front` (after `npm run build`): the public front alone, forwarding the API,
 * sign-in and files to the backend at `API_ORIGIN` (server/front.ts). The README says how to
 * run several behind a load balancer.
 */
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { effectiveOrigin, type FrontConfig, loadFrontConfig } from "./config.ts";
import { createFront } from "./front.ts";
import { clientAddressReader } from "./http/clientAddress.ts";

let config: FrontConfig;
try {
  config = loadFrontConfig();
} catch (error) {
  console.error(`Cannot start the front: ${(error as Error).message}`);
  process.exit(1);
}

// The origin (for links) is known once the server listens (PORT=0 picks a free port).
let handler: RequestListener = (_req, res) => {
  res.statusCode = 503;
  res.end();
};
let front: ReturnType<typeof createFront> | undefined;
const server = createServer((req, res) => handler(req, res));
server.once("error", (error: Error & { code?: string }) => {
  console.error(
    error.code === "EADDRINUSE"
      ? "Port already in use: set PORT to a free port."
      : `Cannot start the front: ${error.message}`,
  );
  process.exit(1);
});
server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  const origin = effectiveOrigin(config, port);
  front = createFront({
    spaDir: config.spaDir,
    ssrDir: config.ssrDir,
    origin,
    apiOrigin: config.apiOrigin,
    pages: config.pages,
    clientAddress: clientAddressReader(config.trustedProxies),
  });
  handler = getRequestListener(front.fetch);
  console.info(
    `Hestia Campus front listening on http://${config.host}:${port} (public origin ${origin})`,
  );
  console.info(
    `  app: ${config.spaDir}, forwarding the API, sign-in and files to ${config.apiOrigin}`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => void front?.close().then(() => process.exit(0)));
    server.closeAllConnections();
  });
}
