/**
 * Step 5 facts of a sent file (spec 3 "Follow-up data"): payment, proofs, lease signature.
 * Stored as one JSON document on the file; the app derives its sub-stage from them.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../db.ts";
import { type DossierRow, STATUS, updateDossier } from "./dossiers.ts";

type SignatureStatus = "A_LANCER" | "EN_COURS" | "SUCCES" | "ERREUR" | "REFUS" | "EXPIRATION";
type StepStatus = "EN_ATTENTE" | "DEMANDEE" | "TERMINEE";
type SignatureStep = {
  etape: "locataire" | "garant" | "garant2" | "gestionnaire";
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
};

const SIGNATURE_DAYS = 8;
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

/** The card provider's page was paid: the entry fees are received by card (mode 1). */
export function recordCardPayment(db: Db, dossier: DossierRow, now: Date): Followup {
  const { payment } = followupOf(dossier);
  return saveFollowup(
    db,
    dossier,
    { paiement_recu: true, mode_de_paiement: 1, payment: { ...payment, lastError: null } },
    now,
  );
}

/** The lease may be signed: accepted, in the signature tool, paid, not signed yet. */
export function maySignLease(dossier: DossierRow, now: Date): boolean {
  if (dossier.statuscode !== STATUS.accepted) return false;
  const followup = followupOf(dossier);
  return (
    followup.amettredansyousign &&
    followup.paiement_recu &&
    signatureNow(followup.signature, now)?.statut !== "SUCCES" &&
    !followup.bail_signe_etudiant
  );
}

/**
 * The signature under way, or a new one in the provider (the tenant first, each guarantor, then
 * the team); its page is the signature simulator's, under `origin`.
 */
export function leaseSignature(db: Db, dossier: DossierRow, origin: string, now: Date): Signature {
  const current = signatureNow(followupOf(dossier).signature, now);
  if (current?.statut === "EN_COURS") return current;
  const guarantors = JSON.parse(dossier.guarantors) as {
    guarantor?: unknown;
    guarantor2?: unknown;
  };
  const etapes: SignatureStep[] = [{ etape: "locataire", statut: "DEMANDEE" }];
  if (guarantors.guarantor) etapes.push({ etape: "garant", statut: "EN_ATTENTE" });
  if (guarantors.guarantor2) etapes.push({ etape: "garant2", statut: "EN_ATTENTE" });
  etapes.push({ etape: "gestionnaire", statut: "EN_ATTENTE" });
  const id = randomUUID();
  const signature: Signature = {
    id,
    type: "BAIL",
    statut: "EN_COURS",
    link: `${origin}/simulators/signature/${id}`,
    startedAt: now.toISOString(),
    etapes,
  };
  saveFollowup(db, dossier, { signature }, now);
  return signature;
}

/**
 * The tenant signs the signature under way. The guarantors sign from their own e-mails; the
 * simulation signs for them at once. The team's step waits for its countersignature.
 */
export function signLease(db: Db, dossier: DossierRow, signature: Signature, now: Date): Followup {
  const etapes = signature.etapes.map((step) =>
    step.etape === "gestionnaire" ? step : { ...step, statut: "TERMINEE" as const },
  );
  return saveFollowup(
    db,
    dossier,
    { bail_signe_etudiant: true, signature: { ...signature, etapes } },
    now,
  );
}
