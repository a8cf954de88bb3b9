/**
 * One proof sent at step 5 (tunnel spec 4 "Payment and transfer", 5 "Step 4", 8 "Uploads",
 * "Transfer proof and payment"): the bank-transfer proof, or the guarantee proof of the
 * company-provided guarantee. The applicant chooses a file, which is checked and uploaded to the
 * proof's section; "send" is offered only once a proof is there; sending it tells the server
 * (`submitSignatureDocument`), and the follow-up, its parent, reads the file again. A refusal
 * says why and keeps the proof already uploaded.
 */
import { assign, sendParent, setup } from "xstate";
import type { ProofDocument } from "../src/api/followUpSchemas.ts";
import { type FollowUpFailure, failureOf } from "./followUp.failure.ts";
import { providedByApp } from "./provided.ts";

export interface ProofUploadInput {
  document: ProofDocument;
}

export interface ProofUploadContext {
  document: ProofDocument;
  /** The uploaded proof's name as the server stored it; null before one is uploaded. */
  fileName: string | null;
  error: FollowUpFailure | null;
}

/** `file` is the browser's File; the machine only hands it to the upload. */
export type ProofUploadEvent = { type: "choose"; file: File } | { type: "send" };

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
    /** Checks the file (extension, size, content) and adds it to the proof's section. */
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
    rememberProof: assign({ fileName: (_, proof: UploadedProof) => proof.fileName, error: null }),
    rememberError: assign({ error: (_, failure: FollowUpFailure) => failure }),
    clearError: assign({ error: null }),
    /** Tells the follow-up (its parent) that the facts changed: it reads the file again. */
    notifySent: sendParent({ type: "proofSent" }),
  },
  guards: {
    hasProof: ({ context }) => context.fileName !== null,
  },
}).createMachine({
  id: "proofUpload",
  description:
    "One proof of step 5 (bank transfer, or the company guarantee): choose, check and upload a file, then send it; send is offered only once a proof is there.",
  meta: {
    spec: [
      "tunnel §4 Payment and transfer",
      "tunnel §8 Uploads",
      "tunnel §8 Transfer proof and payment",
    ],
  },
  context: ({ input }) => ({ document: input.document, fileName: null, error: null }),
  initial: "waitingForFile",
  states: {
    waitingForFile: {
      description: "No proof yet: send is disabled.",
      on: {
        choose: {
          target: "uploading",
          actions: "clearError",
          description: "A file was chosen: check and upload it.",
        },
      },
    },
    uploading: {
      description: "Checks the file and uploads it to the proof's section.",
      invoke: {
        id: "uploadProof",
        src: "uploadProof",
        input: ({ context, event }) => ({
          document: context.document,
          file: (event as Extract<ProofUploadEvent, { type: "choose" }>).file,
        }),
        onDone: {
          target: "readyToSend",
          actions: { type: "rememberProof", params: ({ event }) => event.output },
          description: "Uploaded: send is offered.",
        },
        onError: [
          {
            guard: "hasProof",
            target: "readyToSend",
            actions: { type: "rememberError", params: ({ event }) => failureOf(event.error) },
            description: "Refused, but an earlier proof is there: say why and keep it.",
          },
          {
            target: "waitingForFile",
            actions: { type: "rememberError", params: ({ event }) => failureOf(event.error) },
            description: "Refused: say why (type, size, server); choose another file.",
          },
        ],
      },
    },
    readyToSend: {
      description: "A proof is uploaded: send it, or choose another.",
      on: {
        choose: {
          target: "uploading",
          actions: "clearError",
          description: "Another file replaces it.",
        },
        send: {
          target: "sending",
          actions: "clearError",
          description: "Sends the proof to the team.",
        },
      },
    },
    sending: {
      description: "submitSignatureDocument.",
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
          target: "readyToSend",
          actions: { type: "rememberError", params: ({ event }) => failureOf(event.error) },
          description:
            "Refused (no document, wrong status, reservation cancelled) or failed: say why.",
        },
      },
    },
    sent: { description: "Sent; the follow-up moves on." },
  },
});
