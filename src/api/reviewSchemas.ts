/**
 * The review console's contract (machines/review.ts): the staff API's own shapes
 * (src/api/staffSchemas.ts), named as the review reads them. The decisions are the API's, the
 * file is the API's file view with the reasons' catalogue beside it, a hold is the API's lock,
 * and a decision is sent as the API's body. Nothing here is a second description of the API.
 */
import {
  STAFF_DECISIONS,
  type StaffDecision,
  type StaffDecisionBody,
  type StaffFile,
  type StaffLock,
  type StaffReason,
} from "./staffSchemas.ts";

/** Every decision a reviewer may take on a file: the API's names. */
export const DECISION_KINDS = STAFF_DECISIONS;
export type DecisionKind = StaffDecision;

/**
 * The file as the reviewer reads it (the review's `loadFile`): the API's file view, whose
 * `allowedDecisions` the server computes from the file's state and the reader's role, and the
 * reasons' catalogue (`GET /api/staff/reasons`).
 */
export type ReviewFile = StaffFile & { reasons: readonly StaffReason[] };

/** A hold on the file (the review's `takeFile`): the API's lock. */
export type ReviewHold = StaffLock;

/** One decision on the file as read: the file's reference and the API's body. */
export interface DecisionRequest {
  reference: string;
  body: StaffDecisionBody;
}
