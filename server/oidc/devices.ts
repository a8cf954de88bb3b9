/**
 * The account's signed-in devices: one per provider grant (a browser that signed in and keeps
 * its refresh token). Each token request of a grant (the sign-in's code exchange, every
 * refresh) records the browser and system read from its User-Agent and the time, in
 * `grant_devices`; the list shows the grants still alive. A grant is named to the user by a
 * hash of its id, never by the id itself, so the list gives nothing a token request could use.
 */
import { createHash } from "node:crypto";
import { all, type Db, run } from "../db.ts";
import type { Locale } from "../http/messages.ts";

export type Device = { browser: string | null; os: string | null };

/** First match wins: Edge and Opera also say Chrome, Chrome also says Safari, Android says Linux. */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, "Windows"],
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

const firstMatch = (table: [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** The browser and system a User-Agent names, among the common ones; null when unknown. */
export function deviceOf(userAgent: string | undefined): Device {
  const ua = (userAgent ?? "").slice(0, 512);
  return { browser: firstMatch(BROWSERS, ua), os: firstMatch(SYSTEMS, ua) };
}

const WORDS = {
  fr: { on: "sur", unknown: "Navigateur inconnu" },
  en: { on: "on", unknown: "Unknown browser" },
} as const;

/** "Firefox sur Windows", "Chrome on Linux", "Navigateur inconnu". */
export function deviceLabel({ browser, os }: Device, locale: Locale): string {
  const words = WORDS[locale];
  const name = browser ?? words.unknown;
  return os ? `${name} ${words.on} ${os}` : name;
}

/** The opaque name of a grant shown to its user. */
const sessionIdOf = (grantId: string) =>
  createHash("sha256").update(`grant:${grantId}`).digest("base64url").slice(0, 22);

export type DeviceSession = Device & {
  grantId: string;
  id: string;
  createdAt: string;
  lastUsedAt: string;
};

/** Records a token request of a grant: its device, and its last use (its first too, if new). */
export function recordGrantUse(
  db: Db,
  use: { grantId: string; accountId: string; userAgent: string | undefined; at: Date },
): void {
  const { browser, os } = deviceOf(use.userAgent);
  const at = use.at.toISOString();
  run(
    db,
    `INSERT INTO grant_devices (grant_id, account_id, browser, os, created_at, last_used_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT(grant_id) DO UPDATE SET browser = excluded.browser, os = excluded.os,
       last_used_at = excluded.last_used_at`,
    use.grantId,
    use.accountId,
    browser,
    os,
    at,
    at,
  );
}

/** The account's live grants and their devices, the most recently used first. */
export function deviceSessions(db: Db, accountId: string, at: Date): DeviceSession[] {
  const rows = all<{
    grant_id: string;
    browser: string | null;
    os: string | null;
    created_at: string;
    last_used_at: string;
  }>(
    db,
    `SELECT d.grant_id, d.browser, d.os, d.created_at, d.last_used_at
       FROM grant_devices d JOIN oidc_store g ON g.model = 'Grant' AND g.id = d.grant_id
      WHERE d.account_id = ? AND json_extract(g.payload, '$.accountId') = ?
        AND (g.expires_at IS NULL OR g.expires_at > ?)
      ORDER BY d.last_used_at DESC, d.created_at DESC`,
    accountId,
    accountId,
    Math.floor(at.getTime() / 1000),
  );
  return rows.map((row) => ({
    grantId: row.grant_id,
    id: sessionIdOf(row.grant_id),
    browser: row.browser,
    os: row.os,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

/** Forgets the devices of grants that no longer exist (ended or expired); called at start-up. */
export function purgeOrphanDevices(db: Db): void {
  run(
    db,
    "DELETE FROM grant_devices WHERE grant_id NOT IN (SELECT id FROM oidc_store WHERE model = 'Grant')",
  );
}
