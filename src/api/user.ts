import * as v from "valibot";
import { defineCall } from "./call.ts";
import { IdentifierSchema, LocaleSchema, OptionalTextSchema } from "./schemas.ts";

/** A consent the server may leave unset for a new account: unset means not given. */
const ConsentSchema = v.nullish(v.boolean(), false);

/** The signed-in applicant (spec 3, "User info"). Also what the `user` storage key holds. */
export const UserDetailsSchema = v.object({
  contact_id: IdentifierSchema,
  firstname: v.string(),
  lastname: v.string(),
  email: v.pipe(v.string(), v.nonEmpty()),
  phone: OptionalTextSchema,
  type_prospect: v.nullish(v.union([v.string(), v.number()]), null),
  /** Kept as sent: the app maps it to a supported locale where it switches language. */
  language: OptionalTextSchema,
  hasAcceptedEmail: ConsentSchema,
  hasAcceptedSMS: ConsentSchema,
  hasAcceptedEmailGroup: ConsentSchema,
  hasAcceptedSMSGroup: ConsentSchema,
});
export type UserDetails = v.InferOutput<typeof UserDetailsSchema>;

export const getUserDetails = defineCall({
  method: "GET",
  path: "/api/ac_campus/utilisateur/details",
  answer: UserDetailsSchema,
});

export const acceptTerms = defineCall({
  method: "POST",
  path: "/api/ac_campus/utilisateur/acceptCgu",
  answer: "empty",
});

const TermsSchema = v.object({
  /** HTML: sanitise before rendering. */
  cgu: v.string(),
});

export const getTerms = defineCall({
  method: "POST",
  path: "/api/ac_campus/information/getCgu?language={locale}",
  payload: v.object({ locale: LocaleSchema }),
  send: () => ({}),
  answer: TermsSchema,
});

/**
 * The spec does not show the validity answer: any successful answer means the token is valid,
 * a failed one (401, ...) that it is not. Its body is kept for whoever needs it, unchecked.
 */
export const checkTokenValidity = defineCall({
  method: "POST",
  path: "/api/ac_campus/okta/checkTokenValidity",
  payload: v.object({ token: v.pipe(v.string(), v.nonEmpty()) }),
  answer: v.unknown(),
});

const LogoutAnswerSchema = v.object({ url: v.pipe(v.string(), v.nonEmpty()) });

/** Ends the server session; the browser then goes to the returned address (after `checkSession`). */
export const logout = defineCall({
  method: "POST",
  path: "/api/ac_campus/okta/logout",
  payload: v.object({ id_token: v.string(), redirect: v.string() }),
  answer: LogoutAnswerSchema,
});

/** Its answer is not shown by the spec and not used: only success matters. */
export const checkSession = defineCall({
  method: "POST",
  path: "/api/ac_campus/okta/checkSession",
  payload: v.object({ redirect: v.string() }),
  answer: v.unknown(),
});
