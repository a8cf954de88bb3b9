import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumArgs, testChromiumPath } from "../../scripts/chromium.ts";
import { playwrightReport } from "../../scripts/testReports.ts";
import { freeLoopbackPorts } from "./freePorts.ts";

// One free loopback port for the whole run, shared with the workers through the environment.
process.env.E2E_PORT ??= freeLoopbackPorts(1)[0];
/** The development routes' key for this run (the server serves none without one). */
process.env.E2E_DEV_KEY ??= randomBytes(18).toString("base64url");
const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
/** The server's throw-away data folder, shared with the workers so the staff command can act. */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "hestia-e2e-"));

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // A spec's tests run in order on one worker; specs run side by side, each with its own accounts
  // and flat types (see reachStep1). Two workers are the default on this two-core machine
  // (docs/testing.md has the figures); E2E_WORKERS sets another count.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: playwrightReport("e2e") }]],
  use: {
    baseURL: origin,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    trace: "off",
    // A click that waits for its target to be stable fails after 30 s, not at the test's
    // timeout: an address option once never settled, and its test waited 3 minutes for a retry.
    actionTimeout: 30_000,
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: "node scripts/e2e-server.ts",
    cwd: resolve(import.meta.dirname, "../.."),
    url: `${origin}/api/conf/okta`,
    // A short access-token lifetime, so the journeys see a renewal (30 s before expiry) quickly.
    env: {
      PORT: process.env.E2E_PORT ?? "",
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: origin,
      ACCESS_TOKEN_TTL: "45",
      // Every journey signs up a fresh account from the one loopback address.
      SIGN_UPS_PER_HOUR: "1000",
      // The journeys book beds seconds apart: each must see the beds the last one left, not a
      // page kept for a minute (the cache itself is tested in tests/server/page-cache.test.ts
      // and security.spec.ts). A visitor in production may meet a bed taken within the last
      // minute; booking it gets "Désolé, cet appartement n'est plus disponible".
      PAGE_FRESH_SECONDS: "1",
      PAGE_STALE_SECONDS: "0",
      DEV_ROUTES_KEY: process.env.E2E_DEV_KEY,
      E2E_DATA_DIR: process.env.E2E_DATA_DIR,
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
  },
});
