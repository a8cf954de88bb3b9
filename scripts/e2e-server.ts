/**
 * Starts the product for the end-to-end run on a fresh, throw-away data folder, so every run
 * begins from the seed; the folder is removed when Playwright stops the server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The Playwright config makes the folder and shares it with the tests (the staff command).
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), "hestia-e2e-"));
process.env.DATA_DIR = dataDir;
process.env.HOST = "127.0.0.1";

const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", cleanUp);
process.on("SIGINT", cleanUp);

await import("../server/main.ts");
