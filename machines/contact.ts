/**
 * The contact dialog (spec public area 2.3, 4, 7, 8): it opens on the form; a send answered 200
 * shows a confirmation whose finish button closes it; closing from anywhere resets it to the form.
 *
 * Two things happen side by side while the dialog is open, hence two parallel regions: the
 * residence list loads (the visitor can type meanwhile, and can still write to the product team
 * when it fails), and the message goes from the form to sending to the confirmation.
 *
 * The form's values live in the form (TanStack Form), not here: the machine receives the
 * validated request with `submit` and passes it on to the `sendMessage` actor. It keeps only
 * facts: the residence a residence page preselected, the loaded list, why a send failed.
 */
import type { MessageDescriptor } from "@lingui/core";
import { assertEvent, assign, setup } from "xstate";
import type { ContactRequest } from "../src/forms/contactSchema.ts";
import { providedByApp } from "./provided.ts";

/** A residence the visitor may write to, as the content service lists it (spec 3). */
export interface ContactResidence {
  name: string;
  crm_id: { value: string };
}

/** A text the dialog shows: a catalogue descriptor (translated at render) or a server's own text. */
export type ContactMessage = MessageDescriptor | string;

/**
 * How the app's actors reject so the dialog can say why: with the message the app's generic
 * error handler chose. Anything else (a program error, a forgotten `.provide()`) is shown as the
 * generic error, and only the message, never the error object, is kept in the context.
 */
export interface ContactCallFailure {
  userMessage: ContactMessage;
}

/** The spec's error contexts (section 8): which of the two calls failed. */
export type ContactErrorContext = "get_residence" | "send_message";

export interface SendMessageInput {
  request: ContactRequest;
  /** The loaded list (empty when it failed), so the mail can name the residence. */
  residences: readonly ContactResidence[];
}

export interface ContactContext {
  /** The residence (CRM id) a residence page asked to write to; `null` from the shell. */
  preselectedResidenceId: string | null;
  /** Loaded once per visit and kept across openings; `null` until loaded. */
  residences: readonly ContactResidence[] | null;
  /** Why the last send failed; `null` when it did not, or when the generic error applies. */
  sendFailureMessage: ContactMessage | null;
}

export type ContactEvent =
  | { type: "open"; residenceId?: string }
  | { type: "close" }
  | { type: "submit"; request: ContactRequest }
  | { type: "finish" }
  | { type: "retry" };

function isUserMessage(value: unknown): value is ContactMessage {
  if (typeof value === "string") return value.trim() !== "";
  return (
    typeof value === "object" && value !== null && "id" in value && typeof value.id === "string"
  );
}

/** The message a failed call carries, or `null` for the generic error. */
export function userMessageOf(error: unknown): ContactMessage | null {
  if (typeof error !== "object" || error === null || !("userMessage" in error)) return null;
  return isUserMessage(error.userMessage) ? error.userMessage : null;
}

export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
  },
  actors: {
    // The app supplies the real calls with `.provide()` (src/features/contact/contactActors.ts);
    // these defaults make a forgotten provide show as a failure, never as a silent success.
    loadResidences: providedByApp.actor<readonly ContactResidence[]>("contact", "loadResidences"),
    sendMessage: providedByApp.actor<void, SendMessageInput>("contact", "sendMessage"),
  },
  guards: {
    residenceListIsLoaded: ({ context }) => context.residences !== null,
  },
  actions: {
    rememberPreselectedResidence: assign({
      preselectedResidenceId: ({ event }) => {
        assertEvent(event, "open");
        const id = event.residenceId?.trim() ?? "";
        return id === "" ? null : id;
      },
    }),
    forgetVisit: assign({ preselectedResidenceId: null, sendFailureMessage: null }),
    rememberResidences: assign({
      residences: (_, loaded: readonly ContactResidence[]) => loaded,
    }),
    rememberSendFailure: assign({
      sendFailureMessage: (_, failure: { error: unknown }) => userMessageOf(failure.error),
    }),
    forgetSendFailure: assign({ sendFailureMessage: null }),
  },
}).createMachine({
  id: "contact",
  meta: { spec: ["public §2.3 Dialogs", "public §4 States and transitions"] },
  description:
    "Contact dialog: a form to write to the product team or to a residence, sent by mail; a confirmation after a successful send; closing resets it to the form.",
  context: { preselectedResidenceId: null, residences: null, sendFailureMessage: null },
  initial: "closed",
  states: {
    closed: {
      description: "The dialog is not shown. The next opening starts on an empty form.",
      entry: "forgetVisit",
      on: {
        open: {
          target: "open",
          actions: "rememberPreselectedResidence",
          description:
            "The visitor opens the dialog (footer's write link, or contact-the-residence on a residence page, which preselects that residence).",
        },
      },
    },
    open: {
      type: "parallel",
      description: "The dialog is shown. The close button or Escape closes it from any step.",
      on: {
        close: {
          target: "closed",
          description:
            "The visitor closes the dialog: what was typed and any error are dropped; a send under way is abandoned.",
        },
      },
      states: {
        residenceList: {
          description: "The residences the visitor may write to, for the residence select.",
          initial: "checkingResidenceList",
          states: {
            checkingResidenceList: {
              description:
                "Decides whether the list must be loaded or was loaded at an earlier opening.",
              always: [
                {
                  guard: "residenceListIsLoaded",
                  target: "residenceListReady",
                  description: "The list was loaded at an earlier opening: no call is made.",
                },
                { target: "loadingResidences", description: "No list yet: load it." },
              ],
            },
            loadingResidences: {
              description:
                "Loads the residence list (exportREST residences_acquisition); the form can be filled meanwhile.",
              invoke: {
                id: "loadResidences",
                src: "loadResidences",
                onDone: {
                  target: "residenceListReady",
                  actions: { type: "rememberResidences", params: ({ event }) => event.output },
                  description: "The list arrived: the residence select offers it.",
                },
                onError: {
                  target: "residenceListUnavailable",
                  description:
                    "The list could not be loaded (error context get_residence): the generic error shows with a retry; the product team can still be written to.",
                },
              },
            },
            residenceListUnavailable: {
              meta: { spec: "public §8 The error catalogue" },
              description:
                "The generic error shows beside the residence select, with a retry button. Writing to the product team still works.",
              on: {
                retry: {
                  target: "loadingResidences",
                  description: "The visitor asks to load the residence list again.",
                },
              },
            },
            residenceListReady: {
              description: "The residence select offers the loaded residences.",
            },
          },
        },
        message: {
          description: "The message, from the form to the confirmation.",
          initial: "editingForm",
          states: {
            editingForm: {
              meta: { spec: "public §5 Validation rules" },
              description:
                "The visitor fills in the form; errors show under the fields once touched.",
              on: {
                submit: {
                  target: "sending",
                  description: "The visitor sends a valid form.",
                },
              },
            },
            sending: {
              meta: { spec: "public §7 The calls it makes" },
              description:
                "The mail is being sent (mail/sendMail); the send button shows it is busy.",
              entry: "forgetSendFailure",
              invoke: {
                id: "sendMessage",
                src: "sendMessage",
                input: ({ context, event }) => {
                  assertEvent(event, "submit");
                  return { request: event.request, residences: context.residences ?? [] };
                },
                onDone: {
                  target: "confirmed",
                  description: "The server answered 200: the confirmation replaces the form.",
                },
                onError: {
                  target: "sendFailed",
                  actions: {
                    type: "rememberSendFailure",
                    params: ({ event }) => ({ error: event.error }),
                  },
                  description:
                    "Any other answer, or none (error context send_message): the error shows and everything typed stays.",
                },
              },
            },
            sendFailed: {
              meta: { spec: "public §8 The error catalogue" },
              description:
                "The form shows again with everything typed and the error above the send button; the visitor may send again.",
              on: {
                submit: {
                  target: "sending",
                  description: "The visitor sends the form again (corrected or not).",
                },
              },
            },
            confirmed: {
              description: "The confirmation: a heading, a thank-you text and a finish button.",
              on: {
                finish: {
                  target: "#contact.closed",
                  description: "The finish button closes the dialog.",
                },
              },
            },
          },
        },
      },
    },
  },
});
