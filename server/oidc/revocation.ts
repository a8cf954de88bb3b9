/**
 * Who may revoke a token at the provider's revocation endpoint (RFC 7009). A DPoP-bound token
 * (`cnf.jkt`) is revoked only with a proof from its key (RFC 9449), as the API uses it only
 * with one: otherwise anyone holding a copy could sign its owner out. The proof is for
 * `POST <revocation endpoint>`, with `ath` the hash of the token it revokes, and is used once.
 * A refusal answers `400 invalid_dpop_proof` and leaves the token working.
 */
import { errors, type KoaContextWithOIDC, type RevocableToken } from "oidc-provider";
import { DpopProofError, type DpopReplayCache, verifyDpopProof } from "../http/dpop.ts";

export function revocationAllowedPolicy(replay: DpopReplayCache) {
  return async (
    ctx: KoaContextWithOIDC,
    client: { clientId: string },
    token: RevocableToken,
  ): Promise<boolean> => {
    // The provider's default for a public client: another client's token is left alone,
    // silently (RFC 7009 § 2.2: the answer does not tell whether the token existed).
    if (token.clientId !== client.clientId) return false;
    if (!token.jkt) return true;
    const proof = ctx.get("dpop");
    if (!proof) throw new errors.InvalidDpopProof("DPoP proof required to revoke a bound token");
    try {
      await verifyDpopProof(
        proof,
        {
          method: ctx.method,
          url: ctx.oidc.urlFor("revocation"),
          token: String(ctx.oidc.params?.token ?? ""),
          jkt: token.jkt,
        },
        { replay, now: new Date() },
      );
    } catch (error) {
      if (error instanceof DpopProofError) throw new errors.InvalidDpopProof(error.message);
      throw error;
    }
    return true;
  };
}
