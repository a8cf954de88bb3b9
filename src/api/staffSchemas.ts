import * as v from "valibot";
import { InventorySlotSchema } from "./handoverSchemas.ts";

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
  "inventoryBooked",
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

/*
 * The console's answers (what `server/routes/staff.ts` sends), parsed by the console's calls
 * (src/api/staff.ts). The parts a page only lists (the profile's fields, a history entry's
 * changes) are kept as records of plain values.
 */

const text = v.string();
const nullableText = v.nullable(v.string());
const plainRecord = v.record(v.string(), v.unknown());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const STAFF_ROLES = ["sales", "manager"] as const;

/** `GET /api/staff/me`: the staff member signed in. */
export const StaffMeSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  name: v.pipe(v.string(), v.nonEmpty()),
  role: v.picklist(STAFF_ROLES),
});

/** A lock on a file: who holds it, and until when (UTC). */
export const StaffLockSchema = v.object({
  holder: v.object({
    id: v.pipe(v.string(), v.nonEmpty()),
    name: v.pipe(v.string(), v.nonEmpty()),
  }),
  until: v.pipe(v.string(), v.isoTimestamp()),
});
export type StaffLock = v.InferOutput<typeof StaffLockSchema>;

/** `GET /api/staff/files`: one page of a tab, and every tab's count under the same filters. */
export const StaffQueueSchema = v.object({
  tab: v.picklist(STAFF_QUEUE_TABS),
  counts: v.object(
    Object.fromEntries(STAFF_QUEUE_TABS.map((tab) => [tab, count])) as Record<
      (typeof STAFF_QUEUE_TABS)[number],
      typeof count
    >,
  ),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  pages: v.pipe(v.number(), v.integer(), v.minValue(1)),
  files: v.array(
    v.object({
      reference: v.pipe(v.string(), v.nonEmpty()),
      status: text,
      applicant: v.object({ firstname: text, lastname: text, email: text }),
      /** The residence's name, as the file's `flatAndStay.residence.name` gives it. */
      residence: nullableText,
      arrival: nullableText,
      sentAt: text,
      lock: v.nullable(v.object({ holder: text, until: text })),
    }),
  ),
});
export type StaffQueue = v.InferOutput<typeof StaffQueueSchema>;
export type StaffQueueTab = (typeof STAFF_QUEUE_TABS)[number];

/** One entry of `GET /api/staff/reasons`: the decisions it explains, what it concerns, labels. */
const StaffReasonSchema = v.object({
  code: v.pipe(v.string(), v.nonEmpty()),
  decisions: v.pipe(v.array(v.picklist(STAFF_DECISIONS)), v.minLength(1)),
  concerns: v.object({
    step: v.picklist([1, 2, 3, 4, 5]),
    field: v.optional(v.string()),
    section: v.optional(v.string()),
  }),
  label: v.object({ fr: v.pipe(v.string(), v.nonEmpty()), en: v.pipe(v.string(), v.nonEmpty()) }),
});
export type StaffReason = v.InferOutput<typeof StaffReasonSchema>;

export const StaffReasonsSchema = v.object({ reasons: v.array(StaffReasonSchema) });

const identityCheckSchema = v.object({
  files: v.array(text),
  status: v.picklist(["ok", "ko"]),
  reason: v.optional(text),
  documentType: nullableText,
  subTypes: v.array(text),
  read: v.nullable(plainRecord),
  comparedWith: v.nullable(plainRecord),
});

/** `GET /api/staff/files/{reference}` (and a decision's answer): the file as the team reads it. */
export const StaffFileSchema = v.object({
  reference: v.pipe(v.string(), v.nonEmpty()),
  status: text,
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The decisions the file's state allows now and the reader's role permits (server-side). */
  allowedDecisions: v.array(v.picklist(STAFF_DECISIONS)),
  sentAt: nullableText,
  lock: v.nullable(StaffLockSchema),
  applicant: v.object({
    firstname: text,
    lastname: text,
    email: text,
    phone: nullableText,
    language: nullableText,
    birthdate: nullableText,
  }),
  flatAndStay: v.object({
    residence: v.nullable(v.object({ crmId: text, name: text })),
    typology: v.nullable(v.object({ crmId: text, name: text })),
    bed: nullableText,
    arrival: nullableText,
    stayMonths: v.nullable(v.number()),
    promoCode: nullableText,
  }),
  profile: plainRecord,
  guarantors: plainRecord,
  price: v.nullable(v.record(v.string(), v.union([v.number(), v.string(), v.null()]))),
  guarantee: v.nullable(
    v.object({
      rentIncludingCharges: v.number(),
      /** Null without a guarantor (another guarantee, or none). */
      minimumIncome: v.nullable(v.number()),
      enough: v.boolean(),
    }),
  ),
  documents: v.array(
    v.object({
      id: v.pipe(v.string(), v.nonEmpty()),
      section: text,
      fileName: text,
      contentType: text,
      size: v.number(),
      sentAt: text,
      url: v.pipe(v.string(), v.startsWith("/api/staff/files/")),
      identityChecks: v.array(identityCheckSchema),
    }),
  ),
  signers: v.array(v.object({ step: text, state: text })),
  /** The file's inventory-of-fixtures appointment (UTC), or null when none is booked. */
  appointment: v.nullable(InventorySlotSchema),
  /**
   * The residence's free slots the appointment may move to, the earliest first: empty unless
   * `allowedDecisions` holds `move-appointment`.
   */
  freeSlots: v.array(InventorySlotSchema),
  history: v.array(
    v.object({
      at: text,
      actor: v.object({ kind: text, id: nullableText, name: nullableText }),
      action: text,
      status: v.object({ before: nullableText, after: nullableText }),
      changes: plainRecord,
    }),
  ),
});
export type StaffFile = v.InferOutput<typeof StaffFileSchema>;

/** A decision's body as the console sends it (the request `StaffDecisionSchema` checks). */
export type StaffDecisionBody = v.InferInput<typeof StaffDecisionSchema>;
