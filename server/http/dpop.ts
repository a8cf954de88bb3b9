/**
 * DPoP proofs (RFC 9449, § 4.3 and § 7.1) on the API: a DPoP-bound access token is accepted
 * only with a fresh proof signed by the key it is bound to, so a token copied out of the page is
 * useless elsewhere. Signature, `typ` and the embedded public key are checked by `jose` (the
 * library the provider itself uses for the same check); the rest is the RFC's list: method,
 * URL, `iat` window, single-use `jti`, the access token's hash, the key's thumbprint.
 * No `DPoP-Nonce` is asked (the provider's default too): the `iat` window and the replay cache
 * bound a proof's life instead.
 */
import { createHash } from "node:crypto";
import { calculateJwkThumbprint, EmbeddedJWK, jwtVerify } from "jose";

/** The algorithms the provider accepts for proofs (oidc-provider's `dPoPSigningAlgValues`). */
export const DPOP_ALGORITHMS = ["ES256", "Ed25519", "EdDSA"];

/** How far a proof's `iat` may be from the server's clock, in seconds, either way. */
export const DPOP_PROOF_WINDOW_SECONDS = 60;

/** Why a proof was refused (the `error_description` of the 401's `WWW-Authenticate`). */
export class DpopProofError extends Error {}

/**
 * Proofs already seen, by key thumbprint and `jti`, kept as long as their `iat` window lasts:
 * a proof is used once (RFC 9449 § 11.1). One per server, shared by every route.
 */
export type DpopReplayCache = { firstUse: (key: string, until: number, now: number) => boolean };

export function createDpopReplayCache(): DpopReplayCache {
  const seen = new Map<string, number>();
  return {
    firstUse(key, until, now) {
      // Expired entries go as new ones come: the map holds at most a window's worth of proofs.
      for (const [entry, expiry] of seen) {
        if (expiry > now) break;
        seen.delete(entry);
      }
      if (seen.has(key)) return false;
      seen.set(key, until);
      return true;
    },
  };
}

/** `ath`: the base64url SHA-256 of the access token (RFC 9449 § 4.2). */
export const accessTokenHash = (accessToken: string) =>
  createHash("sha256").update(accessToken).digest("base64url");

/** The request's URL as a proof's `htu` must name it: no query, no fragment (§ 4.3, point 9). */
export function htuOf(url: string): string {
  const parsed = new URL(url);
  parsed.search = "";
  parsed.hash = "";
  return parsed.href;
}

/**
 * Checks `proof` for a request `method url` carrying `accessToken`, bound to the key whose
 * thumbprint is `jkt`. Throws `DpopProofError` saying what failed.
 */
export async function verifyDpopProof(
  proof: string,
  expected: { method: string; url: string; accessToken: string; jkt: string },
  { replay, now }: { replay: DpopReplayCache; now: Date },
): Promise<void> {
  let verified: Awaited<ReturnType<typeof jwtVerify>>;
  try {
    verified = await jwtVerify(proof, EmbeddedJWK, {
      algorithms: DPOP_ALGORITHMS,
      typ: "dpop+jwt",
      currentDate: now,
    });
  } catch (cause) {
    throw new DpopProofError("invalid DPoP proof", { cause });
  }
  const { payload, protectedHeader } = verified;
  const seconds = Math.floor(now.getTime() / 1000);
  if (
    typeof payload.iat !== "number" ||
    Math.abs(seconds - payload.iat) > DPOP_PROOF_WINDOW_SECONDS
  )
    throw new DpopProofError("DPoP proof iat is not recent enough");
  if (typeof payload.jti !== "string" || payload.jti === "" || payload.jti.length > 256)
    throw new DpopProofError("DPoP proof must have a jti");
  if (payload.htm !== expected.method) throw new DpopProofError("DPoP proof htm mismatch");
  if (typeof payload.htu !== "string" || !URL.canParse(payload.htu))
    throw new DpopProofError("DPoP proof htu mismatch");
  if (htuOf(payload.htu) !== htuOf(expected.url))
    throw new DpopProofError("DPoP proof htu mismatch");
  if (payload.ath !== accessTokenHash(expected.accessToken))
    throw new DpopProofError("DPoP proof ath mismatch");
  if (!protectedHeader.jwk || (await calculateJwkThumbprint(protectedHeader.jwk)) !== expected.jkt)
    throw new DpopProofError("DPoP proof key does not match the token's");
  // Last: a proof refused above does not use up its jti.
  const until = (payload.iat + DPOP_PROOF_WINDOW_SECONDS) * 1000;
  if (!replay.firstUse(`${expected.jkt}:${payload.jti}`, until, now.getTime()))
    throw new DpopProofError("DPoP proof replayed");
}
