/**
 * A fresh server per test: its own temporary data folder, a seeded database, the app with a
 * fake token check ("token-<user id>"; a staff account's id gives a console token with its
 * role) and a clock the test can move.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { vi } from "vitest";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db.ts";
import { findStaffById } from "../../server/domain/staffAccounts.ts";
import type { DocumentReader } from "../../server/ocr/documentReader.ts";
import { DEV_KEY_HEADER } from "../../server/routes/dev.ts";
import { seedDatabase } from "../../server/seed/index.ts";

export const ORIGIN = "http://127.0.0.1:3999";
/** The development routes' key in tests; `request` sends it on `/api/dev/*` paths. */
export const DEV_KEY = "test-dev-key-0123456789";
export const SEED_TIME = new Date("2026-11-22T09:00:00.000Z");

export type TestServer = ReturnType<typeof makeServer>;

const testFolders: string[] = [];

/** A temporary folder for a test (a built app, a rendering bundle); see `cleanUpTest`. */
export function testFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "hestia-app-"));
  testFolders.push(folder);
  return folder;
}

/** Deletes the folders `testFolder` made and restores spied functions (after each test). */
export function cleanUpTest(): void {
  for (const folder of testFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
  vi.restoreAllMocks();
}

export function makeServer(
  options: { env?: Record<string, string>; spaDir?: string; documentReader?: DocumentReader } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), "hestia-test-"));
  const config = loadConfig({
    DATA_DIR: dir,
    PUBLIC_ORIGIN: ORIGIN,
    DEV_ROUTES_KEY: DEV_KEY,
    ...options.env,
  });
  const db = openDatabase(config.dataDir);
  seedDatabase(db, SEED_TIME);
  const clock = { now: new Date(SEED_TIME) };
  const revoked = new Set<string>();
  /** When each staff account's console signed in (`auth_time`); by default, at the call. */
  const staffSignIns = new Map<string, Date>();
  const app = createApp({
    db,
    config,
    now: () => clock.now,
    origin: ORIGIN,
    ...(options.spaDir ? { spaDir: options.spaDir } : {}),
    ...(options.documentReader ? { documentReader: options.documentReader } : {}),
    verifyAccessToken: async (token) => {
      const match = /^token-(.+)$/.exec(token);
      if (!match?.[1] || revoked.has(token)) return null;
      const expiresAt = Math.floor(clock.now.getTime() / 1000) + 120;
      // A staff account's token is the console's, with the claims the provider gives it.
      const staff = findStaffById(db, match[1]);
      if (!staff) return { sub: match[1], expiresAt };
      const signedIn = staffSignIns.get(staff.id) ?? clock.now;
      return {
        sub: staff.id,
        expiresAt,
        staff: {
          role: staff.role,
          authTime: Math.floor(signedIn.getTime() / 1000),
          grantKey: token,
        },
      };
    },
  });

  const request = (
    path: string,
    init: RequestInit & {
      user?: string;
      json?: unknown;
      form?: Record<string, string>;
      /** Leave out the development key a test server sends on `/api/dev/*` paths. */
      anonymous?: boolean;
    } = {},
  ) => {
    const headers = new Headers(init.headers);
    if (path.startsWith("/api/dev/") && !init.anonymous) headers.set(DEV_KEY_HEADER, DEV_KEY);
    if (init.user) headers.set("authorization", `Bearer token-${init.user}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(init.json);
    }
    if (init.form) {
      headers.set("content-type", "application/x-www-form-urlencoded");
      body = new URLSearchParams(init.form).toString();
    }
    return app.request(path, { ...init, headers, body: body ?? null });
  };

  return {
    app,
    db,
    config,
    dir,
    clock,
    revoked,
    staffSignIns,
    request,
    /** The answer's JSON with its status, for one-line assertions. */
    async call(path: string, init: Parameters<typeof request>[1] = {}) {
      const response = await request(path, init);
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as Json, response };
    },
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are explored freely in assertions.
export type Json = any;
