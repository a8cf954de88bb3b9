/**
 * The handover's calls (tunnel spec 2 "Handover view"; docs/api.md): its to-do list's facts,
 * the home-insurance certificate, the inventory-of-fixtures appointment.
 */
import * as v from "valibot";
import { defineCall } from "./call.ts";
import {
  HandoverFactsSchema,
  InventorySlotSchema,
  SentInsuranceSchema,
} from "./handoverSchemas.ts";

const HANDOVER = "/api/ac_campus/handover";

export const getHandover = defineCall({
  method: "GET",
  path: HANDOVER,
  answer: HandoverFactsSchema,
});

/** The certificate as a base64 data URL; the server checks its content and size again. */
export const sendInsuranceCertificate = defineCall({
  method: "POST",
  path: `${HANDOVER}/insurance`,
  payload: v.object({
    file: v.pipe(v.string(), v.nonEmpty()),
    encodedFile: v.pipe(v.string(), v.nonEmpty()),
  }),
  answer: SentInsuranceSchema,
});

/** Books a slot; a slot taken meanwhile answers 409 `creneauPris`. */
export const bookInventoryAppointment = defineCall({
  method: "POST",
  path: `${HANDOVER}/appointment`,
  payload: v.object({ slotId: v.pipe(v.number(), v.integer()) }),
  answer: InventorySlotSchema,
});
