/**
 * A scripted OIDC client for the end-to-end sign-in tests: authorization request with PKCE,
 * the sign-in pages filled by the test, token calls, and API calls with the access token. Like
 * the web app, it holds a DPoP key (RFC 9449): every token call and API call carries a proof,
 * since the provider binds the web client's tokens and the API asks for the proof.
 */
import { randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { expect } from "vitest";
import { accessTokenHash } from "../../server/http/dpop.ts";
import { Browser, formOf, pkce } from "./browser.ts";

export type DpopKey = Awaited<ReturnType<typeof generateKeyPair>>;

/** A client's key pair, as the app keeps one. */
export const newDpopKey = () => generateKeyPair("ES256");

/** A DPoP proof for `method url`, with the access token's hash when given. */
export async function dpopProof(
  key: DpopKey,
  method: string,
  url: string,
  options: { accessToken?: string; iat?: number; jti?: string } = {},
): Promise<string> {
  return new SignJWT({
    htm: method,
    htu: url,
    jti: options.jti ?? randomUUID(),
    ...(options.accessToken ? { ath: accessTokenHash(options.accessToken) } : {}),
  })
    .setProtectedHeader({ alg: "ES256", typ: "dpop+jwt", jwk: await exportJWK(key.publicKey) })
    .setIssuedAt(options.iat ?? Math.floor(Date.now() / 1000))
    .sign(key.privateKey);
}

/** `client`: the web app's by default; the console's is `hestia-staff` with its own callback. */
export function oidcClient(
  origin: string,
  client: { id: string; redirectPath: string } = {
    id: "hestia-web",
    redirectPath: "/fr/connexion/callback",
  },
) {
  const key = newDpopKey();

  /** `Authorization: DPoP <token>` and a fresh proof, for an API call. */
  async function authorization(method: string, url: string, accessToken: string) {
    return {
      authorization: `DPoP ${accessToken}`,
      dpop: await dpopProof(await key, method, url, { accessToken }),
    };
  }

  function authorizeUrl(params: Record<string, string>): string {
    const url = new URL(`${origin}/oidc/auth`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.href;
  }

  /** `userAgent`: the browser the token request comes from (the device the grant records). */
  async function token(fields: Record<string, string>, { userAgent }: { userAgent?: string } = {}) {
    const url = `${origin}/oidc/token`;
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        dpop: await dpopProof(await key, "POST", url),
        ...(userAgent ? { "user-agent": userAgent } : {}),
      },
      body: new URLSearchParams({ client_id: client.id, ...fields }).toString(),
    });
    return {
      status: response.status,
      body: (await response.json()) as Record<string, string | number>,
    };
  }

  async function api(path: string, accessToken: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    const url = `${origin}${path}`;
    for (const [name, value] of Object.entries(
      await authorization(init.method ?? "GET", url, accessToken),
    ))
      headers.set(name, value);
    return fetch(url, { ...init, headers });
  }

  /**
   * Runs the sign-in up to the redirect back to the app; `signIn` fills the interaction pages.
   * `extra`: more authorization parameters (the app's `return_path`, `screen_hint`).
   */
  async function signIn(
    browser: Browser,
    fill: (interactionUrl: string) => Promise<Response>,
    extra: Record<string, string> = {},
  ) {
    const { verifier, challenge } = pkce();
    const redirectUri = `${origin}${client.redirectPath}`;
    const start = await browser.fetch(
      authorizeUrl({
        client_id: client.id,
        response_type: "code",
        scope: "openid email profile offline_access",
        redirect_uri: redirectUri,
        code_challenge: challenge,
        code_challenge_method: "S256",
        state: "state-123",
        nonce: "nonce-456",
        ui_locales: "fr",
        ...extra,
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

  /** A whole sign-in with email and password on its own browser, up to the issued tokens. */
  async function signInAs(
    email: string,
    password: string,
    { userAgent }: { userAgent?: string } = {},
  ) {
    const browser = new Browser();
    const { code, verifier, redirectUri } = await signIn(browser, async (interactionUrl) => {
      const page = await browser.fetch(interactionUrl);
      const { action } = formOf(await page.text());
      return browser.post(new URL(action, origin).href, { email, password });
    });
    const exchanged = await token(
      {
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      },
      { userAgent },
    );
    expect(exchanged.status).toBe(200);
    const issued = exchanged.body as Record<string, string>;
    return {
      browser,
      accessToken: String(issued.access_token),
      refreshToken: String(issued.refresh_token),
      idToken: String(issued.id_token),
    };
  }

  /**
   * The provider's revocation endpoint (RFC 7009), as the app calls it at logout: with a proof
   * from the client's key carrying the revoked token's hash, since the tokens are bound to it.
   * `proofKey`: another key's proof instead, or `null` for none (a copied token's holder).
   */
  async function revoke(
    value: string,
    hint: "refresh_token" | "access_token",
    { proofKey }: { proofKey?: DpopKey | null } = {},
  ) {
    const url = `${origin}/oidc/token/revocation`;
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    const signer = proofKey === undefined ? await key : proofKey;
    if (signer) headers.dpop = await dpopProof(signer, "POST", url, { accessToken: value });
    const response = await fetch(url, {
      method: "POST",
      headers,
      body: new URLSearchParams({ client_id: client.id, token: value, token_type_hint: hint }),
    });
    const text = await response.text();
    return {
      status: response.status,
      error: text ? (JSON.parse(text) as { error?: string }).error : undefined,
    };
  }

  return { authorizeUrl, token, api, authorization, signIn, signInAs, revoke };
}
