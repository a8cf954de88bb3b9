/**
 * The rules of step 5 on the server's facts (`getSignature`), used by the `followUp` machine's
 * guards and by the page. Pure functions of the facts, each named after its rule.
 */
import type { SnapshotFrom } from "xstate";
import type { RequestedChange } from "../src/api/dossierSchemas.ts";
import type { FollowUpData, ProofDocument } from "../src/api/followUpSchemas.ts";
import type { FollowUpFailure } from "./followUp.failure.ts";
import type { followUpMachine, PaymentReturn } from "./followUp.ts";
import { isSentBackForChanges } from "./tunnelLoader.dossier.ts";

export type FollowUpDossier = FollowUpData["dossier"];
export type SubStage = 0 | 1 | 2 | 3 | 4;

/**
 * The guarantee kind of the company-provided guarantee (Garantme, code 3 of the guarantees,
 * tunnel spec 3 "Guarantor data"), whose certificate must be deposited before the handover.
 * @spec tunnel §3 Guarantor data
 */
export const COMPANY_GUARANTEE_KIND = 3;

/** Guarantee tracking "waiting" (1): nothing deposited yet (deposed 2, validated 3). */
const GUARANTEE_WAITING = 1;

/** The company-provided guarantee is chosen and its proof is not deposited yet. */
export function isCompanyGuaranteePending(dossier: FollowUpDossier): boolean {
  return (
    dossier.type_de_garant === COMPANY_GUARANTEE_KIND && dossier.suivi_garantie <= GUARANTEE_WAITING
  );
}

/**
 * Step 5's sub-stage, the spec's rule row by row, in its order. Statuses the rule does not name
 * (toUpdate, abandoned, refused, creation...) have no sub-stage: the page shows their status text.
 * @spec tunnel §4 Step 5 sub-stage rule
 */
export function selectSubStage(dossier: FollowUpDossier): SubStage | null {
  const { statuscode } = dossier;
  if (statuscode === "complete" || statuscode === "recycling") return 0;
  if (statuscode === "accepted") {
    if (!dossier.amettredansyousign) return 1;
    if (!dossier.paiement_recu) return 2;
    if (!dossier.tous_partis_signes || isCompanyGuaranteePending(dossier)) return 3;
  }
  if (dossier.tous_partis_signes) return 4;
  if (statuscode === "definitive" || statuscode === "signed") return 4;
  return null;
}

/**
 * The bank transfer's proof is sent and staff are checking it: the entry fees count as paid only
 * once they confirm it (spec 4 "Payment and transfer").
 * @spec tunnel §4 Payment and transfer
 */
export function isTransferBeingChecked(dossier: FollowUpDossier): boolean {
  return !dossier.paiement_recu && dossier.transferReview?.status === "checking";
}

/** Why staff refused the last transfer proof, while unpaid; null when none was refused. */
export function transferRefusalReason(dossier: FollowUpDossier): string | null {
  const review = dossier.transferReview;
  if (dossier.paiement_recu || review?.status !== "refused") return null;
  return review.reason ?? "";
}

/** Where an accepted file with a lease code stands: what the request card asks for next. */
export type AcceptedNextMove =
  | "leaseInPreparation"
  | "pay"
  | "transferBeingChecked"
  | "sign"
  | "nothingLeft";

/**
 * The request card's text follows the file: no request to pay before the lease is in
 * the signature tool, none while a transfer is checked, and no "Finalisez" once the applicant
 * has paid and signed.
 */
export function acceptedNextMove(data: FollowUpData): AcceptedNextMove {
  const { dossier } = data;
  if (!dossier.amettredansyousign) return "leaseInPreparation";
  if (isTransferBeingChecked(dossier)) return "transferBeingChecked";
  if (!dossier.paiement_recu) return "pay";
  if (!hasApplicantSigned(data)) return "sign";
  return "nothingLeft";
}

/**
 * A signer refused, or the 8 days ran out: the signature stopped, and a new one must be started
 * (tunnel spec 8 "Signature": refused by a signer, expired after 8 days).
 * @spec tunnel §4 Signature steps
 */
export function isSignatureStopped(data: FollowUpData): boolean {
  const status = data.signature?.statut.toUpperCase();
  return status === "REFUS" || status === "EXPIRATION";
}

/** The applicant's own part of the lease is signed (the team's countersignature may follow). */
export function hasApplicantSigned(data: FollowUpData): boolean {
  if (isSignatureStopped(data)) return false;
  return data.dossier.bail_signe_etudiant || data.signature?.statut === "SUCCES";
}

/** The steps a file sent back opens again (tunnel spec 4: steps 2 to 4, never the flat's). */
export type ReopenableStep = 2 | 3 | 4;
type TunnelStepNumber = 1 | 2 | 3 | 4 | 5;

/** The form steps a file sent back for changes reopens on (step 1 was sent and stays). */
export function isReopenableStep(step: number | null | undefined): step is ReopenableStep {
  return step === 2 || step === 3 || step === 4;
}

/** The reasons of one step of the tunnel, with the step they open again (2 to 4) if any. */
export interface ChangesOfStep {
  /** The step the reasons concern; null for reasons that name none the page knows. */
  step: TunnelStepNumber | null;
  /** The step a link opens again, for steps 2 to 4; null otherwise (the flat, step 5). */
  opens: ReopenableStep | null;
  reasons: RequestedChange[];
}

/** What the team asked to change in a file sent back, as step 5 shows it. */
export interface ChangesToMake {
  /** The team's own message; null without one. */
  text: string | null;
  /** The reasons, by step in the tunnel's order, the ones of no known step last. */
  steps: ChangesOfStep[];
}

/** What tells one reason from another: all it says. */
export const requestedChangeKey = (reason: RequestedChange) =>
  [reason.code, reason.step, reason.field, reason.section, reason.label].join("|");

/**
 * What the team asked to change, while the file is sent back (toUpdate; null otherwise): each
 * reason grouped under the step it concerns, each step 2 to 4 with the link that opens it again.
 * A malformed reason (no code, no step) stays, in the last group, so the page names it with a
 * generic line (said once, as any reason given twice); a file sent back without reasons gives no step and the page says to read the mail.
 * @spec tunnel §4 Dossier status (statuscode)
 */
export function selectChangesToMake(data: FollowUpData): ChangesToMake | null {
  if (!isSentBackForChanges(data.dossier.statuscode)) return null;
  const requested = data.changesRequested;
  const byStep = new Map<TunnelStepNumber | null, RequestedChange[]>();
  const seen = new Set<string>();
  for (const reason of requested?.reasons ?? []) {
    // The same reason twice (two malformed entries, for one) is said once.
    const key = requestedChangeKey(reason);
    if (seen.has(key)) continue;
    seen.add(key);
    const step = (reason.step ?? null) as TunnelStepNumber | null;
    byStep.set(step, [...(byStep.get(step) ?? []), reason]);
  }
  const order = (step: TunnelStepNumber | null) => step ?? Number.POSITIVE_INFINITY;
  const steps = [...byStep.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([step, reasons]) => ({ step, opens: isReopenableStep(step) ? step : null, reasons }));
  return { text: requested?.text ?? null, steps };
}

/** The product's own step (its team countersigns last), not a signer the applicant waits for. */
export const PRODUCT_SIGNATURE_STEP = "gestionnaire";

/**
 * Every signer but the team signed: the tenant, a minor's legal guardian, guarantors 1 and 2;
 * the signature stage waits for them all, then for the team.
 * @spec tunnel §4 Signature steps
 */
export function haveAllSignersSigned(data: FollowUpData): boolean {
  const { signature } = data;
  if (!signature) return data.dossier.bail_signe_etudiant;
  if (isSignatureStopped(data)) return false;
  if (signature.statut.toUpperCase() === "SUCCES") return true;
  return (
    hasApplicantSigned(data) &&
    (signature.etapes ?? []).every(
      (step) => step.etape === PRODUCT_SIGNATURE_STEP || step.statut === "TERMINEE",
    )
  );
}

/**
 * The proofs a sub-stage asks for (spec 4 "Payment and transfer"): the transfer's at payment,
 * and the company guarantee's certificate, at payment or signature, until it is deposited.
 * @spec tunnel §4 Payment and transfer
 */
export function proofsAskedFor(
  dossier: FollowUpDossier,
  subStage: "payment" | "signature",
): ProofDocument[] {
  const guarantee: ProofDocument[] = isCompanyGuaranteePending(dossier)
    ? ["guarantor_justificative"]
    : [];
  return subStage === "payment" ? ["transfer_justificative", ...guarantee] : guarantee;
}

/** The id of a proof's upload actor, in the follow-up and in the tunnel's actor system. */
export const proofActorId = (document: ProofDocument) => `proof.${document}` as const;
export type ProofActorId = ReturnType<typeof proofActorId>;

export type FollowUpSnapshot = SnapshotFrom<typeof followUpMachine>;

/** The upload actor of one proof, while the sub-stage shown asks for it; else undefined. */
export function selectProofUpload(snapshot: FollowUpSnapshot, document: ProofDocument) {
  return snapshot.children[proofActorId(document)];
}

type FollowUpViewName =
  | "analysis"
  | "waitingForLease"
  | "payment"
  | "signature"
  | "handover"
  | "sentBackForChanges"
  | "statusOnly";

const viewNames: readonly FollowUpViewName[] = [
  "analysis",
  "waitingForLease",
  "payment",
  "signature",
  "handover",
  "sentBackForChanges",
  "statusOnly",
];

export interface FollowUpView {
  isLoading: boolean;
  hasLoadFailed: boolean;
  /** A re-read is under way (the page keeps showing the facts it had). */
  isRefreshing: boolean;
  refreshFailed: boolean;
  data: FollowUpData | null;
  subStage: SubStage | null;
  /** Which sub-stage view shows; null while nothing is loaded. */
  view: FollowUpViewName | null;
  paymentReturn: PaymentReturn | null;
  payment: {
    isRequesting: boolean;
    isLeaving: boolean;
    error: FollowUpFailure | null;
  };
  signature: {
    canStart: boolean;
    isStarting: boolean;
    isDialogOpen: boolean;
    isFrameShown: boolean;
    link: string | null;
    error: FollowUpFailure | null;
    /** Every signer signed; the team signs next ("À nous de jouer"). */
    isWaitingForTeam: boolean;
    /** The applicant signed; a guardian or guarantor has still to sign. */
    isWaitingForCoSigners: boolean;
    /** A signer refused or the signature expired: the error card and a new start. */
    isStopped: boolean;
  };
  isMovingIn: boolean;
  leaseDownloadFailed: boolean;
  /** Sent back for changes: "Compléter ma demande" may be pressed (not while steps open). */
  canReopen: boolean;
  /** Sent back for changes: the team's reasons by step (`selectChangesToMake`); null otherwise. */
  changesToMake: ChangesToMake | null;
  isReopening: boolean;
}

function viewOf(snapshot: FollowUpSnapshot): FollowUpViewName | null {
  if (snapshot.context.data === null) return null;
  return viewNames.find((name) => snapshot.matches({ showing: name })) ?? null;
}

export function toFollowUpView(snapshot: FollowUpSnapshot): FollowUpView {
  const { context } = snapshot;
  return {
    isLoading: snapshot.matches("loading"),
    hasLoadFailed: snapshot.matches("loadFailed"),
    isRefreshing: snapshot.matches("refreshing"),
    refreshFailed: context.refreshFailed,
    data: context.data,
    subStage: context.data === null ? null : selectSubStage(context.data.dossier),
    view: viewOf(snapshot),
    paymentReturn: context.paymentReturn,
    payment: {
      isRequesting: snapshot.matches({ showing: { payment: "requestingCardPayment" } }),
      isLeaving: snapshot.matches({ showing: { payment: "leavingForCardPage" } }),
      error: context.paymentError,
    },
    signature: {
      canStart: snapshot.can({ type: "startSigning" }),
      isStarting:
        snapshot.matches({ showing: { signature: "checkingCanSign" } }) ||
        snapshot.matches({ showing: { signature: "startingSignature" } }),
      isDialogOpen: snapshot.matches({ showing: { signature: "signing" } }),
      isFrameShown: snapshot.matches({ showing: { signature: { signing: "showingFrame" } } }),
      link: context.signatureLink,
      error: context.signatureError,
      isWaitingForTeam:
        snapshot.matches({ showing: { signature: "waitingForCountersignature" } }) ||
        snapshot.matches({ showing: { handover: "waitingForCountersignature" } }),
      isWaitingForCoSigners: snapshot.matches({ showing: { signature: "waitingForCoSigners" } }),
      isStopped: snapshot.matches({ showing: { signature: "signatureStopped" } }),
    },
    isMovingIn: snapshot.matches({ showing: { handover: "movingIn" } }),
    leaseDownloadFailed: context.leaseDownloadFailed,
    canReopen: snapshot.can({ type: "reopenForChanges" }),
    changesToMake: context.data === null ? null : selectChangesToMake(context.data),
    isReopening: snapshot.matches({ showing: { sentBackForChanges: "openingSteps" } }),
  };
}
