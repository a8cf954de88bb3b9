/**
 * The session's reads of the terms versions. The contract's `utilisateur/details` and `getCgu`
 * (src/api/user.ts) do not keep the versions the local server sends (`cguVersion` with the
 * user, `version` with the terms), and the session needs them to tell updated terms from
 * accepted ones; these are the same calls with those fields kept. (If src/api/user.ts gains
 * them, these can go.)
 */
import * as v from "valibot";
import { defineCall } from "../api/call.ts";
import { LocaleSchema } from "../api/schemas.ts";
import { UserDetailsSchema } from "../api/user.ts";

/** A version the server may leave out (never accepted, or a backend without versions). */
const VersionSchema = v.nullish(v.pipe(v.number(), v.integer()), null);

export const getUserDetailsWithTermsVersion = defineCall({
  method: "GET",
  path: "/api/ac_campus/utilisateur/details",
  answer: v.object({ ...UserDetailsSchema.entries, cguVersion: VersionSchema }),
});

export const getTermsWithVersion = defineCall({
  method: "POST",
  path: "/api/ac_campus/information/getCgu?language={locale}",
  payload: v.object({ locale: LocaleSchema }),
  send: () => ({}),
  answer: v.object({ cgu: v.string(), version: VersionSchema }),
});

/**
 * `okta/checkTokenValidity`'s answer is not shown by the spec; the local server answers
 * `{ valid, expiresAt }` (expiresAt in epoch seconds, on the server's clock). A refusal may
 * also come as an error status, which the call raises.
 */
export const TokenValidityAnswerSchema = v.looseObject({
  valid: v.optional(v.boolean()),
  expiresAt: v.nullish(v.number()),
});
