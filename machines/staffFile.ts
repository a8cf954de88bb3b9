/**
 * A file's page in the review console: one actor system whose root runs the file's review
 * (machines/review.ts, invoked as `review`) for as long as the page shows, and the document the
 * reviewer opened beside it (machines/documentViewer.ts, invoked as `document`), one at a time.
 */
import { assign, setup } from "xstate";
import { type DocumentViewerInput, documentViewerMachine } from "./documentViewer.ts";
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
  | { type: "closeDocument" };

export const staffFileMachine = setup({
  types: {
    input: {} as StaffFileInput,
    context: {} as StaffFileContext,
    events: {} as StaffFileEvent,
    children: {} as { review: "review"; document: "documentViewer" },
  },
  actors: { review: reviewMachine, documentViewer: documentViewerMachine },
}).createMachine({
  id: "staffFile",
  description:
    "A file's page in the review console: the file's review, and the document opened beside it, one at a time.",
  meta: { spec: "tunnel §4 Dossier status (statuscode)" },
  context: ({ input }) => ({ reference: input.reference, document: null }),
  invoke: {
    id: "review",
    systemId: "review",
    src: "review",
    input: ({ context }) => ({ reference: context.reference }),
  },
  on: {
    openDocument: {
      target: ".showingDocument",
      reenter: true,
      actions: assign({ document: ({ event }) => event.document }),
      description: "The reviewer opens one of the file's documents (another replaces it).",
    },
  },
  initial: "noDocument",
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
});
