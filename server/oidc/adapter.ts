/**
 * oidc-provider storage in the server's SQLite database (one generic table), so sessions,
 * codes and refresh tokens survive a restart.
 */
import type { Adapter, AdapterPayload } from "oidc-provider";
import { type Db, one, run } from "../db.ts";

type StoredRow = { payload: string; expires_at: number | null; consumed: number | null };

const epoch = () => Math.floor(Date.now() / 1000);

function decode(row: StoredRow | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  if (row.expires_at !== null && row.expires_at <= epoch()) return undefined;
  const payload = JSON.parse(row.payload) as AdapterPayload;
  return row.consumed === null ? payload : { ...payload, consumed: row.consumed };
}

export function sqliteAdapter(db: Db) {
  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      const expiresAt = typeof expiresIn === "number" ? epoch() + expiresIn : null;
      run(
        db,
        `INSERT INTO oidc_store (model, id, payload, grant_id, user_code, uid, expires_at, consumed)
         VALUES (?, ?, ?, ?, ?, ?, ?, NULL)
         ON CONFLICT(model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresAt,
      );
    },
    async find(id) {
      return decode(
        one<StoredRow>(db, "SELECT * FROM oidc_store WHERE model = ? AND id = ?", model, id),
      );
    },
    async findByUid(uid) {
      return decode(
        one<StoredRow>(db, "SELECT * FROM oidc_store WHERE model = ? AND uid = ?", model, uid),
      );
    },
    async findByUserCode(userCode) {
      return decode(
        one<StoredRow>(
          db,
          "SELECT * FROM oidc_store WHERE model = ? AND user_code = ?",
          model,
          userCode,
        ),
      );
    },
    async consume(id) {
      run(db, "UPDATE oidc_store SET consumed = ? WHERE model = ? AND id = ?", epoch(), model, id);
    },
    async destroy(id) {
      run(db, "DELETE FROM oidc_store WHERE model = ? AND id = ?", model, id);
    },
    async revokeByGrantId(grantId) {
      run(db, "DELETE FROM oidc_store WHERE grant_id = ?", grantId);
    },
  });
}

/** Drops expired records; called at start-up so the table does not grow forever. */
export function purgeExpired(db: Db): number {
  return Number(
    run(db, "DELETE FROM oidc_store WHERE expires_at IS NOT NULL AND expires_at <= ?", epoch())
      .changes,
  );
}
