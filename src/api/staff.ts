/**
 * The residence team's console calls (docs/staff.md), each with its answer's schema declared
 * once in staffSchemas.ts. They go through the console's own client (src/auth/staffSignIn.ts),
 * which carries the staff token, never an applicant's. `staffFailureOf` names why a call failed
 * as the console's machines hold it.
 */
import { isHTTPError, isNetworkError, isTimeoutError } from "ky";
import * as v from "valibot";
import type { ReviewFailure } from "../../machines/review.failure.ts";
import { defineCall } from "./call.ts";
import { isContractError } from "./contractError.ts";
import {
  STAFF_QUEUE_TABS,
  StaffDecisionSchema,
  StaffFileSchema,
  StaffLockSchema,
  StaffQueueSchema,
  StaffReasonsSchema,
} from "./staffSchemas.ts";

const referenceSchema = v.object({ reference: v.pipe(v.string(), v.nonEmpty()) });

export const getStaffReasons = defineCall({
  method: "GET",
  path: "/api/staff/reasons",
  answer: StaffReasonsSchema,
});

/** The queue's query as the console builds it: empty filters are left out of the address. */
const StaffQueueRequestSchema = v.object({
  tab: v.picklist(STAFF_QUEUE_TABS),
  residence: v.string(),
  arrivalMonth: v.string(),
  q: v.string(),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type StaffQueueRequest = v.InferOutput<typeof StaffQueueRequestSchema>;

export const getStaffQueue = defineCall({
  method: "GET",
  path: "/api/staff/files",
  payload: StaffQueueRequestSchema,
  send: (query) => ({
    searchParams: {
      tab: query.tab,
      residence: query.residence || undefined,
      arrivalMonth: query.arrivalMonth || undefined,
      q: query.q.trim() || undefined,
      page: query.page > 1 ? String(query.page) : undefined,
    },
  }),
  answer: StaffQueueSchema,
});

export const getStaffFile = defineCall({
  method: "GET",
  path: "/api/staff/files/{reference}",
  payload: referenceSchema,
  answer: StaffFileSchema,
});

export const takeStaffFile = defineCall({
  method: "POST",
  path: "/api/staff/files/{reference}/lock",
  payload: referenceSchema,
  send: () => ({}),
  answer: StaffLockSchema,
});

export const releaseStaffFile = defineCall({
  method: "DELETE",
  path: "/api/staff/files/{reference}/lock",
  payload: referenceSchema,
  send: () => ({}),
  answer: "empty",
});

/** Why a staff call failed, as the console's machines hold it. */
export type StaffFailure = ReviewFailure;

const ErrorBodySchema = v.object({ error: v.string() });
const LockedBodySchema = v.object({ error: v.literal("fileLocked"), lock: StaffLockSchema });

/**
 * A failed staff call as the console's machines hold it: 409 `fileLocked` another's hold,
 * `fileChanged` a stale file, any other 409 code the file's state; 401 `reauthenticationRequired`
 * a new sign-in for a decisive action, any other 401 a sign-in gone; 403 a role not allowed; no
 * answer (drop, timeout) `network`; the rest, a broken answer included, `generic`.
 */
export function staffFailureOf(error: unknown): StaffFailure {
  if (isNetworkError(error) || isTimeoutError(error)) return { kind: "network" };
  if (isContractError(error) || !isHTTPError(error)) return { kind: "generic" };
  const status = error.response.status;
  const body = error.data;
  const code = v.is(ErrorBodySchema, body) ? body.error : undefined;
  if (status === 409) {
    if (v.is(LockedBodySchema, body)) return { kind: "heldByAnother", hold: body.lock };
    if (code === "fileChanged") return { kind: "stale" };
    return { kind: "notAllowed", code: code ?? "conflict" };
  }
  if (status === 401)
    return code === "reauthenticationRequired"
      ? { kind: "reauthenticationRequired" }
      : { kind: "signedOut" };
  if (status === 403) return { kind: "forbidden" };
  return { kind: "generic" };
}

/** A decision on the file as read: its reference in the path, the API's body as JSON. */
export const postStaffDecision = defineCall({
  method: "POST",
  path: "/api/staff/files/{reference}/decisions",
  payload: v.object({ reference: v.pipe(v.string(), v.nonEmpty()), body: StaffDecisionSchema }),
  send: ({ body }) => ({ json: body }),
  answer: StaffFileSchema,
});

/** A document of the file, as sent (its own type; never JSON or HTML, which are refused). */
export const getStaffDocument = defineCall({
  method: "GET",
  path: "/api/staff/files/{reference}/documents/{documentId}",
  payload: v.object({
    reference: v.pipe(v.string(), v.nonEmpty()),
    documentId: v.pipe(v.string(), v.nonEmpty()),
  }),
  answer: "blob",
});
