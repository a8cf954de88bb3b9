/**
 * `npm run server:reset`: deletes the database and the uploaded files of the data folder,
 * then seeds a fresh database. Stop the server first.
 */
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "./config.ts";
import { DATABASE_FILE, openDatabase } from "./db.ts";
import { seedDatabase } from "./seed/index.ts";

export function resetDataDir(dataDir: string): void {
  if (existsSync(dataDir)) {
    for (const entry of readdirSync(dataDir)) {
      // Only what this server writes: the database (with its WAL files) and the files folder.
      if (entry.startsWith(DATABASE_FILE) || entry === "files") {
        rmSync(join(dataDir, entry), { recursive: true, force: true });
      }
    }
  }
  const db = openDatabase(dataDir);
  seedDatabase(db);
  db.close();
}

if (import.meta.main) {
  const { dataDir } = loadConfig();
  resetDataDir(dataDir);
  console.info(`Reset ${dataDir}: fresh database seeded.`);
}
