/**
 * One section of the profile page (public spec 2.4): the email, the password, the phone, the
 * language, or the communication consents. Each section is its own small form with its own save
 * button, so the page runs one actor of this machine per section; they never wait for each other.
 *
 * A save goes from the form to saving, then to the confirmation, or back to the form with the
 * server's reason. What the user typed lives in the form (TanStack Form), which resets only when
 * a save succeeds: a failed save keeps everything typed. The machine keeps facts only: the values
 * as the server last saved them (the page shows them after a save and after a reload), why the
 * last save failed, and the interface language the user asked to switch to with a new language.
 * Passwords travel in the `save` event to the actor and are never kept here.
 */
import type { MessageDescriptor } from "@lingui/core";
import { assertEvent, assign, setup } from "xstate";
import { providedByApp } from "./provided.ts";

export type ProfileLanguage = "fr" | "en";

/** The four communication consents (spec 3): product and group level, email and SMS. */
export interface ProfileConsents {
  hasAcceptedEmail: boolean;
  hasAcceptedSMS: boolean;
  hasAcceptedEmailGroup: boolean;
  hasAcceptedSMSGroup: boolean;
}

/** What the profile page shows and changes of the account (spec 3, "User info"). */
export interface ProfileValues extends ProfileConsents {
  email: string;
  phone: string;
  /** As the server sent it; the language form maps it to fr or en. */
  language: string;
}

/** A change the user asks to save, one per section. */
export type ProfileChange =
  | { section: "email"; email: string; password: string }
  | { section: "password"; oldPassword: string; newPassword: string }
  | { section: "phone"; phone: string }
  | {
      section: "language";
      language: ProfileLanguage;
      /** The interface language to switch to once saved; `null` to stay in this one. */
      switchInterfaceTo: ProfileLanguage | null;
    }
  | { section: "consents"; consents: ProfileConsents };

export type ProfileSection = ProfileChange["section"];

/** A text a section shows: a catalogue descriptor (translated at render) or a server's own text. */
export type ProfileMessage = MessageDescriptor | string;

/**
 * How the app's save actor rejects so the section can say why: field errors the server wrote,
 * each shown under its field, or one message for the whole form. Anything else (a program error,
 * a forgotten `.provide()`) is the generic error.
 */
export type ProfileSaveFailure =
  | { fields: Readonly<Record<string, string>> }
  | { userMessage: ProfileMessage };

/** Why the last save failed; `message: null` is the spec's generic error. */
export type ProfileFailure =
  | { fields: Readonly<Record<string, string>> }
  | { message: ProfileMessage | null };

export interface ProfileInput {
  /** The account as `utilisateur/details` answered when the page loaded. */
  saved: ProfileValues;
  /** The page opened itself right after this section saved (the language switch). */
  arrivedAfterSave?: boolean;
}

export interface ProfileContext {
  /** The values as the server last saved them: loaded, then each save's answer. */
  saved: ProfileValues;
  failure: ProfileFailure | null;
  /** Asked with a new language: the interface moves to it once the language is saved. */
  switchInterfaceTo: ProfileLanguage | null;
  /** The page opened itself right after this section saved, in the language just saved. */
  arrivedAfterSave: boolean;
}

export type ProfileEvent =
  | { type: "save"; change: ProfileChange }
  /** The user changes the form again after a save: the confirmation no longer applies. */
  | { type: "edit" };

function isMessage(value: unknown): value is ProfileMessage {
  if (typeof value === "string") return value.trim() !== "";
  return (
    typeof value === "object" && value !== null && "id" in value && typeof value.id === "string"
  );
}

function isFieldMap(value: unknown): value is Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([, text]) => typeof text === "string");
}

/** What a failed save tells the user; anything not shaped as a `ProfileSaveFailure` is generic. */
export function failureOf(error: unknown): ProfileFailure {
  if (typeof error === "object" && error !== null) {
    if ("fields" in error && isFieldMap(error.fields)) return { fields: { ...error.fields } };
    if ("userMessage" in error && isMessage(error.userMessage)) {
      return { message: error.userMessage };
    }
  }
  return { message: null };
}

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
  },
  actors: {
    // The app supplies the real calls with `.provide()` (src/features/profile/profileActors.ts);
    // this default makes a forgotten provide show as a failure, never as a silent success.
    saveChange: providedByApp.actor<ProfileValues | null, ProfileChange>("profile", "saveChange"),
  },
  guards: {
    arrivedAfterSave: ({ context }) => context.arrivedAfterSave,
    interfaceMustSwitch: ({ context }) => context.switchInterfaceTo !== null,
  },
  actions: {
    rememberInterfaceWish: assign({
      switchInterfaceTo: ({ event }) => {
        assertEvent(event, "save");
        return event.change.section === "language" ? event.change.switchInterfaceTo : null;
      },
    }),
    forgetFailure: assign({ failure: null }),
    // Some answers carry no account (the password's): the saved values stay as they were.
    rememberSaved: assign({
      saved: ({ context }, answer: ProfileValues | null) => answer ?? context.saved,
    }),
    rememberFailure: assign({
      failure: (_, failure: { error: unknown }) => failureOf(failure.error),
    }),
    switchInterface: providedByApp.action<{ language: ProfileLanguage | null }>(
      "profile",
      "switchInterface",
    ),
  },
}).createMachine({
  id: "profile",
  meta: { spec: "public §2.4 Profile page" },
  description:
    "One section of the profile page (email, password, phone, language or communication consents), its own small form: saving, then a confirmation, or the server's reason with everything typed kept. A new language can also switch the interface.",
  context: ({ input }) => ({
    saved: input.saved,
    failure: null,
    switchInterfaceTo: null,
    arrivedAfterSave: input.arrivedAfterSave ?? false,
  }),
  initial: "opening",
  states: {
    opening: {
      description: "Decides what the section shows first.",
      always: [
        {
          guard: "arrivedAfterSave",
          target: "saved",
          description:
            "The page opened in the language the user just saved: the confirmation of that save shows.",
        },
        { target: "editing", description: "Otherwise the form, with the saved values." },
      ],
    },
    editing: {
      description:
        "The form shows the saved values (current email, phone, language and consents; empty password fields); the user changes them.",
      on: {
        save: {
          target: "saving",
          actions: "rememberInterfaceWish",
          description: "The user presses the section's save button with a valid form.",
        },
      },
    },
    saving: {
      description:
        "The change is being sent (utilisateur/updateEmail, updatePassword, updatePhone, updateLanguage or updateConsents); the save button shows it is busy.",
      entry: "forgetFailure",
      invoke: {
        id: "saveChange",
        src: "saveChange",
        input: ({ event }) => {
          assertEvent(event, "save");
          return event.change;
        },
        onDone: [
          {
            guard: "interfaceMustSwitch",
            target: "switchingInterface",
            actions: { type: "rememberSaved", params: ({ event }) => event.output },
            description:
              "Saved, and the user asked to see the site in the new language: the profile page opens in that language.",
          },
          {
            target: "saved",
            actions: { type: "rememberSaved", params: ({ event }) => event.output },
            description: "Saved: the form shows the values as the server saved them.",
          },
        ],
        onError: {
          target: "failed",
          actions: { type: "rememberFailure", params: ({ event }) => ({ error: event.error }) },
          description:
            "Refused or not answered: the server's reason shows (under its field when it names one, otherwise above the button; the generic error on a 500 or no answer).",
        },
      },
    },
    saved: {
      description:
        "The confirmation shows in a polite live region; the form holds the saved values and may be saved again.",
      on: {
        save: {
          target: "saving",
          actions: "rememberInterfaceWish",
          description: "The user saves the section again.",
        },
        edit: {
          target: "editing",
          description: "The user changes the form again: the confirmation goes away.",
        },
      },
    },
    failed: {
      description:
        "The form shows again with everything the user typed, and the reason of the failure; the user may correct it and save again.",
      on: {
        save: {
          target: "saving",
          actions: "rememberInterfaceWish",
          description: "The user saves again (corrected or not).",
        },
      },
    },
    switchingInterface: {
      type: "final",
      description:
        "The language is saved and the interface moves to the profile page in that language, which confirms the save.",
      entry: {
        type: "switchInterface",
        params: ({ context }) => ({ language: context.switchInterfaceTo }),
      },
    },
  },
});
