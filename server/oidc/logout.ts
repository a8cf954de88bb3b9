/**
 * The provider's logout page (RP-initiated logout, `POST /oidc/session/end/confirm` with
 * `logout=yes`) ends every grant of the browser's provider session, as `docs/api.md` says, even
 * without the app's own logout calls before it. oidc-provider alone revokes a grant there only
 * if its tokens expire with the session, which a grant with `offline_access` does not (its
 * `persistsLogout`): its refresh token would go on working after the visitor signed out.
 * "No, stay signed in" is left to the provider: the visitor's session stays.
 */
import type { KoaContextWithOIDC } from "oidc-provider";
import { type AccountSessions, grantIdsOf } from "./sessions.ts";

export function logoutEndsEveryGrant(sessions: AccountSessions) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    // `ctx.oidc` exists only on the provider's routes. The session object keeps its
    // authorizations once the provider has destroyed it, which it does on `logout=yes` alone.
    const oidc = ctx.oidc as KoaContextWithOIDC["oidc"] | undefined;
    if (oidc?.route !== "end_session_confirm" || !oidc.session?.destroyed) return;
    sessions.endGrants(grantIdsOf(oidc.session.authorizations));
  };
}
