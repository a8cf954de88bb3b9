/**
 * Step 5's calls (tunnel spec 7): the follow-up facts, the card payment request, the proofs
 * (transfer, guarantee), the lease signature and the lease download.
 */
import * as v from "valibot";
import { defineCall, defineOnceGet } from "./call.ts";
import {
  CanSignSchema,
  FollowUpDataSchema,
  PaymentPayloadSchema,
  PaymentRequestSchema,
  ProofDocumentSchema,
  StartedSignatureSchema,
  SubmitProofAnswerSchema,
  UploadAnswerSchema,
} from "./followUpSchemas.ts";

const DEPOSE = "/api/ac_campus/dossierDepose";

export const getFollowUp = defineCall({
  method: "GET",
  path: `${DEPOSE}/getSignature`,
  answer: FollowUpDataSchema,
});

export const requestCardPayment = defineCall({
  method: "POST",
  path: "/api/ac_campus/payment/payment",
  payload: PaymentPayloadSchema,
  answer: PaymentRequestSchema,
});

export const canSign = defineCall({
  method: "GET",
  path: `${DEPOSE}/canSign`,
  answer: CanSignSchema,
});

/** Starts a signature: a GET that changes things, so it is made once (never retried). */
export const startSignature = defineOnceGet(`${DEPOSE}/signatureBail`, StartedSignatureSchema);

export const submitProof = defineCall({
  method: "POST",
  path: `${DEPOSE}/submitSignatureDocument`,
  payload: v.object({ document: ProofDocumentSchema }),
  answer: SubmitProofAnswerSchema,
});

export const downloadLease = defineCall({
  method: "GET",
  path: "/api/ac_campus/sharepoint/downloadBail",
  answer: "blob",
});

/** `sharepoint/add` with one proof file, in its section (base64 data URL). */
export const uploadProofFile = defineCall({
  method: "POST",
  path: "/api/ac_campus/sharepoint/add",
  payload: v.object({
    section: ProofDocumentSchema,
    file: v.pipe(v.string(), v.nonEmpty()),
    encodedFile: v.pipe(v.string(), v.nonEmpty()),
  }),
  send: ({ section, file, encodedFile }) => ({ json: { [section]: [{ file, encodedFile }] } }),
  answer: UploadAnswerSchema,
});
