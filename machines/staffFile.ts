/**
 * A file's page in the review console: one actor system whose root runs the file's review
 * (machines/review.ts, invoked as `review`) for as long as the page shows, and the document the
 * reviewer opened beside it (machines/documentViewer.ts, invoked as `document`), one at a time,
 * and the new sign-in a decisive decision asks for (the page is left for the provider's, and
 * comes back to the file; the decision is to start again there).
 */
import { assign, setup } from "xstate";
import { type DocumentViewerInput, documentViewerMachine } from "./documentViewer.ts";
import { providedByApp } from "./provided.ts";
import { reviewMachine } from "./review.ts";

export interface StaffFileInput {
  reference: string;
}

export interface StaffFileContext {
  reference: string;
  /** The document shown; null when none is. */
  document: DocumentViewerInput | null;
}

export type StaffFileEvent =
  | { type: "openDocument"; document: DocumentViewerInput }
  | { type: "closeDocument" }
  /** The reviewer asks for a new sign-in (a decision needs a recent one). */
  | { type: "signInAgain" };

export const staffFileMachine = setup({
  types: {
    input: {} as StaffFileInput,
    context: {} as StaffFileContext,
    events: {} as StaffFileEvent,
    children: {} as { review: "review"; document: "documentViewer" },
  },
  actors: {
    review: reviewMachine,
    documentViewer: documentViewerMachine,
    /** Sends the browser to the provider for a sign-in younger than the decisive actions need. */
    startRecentSignIn: providedByApp.actor<unknown, { reference: string }>(
      "staffFile",
      "startRecentSignIn",
    ),
  },
}).createMachine({
  id: "staffFile",
  description:
    "A file's page in the review console: the file's review, the document opened beside it (one at a time), and a new sign-in when a decision needs a recent one.",
  meta: { spec: "tunnel §4 Dossier status (statuscode)" },
  context: ({ input }) => ({ reference: input.reference, document: null }),
  invoke: {
    id: "review",
    systemId: "review",
    src: "review",
    input: ({ context }) => ({ reference: context.reference }),
  },
  type: "parallel",
  states: {
    documents: {
      description: "The document shown beside the file, if any.",
      initial: "noDocument",
      on: {
        openDocument: {
          target: ".showingDocument",
          reenter: true,
          actions: assign({ document: ({ event }) => event.document }),
          description: "The reviewer opens one of the file's documents (another replaces it).",
        },
      },
      states: {
        noDocument: { description: "No document is open." },
        showingDocument: {
          description: "The document opened, read and shown beside the file.",
          invoke: {
            id: "document",
            systemId: "documentViewer",
            src: "documentViewer",
            input: ({ context }) => context.document as DocumentViewerInput,
          },
          on: {
            closeDocument: {
              target: "noDocument",
              actions: assign({ document: null }),
              description: "The reviewer closes the document.",
            },
          },
        },
      },
    },
    signIn: {
      description: "A new sign-in, for a decision that needs a recent one (refuse, countersign).",
      initial: "signedIn",
      states: {
        signedIn: {
          description: "Nothing is asked of the sign-in.",
          on: {
            signInAgain: {
              target: "signingInAgain",
              description: "The reviewer signs in again, with the password and code asked anew.",
            },
          },
        },
        signingInAgain: {
          description:
            "Sends the browser to the provider with a maximum age, to come back to this file.",
          invoke: {
            id: "startRecentSignIn",
            src: "startRecentSignIn",
            input: ({ context }) => ({ reference: context.reference }),
            onError: {
              target: "signInFailed",
              description: "The provider could not be reached: say so.",
            },
          },
        },
        signInFailed: {
          description: "The new sign-in could not start; it can be asked again.",
          on: {
            signInAgain: {
              target: "signingInAgain",
              description: "The reviewer tries again.",
            },
          },
        },
      },
    },
  },
});
