/**
 * The handover's texts for what its machine holds as codes (tunnel spec 2 "Handover view"; the
 * spec names the to-do items without wording their errors: written as the operator's team would
 * say them). The certificate's refusals are a proof's (`proofErrorMessage`).
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FollowUpFailure } from "../../../../machines/followUp.failure.ts";
import { SLOT_TAKEN_CODE } from "../../../../machines/handover.ts";
import type { UserMessage } from "../../../api/errors.ts";

const appointmentErrorMessages: Record<string, MessageDescriptor> = {
  [SLOT_TAKEN_CODE]: msg`Ce créneau vient d'être réservé par quelqu'un d'autre. Les créneaux encore libres sont affichés : choisissez-en un autre.`,
  creneauInconnu: msg`Ce créneau n'est plus proposé : choisissez-en un autre.`,
  rendezVousDejaPris: msg`Votre rendez-vous d'état des lieux est déjà pris.`,
  remiseIndisponible: msg`La prise de rendez-vous n'est pas encore ouverte pour votre dossier.`,
};

/** Why the appointment could not be booked; default: try again. */
export function appointmentErrorMessage(failure: FollowUpFailure): UserMessage {
  if (failure.kind === "message") return failure.text;
  const known = failure.kind === "code" ? appointmentErrorMessages[failure.code] : undefined;
  return known ?? msg`La réservation du créneau a échoué, veuillez réessayer.`;
}
