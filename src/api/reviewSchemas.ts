import * as v from "valibot";

/**
 * The residence team's side of a file (the review console; machines/review.ts): the file as a
 * reviewer opens it, the catalogue of coded reasons that comes with it, a reviewer's hold on the
 * file and the decision sent. The reasons and the refusal texts are codes: the console has the
 * words, in French and English.
 */

const isoTime = v.pipe(v.string(), v.isoTimestamp());

/** Every decision a reviewer may take on a file. */
export const DECISION_KINDS = [
  "accept",
  "refuse",
  "askForChanges",
  "putLeaseUp",
  "confirmTransfer",
  "refuseTransfer",
  "countersign",
  "acceptInsurance",
  "refuseInsurance",
  "offerSlots",
  "moveAppointment",
  "cancelAppointment",
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** The manager signs the lease for the operator; sales staff review files with them. */
const REVIEWER_ROLES = ["manager", "sales"] as const;
export type ReviewerRole = (typeof REVIEWER_ROLES)[number];

/**
 * One entry of the reasons' catalogue: a code, and the decisions it may be given with (which
 * decisions need reasons is the review's rule, `needsReasons` in machines/review.selectors.ts).
 */
const ReasonEntrySchema = v.object({
  code: v.pipe(v.string(), v.nonEmpty()),
  decisions: v.pipe(v.array(v.picklist(DECISION_KINDS)), v.minLength(1)),
});

/** What a change asked for is about: a tunnel step, one of its fields, or a document section. */
const ReasonTargetSchema = v.variant("kind", [
  v.object({ kind: v.literal("step"), step: v.picklist([2, 3, 4]) }),
  v.object({ kind: v.literal("field"), field: v.pipe(v.string(), v.nonEmpty()) }),
  v.object({ kind: v.literal("section"), section: v.pipe(v.string(), v.nonEmpty()) }),
]);

/** A reason chosen: its code and, when changes are asked for, what it is about. */
const ChosenReasonSchema = v.object({
  code: v.pipe(v.string(), v.nonEmpty()),
  about: v.nullable(ReasonTargetSchema),
});
export type ChosenReason = v.InferOutput<typeof ChosenReasonSchema>;

/**
 * The file as the reviewer reads it (the review's `loadFile`). `version` changes with every
 * change of the file (its decisions are sent with the version read); `allowedDecisions` are those
 * the file's state allows, whatever the reviewer's role.
 */
export const ReviewFileSchema = v.object({
  reference: v.pipe(v.string(), v.nonEmpty()),
  version: v.pipe(v.number(), v.integer()),
  status: v.string(),
  allowedDecisions: v.array(v.picklist(DECISION_KINDS)),
  reviewerRole: v.picklist(REVIEWER_ROLES),
  reasons: v.array(ReasonEntrySchema),
});
export type ReviewFile = v.InferOutput<typeof ReviewFileSchema>;

/** A hold on the file (the review's `takeFile`): who holds it, and until when (UTC). */
export const ReviewHoldSchema = v.object({
  holderName: v.pipe(v.string(), v.nonEmpty()),
  until: isoTime,
});
export type ReviewHold = v.InferOutput<typeof ReviewHoldSchema>;

/**
 * One decision on the file as read (`version`; the review's `sendDecision`). The
 * note is as typed; `slots` are the start times offered, or the one an appointment moves to.
 */
export const DecisionRequestSchema = v.object({
  reference: v.pipe(v.string(), v.nonEmpty()),
  version: v.pipe(v.number(), v.integer()),
  decision: v.picklist(DECISION_KINDS),
  reasons: v.array(ChosenReasonSchema),
  note: v.string(),
  slots: v.array(isoTime),
});
export type DecisionRequest = v.InferOutput<typeof DecisionRequestSchema>;
