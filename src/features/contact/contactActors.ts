import type {
  ContactCallFailure,
  ContactResidence,
  SendMessageInput,
} from "../../../machines/contact.ts";
import type { CallOptions } from "../../api/call.ts";
import { getAcquisitionResidences } from "../../api/content.ts";
import {
  genericErrorMessage,
  invalidValuesMessage,
  toUserError,
  type UserError,
  type UserMessage,
} from "../../api/errors.ts";
import { sendMail } from "../../api/mail.ts";
import { brand } from "../../config/index.ts";
import { toMailPayload } from "../../forms/contactMail.ts";

/**
 * The text the contact dialog shows for a failed send: the spec's generic handler (section 8)
 * narrowed to what a dialog can show. Outcomes meant for other screens (the gender dialog,
 * sign-in) cannot come from `mail/sendMail`, so they read as the generic error.
 */
export function sendFailureMessage(error: UserError): UserMessage {
  switch (error.kind) {
    case "message":
      return error.message;
    case "fields": {
      // The server's field names (destinataire, typeContact...) are not the form's: show the texts.
      const texts = Object.values(error.fields).filter((text) => text.trim() !== "");
      return texts.length > 0 ? texts.join(" et ") : invalidValuesMessage;
    }
    case "forbidden":
      return error.message ?? genericErrorMessage;
    default:
      return genericErrorMessage;
  }
}

/** Rejects with the text to show (the machine keeps only that), the HTTP error as its cause. */
class ContactCallError extends Error implements ContactCallFailure {
  userMessage: UserMessage;

  constructor(userMessage: UserMessage, cause: unknown) {
    super("contact: the mail could not be sent", { cause });
    this.userMessage = userMessage;
  }
}

/** The real calls behind the `contact` machine's actors (spec 7), loaded on first use. */
export function loadResidences(call: CallOptions): Promise<readonly ContactResidence[]> {
  return getAcquisitionResidences(call);
}

export async function sendMessage(input: SendMessageInput, call: CallOptions): Promise<void> {
  try {
    await sendMail(toMailPayload(input.request, input.residences, brand), call);
  } catch (error) {
    throw new ContactCallError(sendFailureMessage(toUserError(error)), error);
  }
}
