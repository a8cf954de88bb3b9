/**
 * The review's rules (machines/review.ts reads them as guards) and what the console needs from
 * its snapshot, so components never spell state paths: which decisions the reviewer may start,
 * the draft and its problems, whether the file is only shown, who holds it, what failed.
 */
import type { SnapshotFrom } from "xstate";
import type { DecisionKind, DecisionRequest, ReviewFile } from "../src/api/reviewSchemas.ts";
import type { ReviewContext, reviewMachine } from "./review.ts";
import type {
  DraftContent,
  OfferedSlot,
  ReviewDraftContext,
  reviewDraftMachine,
  TypedSlot,
} from "./reviewDraft.ts";
import { parisTimeToUtc } from "./timeZone.ts";

export type ReviewSnapshot = SnapshotFrom<typeof reviewMachine>;

/**
 * A reviewer may start a decision the server allows them: `allowedDecisions` is computed by the
 * server from the file's state and the rights table (`STAFF_PERMISSIONS`), so the rule lives there
 * only.
 */
export function mayTake(file: ReviewFile, decision: DecisionKind): boolean {
  return file.allowedDecisions.includes(decision);
}

interface DecisionNeeds {
  /**
   * "coded": at least one reason of the catalogue; "codedOrNote": a reason or a note (the
   * server's rule, `reasonsProblem` in server/domain/staffReasons.ts).
   */
  reasons: "none" | "coded" | "codedOrNote";
  /** A free text to the applicant beside the reasons (the API's `text`). */
  note: boolean;
  /** Offered start and end times, or the free slot an appointment moves to. */
  slots: "none" | "offered" | "chosen";
}

const PLAIN: DecisionNeeds = { reasons: "none", note: false, slots: "none" };
const CODED: DecisionNeeds = { reasons: "coded", note: true, slots: "none" };
const CODED_OR_NOTE: DecisionNeeds = { reasons: "codedOrNote", note: true, slots: "none" };

/** What each decision is sent with, beside the file's version. */
const DECISION_NEEDS: Record<DecisionKind, DecisionNeeds> = {
  accept: PLAIN,
  refuse: CODED,
  update: CODED,
  lease: PLAIN,
  "confirm-transfer": PLAIN,
  "refuse-transfer": CODED_OR_NOTE,
  countersign: PLAIN,
  "accept-insurance": PLAIN,
  "refuse-insurance": CODED_OR_NOTE,
  "move-appointment": { ...PLAIN, slots: "chosen" },
  "cancel-appointment": PLAIN,
  "offer-slots": { ...PLAIN, slots: "offered" },
};

export const needsReasons = (decision: DecisionKind): boolean =>
  DECISION_NEEDS[decision].reasons !== "none";

export const takesNote = (decision: DecisionKind): boolean => DECISION_NEEDS[decision].note;

export const takesSlots = (decision: DecisionKind): boolean =>
  DECISION_NEEDS[decision].slots === "offered";

export const takesSlotChoice = (decision: DecisionKind): boolean =>
  DECISION_NEEDS[decision].slots === "chosen";

/** The codes the catalogue loaded with the file offers for this decision. */
export function offeredReasons(file: ReviewFile, decision: DecisionKind): string[] {
  return file.reasons
    .filter((entry) => entry.decisions.includes(decision))
    .map((entry) => entry.code);
}

/** The most slots one `offer-slots` sends (the API's limit). */
export const MAX_OFFERED_SLOTS = 10;

/** What is wrong with one slot typed to offer, the first found. */
export type SlotProblem = "slotIncomplete" | "slotEndNotAfterStart" | "slotInPast";

/** The slot as sent (UTC), or null while a field is missing or not a real day or time. */
function offeredSlotOf(slot: TypedSlot): OfferedSlot | null {
  const startsAt = parisTimeToUtc(slot.day, slot.startTime);
  const endsAt = parisTimeToUtc(slot.day, slot.endTime);
  return startsAt && endsAt ? { startsAt, endsAt } : null;
}

/** The slots typed as sent (UTC), those complete. */
export function offeredSlotsOf(slots: readonly TypedSlot[]): OfferedSlot[] {
  return slots.flatMap((slot) => offeredSlotOf(slot) ?? []);
}

/**
 * One typed slot's problem: a field missing, an end not after its start, or a start not after
 * `checkedAt` (when confirming was asked for; no slot is past before).
 */
function slotProblemOf(slot: TypedSlot, checkedAt: string | null): SlotProblem | null {
  const offered = offeredSlotOf(slot);
  if (!offered) return "slotIncomplete";
  if (offered.endsAt <= offered.startsAt) return "slotEndNotAfterStart";
  if (checkedAt !== null && offered.startsAt <= checkedAt) return "slotInPast";
  return null;
}

/** Why a draft cannot be confirmed yet, as codes the console words. */
export type DraftProblem = "reasonRequired" | "slotRequired" | "slotsRequired" | SlotProblem;

export function draftProblems(
  draft: Pick<
    ReviewDraftContext,
    "decision" | "reasons" | "note" | "typedSlots" | "checkedAt" | "slotId"
  >,
): DraftProblem[] {
  const needs = DECISION_NEEDS[draft.decision];
  const problems: DraftProblem[] = [];
  const hasNote = draft.note.trim() !== "";
  if (
    (needs.reasons === "coded" && draft.reasons.length === 0) ||
    (needs.reasons === "codedOrNote" && draft.reasons.length === 0 && !hasNote)
  )
    problems.push("reasonRequired");
  if (needs.slots === "chosen" && draft.slotId === null) problems.push("slotRequired");
  if (needs.slots === "offered") {
    if (draft.typedSlots.length === 0) problems.push("slotsRequired");
    for (const slot of draft.typedSlots) {
      const problem = slotProblemOf(slot, draft.checkedAt);
      if (problem && !problems.includes(problem)) problems.push(problem);
    }
  }
  return problems;
}

/** The decision as sent: the API's body, the draft as typed, on the file's version as read. */
export function toDecisionRequest(
  file: ReviewFile,
  decision: DecisionKind,
  draft: DraftContent,
): DecisionRequest {
  const needs = DECISION_NEEDS[decision];
  return {
    reference: file.reference,
    body: {
      decision,
      version: file.version,
      ...(needs.reasons !== "none" ? { reasons: [...draft.reasons] } : {}),
      ...(needs.note && draft.note.trim() !== "" ? { text: draft.note } : {}),
      ...(needs.slots === "offered" ? { slots: draft.slots.map((slot) => ({ ...slot })) } : {}),
      ...(needs.slots === "chosen" && draft.slotId !== null ? { slotId: draft.slotId } : {}),
    },
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
  const showsProblems = snapshot.matches("showingProblems");
  return {
    decision: context.decision,
    offeredReasons: context.offeredReasons,
    reasons: context.reasons,
    note: context.note,
    /** The slots to offer as typed, each with its problem once confirming was asked for. */
    typedSlots: context.typedSlots.map((slot) => ({
      ...slot,
      problem: showsProblems ? slotProblemOf(slot, context.checkedAt) : null,
    })),
    /** The slots typed as they would be sent (UTC), those complete. */
    slots: offeredSlotsOf(context.typedSlots),
    canAddSlot: context.typedSlots.length < MAX_OFFERED_SLOTS,
    slotId: context.slotId,
    needsReasons: needsReasons(context.decision),
    takesNote: takesNote(context.decision),
    takesSlots: takesSlots(context.decision),
    takesSlotChoice: takesSlotChoice(context.decision),
    /** Shown once confirming was asked for with something missing, until fixed. */
    problems: showsProblems ? draftProblems(context) : [],
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
