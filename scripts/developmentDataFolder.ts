/**
 * Where `npm run dev` keeps its database and uploaded files: outside the project, because
 * Vite's dev server serves the files under the project's root to any page or process that
 * asks (the provider's signing key, password hashes, tokens, identity papers). `DATA_DIR`
 * still wins; vite.config.ts also refuses `.data/` for a folder kept there by hand.
 */
import { homedir } from "node:os";
import { join, resolve } from "node:path";

export function developmentDataFolder(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DATA_DIR) return resolve(env.DATA_DIR);
  const dataHome = env.XDG_DATA_HOME || join(homedir(), ".local", "share");
  return join(dataHome, "hestia-campus", "dev");
}
