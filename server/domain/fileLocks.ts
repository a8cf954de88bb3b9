/**
 * One reviewer at a time (docs/staff.md, "Locks"): a staff member takes a file for
 * `staffReview.lockMinutes`; meanwhile another gets 409 `fileLocked` with who holds it and
 * until when, and may only read. The lock goes when its holder gives it back, with a decision,
 * or when its time runs out (an expired row counts as no lock).
 */
import { staffReview } from "../../src/config/index.ts";
import { type Db, one, run } from "../db.ts";
import { ApiError } from "../http/errors.ts";

export type FileLock = { holder: { id: string; name: string }; until: string };

export function lockOf(db: Db, dossierId: string, now: Date): FileLock | null {
  const row = one<{ staff_id: string; name: string; expires_at: string }>(
    db,
    `SELECT l.staff_id, s.name, l.expires_at FROM file_locks l JOIN staff_accounts s ON s.id = l.staff_id
      WHERE l.dossier_id = ? AND l.expires_at > ?`,
    dossierId,
    now.toISOString(),
  );
  return row ? { holder: { id: row.staff_id, name: row.name }, until: row.expires_at } : null;
}

const lockedBy = (lock: FileLock) => new ApiError(409, { error: "fileLocked", lock });

/** Refuses (409) when another staff member holds the file. */
export function assertNotLockedByOther(db: Db, dossierId: string, staffId: string, now: Date) {
  const lock = lockOf(db, dossierId, now);
  if (lock && lock.holder.id !== staffId) throw lockedBy(lock);
}

/** Takes the file, or renews its holder's lock, in one statement: two reviewers cannot both win. */
export function takeLock(db: Db, dossierId: string, staffId: string, now: Date): FileLock {
  const until = new Date(now.getTime() + staffReview.lockMinutes * 60_000).toISOString();
  run(
    db,
    `INSERT INTO file_locks (dossier_id, staff_id, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (dossier_id) DO UPDATE SET staff_id = excluded.staff_id, expires_at = excluded.expires_at
      WHERE file_locks.staff_id = excluded.staff_id OR file_locks.expires_at <= ?`,
    dossierId,
    staffId,
    until,
    now.toISOString(),
  );
  const lock = lockOf(db, dossierId, now);
  if (!lock) throw new Error("lock insert failed");
  if (lock.holder.id !== staffId) throw lockedBy(lock);
  return lock;
}

/** Gives the file back; only its holder can (another gets 409 with the holder). */
export function releaseLock(db: Db, dossierId: string, staffId: string, now: Date): void {
  assertNotLockedByOther(db, dossierId, staffId, now);
  run(db, "DELETE FROM file_locks WHERE dossier_id = ?", dossierId);
}
