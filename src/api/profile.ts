/**
 * The profile page's calls (public spec 2.4): each changes one part of the signed-in account.
 * All need the bearer token, which the shared client adds while the session holds one. Those
 * that change the account answer its details as saved (email lowercased, phone in E.164), which
 * the page then shows; the password's answers only that it was changed, the email's only that a
 * confirmation link was mailed.
 */
import * as v from "valibot";
import { defineCall } from "./call.ts";
import { LocaleSchema } from "./schemas.ts";
import { UserDetailsSchema } from "./user.ts";

const filled = v.pipe(v.string(), v.nonEmpty());

/**
 * Asks for the account's address to change: 202 `{ status: "confirmationSent" }`, whether or not
 * the address already has an account (that is told to its owner by mail). The address changes
 * when the link mailed to it is followed.
 */
export const updateEmail = defineCall({
  method: "POST",
  path: "/api/ac_campus/utilisateur/updateEmail",
  payload: v.object({ email: v.pipe(v.string(), v.trim(), v.nonEmpty()), password: filled }),
  answer: v.object({ status: v.literal("confirmationSent") }),
});

/** Passwords are sent as typed: spaces are characters of a password, never trimmed. */
export const updatePassword = defineCall({
  method: "POST",
  path: "/api/ac_campus/utilisateur/updatePassword",
  payload: v.object({ oldPassword: filled, newPassword: filled }),
  // `{ status: "ok" }`: only success matters.
  answer: "empty",
});

/** `POST utilisateur/<name>`: changes one part of the account, answers its details as saved. */
function defineAccountUpdate<TPayload extends v.GenericSchema>(name: string, payload: TPayload) {
  return defineCall({
    method: "POST",
    path: `/api/ac_campus/utilisateur/${name}`,
    payload,
    answer: UserDetailsSchema,
  });
}

export const updatePhone = defineAccountUpdate("updatePhone", v.object({ phone: filled }));

export const updateLanguage = defineAccountUpdate(
  "updateLanguage",
  v.object({ language: LocaleSchema }),
);

const ConsentsSchema = v.object({
  hasAcceptedEmail: v.boolean(),
  hasAcceptedSMS: v.boolean(),
  hasAcceptedEmailGroup: v.boolean(),
  hasAcceptedSMSGroup: v.boolean(),
});

/** The four consents are always sent together, as the form shows them. */
export const updateConsents = defineAccountUpdate("updateConsents", ConsentsSchema);
