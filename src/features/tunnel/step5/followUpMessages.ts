/**
 * Step 5's texts (tunnel spec 2 "Step 5", 8 "Transfer proof and payment", "Signature"). The
 * spec quotes a few ("Lire et signer le bail via Yousign >", "À nous de jouer", "Bientôt chez
 * vous !"); it names the others without wording them: they are written as the operator's team
 * would say them. Machines hold codes; these turn them into catalogue messages.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FollowUpFailure } from "../../../../machines/followUp.failure.ts";
import type { UserMessage } from "../../../api/errors.ts";
import { genericErrorMessage } from "../../../api/errors.ts";
import { brand, cardPayment, documentQuotas } from "../../../config/index.ts";

const product = brand.name;
const minutes = cardPayment.retryWaitMinutes;
const { filesPerApplication } = documentQuotas;
const applicationMaxMb = documentQuotas.bytesPerApplication / (1024 * 1024);

/**
 * The card error codes of the spec; 00006, 00009 and 00016 advise contacting the manager only.
 * @spec tunnel §8 Transfer proof and payment
 */
export const CARD_ERROR_CODES = [
  "00001",
  "001",
  "00003",
  "00004",
  "00006",
  "00008",
  "00009",
  "00010",
  "00011",
  "00016",
  "00021",
  "00029",
  "00030",
  "00033",
  "00040",
] as const;

const contactManagerOnlyCodes: ReadonlySet<string> = new Set(["00006", "00009", "00016"]);

/** @spec tunnel §8 Transfer proof and payment */
export function advisesContactingManagerOnly(code: string): boolean {
  return contactManagerOnlyCodes.has(code);
}

/** What a refused card payment says, after "Vous ne serez pas débité." */
export function cardErrorAdvice(code: string): MessageDescriptor {
  if (code === "00021")
    return msg`Carte invalide : seules les cartes CB Visa et MasterCard sont acceptées.`;
  if (code === "00030") return msg`Le délai de paiement est dépassé. Vous pouvez réessayer.`;
  if (advisesContactingManagerOnly(code)) return msg`Contactez le gestionnaire de votre résidence.`;
  return msg`Réessayez plus tard ou avec une autre carte, ou contactez le gestionnaire de votre résidence.`;
}

/** Why the card page could not be opened (`payment/payment`), by the server's code. */
const paymentErrorMessages: Record<string, MessageDescriptor> = {
  paiementBloque: msg`Par mesure de sécurité, le paiement par carte est bloqué : réessayez dans ${minutes} minutes.`,
  dejaPaye: msg`Un paiement est déjà en cours ou reçu pour ce dossier.`,
  bailEnPreparation: msg`Le paiement est temporairement indisponible : votre bail est encore en préparation.`,
  statutIncorrect: msg`Le paiement est indisponible pour ce dossier : contactez ${product}.`,
  bailInconnu: msg`Le paiement est indisponible pour ce dossier : contactez ${product}.`,
};

const paymentErrorDefault = msg`Erreur de paiement`;
const technicalProblem = msg`Un problème technique empêche le paiement. Réessayez dans quelques instants.`;

export function paymentErrorMessage(failure: FollowUpFailure): UserMessage {
  if (failure.kind === "code") return paymentErrorMessages[failure.code] ?? paymentErrorDefault;
  if (failure.kind === "message") return failure.text;
  if (failure.kind === "generic") return technicalProblem;
  return paymentErrorDefault;
}

/** Why a proof was refused: the local checks, the upload, the sending (spec 8 "Uploads"). */
const proofErrorMessages: Record<string, MessageDescriptor> = {
  extensionnonautorisee: msg`Fichiers acceptés : .png, .jpg, .jpeg, .gif, .pdf`,
  imagetropvolumineuse: msg`L'image dépasse 12 Mo.`,
  pdftropvolumineux: msg`Le PDF dépasse 4 Mo.`,
  fichiertropvolumineux: msg`Le fichier est trop volumineux (images 12 Mo, PDF 4 Mo).`,
  typenonconforme: msg`Le contenu du fichier ne correspond pas à son type.`,
  fichierexistant: msg`Un fichier du même nom existe déjà.`,
  fichierunique: msg`Un seul fichier est accepté ici.`,
  fichierillisible: msg`Le fichier est illisible.`,
  quotadossieratteint: msg`Votre dossier a atteint sa limite de ${filesPerApplication} fichiers et ${applicationMaxMb} Mo : contactez le gestionnaire de votre résidence.`,
  aucundocument: msg`Aucun document : ajoutez votre justificatif avant de l'envoyer.`,
  statutincorrect: msg`Votre dossier n'est pas au bon statut pour envoyer ce justificatif.`,
  reservationannulee: msg`Votre réservation a été annulée.`,
};

/** Keyed by the lowercased server string; default "you cannot send this type of document". */
export function proofErrorMessage(failure: FollowUpFailure): UserMessage {
  if (failure.kind === "generic") return msg`L'envoi a échoué, veuillez réessayer.`;
  const key = failure.kind === "code" ? failure.code.toLowerCase() : "";
  return proofErrorMessages[key] ?? msg`Vous ne pouvez pas envoyer ce type de document.`;
}

/** Why the signature could not start (spec 8 "Signature"); default: the internal error. */
const signatureErrorMessages: Record<string, MessageDescriptor> = {
  telephoneLocataire: msg`Le numéro de téléphone mobile du locataire est manquant ou invalide : mettez-le à jour sur votre profil.`,
  telephoneColocataire: msg`Le numéro de téléphone mobile d'un colocataire est manquant ou invalide.`,
  telephoneGarant: msg`Le numéro de téléphone mobile d'un garant est manquant ou invalide.`,
  accesDocument: msg`Un problème d'accès au document empêche la signature.`,
  ajoutDocuments: msg`Un problème est survenu lors de l'ajout des documents à signer.`,
};
const signatureInternalError = msg`Une erreur interne empêche la signature. Réessayez plus tard.`;

export function signatureErrorMessage(failure: FollowUpFailure): UserMessage {
  if (failure.kind === "cannotSign") return msg`Le bail ne peut pas être signé pour le moment.`;
  if (failure.kind === "code")
    return signatureErrorMessages[failure.code] ?? signatureInternalError;
  if (failure.kind === "generic") return genericErrorMessage;
  return signatureInternalError;
}
