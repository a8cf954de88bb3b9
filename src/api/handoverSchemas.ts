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

/** `GET handover`: what is done, and the slots still free (none once one is booked). */
export const HandoverFactsSchema = v.object({
  insurance: v.nullable(SentInsuranceSchema),
  appointment: v.nullable(InventorySlotSchema),
  slots: v.array(InventorySlotSchema),
});
export type HandoverFacts = v.InferOutput<typeof HandoverFactsSchema>;
