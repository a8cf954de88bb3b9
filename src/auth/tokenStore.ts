/**
 * Where the session's tokens live (spec 3 and 4): the access token in the access-token cookie
 * (shared with the operator's other sites, gone when the token expires), the id token, the
 * refresh token and the access token's expiry in the identity-token storage. Light on purpose
 * (no OAuth library): the session reads it on every signed-in page.
 */
import { accessTokenCookie, renewableSessionCookie } from "../storage/cookies.ts";
import { identityTokenStorage } from "../storage/keys.ts";
import { SignInError } from "./errors.ts";

/**
 * How long the "renewable session" cookie lasts: the provider's refresh-token lifetime (14 days,
 * `REFRESH_TOKEN_TTL` in docs/api.md). Past it, a refresh would be refused anyway.
 */
const RENEWABLE_SESSION_SECONDS = 14 * 24 * 3600;

/** What a token endpoint answered, reduced to what is kept. */
export interface IssuedTokens {
  accessToken: string;
  /** Seconds, as the token endpoint says; absent when it did not say. */
  expiresIn?: number | undefined;
  idToken?: string | undefined;
  refreshToken?: string | undefined;
  /** The token endpoint's `token_type`: "DPoP" when the tokens are bound to the session's key. */
  tokenType?: string | undefined;
}

/**
 * Stores freshly issued tokens. After sign-in they replace whatever was stored (another person
 * may have signed in before). A renewal may omit the id token or the refresh token: the stored
 * ones are kept then; a new refresh token always replaces the old one (rotation: the old one is
 * spent). Returns the access token's expiry, epoch ms on `now`'s clock, when known.
 */
export function storeIssuedTokens(
  tokens: IssuedTokens,
  now: number,
  after: "signIn" | "renewal",
): number | undefined {
  const lifetime = tokens.expiresIn;
  const hasLifetime = typeof lifetime === "number" && Number.isFinite(lifetime) && lifetime > 0;
  const expiresAt = hasLifetime ? Math.floor(now + lifetime * 1000) : undefined;
  const kept = after === "renewal" ? identityTokenStorage.read() : undefined;
  const idToken = tokens.idToken ?? kept?.idToken;
  if (idToken === undefined) throw new SignInError("exchangeFailed", "no id token was issued");
  const refreshToken = tokens.refreshToken ?? kept?.refreshToken;

  accessTokenCookie.write(
    tokens.accessToken,
    hasLifetime ? { maxAgeSeconds: Math.floor(lifetime) } : {},
  );
  identityTokenStorage.write({
    idToken,
    ...(refreshToken === undefined ? {} : { refreshToken }),
    ...(expiresAt === undefined ? {} : { accessTokenExpiresAt: expiresAt }),
    ...(tokens.tokenType?.toLowerCase() === "dpop" ? { boundToKey: true } : {}),
  });
  if (refreshToken !== undefined) {
    renewableSessionCookie.write("1", { maxAgeSeconds: RENEWABLE_SESSION_SECONDS });
  }
  return expiresAt;
}

/**
 * Reads `exp` from an access token that is a JWT, without checking it: only to time the
 * renewal of a token the server already accepted. Opaque tokens give `undefined`.
 */
export function readJwtExpiry(token: string): number | undefined {
  const payload = token.split(".")[1];
  if (payload === undefined || token.split(".").length !== 3) return undefined;
  try {
    const base64 = payload.replaceAll("-", "+").replaceAll("_", "/");
    const claims: unknown = JSON.parse(atob(base64));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === "number" && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Registers the access token of the cookie with the sign-in client (spec 4, session start): settles
 * its expiry, in order of trust: what the server said when it validated the token, what this site
 * stored when it received the token, the token's own `exp` claim. The expiry is stored so the next
 * page knows it. Fails when no cookie is there or nobody can tell the expiry.
 */
export function registerTokens(validated: { expiresAt: number | null }): {
  accessTokenExpiresAt: number;
} {
  const accessToken = accessTokenCookie.read();
  if (accessToken === undefined) throw new SignInError("noAccessToken");
  const stored = identityTokenStorage.read();
  const expiresAt =
    validated.expiresAt ?? stored?.accessTokenExpiresAt ?? readJwtExpiry(accessToken);
  if (expiresAt === undefined) throw new SignInError("expiryUnknown");
  if (stored && stored.accessTokenExpiresAt !== expiresAt) {
    identityTokenStorage.write({ ...stored, accessTokenExpiresAt: Math.floor(expiresAt) });
  }
  return { accessTokenExpiresAt: Math.floor(expiresAt) };
}
