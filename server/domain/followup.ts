/**
 * Step 5 facts of a sent file (spec 3 "Follow-up data"): payment, proofs, lease signature.
 * Stored as one JSON document on the file; the app derives its sub-stage from them.
 */
import { randomUUID } from "node:crypto";
import { all, type Db, transaction } from "../db.ts";
import { badRequest } from "../http/errors.ts";
import { documentsIn, type FOLLOW_UP_SECTIONS } from "./documents.ts";
import { type DossierRow, STATUS, updateDossier } from "./dossiers.ts";
import { recordApplicantAct } from "./fileHistory.ts";
import { signatureStepsOf, signerAskedFor } from "./signers.ts";

type SignatureStatus = "A_LANCER" | "EN_COURS" | "SUCCES" | "ERREUR" | "REFUS" | "EXPIRATION";
type StepStatus = "EN_ATTENTE" | "DEMANDEE" | "TERMINEE";
export type SignatureStep = {
  etape: "locataire" | "representant_legal" | "garant" | "garant2" | "gestionnaire";
  statut: StepStatus;
};

export type Signature = {
  id: string;
  type: "BAIL";
  statut: SignatureStatus;
  link: string;
  startedAt: string;
  etapes: SignatureStep[];
};

type TransferReview = {
  status: "checking" | "confirmed" | "refused";
  reason: string | null;
  /** The catalogue's codes of a refusal from the console (staffReasons.ts). */
  reasons?: readonly string[];
};

export type Followup = {
  type_de_garant: number | null;
  /** Guarantee tracking: waiting 1, deposed 2, validated 3. */
  suivi_garantie: number;
  amettredansyousign: boolean;
  paiement_recu: boolean;
  /** 1 card, 2 bank transfer. */
  mode_de_paiement: number | null;
  tous_partis_signes: boolean;
  signe_gecina: boolean;
  bail_signe_etudiant: boolean;
  transfer_justificative: boolean | null;
  guarantor_justificative: boolean | null;
  /**
   * The bank transfer's review: its proof sent, staff check it ("checking"), then confirm it
   * (the entry fees count as paid) or refuse it with a reason the applicant reads.
   */
  transferReview: TransferReview | null;
  payment: { failures: number; blockedUntil: string | null; lastError: string | null };
  acceptedAt: string | null;
  signature: Signature | null;
  /**
   * The team's check of the home-insurance certificate (null: none checked yet): refused, with
   * the reasons' codes and the team's message (null without one).
   */
  insuranceReview: {
    status: "accepted" | "refused";
    reasons: string[];
    text?: string | null;
  } | null;
};

/** How long the signers have once the signature is started (spec 4 "Signature steps"). */
export const SIGNATURE_DAYS = 8;
export const PAYMENT_BLOCK_MINUTES = 20;
export const PAYMENT_FAILURES_BEFORE_BLOCK = 3;

const DEFAULTS: Followup = {
  type_de_garant: null,
  suivi_garantie: 1,
  amettredansyousign: false,
  paiement_recu: false,
  mode_de_paiement: null,
  tous_partis_signes: false,
  signe_gecina: false,
  bail_signe_etudiant: false,
  transfer_justificative: null,
  guarantor_justificative: null,
  transferReview: null,
  payment: { failures: 0, blockedUntil: null, lastError: null },
  acceptedAt: null,
  signature: null,
  insuranceReview: null,
};

export function followupOf(dossier: DossierRow): Followup {
  const stored = JSON.parse(dossier.followup) as Partial<Followup>;
  return { ...DEFAULTS, ...stored, payment: { ...DEFAULTS.payment, ...stored.payment } };
}

export function saveFollowup(
  db: Db,
  dossier: DossierRow,
  changes: Partial<Followup>,
  now: Date,
): Followup {
  const next = { ...followupOf(dossier), ...changes };
  updateDossier(db, dossier.id, { followup: JSON.stringify(next) }, now);
  return next;
}

/** A started signature lapses after 8 days without every signer (spec 9). */
export function signatureNow(signature: Signature | null, now: Date): Signature | null {
  if (signature?.statut !== "EN_COURS") return signature;
  const limit = new Date(signature.startedAt).getTime() + SIGNATURE_DAYS * 24 * 3600 * 1000;
  return now.getTime() > limit ? { ...signature, statut: "EXPIRATION" } : signature;
}

/**
 * The lease and its documents exist once staff put them in the signature tool (before that the
 * lease is being prepared): from then on the applicant may read them, before paying and before
 * signing (spec 2 "Lease signature view").
 */
export function isLeaseReadable(dossier: DossierRow): boolean {
  if (!dossier.code_bail) return false;
  if (dossier.statuscode === STATUS.signed || dossier.statuscode === STATUS.definitive) return true;
  return dossier.statuscode === STATUS.accepted && followupOf(dossier).amettredansyousign;
}

/** The card provider's page was paid: the entry fees are received by card (mode 1). */
export function recordCardPayment(db: Db, dossier: DossierRow, now: Date): Followup {
  const { payment } = followupOf(dossier);
  recordApplicantAct(db, dossier, "paid", { paid: { method: "card" } }, now);
  return saveFollowup(
    db,
    dossier,
    { paiement_recu: true, mode_de_paiement: 1, payment: { ...payment, lastError: null } },
    now,
  );
}

/**
 * The applicant sends the proof uploaded in a step 5 section: a bank-transfer proof waits for
 * staff to check it, as the history records (`transferProofSent`, with its file's name); a
 * guarantee's proof is deposed. Without a file: 400 `aucunDocument`; a transfer proof once the
 * fees are paid: 400 `dejaPaye`.
 */
export function sendProof(
  db: Db,
  dossier: DossierRow,
  section: (typeof FOLLOW_UP_SECTIONS)[number],
  now: Date,
): Followup {
  const [proof] = documentsIn(db, dossier.id, section);
  if (!proof) throw badRequest("aucunDocument");
  if (section === "guarantor_justificative")
    return saveFollowup(db, dossier, { guarantor_justificative: true, suivi_garantie: 2 }, now);
  // A transfer counts only once staff confirm it: until then it is being checked.
  if (followupOf(dossier).paiement_recu) throw badRequest("dejaPaye");
  return transaction(db, () => {
    const followup = saveFollowup(
      db,
      dossier,
      { transfer_justificative: true, transferReview: { status: "checking", reason: null } },
      now,
    );
    recordApplicantAct(db, dossier, "transferProofSent", { fileName: proof.file_name }, now);
    return followup;
  });
}

/**
 * The applicant may sign the lease: accepted, in the signature tool, paid, and either no
 * signature under way (none yet, or one refused or expired: a new one starts) or one waiting
 * for the tenant.
 */
export function maySignLease(dossier: DossierRow, now: Date): boolean {
  if (dossier.statuscode !== STATUS.accepted) return false;
  const followup = followupOf(dossier);
  const signature = signatureNow(followup.signature, now);
  if (!followup.amettredansyousign || !followup.paiement_recu) return false;
  if (signature?.statut === "EN_COURS") return signerAskedFor(signature) === "locataire";
  return signature?.statut !== "SUCCES";
}

/**
 * The signature under way, or a new one in the provider (signers.ts: the tenant first, their
 * guardian, each guarantor, then the team); its page is the signature simulator's, under
 * `origin`. A new one forgets the tenant's signature of a refused or expired one.
 */
export function leaseSignature(db: Db, dossier: DossierRow, origin: string, now: Date): Signature {
  const current = signatureNow(followupOf(dossier).signature, now);
  if (current?.statut === "EN_COURS") return current;
  const id = randomUUID();
  const signature: Signature = {
    id,
    type: "BAIL",
    statut: "EN_COURS",
    link: `${origin}/simulators/signature/${id}`,
    startedAt: now.toISOString(),
    etapes: signatureStepsOf(dossier),
  };
  saveFollowup(db, dossier, { signature, bail_signe_etudiant: false }, now);
  return signature;
}

/** The dossier whose lease signature has this id (the e-signature page's link names it). */
export function dossierBySignature(db: Db, id: string): DossierRow | undefined {
  // The id sits inside the follow-up's JSON: LIKE narrows, the parsed follow-up decides.
  const rows = all<DossierRow>(db, "SELECT * FROM dossiers WHERE followup LIKE ?", `%${id}%`);
  return rows.find((row) => followupOf(row).signature?.id === id);
}
