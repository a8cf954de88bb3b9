/**
 * An OpenID Connect provider in memory, strict like the local `oidc-provider`: discovery, an
 * authorization step (the user signs in), a token endpoint that checks the code, the redirect
 * URI and the PKCE verifier (S256), and refresh tokens rotated on every use. ID tokens are
 * signed RS256 with a key made for the test run. Its `fetch` is given to the sign-in client.
 */
import { createHash, randomUUID } from "node:crypto";

export const ORIGIN = "https://hestia.test";
export const ISSUER = `${ORIGIN}/oidc`;
export const CLIENT_ID = "hestia-web";

const base64url = (bytes: Uint8Array | string) =>
  Buffer.from(bytes)
    .toString("base64")
    .replaceAll("=", "")
    .replaceAll("+", "-")
    .replaceAll("/", "_");

const keyPair = await crypto.subtle.generateKey(
  {
    name: "RSASSA-PKCS1-v1_5",
    modulusLength: 2048,
    publicExponent: new Uint8Array([1, 0, 1]),
    hash: "SHA-256",
  },
  true,
  ["sign", "verify"],
);

export async function signJwt(claims: Record<string, unknown>): Promise<string> {
  const header = base64url(JSON.stringify({ alg: "RS256", typ: "JWT", kid: "test-key" }));
  const payload = base64url(JSON.stringify(claims));
  const signature = await crypto.subtle.sign(
    "RSASSA-PKCS1-v1_5",
    keyPair.privateKey,
    new TextEncoder().encode(`${header}.${payload}`),
  );
  return `${header}.${payload}.${base64url(new Uint8Array(signature))}`;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });

interface IssuedCode {
  redirectUri: string;
  codeChallenge: string;
  nonce: string;
}

/** What a test may change to play a misbehaving or hostile provider. */
export interface ServerQuirks {
  /** The issuer the discovery document claims. */
  discoveryIssuer?: string;
  /** The status of the discovery answer. */
  discoveryStatus?: number;
  /** The issuer written into ID tokens. */
  idTokenIssuer?: string;
  /** The nonce written into ID tokens instead of the one of the request. */
  idTokenNonce?: string;
  accessTokenLifetime?: number;
  /** The status of the revocation answer (200 by default). */
  revocationStatus?: number;
}

export class FakeAuthorizationServer {
  quirks: ServerQuirks = {};
  /** The one client it knows: the web app's by default, the team console's on request. */
  readonly clientId: string;
  constructor(options: { clientId?: string } = {}) {
    this.clientId = options.clientId ?? CLIENT_ID;
  }
  /** `dpop`: the request's DPoP proof, when it carried one. */
  readonly requests: { method: string; url: string; body: URLSearchParams; dpop: string | null }[] =
    [];
  readonly #codes = new Map<string, IssuedCode>();
  #currentRefreshToken: string | undefined;
  #issued = 0;
  /** Every token this server handed out, to prove none of them is ever logged. */
  readonly issuedTokens: string[] = [];

  get tokenRequests() {
    return this.requests.filter((request) => request.url === `${ISSUER}/token`);
  }

  get discoveryRequests() {
    return this.requests.filter((request) => request.url.includes("/.well-known/"));
  }

  /** The refresh token a renewal must present now; older ones are spent. */
  get currentRefreshToken(): string | undefined {
    return this.#currentRefreshToken;
  }

  /**
   * The user signs in on the provider's page opened at `authorizationUrl`; returns the callback
   * address the browser is sent back to, as the provider builds it (code, state, iss).
   */
  authorize(authorizationUrl: string, answer: Record<string, string> = {}): string {
    const url = new URL(authorizationUrl);
    if (`${url.origin}${url.pathname}` !== `${ISSUER}/auth`) throw new Error("not our endpoint");
    const parameter = (name: string) => {
      const value = url.searchParams.get(name);
      if (value === null) throw new Error(`the authorization request has no ${name}`);
      return value;
    };
    if (parameter("client_id") !== this.clientId) throw new Error("unknown client");
    if (parameter("code_challenge_method") !== "S256") throw new Error("PKCE S256 is required");
    const code = randomUUID();
    this.#codes.set(code, {
      redirectUri: parameter("redirect_uri"),
      codeChallenge: parameter("code_challenge"),
      nonce: parameter("nonce"),
    });
    const callback = new URL(parameter("redirect_uri"));
    callback.search = new URLSearchParams({
      code,
      state: parameter("state"),
      iss: ISSUER,
      ...answer,
    }).toString();
    return callback.href;
  }

  /** Refresh tokens of this user are no longer accepted (signed out elsewhere, revoked). */
  revokeRefreshTokens(): void {
    this.#currentRefreshToken = undefined;
  }

  readonly fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const body = new URLSearchParams((init.body as URLSearchParams | undefined) ?? "");
    const dpop = new Headers(init.headers).get("dpop");
    this.requests.push({ method: init.method ?? "GET", url, body, dpop });
    if (url === `${ISSUER}/.well-known/openid-configuration`) return this.#discovery();
    if (url === `${ISSUER}/token` && init.method === "POST") return this.#token(body);
    if (url === `${ISSUER}/token/revocation` && init.method === "POST") {
      if (body.get("token") === this.#currentRefreshToken) this.revokeRefreshTokens();
      return new Response(null, { status: this.quirks.revocationStatus ?? 200 });
    }
    return json({ error: "not_found" }, 404);
  };

  #discovery(): Response {
    if (this.quirks.discoveryStatus) return json({}, this.quirks.discoveryStatus);
    return json({
      issuer: this.quirks.discoveryIssuer ?? ISSUER,
      authorization_endpoint: `${ISSUER}/auth`,
      token_endpoint: `${ISSUER}/token`,
      jwks_uri: `${ISSUER}/jwks`,
      end_session_endpoint: `${ISSUER}/session/end`,
      revocation_endpoint: `${ISSUER}/token/revocation`,
      response_types_supported: ["code"],
      code_challenge_methods_supported: ["S256"],
      id_token_signing_alg_values_supported: ["RS256"],
      authorization_response_iss_parameter_supported: true,
      scopes_supported: ["openid", "offline_access", "email", "profile"],
    });
  }

  async #token(body: URLSearchParams): Promise<Response> {
    if (body.get("client_id") !== this.clientId) return json({ error: "invalid_client" }, 401);
    if (body.get("grant_type") === "authorization_code") {
      const code = body.get("code") ?? "";
      const issued = this.#codes.get(code);
      this.#codes.delete(code);
      const verifier = body.get("code_verifier") ?? "";
      const challenge = base64url(createHash("sha256").update(verifier).digest());
      if (
        !issued ||
        issued.redirectUri !== body.get("redirect_uri") ||
        issued.codeChallenge !== challenge
      ) {
        return json({ error: "invalid_grant" }, 400);
      }
      return json(await this.#tokens(issued.nonce));
    }
    if (body.get("grant_type") === "refresh_token") {
      const presented = body.get("refresh_token");
      if (presented === null || presented !== this.#currentRefreshToken) {
        return json({ error: "invalid_grant", error_description: "grant request is invalid" }, 400);
      }
      return json(await this.#tokens(undefined));
    }
    return json({ error: "unsupported_grant_type" }, 400);
  }

  async #tokens(nonce: string | undefined) {
    this.#issued += 1;
    const now = Math.floor(Date.now() / 1000);
    const idToken = await signJwt({
      iss: this.quirks.idTokenIssuer ?? ISSUER,
      aud: this.clientId,
      sub: "user-1",
      iat: now,
      exp: now + 3600,
      ...(nonce === undefined ? {} : { nonce: this.quirks.idTokenNonce ?? nonce }),
      given_name: "Élodie",
      family_name: "Martin",
    });
    const accessToken = `access-${this.#issued}-${randomUUID()}`;
    const refreshToken = `refresh-${this.#issued}-${randomUUID()}`;
    this.#currentRefreshToken = refreshToken;
    this.issuedTokens.push(accessToken, refreshToken, idToken);
    return {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: this.quirks.accessTokenLifetime ?? 120,
      id_token: idToken,
      refresh_token: refreshToken,
      scope: "openid email profile offline_access",
    };
  }
}
