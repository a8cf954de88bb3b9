import * as v from "valibot";
import { LocaleSchema } from "../api/schemas.ts";
import { defineStorageKey } from "../storage/storageKey.ts";

const nonEmpty = v.pipe(v.string(), v.nonEmpty());

/**
 * The one sign-in attempt in progress in this tab, between the redirect to the provider and the
 * callback: the PKCE verifier, the `state` and `nonce` sent, where the callback lands and the
 * page to come back to. Session storage: it belongs to this tab only and dies with it; a new
 * attempt replaces the previous one, and the callback removes it whatever happens (single use).
 */
const PendingSignInSchema = v.object({
  state: nonEmpty,
  nonce: nonEmpty,
  codeVerifier: nonEmpty,
  redirectUri: v.pipe(v.string(), v.url()),
  returnTo: v.pipe(v.string(), v.startsWith("/")),
  locale: LocaleSchema,
});

/** Our name: the spec does not describe this entry (the identity library kept it itself). */
export const pendingSignInStorage = defineStorageKey(
  "pending_sign_in",
  PendingSignInSchema,
  "session",
);

/**
 * The team console's sign-in attempt in this tab (src/auth/staffSignIn.ts): the same facts under
 * a key of its own, so an applicant's attempt and a staff member's never complete each other.
 */
export const staffPendingSignInStorage = defineStorageKey(
  "staff_pending_sign_in",
  PendingSignInSchema,
  "session",
);
