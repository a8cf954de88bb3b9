import { msg } from "@lingui/core/macro";
import type { KyInstance } from "ky";
import { fromPromise } from "xstate";
import type {
  ProfileChange,
  ProfileSaveFailure,
  ProfileSection,
  ProfileValues,
} from "../../../machines/profile.ts";
import type { CallOptions } from "../../api/call.ts";
import { invalidValuesMessage, toUserError, type UserError } from "../../api/errors.ts";
import {
  updateConsents,
  updateEmail,
  updateLanguage,
  updatePassword,
  updatePhone,
} from "../../api/profile.ts";
import type { UserDetails } from "../../api/user.ts";
import { userStorage } from "../../storage/keys.ts";

/** Ours: a save answered 401 (the session ended meanwhile); the session's own dialog follows. */
export const signInAgainMessage = msg`Votre session a expiré. Connectez-vous à nouveau pour enregistrer vos modifications.`;

/** The fields each section's form shows, under which the server's field errors can appear. */
const fieldsOfSection: Record<ProfileSection, readonly string[]> = {
  email: ["email", "password"],
  password: ["oldPassword", "newPassword"],
  phone: ["phone"],
  language: ["language"],
  consents: [],
};

/**
 * What a section shows for a failed save (the spec's generic handler narrowed to a form): the
 * server's field errors under the fields it names ("old password incorrect" under the old
 * password), any other text above the save button, and `null` for the generic error.
 */
export function saveFailureOf(
  section: ProfileSection,
  error: UserError,
): ProfileSaveFailure | null {
  switch (error.kind) {
    case "fields": {
      const names = Object.keys(error.fields);
      if (names.every((name) => fieldsOfSection[section].includes(name))) {
        return { fields: error.fields };
      }
      // A field the form does not show: its text above the button rather than nowhere.
      const texts = Object.values(error.fields).filter((text) => text.trim() !== "");
      return { userMessage: texts.length > 0 ? texts.join(" et ") : invalidValuesMessage };
    }
    case "message":
      return { userMessage: error.message };
    case "forbidden":
      return error.message === undefined ? null : { userMessage: error.message };
    case "unauthenticated":
      return { userMessage: signInAgainMessage };
    default:
      return null;
  }
}

/** Rejects with what to show (the machine keeps only that), the HTTP error as its cause. */
class ProfileSaveError extends Error {
  constructor(failure: ProfileSaveFailure, cause: unknown) {
    super("profile: the change was not saved", { cause });
    Object.assign(this, failure);
  }
}

/**
 * The call of each section; those that answer the account give it back as saved, the others
 * (password, email awaiting its confirmation link) leave the saved values as they were.
 */
async function send(change: ProfileChange, call: CallOptions): Promise<UserDetails | null> {
  switch (change.section) {
    case "email":
      // Nothing changes until the link mailed to the new address is followed.
      await updateEmail({ email: change.email, password: change.password }, call);
      return null;
    case "password":
      await updatePassword(
        { oldPassword: change.oldPassword, newPassword: change.newPassword },
        call,
      );
      return null;
    case "phone":
      return updatePhone({ phone: change.phone }, call);
    case "language":
      return updateLanguage({ language: change.language }, call);
    case "consents":
      return updateConsents(change.consents, call);
  }
}

/** The real call behind the `profile` machine's `saveChange` actor. */
export const profileActors = (api: KyInstance) => ({
  saveChange: fromPromise<ProfileValues | null, ProfileChange>(async ({ input, signal }) => {
    try {
      const saved = await send(input, { signal, client: api });
      // Spec 3: the `user` key keeps the details for pages that read them without a call.
      if (saved) userStorage.write(saved);
      return saved;
    } catch (error) {
      const failure = saveFailureOf(input.section, toUserError(error));
      throw failure ? new ProfileSaveError(failure, error) : error;
    }
  }),
});
