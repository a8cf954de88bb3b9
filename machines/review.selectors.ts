/**
 * The review's rules (machines/review.ts reads them as guards) and what the console needs from
 * its snapshot, so components never spell state paths: which decisions the reviewer may start,
 * the draft and its problems, whether the file is only shown, who holds it, what failed.
 */
import type { SnapshotFrom } from "xstate";
import type {
  DecisionKind,
  DecisionRequest,
  ReviewerRole,
  ReviewFile,
} from "../src/api/reviewSchemas.ts";
import type { ReviewContext, reviewMachine } from "./review.ts";
import type { DraftContent, ReviewDraftContext, reviewDraftMachine } from "./reviewDraft.ts";

export type ReviewSnapshot = SnapshotFrom<typeof reviewMachine>;

/** Only the manager signs the lease for the operator. */
export const mayCountersign = (role: ReviewerRole): boolean => role === "manager";

/** A reviewer may start a decision the file's state allows and their role permits. */
export function mayTake(file: ReviewFile, decision: DecisionKind): boolean {
  if (!file.allowedDecisions.includes(decision)) return false;
  return decision !== "countersign" || mayCountersign(file.reviewerRole);
}

interface DecisionNeeds {
  /** At least one coded reason; "targeted": each one says which step, field or section. */
  reasons: "none" | "coded" | "targeted";
  /** A free text beside the reasons, optional. */
  note: boolean;
  /** Start times: offered ones, or the one an appointment moves to. */
  slots: "none" | "oneOrMore" | "exactlyOne";
}

const PLAIN: DecisionNeeds = { reasons: "none", note: false, slots: "none" };
const CODED: DecisionNeeds = { reasons: "coded", note: false, slots: "none" };

/** What each decision is sent with, beside the file's version. */
const DECISION_NEEDS: Record<DecisionKind, DecisionNeeds> = {
  accept: PLAIN,
  refuse: CODED,
  askForChanges: { reasons: "targeted", note: true, slots: "none" },
  putLeaseUp: PLAIN,
  confirmTransfer: PLAIN,
  refuseTransfer: CODED,
  countersign: PLAIN,
  acceptInsurance: PLAIN,
  refuseInsurance: CODED,
  offerSlots: { ...PLAIN, slots: "oneOrMore" },
  moveAppointment: { ...PLAIN, slots: "exactlyOne" },
  cancelAppointment: PLAIN,
};

export const needsReasons = (decision: DecisionKind): boolean =>
  DECISION_NEEDS[decision].reasons !== "none";

/** Asking for changes: each reason says what is to change (a step, a field, a section). */
export const needsTargets = (decision: DecisionKind): boolean =>
  DECISION_NEEDS[decision].reasons === "targeted";

export const takesNote = (decision: DecisionKind): boolean => DECISION_NEEDS[decision].note;

export const takesSlots = (decision: DecisionKind): boolean =>
  DECISION_NEEDS[decision].slots !== "none";

/** The codes the catalogue loaded with the file offers for this decision. */
export function offeredReasons(file: ReviewFile, decision: DecisionKind): string[] {
  return file.reasons
    .filter((entry) => entry.decisions.includes(decision))
    .map((entry) => entry.code);
}

/** Why a draft cannot be confirmed yet, as codes the console words. */
export type DraftProblem = "reasonRequired" | "targetRequired" | "slotRequired" | "oneSlotOnly";

export function draftProblems(
  draft: Pick<ReviewDraftContext, "decision" | "reasons" | "slots">,
): DraftProblem[] {
  const needs = DECISION_NEEDS[draft.decision];
  const problems: DraftProblem[] = [];
  if (needs.reasons !== "none" && draft.reasons.length === 0) problems.push("reasonRequired");
  if (needs.reasons === "targeted" && draft.reasons.some((reason) => reason.about === null))
    problems.push("targetRequired");
  if (needs.slots !== "none" && draft.slots.length === 0) problems.push("slotRequired");
  if (needs.slots === "exactlyOne" && draft.slots.length > 1) problems.push("oneSlotOnly");
  return problems;
}

/** The decision as sent: the draft as typed, on the file's version as read. */
export function toDecisionRequest(
  file: ReviewFile,
  decision: DecisionKind,
  draft: DraftContent,
): DecisionRequest {
  return {
    reference: file.reference,
    version: file.version,
    decision,
    reasons: draft.reasons,
    note: draft.note,
    slots: draft.slots,
  };
}

/** The code the console words for the last failure: the server's own when it gave one. */
function errorCodeOf(failure: ReviewContext["failure"]): string | null {
  if (failure === null) return null;
  return failure.kind === "notAllowed" ? failure.code : failure.kind;
}

type WorkState =
  | "drafting"
  | "confirming"
  | "sending"
  | "sendFailed"
  | "reauthenticationRequired"
  | "stale"
  | "notAllowed"
  | "forbidden";

/** The draft being written (the child `draft`): the console reads it and sends it its edits. */
export function selectDraft(snapshot: ReviewSnapshot) {
  return snapshot.children.draft;
}

export function toReviewDraftView(snapshot: SnapshotFrom<typeof reviewDraftMachine>) {
  const { context } = snapshot;
  return {
    decision: context.decision,
    offeredReasons: context.offeredReasons,
    reasons: context.reasons,
    note: context.note,
    slots: context.slots,
    needsTargets: needsTargets(context.decision),
    takesNote: takesNote(context.decision),
    takesSlots: takesSlots(context.decision),
    /** Shown once confirming was asked for with something missing, until fixed. */
    problems: snapshot.matches("showingProblems") ? draftProblems(context) : [],
  };
}

export function toReviewView(snapshot: ReviewSnapshot) {
  const { context } = snapshot;
  const inWork = (state: WorkState) => snapshot.matches({ held: { work: state } });
  const inHold = (state: "ending" | "renewing") =>
    snapshot.matches({ held: { hold: { counting: state } } });
  const isHeld = snapshot.matches("held");
  const canStart = Object.fromEntries(
    Object.keys(DECISION_NEEDS).map((decision) => [
      decision,
      snapshot.can({ type: "start", decision: decision as DecisionKind }),
    ]),
  ) as Record<DecisionKind, boolean>;
  return {
    isLoading: snapshot.matches("opening") || snapshot.matches("reloading"),
    isTaking: snapshot.matches("taking"),
    file: context.file,
    /** Shown, not held: another reviewer holds it, the hold ran out or was freed, or it failed. */
    isReadOnly: snapshot.hasTag("readOnly"),
    /** Another reviewer's hold: their name and until when. */
    holder: snapshot.matches("heldByAnother") ? context.heldBy : null,
    /** The reviewer's own hold while it lasts. */
    hold: isHeld ? context.hold : null,
    hasHoldExpired: snapshot.matches("holdExpired"),
    /** A minute is left: "keep reviewing" is offered. */
    isHoldEnding: inHold("ending"),
    isRenewingHold: inHold("renewing"),
    /** Keeping the hold failed; shown with the warning while its minute runs. */
    renewalErrorCode: inHold("ending") ? errorCodeOf(context.renewalFailure) : null,
    isDecided: snapshot.matches("decided"),
    canStart,
    /** The decision being written; its draft is read with `toReviewDraftView`. */
    decision: context.decision,
    /** The draft to confirm, as it will be sent. */
    submitted: context.submitted,
    isDrafting: inWork("drafting"),
    isConfirming: inWork("confirming"),
    isSending: inWork("sending"),
    canRetry: snapshot.can({ type: "retry" }),
    canReload: snapshot.can({ type: "reload" }),
    needsSignIn: inWork("reauthenticationRequired"),
    isStale: inWork("stale"),
    isNotAllowed: inWork("notAllowed"),
    isForbidden: inWork("forbidden"),
    errorCode: errorCodeOf(context.failure),
  };
}
