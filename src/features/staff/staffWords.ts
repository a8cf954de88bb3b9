/**
 * The console's words for the codes its machines and the API hold: tabs, statuses, failures.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { StaffQueueTab } from "../../api/staffSchemas.ts";

export const tabLabels: Record<StaffQueueTab, MessageDescriptor> = {
  toReview: msg`À examiner`,
  sentBack: msg`Renvoyés au candidat`,
  acceptedWithoutLease: msg`Acceptés, bail à mettre en signature`,
  waitingForPayment: msg`En attente de paiement`,
  transferToCheck: msg`Virements à vérifier`,
  waitingForSignatures: msg`En attente de signatures`,
  toCountersign: msg`À contresigner`,
  handover: msg`Remise des clés`,
  inventoryBooked: msg`État des lieux fixé`,
};

const statusLabels: Record<string, MessageDescriptor> = {
  complete: msg`Envoyé`,
  recycling: msg`Renvoyé après compléments`,
  toSendToComity: msg`En comité`,
  toUpdate: msg`À compléter par le candidat`,
  accepted: msg`Accepté`,
  payed: msg`Payé`,
  refused: msg`Refusé`,
  signed: msg`Bail signé`,
  coSignerSigned: msg`Bail signé par un co-signataire`,
  insuranceSent: msg`Attestation d'assurance habitation envoyée`,
  appointmentBooked: msg`Rendez-vous d'état des lieux pris`,
};

/** A status's words, or its code when the console has none. */
export const statusLabel = (status: string): MessageDescriptor | string =>
  statusLabels[status] ?? status;

/** What went wrong with a console call, in words. */
export function failureText(code: string | null): MessageDescriptor {
  if (code === "network")
    return msg`Le serveur ne répond pas : vérifiez la connexion, puis réessayez.`;
  if (code === "forbidden") return msg`Votre rôle ne permet pas cette action.`;
  if (code === "signedOut") return msg`Votre connexion à la console a pris fin.`;
  return msg`Une erreur est survenue lors de la requête, veuillez réessayer plus tard`;
}

const signerLabels: Record<string, MessageDescriptor> = {
  locataire: msg`Locataire`,
  representant_legal: msg`Représentant légal`,
  garant: msg`Garant`,
  garant2: msg`Second garant`,
  gestionnaire: msg`L'équipe (contresignature)`,
};

const signerStateLabels: Record<string, MessageDescriptor> = {
  EN_ATTENTE: msg`pas encore son tour`,
  DEMANDEE: msg`signature demandée`,
  TERMINEE: msg`a signé`,
};

const applicantActs: Record<string, MessageDescriptor> = {
  sent: msg`Dossier envoyé`,
  sentAgain: msg`Dossier renvoyé après compléments`,
  paid: msg`Frais payés par carte`,
  transferProofSent: msg`Justificatif de virement envoyé`,
  signed: msg`Bail signé`,
  coSignerSigned: msg`Bail signé par un co-signataire`,
  insuranceSent: msg`Attestation d'assurance habitation envoyée`,
  appointmentBooked: msg`Rendez-vous d'état des lieux pris`,
};

/** A signer's step and state in words, or their codes when the console has none. */
export const signerLabel = (step: string): MessageDescriptor | string => signerLabels[step] ?? step;
export const signerStateLabel = (state: string): MessageDescriptor | string =>
  signerStateLabels[state] ?? state;

/** An act of the history in words: an applicant's act, or a decision (`decisionLabels`). */
export const applicantActLabel = (action: string): MessageDescriptor | undefined =>
  applicantActs[action];
