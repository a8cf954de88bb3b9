import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

/**
 * `npm run staff -- <action> <reference>` on the e2e server's data folder: the operator's staff
 * accepting, refusing or countersigning a file while the server runs.
 */
export function staff(
  action: "accept" | "lease" | "update" | "refuse" | "countersign",
  reference: string,
): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  return execFileSync(process.execPath, ["server/staff.ts", action, reference], {
    cwd: resolve(import.meta.dirname, "../.."),
    env: { ...process.env, DATA_DIR: dataDir },
  }).toString();
}
