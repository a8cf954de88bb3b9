/**
 * A scripted OIDC client for the end-to-end sign-in tests: authorization request with PKCE,
 * the sign-in pages filled by the test, token calls, and API calls with the access token.
 */
import { expect } from "vitest";
import { type Browser, pkce } from "./browser.ts";

export function oidcClient(origin: string) {
  function authorizeUrl(params: Record<string, string>): string {
    const url = new URL(`${origin}/oidc/auth`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.href;
  }

  async function token(fields: Record<string, string>) {
    const response = await fetch(`${origin}/oidc/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_id: "hestia-web", ...fields }).toString(),
    });
    return {
      status: response.status,
      body: (await response.json()) as Record<string, string | number>,
    };
  }

  async function api(path: string, accessToken: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${accessToken}`);
    return fetch(`${origin}${path}`, { ...init, headers });
  }

  /** Runs the sign-in up to the redirect back to the app; `signIn` fills the interaction pages. */
  async function signIn(browser: Browser, fill: (interactionUrl: string) => Promise<Response>) {
    const { verifier, challenge } = pkce();
    const redirectUri = `${origin}/fr/connexion/callback`;
    const start = await browser.fetch(
      authorizeUrl({
        client_id: "hestia-web",
        response_type: "code",
        scope: "openid email profile offline_access",
        redirect_uri: redirectUri,
        code_challenge: challenge,
        code_challenge_method: "S256",
        state: "state-123",
        nonce: "nonce-456",
        ui_locales: "fr",
      }),
    );
    expect(start.status).toBe(303);
    const interactionUrl = new URL(start.headers.get("location") ?? "", origin).href;
    expect(new URL(interactionUrl).pathname).toMatch(/^\/oidc\/interaction\//);
    const submitted = await fill(interactionUrl);
    const { location } = await browser.follow(submitted, origin);
    expect(location).toBeTruthy();
    const back = new URL(location ?? "");
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get("state")).toBe("state-123");
    const code = back.searchParams.get("code") ?? "";
    expect(code).not.toBe("");
    return { code, verifier, redirectUri };
  }

  return { authorizeUrl, token, api, signIn };
}
