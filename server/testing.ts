/**
 * The real app over an in-memory seeded database, for component tests that answer HTTP
 * through MSW: `http.all("*", ({ request }) => app.fetch(request))`. Tokens are fake:
 * `Bearer token-<user id>` is accepted as that user (demo ids: demo-nouveau, demo-examen,
 * demo-accepte, demo-mineur, demo-cgu); a staff account's id (staff-vente, staff-gestion) gives
 * a console token with its role, signed in at the call.
 */
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openMemoryDatabase } from "./db.ts";
import { findStaffById } from "./domain/staffAccounts.ts";
import { seedDatabase } from "./seed/index.ts";

export function createSeededApp(
  options: { origin?: string; now?: () => Date; env?: Record<string, string> } = {},
) {
  const origin = options.origin ?? "http://localhost:3000";
  const config = loadConfig({ PUBLIC_ORIGIN: origin, ...options.env });
  const db = openMemoryDatabase();
  const now = options.now ?? (() => new Date());
  seedDatabase(db, now());
  const app = createApp({
    db,
    config,
    origin,
    now,
    verifyAccessToken: async (token) => {
      const sub = /^token-(.+)$/.exec(token)?.[1];
      if (!sub) return null;
      const seconds = Math.floor(now().getTime() / 1000);
      const expiresAt = seconds + config.accessTokenTtl;
      const staff = findStaffById(db, sub);
      if (!staff) return { sub, expiresAt };
      return { sub, expiresAt, staff: { role: staff.role, authTime: seconds, grantKey: token } };
    },
  });
  return { app, db, config, tokenFor: (userId: string) => `token-${userId}` };
}
