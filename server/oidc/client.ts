/** The one OIDC client, the web app: public (PKCE, no secret), with exact redirect URIs. */
export const CLIENT_ID = "hestia-web";
export const SCOPES = "openid email profile offline_access";

export const issuerOf = (origin: string) => `${origin}/oidc`;

export function clientUris(origin: string) {
  return {
    redirectUris: [`${origin}/fr/connexion/callback`, `${origin}/en/login/callback`],
    postLogoutRedirectUris: [`${origin}/fr`, `${origin}/en`],
  };
}

export function endSessionUrl(origin: string, idToken: string, redirect: string): string {
  const url = new URL(`${issuerOf(origin)}/session/end`);
  url.searchParams.set("id_token_hint", idToken);
  url.searchParams.set("post_logout_redirect_uri", redirect);
  url.searchParams.set("client_id", CLIENT_ID);
  return url.href;
}
