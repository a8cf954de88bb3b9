/**
 * One of a file's documents opened in the review console (machines/review.ts spawns it as
 * `document`): read through the console's own client (the document route needs the staff token,
 * so no plain link can show it), then shown as what it is (an image, or a PDF in a sandboxed
 * frame, never as the app's own page) and saved on demand. The app provides the read, which
 * gives a local address for the bytes, and the effects that save and let go of it.
 */
import { assign, setup } from "xstate";
import { providedByApp } from "./provided.ts";

export interface DocumentViewerInput {
  /** The file's reference and the document's id, as the staff API names them. */
  reference: string;
  documentId: string;
  contentType: string;
  fileName: string;
}

export interface DocumentViewerContext extends DocumentViewerInput {
  /** The local address of the bytes read (a `blob:` URL); null until read. */
  localUrl: string | null;
}

export type DocumentViewerEvent = { type: "retry" } | { type: "download" };

export const documentViewerMachine = setup({
  types: {
    input: {} as DocumentViewerInput,
    context: {} as DocumentViewerContext,
    events: {} as DocumentViewerEvent,
  },
  actors: {
    /** Reads the document's bytes with the staff token; gives their local address. */
    readDocument: providedByApp.actor<string, { reference: string; documentId: string }>(
      "documentViewer",
      "readDocument",
    ),
  },
  actions: {
    /** Saves the bytes read under the document's name (the browser's download). */
    saveDocument: providedByApp.action<{ localUrl: string; fileName: string }>(
      "documentViewer",
      "saveDocument",
    ),
    /** Lets go of the bytes read (the local address stops working). */
    releaseDocument: providedByApp.action<{ localUrl: string }>(
      "documentViewer",
      "releaseDocument",
    ),
  },
}).createMachine({
  id: "documentViewer",
  description:
    "A document of the file opened in the review console: read with the staff token, shown as an image or a sandboxed PDF, saved on demand.",
  meta: { spec: "tunnel §4 Dossier status (statuscode)" },
  context: ({ input }) => ({ ...input, localUrl: null }),
  initial: "reading",
  states: {
    reading: {
      description: "Reads the document's bytes through the console's client.",
      invoke: {
        id: "readDocument",
        src: "readDocument",
        input: ({ context }) => ({
          reference: context.reference,
          documentId: context.documentId,
        }),
        onDone: {
          target: "showing",
          actions: assign({ localUrl: ({ event }) => event.output }),
          description: "Read: show it.",
        },
        onError: { target: "readFailed", description: "The read failed: say so, with a retry." },
      },
    },
    readFailed: {
      description: "The document could not be read: the error and a retry.",
      on: { retry: { target: "reading", description: "The reviewer tries again." } },
    },
    showing: {
      description: "The document is shown; it can be saved.",
      exit: {
        type: "releaseDocument",
        params: ({ context }) => ({ localUrl: context.localUrl as string }),
      },
      on: {
        download: {
          actions: {
            type: "saveDocument",
            params: ({ context }) => ({
              localUrl: context.localUrl as string,
              fileName: context.fileName,
            }),
          },
          description: "The reviewer saves the document.",
        },
      },
    },
  },
});
