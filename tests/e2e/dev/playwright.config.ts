/**
 * The development-only pages (`/dev/machines`), which a production build does not have: the
 * same servers as `npm run dev` (the local backend on a fresh data folder, Vite's dev server
 * proxying to it), each on a free loopback port. `npm run test:e2e` runs it after the main suite.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "../../../scripts/chromium.ts";
import { playwrightReport } from "../../../scripts/testReports.ts";
import { freeLoopbackPorts } from "../freePorts.ts";

if (!process.env.E2E_DEV_PORT || !process.env.E2E_BACKEND_PORT) {
  [process.env.E2E_DEV_PORT, process.env.E2E_BACKEND_PORT] = freeLoopbackPorts(2);
}
process.env.E2E_DEV_KEY ??= randomBytes(18).toString("base64url");
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "hestia-e2e-dev-"));
const origin = `http://127.0.0.1:${process.env.E2E_DEV_PORT}`;
const backendOrigin = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT}`;
const root = resolve(import.meta.dirname, "../../..");

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.e2e.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Vite transforms the app's modules on first request: the first page is slow.
  timeout: 120_000,
  reporter: [["list"], ["json", { outputFile: playwrightReport("e2e-dev") }]],
  use: {
    baseURL: origin,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "off",
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  webServer: [
    {
      command: "node scripts/e2e-server.ts",
      cwd: root,
      url: `${backendOrigin}/api/conf/okta`,
      env: {
        PORT: process.env.E2E_BACKEND_PORT ?? "",
        HOST: "127.0.0.1",
        PUBLIC_ORIGIN: origin,
        SERVE_APP: "false",
        DEV_ROUTES_KEY: process.env.E2E_DEV_KEY,
        E2E_DATA_DIR: process.env.E2E_DATA_DIR,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      command: `npx vite --port ${process.env.E2E_DEV_PORT} --strictPort`,
      cwd: root,
      url: `${origin}/dev/machines`,
      env: { BACKEND_ORIGIN: backendOrigin },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
  ],
});
