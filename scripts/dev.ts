/**
 * `npm run dev`: the local server on 127.0.0.1:3001 (API, content, sign-in) and Vite's dev
 * server on 127.0.0.1:5173 with hot reload, which proxies the backend paths to it. The sign-in
 * provider is told the browser's origin (Vite's), so its redirects come back through the proxy.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { developmentDataFolder } from "./developmentDataFolder.ts";

const appOrigin = "http://127.0.0.1:5173";
const backendPort = "3001";
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
  spawn("npx", ["vite", "--port", "5173", "--strictPort"], {
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
