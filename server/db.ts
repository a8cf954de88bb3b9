/**
 * The one SQLite database (node:sqlite, synchronous). Migrations run in order at start-up and
 * each is recorded, so an existing data folder is upgraded in place and never re-created.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { migrations } from "./migrations.ts";

export type Db = DatabaseSync;
export type Param = SQLInputValue;

export const DATABASE_FILE = "hestia.sqlite";

/**
 * The database holds password hashes, sessions and the provider's signing keys: it is readable
 * by the server's user only. SQLite gives its WAL and shared-memory files the database file's
 * permissions; files of an older data folder are tightened here too.
 */
const PRIVATE_FILE = 0o600;

function makePrivate(path: string): void {
  if (existsSync(path)) chmodSync(path, PRIVATE_FILE);
}

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, DATABASE_FILE);
  closeSync(openSync(file, "a", PRIVATE_FILE));
  for (const suffix of ["", "-wal", "-shm"]) makePrivate(`${file}${suffix}`);
  const db = new DatabaseSync(file);
  // WAL lets the OIDC adapter and the API write without blocking readers.
  db.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;");
  migrate(db);
  return db;
}

/** A throwaway database for component tests answering through MSW. */
export function openMemoryDatabase(): Db {
  const db = new DatabaseSync(":memory:");
  db.exec("PRAGMA foreign_keys = ON;");
  migrate(db);
  return db;
}

function migrate(db: Db): void {
  db.exec(
    "CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  const applied = new Set(
    db
      .prepare("SELECT id FROM migrations")
      .all()
      .map((row) => Number(row.id)),
  );
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    transaction(db, () => {
      db.exec(migration.sql);
      db.prepare("INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)").run(
        migration.id,
        migration.name,
        new Date().toISOString(),
      );
    });
  }
}

/** Runs `work` in one transaction; inside one already, as part of it (a staff decision books a slot). */
export function transaction<T>(db: Db, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

/** Rows come back untyped from SQLite; each query states the row shape it selects. */
export function one<Row>(db: Db, sql: string, ...params: Param[]): Row | undefined {
  return db.prepare(sql).get(...params) as Row | undefined;
}

export function all<Row>(db: Db, sql: string, ...params: Param[]): Row[] {
  return db.prepare(sql).all(...params) as Row[];
}

export function run(db: Db, sql: string, ...params: Param[]) {
  return db.prepare(sql).run(...params);
}

export function getMeta(db: Db, key: string): string | undefined {
  return one<{ value: string }>(db, "SELECT value FROM meta WHERE key = ?", key)?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  run(
    db,
    "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
    key,
    value,
  );
}
