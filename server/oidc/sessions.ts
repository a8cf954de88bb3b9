/**
 * Ending an account's sessions from the API side (logout, password or email change). The
 * provider keeps its grants, tokens and browser sessions in `oidc_store` (adapter.ts): a grant
 * is one signed-in device; its access and refresh tokens carry its id in `grant_id`; a provider
 * session (the sign-in cookie) names the grants it authorised. Opaque access tokens are stored
 * under their own value, so a token leads to its grant without the provider object.
 */
import { all, type Db, one, run, transaction } from "../db.ts";
import { type DeviceSession, deviceSessions } from "./devices.ts";

export type AccountSessions = {
  /** Revokes the grant an access token belongs to: its access and refresh tokens stop working. */
  endSessionOf(accessToken: string): void;
  /**
   * Revokes every grant and provider session of the account except the one the given access
   * token belongs to (the device making the change stays signed in). Returns how many grants ended.
   */
  endOtherSessions(accountId: string, keepAccessToken: string): number;
  /** Revokes the given grants: those a provider session authorised, at its logout page. */
  endGrants(grantIds: string[]): void;
  /** The account's signed-in devices; `current` is the one the access token belongs to. */
  list(accountId: string, accessToken: string, at: Date): (DeviceSession & { current: boolean })[];
  /**
   * Revokes one of the account's grants, named by its opaque id (devices.ts), unless it is the
   * one the access token belongs to: that device signs out with the logout instead.
   */
  endOne(accountId: string, sessionId: string, keepAccessToken: string, at: Date): EndOneResult;
};

type EndOneResult = "ended" | "current" | "notFound";

type SessionRow = { id: string; payload: string };

function grantOf(db: Db, accessToken: string): string | undefined {
  return (
    one<{ grant_id: string | null }>(
      db,
      "SELECT grant_id FROM oidc_store WHERE model = 'AccessToken' AND id = ?",
      accessToken,
    )?.grant_id ?? undefined
  );
}

function endGrant(db: Db, grantId: string): void {
  run(db, "DELETE FROM grant_devices WHERE grant_id = ?", grantId);
  run(db, "DELETE FROM oidc_store WHERE grant_id = ?", grantId);
  run(db, "DELETE FROM oidc_store WHERE model = 'Grant' AND id = ?", grantId);
}

/** A provider session's `authorizations`: for each client, the grant it was given. */
export type SessionAuthorizations = Record<string, { grantId?: string }> | undefined;

/** The grant ids a provider session authorised. */
export function grantIdsOf(authorizations: SessionAuthorizations): string[] {
  return Object.values(authorizations ?? {}).flatMap(({ grantId }) => (grantId ? [grantId] : []));
}

function grantsOfSession(row: SessionRow): string[] {
  const payload = JSON.parse(row.payload) as { authorizations?: SessionAuthorizations };
  return grantIdsOf(payload.authorizations);
}

const sessionsOf = (db: Db, accountId: string) =>
  all<SessionRow>(
    db,
    "SELECT id, payload FROM oidc_store WHERE model = 'Session' AND json_extract(payload, '$.accountId') = ?",
    accountId,
  );

const endProviderSession = (db: Db, id: string) =>
  run(db, "DELETE FROM oidc_store WHERE model = 'Session' AND id = ?", id);

export function accountSessions(db: Db): AccountSessions {
  return {
    endSessionOf(accessToken) {
      const grantId = grantOf(db, accessToken);
      if (grantId) transaction(db, () => endGrant(db, grantId));
    },
    endOtherSessions(accountId, keepAccessToken) {
      const keep = grantOf(db, keepAccessToken);
      return transaction(db, () => {
        const grants = all<{ id: string }>(
          db,
          "SELECT id FROM oidc_store WHERE model = 'Grant' AND json_extract(payload, '$.accountId') = ?",
          accountId,
        ).filter(({ id }) => id !== keep);
        for (const { id } of grants) endGrant(db, id);
        for (const session of sessionsOf(db, accountId)) {
          if (keep && grantsOfSession(session).includes(keep)) continue;
          endProviderSession(db, session.id);
        }
        return grants.length;
      });
    },
    list(accountId, accessToken, at) {
      const current = grantOf(db, accessToken);
      return deviceSessions(db, accountId, at).map((session) => ({
        ...session,
        current: session.grantId === current,
      }));
    },
    endOne(accountId, sessionId, keepAccessToken, at) {
      const session = deviceSessions(db, accountId, at).find(({ id }) => id === sessionId);
      if (!session) return "notFound";
      if (session.grantId === grantOf(db, keepAccessToken)) return "current";
      transaction(db, () => {
        endGrant(db, session.grantId);
        // The browser's sign-in cookie goes too, so it cannot get a new grant without a password.
        for (const row of sessionsOf(db, accountId)) {
          if (grantsOfSession(row).includes(session.grantId)) endProviderSession(db, row.id);
        }
      });
      return "ended";
    },
    endGrants(grantIds) {
      if (grantIds.length === 0) return;
      transaction(db, () => {
        for (const id of grantIds) endGrant(db, id);
      });
    },
  };
}
