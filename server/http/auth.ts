import type { Context, MiddlewareHandler } from "hono";
import { findUserById } from "../domain/users.ts";
import { DPOP_ALGORITHMS, DpopProofError, verifyDpopProof } from "./dpop.ts";
import type { AppEnv, Deps, VerifiedToken } from "./env.ts";
import { unauthorized } from "./errors.ts";

const DPOP_ALGS = `algs="${DPOP_ALGORITHMS.join(" ")}"`;

/**
 * The challenges of a 401 (RFC 6750 § 3, RFC 9449 § 7.1): both schemes the API takes, with
 * `error="invalid_token"` on the one a refused token was presented under; none when no token
 * was presented.
 */
function authenticationChallenge(header: string | undefined): string {
  const presented = authorizationOf(header)?.scheme;
  const bearer = presented === "bearer" ? `Bearer error="invalid_token"` : "Bearer";
  const dpop =
    presented === "dpop" ? `DPoP error="invalid_token", ${DPOP_ALGS}` : `DPoP ${DPOP_ALGS}`;
  return `${bearer}, ${dpop}`;
}

/**
 * Every 401 of the app says how to authenticate (RFC 9110 § 15.5.2): the answers that set no
 * challenge of their own (a refused DPoP proof does) get `authenticationChallenge`.
 */
export const challengeUnauthorized: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 401 && !c.res.headers.has("www-authenticate"))
    c.res.headers.set("www-authenticate", authenticationChallenge(c.req.header("authorization")));
};

/** The access token of `Authorization: Bearer <token>` or `Authorization: DPoP <token>`. */
function authorizationOf(
  header: string | undefined,
): { scheme: "bearer" | "dpop"; token: string } | null {
  const match = /^(Bearer|DPoP)\s+(\S+)$/i.exec(header ?? "");
  if (!match?.[1] || !match[2]) return null;
  return { scheme: match[1].toLowerCase() === "dpop" ? "dpop" : "bearer", token: match[2] };
}

/**
 * The verified access token of a request, or null. A DPoP-bound token (`cnf.jkt`) counts only
 * under the `DPoP` scheme with a valid proof from its key (RFC 9449 § 7.1): copied out of the
 * page, it is useless elsewhere. An unbound token counts only as `Bearer`.
 */
export async function authenticate(
  c: Context,
  { verifyAccessToken, dpopReplay, origin, now }: Deps,
): Promise<{ verified: VerifiedToken; token: string } | null> {
  const authorization = authorizationOf(c.req.header("authorization"));
  if (!authorization) return null;
  const { scheme, token } = authorization;
  const verified = await verifyAccessToken(token);
  if (!verified) return null;
  if (!verified.jkt) return scheme === "bearer" ? { verified, token } : null;
  const proof = c.req.header("dpop");
  if (scheme !== "dpop" || !proof) return null;
  try {
    await verifyDpopProof(
      proof,
      {
        method: c.req.method,
        // The path as sent, still percent-encoded (`c.req.path` is decoded): the proof names
        // the URL the client sent, and both are compared normalised (dpop.ts).
        url: new URL(new URL(c.req.url).pathname, origin).href,
        token,
        jkt: verified.jkt,
      },
      { replay: dpopReplay, now: now() },
    );
  } catch (error) {
    if (!(error instanceof DpopProofError)) throw error;
    c.header("www-authenticate", `DPoP error="invalid_dpop_proof", ${DPOP_ALGS}`);
    return null;
  }
  return { verified, token };
}

/**
 * Requires a valid access token (`authenticate`): a missing, invalid or expired token, a bound
 * token without its proof, or a token whose account no longer exists, answers 401 so the app
 * opens the session dialog.
 */
export function requireUser(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const authenticated = await authenticate(c, deps);
    if (!authenticated || !findUserById(deps.db, authenticated.verified.sub)) throw unauthorized();
    c.set("userId", authenticated.verified.sub);
    c.set("accessToken", authenticated.token);
    await next();
  };
}
