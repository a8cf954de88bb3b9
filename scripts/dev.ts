/**
 * `npm run dev`: Vite's dev server on 127.0.0.1:$PORT (5173) with hot reload, and the local
 * server on 127.0.0.1:$BACKEND_PORT (3001: API, content, sign-in), to which Vite proxies the
 * backend paths. The sign-in provider is told the browser's origin (Vite's), so its redirects
 * come back through the proxy.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { developmentDataFolder } from "./developmentDataFolder.ts";

/** Vite's command-line script (its package exports no path to it). */
const viteScript = resolve(import.meta.dirname, "../node_modules/vite/bin/vite.js");

const appPort = process.env.PORT || "5173";
const backendPort = process.env.BACKEND_PORT || "3001";
const appOrigin = `http://127.0.0.1:${appPort}`;
console.info(`Open ${appOrigin} (the local server answers behind it on port ${backendPort})`);
/** Development routes (the outbox, moving a pre-booking's end) are on here, behind this key. */
const devRoutesKey = process.env.DEV_ROUTES_KEY || randomBytes(18).toString("base64url");
console.info(
  `Development routes on: curl -H "x-dev-key: ${devRoutesKey}" ${appOrigin}/api/dev/outbox`,
);

const dataDir = developmentDataFolder();
console.info(`Data folder (database, uploaded files): ${dataDir}`);

const children = [
  spawn(process.execPath, ["server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: backendPort,
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: appOrigin,
      SERVE_APP: "false",
      DEV_ROUTES_KEY: devRoutesKey,
      DATA_DIR: dataDir,
    },
  }),
  // Vite's own script, not `npx vite`: npx did not pass SIGTERM on, so Vite outlived a server
  // that failed to start, holding its port.
  spawn(process.execPath, [viteScript, "--port", appPort, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, BACKEND_ORIGIN: `http://127.0.0.1:${backendPort}` },
  }),
];

const stopAll = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
for (const child of children) child.on("exit", stopAll);
