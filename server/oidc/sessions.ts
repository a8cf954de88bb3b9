/**
 * Ending an account's sessions from the API side (logout, password or email change). The
 * provider keeps its grants, tokens and browser sessions in `oidc_store` (adapter.ts): a grant
 * is one signed-in device; its access and refresh tokens carry its id in `grant_id`; a provider
 * session (the sign-in cookie) names the grants it authorised. Opaque access tokens are stored
 * under their own value, so a token leads to its grant without the provider object.
 */
import { all, type Db, one, run, transaction } from "../db.ts";

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
};

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
        const sessions = all<SessionRow>(
          db,
          "SELECT id, payload FROM oidc_store WHERE model = 'Session' AND json_extract(payload, '$.accountId') = ?",
          accountId,
        );
        for (const session of sessions) {
          if (keep && grantsOfSession(session).includes(keep)) continue;
          run(db, "DELETE FROM oidc_store WHERE model = 'Session' AND id = ?", session.id);
        }
        return grants.length;
      });
    },
    endGrants(grantIds) {
      if (grantIds.length === 0) return;
      transaction(db, () => {
        for (const id of grantIds) endGrant(db, id);
      });
    },
  };
}
