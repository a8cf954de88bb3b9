import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** How each file status reads for the applicant (spec 4, "Dossier status"). */
const statusLabels: Record<string, MessageDescriptor> = {
  creation: msg`En cours de création`,
  complete: msg`En cours d'examen`,
  recycling: msg`En cours d'examen`,
  toSendToComity: msg`En cours d'examen`,
  toUpdate: msg`Incomplète`,
  abandoned: msg`Annulée`,
  refused: msg`Refusée`,
  accepted: msg`Acceptée`,
  signed: msg`Bail signé`,
  payed: msg`Frais d'entrée payés`,
  definitive: msg`Définitive`,
  // The spec's catalogue names these too, with no text of their own: the team's follow-up.
  signWait: msg`En attente de signature`,
  hasCalledProspect: msg`En cours d'examen`,
  shouldCallProspect: msg`En cours d'examen : nous allons vous appeler`,
  noLotToSuggest: msg`Aucun logement disponible à vous proposer`,
  notAttached: msg`En cours d'examen`,
};

/** A status this page does not know yet (a new one on the server): never its raw code. */
const unknownStatusLabel = msg`En cours de traitement`;

/** The label of a status. */
export function statusLabelOf(statuscode: string | null): MessageDescriptor | string {
  if (statuscode === null) return "";
  return statusLabels[statuscode] ?? unknownStatusLabel;
}

/** Spec 2, step 1: abandoned and refused files hide the flat and pricing summary. */
export function hidesSummary(statuscode: string | null): boolean {
  return statuscode === "abandoned" || statuscode === "refused";
}
