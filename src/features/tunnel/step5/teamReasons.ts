/**
 * The words of the team's reasons (docs/staff.md, "Reasons"; `server/domain/staffReasons.ts`)
 * and of what each concerns, in the page's language: the server's label is in the language its
 * request asked for, which may not be the page's. A code the app does not know shows the label
 * the server sent; a reason with neither shows a generic line.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RequestedChange } from "../../../api/dossierSchemas.ts";
import { documentSectionLabels, isDocumentSection } from "../documentLabels.ts";

/** Every code of the catalogue, each in the words the server's catalogue gives it. */
export const teamReasonLabels: Record<string, MessageDescriptor> = {
  identityUnreadable: msg`Pièce d'identité illisible ou incomplète : envoyez le recto et le verso, bien nets.`,
  identityExpired: msg`Pièce d'identité expirée : envoyez une pièce en cours de validité.`,
  identityNameMismatch: msg`Le nom de la pièce d'identité ne correspond pas à celui du dossier.`,
  birthDateMismatch: msg`La date de naissance saisie ne correspond pas à la pièce d'identité.`,
  studentProofMissing: msg`Certificat de scolarité manquant ou non daté de l'année en cours.`,
  guarantorIdentityUnreadable: msg`Pièce d'identité du garant illisible ou incomplète.`,
  guarantorIncomeProofMissing: msg`Justificatifs de revenus du garant manquants : les trois derniers bulletins de salaire.`,
  guarantorTaxNoticeMissing: msg`Dernier avis d'imposition du garant manquant ou incomplet.`,
  guarantorIncomeInconsistent: msg`Les revenus saisis pour le garant ne correspondent pas à ses justificatifs.`,
  addressIncomplete: msg`Adresse incomplète : précisez le numéro et la rue.`,
  insufficientGuarantee: msg`La garantie ne couvre pas le loyer : revenus du garant inférieurs à la règle.`,
  residenceCriteriaNotMet: msg`Le profil ne correspond pas aux critères d'accès de la résidence.`,
  documentsForged: msg`Des pièces du dossier ne sont pas authentiques.`,
  noLongerAvailable: msg`Le logement n'est plus disponible aux dates demandées.`,
  transferAmountWrong: msg`Le montant du virement ne correspond pas aux frais d'entrée.`,
  transferProofUnreadable: msg`Le justificatif de virement est illisible ou ne montre pas l'opération.`,
  insuranceWrongAddress: msg`L'attestation d'assurance ne porte pas l'adresse du logement.`,
  insuranceWrongDates: msg`L'attestation d'assurance ne couvre pas la date d'entrée.`,
  other: msg`Autre motif (voir le message).`,
};

/** The line of a reason the page cannot name (unknown code without a label, malformed entry). */
export const unknownReasonLabel = msg`Un autre point est à revoir : voyez le message de l'équipe ou le courriel reçu.`;

/** A map's own entry for a key the server sent ("constructor" is no reason). */
function own(map: Record<string, MessageDescriptor>, key: string | null) {
  return key !== null && Object.hasOwn(map, key) ? (map[key] ?? null) : null;
}

/** A reason's words: the app's, else the server's label, else the generic line. */
export function teamReasonLabel(
  code: string | null,
  serverLabel: string | null = null,
): MessageDescriptor | string {
  return own(teamReasonLabels, code) ?? serverLabel ?? unknownReasonLabel;
}

/** The fields of steps 2 and 3 a reason may name (the catalogue's `field`). */
const fieldLabels: Record<string, MessageDescriptor> = {
  birthdate: msg`Date de naissance`,
  address2_line1: msg`Adresse actuelle`,
  type_prospect: msg`Situation actuelle`,
  "guarantor.eft_salaires_ou_revenus_mensuels_nets": msg`Revenus mensuels nets du garant`,
};

/** The proofs of step 5 a reason may name (the catalogue's `section` beyond step 4's). */
const followUpSectionLabels: Record<string, MessageDescriptor> = {
  transfer_justificative: msg`Justificatif de virement`,
  home_insurance: msg`Attestation d'assurance habitation`,
};

/** What a reason concerns within its step, in words; null when it names nothing the app knows. */
export function concernLabel(
  reason: Pick<RequestedChange, "field" | "section">,
): MessageDescriptor | null {
  const { field, section } = reason;
  if (section !== null && isDocumentSection(section)) return documentSectionLabels[section];
  return own(followUpSectionLabels, section) ?? own(fieldLabels, field);
}
