/**
 * Why a call of the review (machines/review.ts) failed, as the machine holds it: the console has
 * the texts. Its own module, so that the app's actors throw it without importing the machine.
 */
import type { ReviewHold } from "../src/api/reviewSchemas.ts";

/**
 * - `heldByAnother`: another reviewer holds the file (taking it), with their hold;
 * - `stale`: the file changed since it was read (409 on the version sent);
 * - `notAllowed`: the file's state does not allow the decision (409), `code` the server's why;
 * - `reauthenticationRequired`: a decisive action needs a recent sign-in (401);
 * - `forbidden`: the reviewer may not take this decision (403);
 * - `signedOut`: the console's sign-in is missing or over (401; the queue offers to sign in);
 * - `network`: no answer (the connection dropped, or the call timed out);
 * - `generic`: anything else (a server fault, an answer the contract does not know).
 */
export type ReviewFailure =
  | { kind: "heldByAnother"; hold: ReviewHold }
  | { kind: "stale" }
  | { kind: "notAllowed"; code: string }
  | { kind: "reauthenticationRequired" }
  | { kind: "forbidden" }
  | { kind: "signedOut" }
  | { kind: "network" }
  | { kind: "generic" };

/** What a console actor (the review's, the queue's) throws: an Error carrying its typed reason. */
export class ReviewCallFailure extends Error {
  readonly reason: ReviewFailure;
  constructor(reason: ReviewFailure) {
    super(`review call failed: ${reason.kind}`);
    this.name = "ReviewCallFailure";
    this.reason = reason;
  }
}

export function reviewFailureOf(thrown: unknown): ReviewFailure {
  return thrown instanceof ReviewCallFailure ? thrown.reason : { kind: "generic" };
}
