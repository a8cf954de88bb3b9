/**
 * Signing keys and cookie keys of the provider, generated once and kept in the database:
 * restarting the server must not invalidate ID tokens or sign everyone out.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto";
import { type Db, getMeta, setMeta } from "../db.ts";

export type Jwk = Record<string, unknown>;

export function signingKeys(db: Db): { keys: Jwk[] } {
  const stored = getMeta(db, "oidc_jwks");
  if (stored) return JSON.parse(stored) as { keys: Jwk[] };
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwks = {
    keys: [
      { ...privateKey.export({ format: "jwk" }), kid: randomUUID(), use: "sig", alg: "RS256" },
    ],
  };
  setMeta(db, "oidc_jwks", JSON.stringify(jwks));
  return jwks;
}

export function cookieKeys(db: Db): string[] {
  const stored = getMeta(db, "oidc_cookie_keys");
  if (stored) return JSON.parse(stored) as string[];
  const keys = [randomBytes(32).toString("base64url")];
  setMeta(db, "oidc_cookie_keys", JSON.stringify(keys));
  return keys;
}
