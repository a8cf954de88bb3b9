import * as v from "valibot";
import { ChangesRequestedSchema } from "./dossierSchemas.ts";
import { IdentifierSchema, OptionalTextSchema } from "./schemas.ts";

/**
 * Step 5's answers (tunnel spec 3 "Follow-up (step 5) data", 7; docs/api.md "Step 5"). Flags
 * the server may leave out read as false, codes as null, so the selectors handle one shape.
 */

const flag = v.nullish(v.boolean(), false);
const code = v.nullish(v.number(), null);
const text = v.nullish(v.string(), null);

/** One signer's step: `etape` (locataire, garant, garant2, gestionnaire...) and its status. */
const SignatureStepSchema = v.object({
  etape: v.string(),
  statut: v.string(),
});
export type SignatureStep = v.InferOutput<typeof SignatureStepSchema>;

/** The lease signature (type BAIL): EN_COURS, SUCCES, ERREUR, REFUS, EXPIRATION, A_LANCER... */
const SignatureSchema = v.object({
  id: v.nullish(IdentifierSchema, null),
  type: text,
  statut: v.string(),
  link: text,
  etapes: v.nullish(v.array(SignatureStepSchema), []),
});

/** `dossierDepose/getSignature`: the facts step 5 decides on. */
export const FollowUpDataSchema = v.object({
  dossier: v.object({
    statuscode: v.string(),
    name: OptionalTextSchema,
    code_bail: text,
    type_de_garant: code,
    bail_signe_etudiant: flag,
    paiement_recu: flag,
    /** Guarantee tracking: waiting 1, deposed 2, validated 3 (default 1). */
    suivi_garantie: v.nullish(v.number(), 1),
    /** 1 card, 2 bank transfer. */
    mode_de_paiement: code,
    tous_partis_signes: flag,
    amettredansyousign: flag,
    signe_gecina: flag,
    transfer_justificative: flag,
    guarantor_justificative: flag,
    /** The bank transfer's review by staff once its proof is sent; null before. */
    transferReview: v.nullish(
      v.object({ status: v.picklist(["checking", "confirmed", "refused"]), reason: text }),
      null,
    ),
    etapes_signatures: v.nullish(v.array(SignatureStepSchema), []),
    applicatif: v.nullish(v.object({ date_arrivee: text }), { date_arrivee: null }),
  }),
  /** The entry fees, in euros. */
  montant: v.nullish(v.number(), null),
  /** Until when the accepted file keeps its flat (the server's reading: 48 h or 3 days). */
  reservationGuaranteedUntil: text,
  /** How many days the signers have once the signature is started (the server's setting). */
  signatureDays: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1)), null),
  /** The lease and its documents exist (put in the signature tool): they may be downloaded. */
  leaseReadable: flag,
  signature: v.nullish(SignatureSchema, null),
  pdlVisible: flag,
  mail_hestia_manager: v.nullish(v.object({ name: text, email: text }), null),
  payment: v.nullish(v.object({ lastError: text, blockedUntil: text }), {
    lastError: null,
    blockedUntil: null,
  }),
  /** What the team asked to change, while the file is sent back (toUpdate); null otherwise. */
  changesRequested: ChangesRequestedSchema,
});
export type FollowUpData = v.InferOutput<typeof FollowUpDataSchema>;

/** `payment/payment`: the card page and the fields to post to it as a form. */
export const PaymentRequestSchema = v.object({
  url: v.pipe(v.string(), v.url()),
  post_data: v.record(v.string(), v.union([v.string(), v.number()])),
});
export type PaymentRequest = v.InferOutput<typeof PaymentRequestSchema>;

export const PaymentPayloadSchema = v.object({
  num_bail: v.pipe(v.string(), v.nonEmpty()),
  target: v.literal("acquisition"),
  typeAffectation: v.literal("AUTO"),
});

/** The two proofs step 5 sends (their sharepoint sections). */
export const ProofDocumentSchema = v.picklist([
  "transfer_justificative",
  "guarantor_justificative",
]);
export type ProofDocument = v.InferOutput<typeof ProofDocumentSchema>;

export const SubmitProofAnswerSchema = v.object({ status: v.string() });

/** `canSign`: may the applicant sign now, and the link of a signature under way. */
export const CanSignSchema = v.object({ peutSigner: v.boolean(), link: text });

/** `signatureBail`: the started signature, whose link the frame loads. */
export const StartedSignatureSchema = v.object({
  status: v.string(),
  link: v.pipe(v.string(), v.url()),
  id: v.nullish(IdentifierSchema, null),
});

/** `sharepoint/add`, one file in one section: `{ <section>: [{ fileName, url }] }`. */
export const UploadAnswerSchema = v.record(
  v.string(),
  v.array(v.object({ fileName: v.string(), url: v.string() })),
);
