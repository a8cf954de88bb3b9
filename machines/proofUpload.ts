/**
 * One proof sent at step 5 (tunnel spec 4 "Payment and transfer", 5 "Step 4", 8 "Uploads",
 * "Transfer proof and payment"): the bank-transfer proof, or the guarantee proof of the
 * company-provided guarantee. Choosing a file only checks it in the browser (type, size,
 * content) and shows it: nothing leaves the browser until the applicant presses send, which is
 * offered only once a proof is chosen. Sending uploads the file to the proof's section, then
 * tells the server (`submitSignatureDocument`); the follow-up, its parent, reads the file again.
 * A refusal says why and keeps the chosen proof, which can be changed or removed.
 */
import { assign, sendParent, setup } from "xstate";
import type { ProofDocument } from "../src/api/followUpSchemas.ts";
import { type FollowUpFailure, failureOf } from "./followUp.failure.ts";
import { providedByApp } from "./provided.ts";

export interface ProofUploadInput {
  document: ProofDocument;
}

/** A checked file, kept in the browser until sent; `previewUrl` is a data URL for images. */
export interface ChosenProof {
  file: File;
  name: string;
  size: number;
  previewUrl: string | null;
}

export interface ProofUploadContext {
  document: ProofDocument;
  /** The proof chosen and checked; null before one is chosen or once removed. */
  chosen: ChosenProof | null;
  error: FollowUpFailure | null;
}

/** `file` is the browser's File; the machine only hands it to the check and the upload. */
export type ProofUploadEvent =
  | { type: "choose"; file: File }
  | { type: "remove" }
  | { type: "send" };

export interface UploadedProof {
  fileName: string;
}

export const proofUploadMachine = setup({
  types: {
    input: {} as ProofUploadInput,
    context: {} as ProofUploadContext,
    events: {} as ProofUploadEvent,
  },
  actors: {
    /** Checks the file in the browser (extension, size, content); sends nothing. */
    checkProof: providedByApp.actor<ChosenProof, { file: File }>("proofUpload", "checkProof"),
    /** POST sharepoint/add: the chosen file in the proof's section. */
    uploadProof: providedByApp.actor<UploadedProof, { document: ProofDocument; file: File }>(
      "proofUpload",
      "uploadProof",
    ),
    /** POST dossierDepose/submitSignatureDocument. */
    submitProof: providedByApp.actor<unknown, { document: ProofDocument }>(
      "proofUpload",
      "submitProof",
    ),
  },
  actions: {
    rememberChosen: assign({ chosen: (_, proof: ChosenProof) => proof, error: null }),
    forgetChosen: assign({ chosen: null, error: null }),
    rememberError: assign({ error: (_, failure: FollowUpFailure) => failure }),
    clearError: assign({ error: null }),
    /** Tells the follow-up (its parent) that the facts changed: it reads the file again. */
    notifySent: sendParent({ type: "proofSent" }),
  },
  guards: {
    hasChosen: ({ context }) => context.chosen !== null,
  },
}).createMachine({
  id: "proofUpload",
  description:
    "One proof of step 5 (bank transfer, or the company guarantee): choose and check a file, see it, change or remove it, then send it; send is offered only once a proof is chosen, and choosing sends nothing.",
  meta: {
    spec: [
      "tunnel §4 Payment and transfer",
      "tunnel §8 Uploads",
      "tunnel §8 Transfer proof and payment",
    ],
  },
  context: ({ input }) => ({ document: input.document, chosen: null, error: null }),
  initial: "waitingForFile",
  states: {
    waitingForFile: {
      description: "No proof chosen: send is disabled.",
      on: {
        choose: {
          target: "checking",
          actions: "clearError",
          description: "A file was chosen or dropped: check it in the browser.",
        },
      },
    },
    checking: {
      description: "Checks the file's type, size and content in the browser; nothing is sent.",
      invoke: {
        id: "checkProof",
        src: "checkProof",
        input: ({ event }) => ({
          file: (event as Extract<ProofUploadEvent, { type: "choose" }>).file,
        }),
        onDone: {
          target: "chosen",
          actions: { type: "rememberChosen", params: ({ event }) => event.output },
          description: "The file passes: shown, and send is offered.",
        },
        onError: [
          {
            guard: "hasChosen",
            target: "chosen",
            actions: { type: "rememberError", params: ({ event }) => failureOf(event.error) },
            description: "Refused, but an earlier proof is chosen: say why and keep it.",
          },
          {
            target: "waitingForFile",
            actions: { type: "rememberError", params: ({ event }) => failureOf(event.error) },
            description: "Refused (type, size, content): say why; choose another file.",
          },
        ],
      },
    },
    chosen: {
      description: "A checked proof is shown (name, size, preview): send it, change or remove it.",
      on: {
        choose: {
          target: "checking",
          actions: "clearError",
          description: "Another file replaces it, once checked.",
        },
        remove: {
          target: "waitingForFile",
          actions: "forgetChosen",
          description: "The proof is removed: send is disabled again.",
        },
        send: {
          target: "uploading",
          actions: "clearError",
          description: "Sends the proof to the team: first its file.",
        },
      },
    },
    uploading: {
      description: "Uploads the chosen file to the proof's section.",
      invoke: {
        id: "uploadProof",
        src: "uploadProof",
        input: ({ context }) => ({
          document: context.document,
          // Only `chosen` sends here, and its guard-free entry needs a chosen proof.
          file: (context.chosen as ChosenProof).file,
        }),
        onDone: {
          target: "submitting",
          description: "Uploaded: tell the team it is there.",
        },
        onError: {
          target: "chosen",
          actions: { type: "rememberError", params: ({ event }) => failureOf(event.error) },
          description: "The upload failed or was refused: say why; the proof stays chosen.",
        },
      },
    },
    submitting: {
      description: "submitSignatureDocument: the team is told the proof is there.",
      invoke: {
        id: "submitProof",
        src: "submitProof",
        input: ({ context }) => ({ document: context.document }),
        onDone: {
          target: "sent",
          actions: "notifySent",
          description: "Sent: the follow-up reads the file again.",
        },
        onError: {
          target: "chosen",
          actions: { type: "rememberError", params: ({ event }) => failureOf(event.error) },
          description:
            "Refused (no document, wrong status, reservation cancelled) or failed: say why.",
        },
      },
    },
    sent: {
      description:
        "Sent; the follow-up moves on. If it shows this proof again (staff refused it), another may be chosen.",
      on: {
        choose: {
          target: "checking",
          actions: ["forgetChosen", "clearError"],
          description: "A new proof, after the sent one was refused: check it.",
        },
      },
    },
  },
});
