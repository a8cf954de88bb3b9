import * as v from "valibot";
import { defineCall } from "./call.ts";

const filled = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** What the contact form sends (spec 3, "Mail payload"). */
export const MailPayloadSchema = v.object({
  content: filled,
  destinataire: filled,
  sujet: filled,
  typeContact: v.string(),
});
export type MailPayload = v.InferInput<typeof MailPayloadSchema>;

/** Success only on status 200 (spec 4): any other status, even 2xx, is a failure. */
export const sendMail = defineCall({
  method: "POST",
  path: "/api/ac_campus/mail/sendMail",
  payload: MailPayloadSchema,
  answer: "empty",
  expectedStatus: 200,
});
