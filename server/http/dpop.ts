/**
 * DPoP proofs (RFC 9449, § 4.3 and § 7.1) on the API and at the provider's revocation endpoint:
 * a DPoP-bound token is accepted only with a fresh proof signed by the key it is bound to, so a
 * token copied out of the page is useless elsewhere. Signature, `typ` and the embedded public key are checked by `jose` (the
 * library the provider itself uses for the same check); the rest is the RFC's list: method,
 * URL, `iat` window, single-use `jti`, the token's hash, the key's thumbprint.
 * No `DPoP-Nonce` is asked (the provider's default too): the `iat` window and the replay cache
 * bound a proof's life instead.
 */
import { createHash } from "node:crypto";
import { calculateJwkThumbprint, EmbeddedJWK, jwtVerify } from "jose";
import { type Db, run, transaction } from "../db.ts";

/** The algorithms the provider accepts for proofs (oidc-provider's `dPoPSigningAlgValues`). */
export const DPOP_ALGORITHMS = ["ES256", "Ed25519", "EdDSA"];

/**
 * How far a proof's `iat` may be from the server's clock, either way, in milliseconds: the age
 * is measured to the millisecond, and a used proof is remembered exactly that long after its
 * `iat` (`rememberedUntil`), so a proof is always either too old or still remembered.
 */
const DPOP_PROOF_WINDOW_MS = 60_000;

/** Why a proof was refused (the `error_description` of the 401's `WWW-Authenticate`). */
export class DpopProofError extends Error {}

/**
 * Proofs already seen, by key thumbprint and `jti`, kept as long as their `iat` window lasts:
 * a proof is used once (RFC 9449 § 11.1). Kept in the database (`dpop_proofs`), so a proof used
 * before a restart is still refused after it; shared by the API and the provider's revocation.
 */
export type DpopReplayCache = {
  /** Records `key` until `rememberedUntil` (ms, inclusive); false if it is already there. */
  firstUse: (key: string, rememberedUntil: number, now: number) => boolean;
};

export function createDpopReplayCache(db: Db): DpopReplayCache {
  return {
    firstUse(key, rememberedUntil, now) {
      return transaction(db, () => {
        // Entries past their window go as new ones come: the table holds a window's worth.
        run(db, "DELETE FROM dpop_proofs WHERE remembered_until < ?", now);
        const added = run(
          db,
          "INSERT INTO dpop_proofs (key, remembered_until) VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
          key,
          rememberedUntil,
        );
        return Number(added.changes) === 1;
      });
    },
  };
}

/** `ath`: the base64url SHA-256 of the access token (RFC 9449 § 4.2). */
export const accessTokenHash = (accessToken: string) =>
  createHash("sha256").update(accessToken).digest("base64url");

/** RFC 3986 § 2.3: characters that mean the same whether percent-encoded or not. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * A URL as a proof's `htu` is compared (RFC 9449 § 4.3, point 9): without query and fragment,
 * normalised as RFC 3986 § 6.2.2 and § 6.2.3 say. The WHATWG parser already lowers the scheme's
 * and host's case, drops the default port, gives an empty path its `/` and resolves dot
 * segments; the path's percent-encodings are then written in upper case, and those of
 * unreserved characters decoded. Undefined for a string that is no URL.
 */
export function normalisedHtu(url: string): string | undefined {
  const parsed = URL.parse(url);
  if (!parsed) return undefined;
  parsed.search = "";
  parsed.hash = "";
  parsed.pathname = parsed.pathname.replace(/%[0-9A-Fa-f]{2}/g, (encoded) => {
    const character = String.fromCharCode(Number.parseInt(encoded.slice(1), 16));
    return UNRESERVED.test(character) ? character : encoded.toUpperCase();
  });
  return parsed.href;
}

/**
 * Checks `proof` for a request `method url` about `token` (the access token of an API call, or
 * the token a revocation ends: its hash is the proof's `ath`), bound to the key whose thumbprint
 * is `jkt`. Throws `DpopProofError` saying what failed.
 */
export async function verifyDpopProof(
  proof: string,
  expected: { method: string; url: string; token: string; jkt: string },
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
  if (
    typeof payload.iat !== "number" ||
    !Number.isFinite(payload.iat) ||
    Math.abs(now.getTime() - payload.iat * 1000) > DPOP_PROOF_WINDOW_MS
  )
    throw new DpopProofError("DPoP proof iat is not recent enough");
  if (typeof payload.jti !== "string" || payload.jti === "" || payload.jti.length > 256)
    throw new DpopProofError("DPoP proof must have a jti");
  if (payload.htm !== expected.method) throw new DpopProofError("DPoP proof htm mismatch");
  const htu = typeof payload.htu === "string" ? normalisedHtu(payload.htu) : undefined;
  if (htu === undefined || htu !== normalisedHtu(expected.url))
    throw new DpopProofError("DPoP proof htu mismatch");
  if (payload.ath !== accessTokenHash(expected.token))
    throw new DpopProofError("DPoP proof ath mismatch");
  if (!protectedHeader.jwk || (await calculateJwkThumbprint(protectedHeader.jwk)) !== expected.jkt)
    throw new DpopProofError("DPoP proof key does not match the token's");
  // Last: a proof refused above does not use up its jti.
  const rememberedUntil = payload.iat * 1000 + DPOP_PROOF_WINDOW_MS;
  if (!replay.firstUse(`${expected.jkt}:${payload.jti}`, rememberedUntil, now.getTime()))
    throw new DpopProofError("DPoP proof replayed");
}
