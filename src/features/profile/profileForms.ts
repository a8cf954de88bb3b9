/**
 * The five forms of the profile page: what each holds, its rules (public spec 5, with the shared
 * messages of src/forms/rules.ts), the values it starts from, and the change a valid form asks
 * the `profile` machine to save.
 */
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import type {
  ProfileChange,
  ProfileConsents,
  ProfileLanguage,
  ProfileValues,
} from "../../../machines/profile.ts";
import { type Locale, locales } from "../../config/index.ts";
import { issueMessage } from "../../forms/issueMessage.ts";
import { validPhone } from "../../forms/phone/phoneRule.ts";
import {
  emailFormat,
  maxLengthOf,
  requiredChoice,
  requiredMessage,
  requiredText,
  strongPassword,
} from "../../forms/rules.ts";

/** Ours, worded as the server's own message. */
const passwordMismatchMessage = msg`Les deux mots de passe ne sont pas identiques.`;

/** The server's limits (docs/api.md), also the inputs' `maxLength`. */
export const EMAIL_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 100;

// Email ----------------------------------------------------------------------------------------

/** Passwords are never trimmed: a space typed is part of it (and the rule refuses it). */
const typedPassword = () => v.pipe(v.string(), v.nonEmpty(issueMessage(requiredMessage)));

/** The sign-in address changes only with the current password (the server checks it). */
export const emailFormSchema = v.object({
  email: v.pipe(requiredText(), maxLengthOf(EMAIL_MAX_LENGTH), emailFormat()),
  password: typedPassword(),
});
export type EmailFormValues = v.InferInput<typeof emailFormSchema>;

/** The saved address; the password field starts empty, and empties again once saved. */
export const emailFormValues = (saved: ProfileValues): EmailFormValues => ({
  email: saved.email,
  password: "",
});

export function emailChange(values: EmailFormValues): ProfileChange {
  return { section: "email", ...v.parse(emailFormSchema, values) };
}

// Password -------------------------------------------------------------------------------------

export const passwordFormSchema = v.pipe(
  v.object({
    oldPassword: typedPassword(),
    newPassword: v.pipe(typedPassword(), strongPassword()),
    confirmation: typedPassword(),
  }),
  v.forward(
    v.partialCheck(
      [["newPassword"], ["confirmation"]],
      (input) => input.newPassword === input.confirmation,
      issueMessage(passwordMismatchMessage),
    ),
    ["confirmation"],
  ),
);
export type PasswordFormValues = v.InferInput<typeof passwordFormSchema>;

/** Whatever was saved, the password fields start empty. */
export const passwordFormValues = (): PasswordFormValues => ({
  oldPassword: "",
  newPassword: "",
  confirmation: "",
});

export function passwordChange(values: PasswordFormValues): ProfileChange {
  const { oldPassword, newPassword } = v.parse(passwordFormSchema, values);
  return { section: "password", oldPassword, newPassword };
}

// Phone ----------------------------------------------------------------------------------------

export const phoneFormSchema = v.object({
  phone: v.pipe(requiredText(), maxLengthOf(PHONE_MAX_LENGTH), validPhone()),
});
export type PhoneFormValues = v.InferInput<typeof phoneFormSchema>;

export const phoneFormValues = (saved: ProfileValues): PhoneFormValues => ({ phone: saved.phone });

export function phoneChange(values: PhoneFormValues): ProfileChange {
  return { section: "phone", ...v.parse(phoneFormSchema, values) };
}

// Language -------------------------------------------------------------------------------------

export const languageFormSchema = v.object({
  language: requiredChoice(locales),
  /** "Also show the site in this language": on by default, only offered for another language. */
  switchInterface: v.boolean(),
});
export type LanguageFormValues = v.InferInput<typeof languageFormSchema>;

function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** An account language the site does not offer reads as the interface's own. */
export const languageFormValues = (
  saved: ProfileValues,
  interfaceLocale: Locale,
): LanguageFormValues => ({
  language: isLocale(saved.language) ? saved.language : interfaceLocale,
  switchInterface: true,
});

/** The interface switches only to a language it is not already in, and only when asked. */
export function languageChange(values: LanguageFormValues, interfaceLocale: Locale): ProfileChange {
  const { language, switchInterface } = v.parse(languageFormSchema, values);
  const switchInterfaceTo: ProfileLanguage | null =
    switchInterface && language !== interfaceLocale ? language : null;
  return { section: "language", language, switchInterfaceTo };
}

// Consents -------------------------------------------------------------------------------------

/** Only the four consents, so the form never holds nor sends anything else. */
const pickConsents = (from: ProfileConsents): ProfileConsents => ({
  hasAcceptedEmail: from.hasAcceptedEmail,
  hasAcceptedSMS: from.hasAcceptedSMS,
  hasAcceptedEmailGroup: from.hasAcceptedEmailGroup,
  hasAcceptedSMSGroup: from.hasAcceptedSMSGroup,
});

export const consentsFormValues = (saved: ProfileValues): ProfileConsents => pickConsents(saved);

export function consentsChange(values: ProfileConsents): ProfileChange {
  return { section: "consents", consents: pickConsents(values) };
}
