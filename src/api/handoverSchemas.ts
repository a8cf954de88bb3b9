import * as v from "valibot";

/**
 * The handover's answers (tunnel spec 2 "Handover view"; docs/api.md, `handover`): the
 * home-insurance certificate sent, the inventory-of-fixtures appointment and the free slots.
 */

const isoTime = v.pipe(v.string(), v.isoTimestamp());

/** One inventory-of-fixtures slot of the residence (times in UTC, shown in Paris time). */
export const InventorySlotSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  startsAt: isoTime,
  endsAt: isoTime,
});
export type InventorySlot = v.InferOutput<typeof InventorySlotSchema>;

/** The certificate the server holds: its stored name and when it came. */
export const SentInsuranceSchema = v.object({
  fileName: v.pipe(v.string(), v.nonEmpty()),
  sentAt: isoTime,
});
export type SentInsurance = v.InferOutput<typeof SentInsuranceSchema>;

/**
 * The team's check of the certificate: accepted, or refused with the reasons' codes (of the
 * catalogue, `GET /api/staff/reasons`) and the team's message. A review the app cannot read
 * (an unknown status, a malformed body) reads as none: the page then says it waits for the
 * check, and never breaks; an entry of `reasons` that is not a string is dropped.
 */
export const InsuranceReviewSchema = v.fallback(
  v.nullish(
    v.object({
      status: v.picklist(["accepted", "refused"]),
      reasons: v.fallback(
        v.pipe(
          v.nullish(v.array(v.unknown()), []),
          v.transform((codes) => codes.filter((code): code is string => typeof code === "string")),
        ),
        [],
      ),
      text: v.fallback(v.nullish(v.pipe(v.string(), v.trim(), v.nonEmpty()), null), null),
    }),
    null,
  ),
  null,
);
export type InsuranceReview = NonNullable<v.InferOutput<typeof InsuranceReviewSchema>>;

/** `GET handover`: what is done, and the slots still free (none once one is booked). */
export const HandoverFactsSchema = v.object({
  insurance: v.nullable(SentInsuranceSchema),
  insuranceReview: InsuranceReviewSchema,
  appointment: v.nullable(InventorySlotSchema),
  slots: v.array(InventorySlotSchema),
});
export type HandoverFacts = v.InferOutput<typeof HandoverFactsSchema>;
