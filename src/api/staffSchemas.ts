import * as v from "valibot";

/**
 * The residence team's console requests (docs/api.md "Staff"; docs/staff.md): the queue's
 * query and a decision's body. Messages are the server's message keys (server/http/messages.ts),
 * so one schema answers in both languages.
 */

export const STAFF_QUEUE_TABS = [
  "toReview",
  "sentBack",
  "acceptedWithoutLease",
  "waitingForPayment",
  "transferToCheck",
  "waitingForSignatures",
  "toCountersign",
  "handover",
] as const;

export const STAFF_DECISIONS = [
  "accept",
  "refuse",
  "update",
  "lease",
  "confirm-transfer",
  "refuse-transfer",
  "countersign",
  "accept-insurance",
  "refuse-insurance",
  "move-appointment",
  "cancel-appointment",
  "offer-slots",
] as const;
export type StaffDecision = (typeof STAFF_DECISIONS)[number];

/** A residence's CRM id (GUID layout), as the catalogue lists it. */
const crmId = v.pipe(
  v.string("format"),
  v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "format"),
);

/** A UTC time as the API writes them (`2026-12-01T09:00:00.000Z`). */
const isoDateTime = v.pipe(
  v.string("format"),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{3})?)?Z$/, "format"),
  v.check((value) => !Number.isNaN(Date.parse(value)), "format"),
  v.transform((value) => new Date(value).toISOString()),
);

export const StaffQueueQuerySchema = v.object({
  tab: v.optional(v.picklist(STAFF_QUEUE_TABS, "choice"), "toReview"),
  residence: v.optional(crmId),
  arrivalMonth: v.optional(
    v.pipe(v.string("format"), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, "format")),
  ),
  q: v.optional(v.pipe(v.string("format"), v.trim(), v.maxLength(100, "tooLong"))),
  page: v.optional(
    v.pipe(
      v.string("format"),
      v.regex(/^\d{1,6}$/, "format"),
      v.transform(Number),
      v.minValue(1, "format"),
    ),
    "1",
  ),
});

export const StaffDecisionSchema = v.object({
  decision: v.picklist(STAFF_DECISIONS, "choice"),
  /** Codes of the reason catalogue (`GET /api/staff/reasons`). */
  reasons: v.optional(
    v.pipe(
      v.array(v.pipe(v.string("format"), v.maxLength(64, "tooLong")), "format"),
      v.maxLength(20, "tooLong"),
    ),
    [],
  ),
  /** The team's own message to the applicant. */
  text: v.optional(v.pipe(v.string("format"), v.trim(), v.maxLength(2000, "tooLong")), ""),
  /** The inventory slots `offer-slots` adds to the file's residence. */
  slots: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.object({ startsAt: isoDateTime, endsAt: isoDateTime }),
          v.check((slot) => slot.startsAt < slot.endsAt, "format"),
        ),
        "format",
      ),
      v.maxLength(10, "tooLong"),
    ),
    [],
  ),
  /** The new slot of `move-appointment`. */
  slotId: v.optional(v.pipe(v.number("format"), v.integer("format"), v.minValue(1, "format"))),
  /** The file's version as read: a file changed since answers 409 `fileChanged`. */
  version: v.pipe(v.number("required"), v.integer("format"), v.minValue(0, "format")),
});
