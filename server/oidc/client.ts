/**
 * The OIDC clients, both public (PKCE, no secret) with exact redirect URIs: the web app, for
 * applicants, and the residence team's console, for staff accounts only (docs/staff.md).
 */
import { staffSignIn } from "../../src/config/index.ts";

export const CLIENT_ID = "hestia-web";
export const STAFF_CLIENT_ID = staffSignIn.clientId;
export const SCOPES = "openid email profile offline_access";

export const issuerOf = (origin: string) => `${origin}/oidc`;

export function clientUris(origin: string) {
  return {
    redirectUris: [`${origin}/fr/connexion/callback`, `${origin}/en/login/callback`],
    postLogoutRedirectUris: [`${origin}/fr`, `${origin}/en`],
  };
}

/** The console's addresses, in each language. */
export function staffClientUris(origin: string) {
  return {
    redirectUris: [`${origin}/fr/equipe/connexion/callback`, `${origin}/en/staff/login/callback`],
    postLogoutRedirectUris: [`${origin}/fr/equipe`, `${origin}/en/staff`],
  };
}

/**
 * The provider's end-session address. It names the client instead of carrying the id token
 * (`id_token_hint`): a URL ends up in histories and logs, and the provider accepts `client_id`
 * alone with a registered `post_logout_redirect_uri` (OpenID RP-Initiated Logout 1.0, § 2).
 */
export function endSessionUrl(origin: string, redirect: string): string {
  const url = new URL(`${issuerOf(origin)}/session/end`);
  url.searchParams.set("post_logout_redirect_uri", redirect);
  url.searchParams.set("client_id", CLIENT_ID);
  return url.href;
}
