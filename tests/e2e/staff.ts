import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

/**
 * `npm run staff -- <action> <reference>` on the e2e server's data folder: the operator's staff
 * accepting, refusing or countersigning a file while the server runs.
 */
function dataDir(): string {
  const folder = process.env.E2E_DATA_DIR;
  if (!folder) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  return folder;
}

const root = resolve(import.meta.dirname, "../..");

/** A fresh account gets a file sent for review (see fixtures/sendFile.ts), of a flat type. */
export function giveSentFile(email: string, reference: string, typologyId = 301): void {
  execFileSync(
    process.execPath,
    ["tests/e2e/fixtures/sendFile.ts", email, reference, String(typologyId)],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir() },
    },
  );
}

export function staff(
  action: "accept" | "lease" | "update" | "refuse" | "countersign",
  reference: string,
): string {
  return execFileSync(process.execPath, ["server/staff.ts", action, reference], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir() },
  }).toString();
}
