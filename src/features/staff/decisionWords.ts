/** The console's words for the decisions and what a draft misses. */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DraftProblem, SlotProblem } from "../../../machines/review.selectors.ts";
import type { DecisionKind } from "../../api/reviewSchemas.ts";

export const decisionLabels: Record<DecisionKind, MessageDescriptor> = {
  accept: msg`Accepter le dossier`,
  refuse: msg`Refuser le dossier`,
  update: msg`Demander des compléments`,
  lease: msg`Mettre le bail en signature`,
  "confirm-transfer": msg`Confirmer le virement`,
  "refuse-transfer": msg`Refuser le virement`,
  countersign: msg`Contresigner le bail`,
  "accept-insurance": msg`Accepter l'attestation d'assurance`,
  "refuse-insurance": msg`Refuser l'attestation d'assurance`,
  "move-appointment": msg`Déplacer le rendez-vous`,
  "cancel-appointment": msg`Annuler le rendez-vous`,
  "offer-slots": msg`Proposer des créneaux`,
};

export const problemTexts: Record<DraftProblem, MessageDescriptor> = {
  reasonRequired: msg`Choisissez au moins un motif (ou écrivez la note, quand elle suffit).`,
  slotRequired: msg`Indiquez le créneau.`,
  slotsRequired: msg`Ajoutez au moins un créneau à proposer.`,
  slotIncomplete: msg`Indiquez le jour, l'heure de début et l'heure de fin de chaque créneau.`,
  slotEndNotAfterStart: msg`L'heure de fin d'un créneau doit suivre son heure de début.`,
  slotInPast: msg`Un créneau proposé est déjà passé : choisissez un moment à venir.`,
};

/** What is wrong with one slot to offer, shown beside it. */
export const slotProblemTexts: Record<SlotProblem, MessageDescriptor> = {
  slotIncomplete: msg`Indiquez le jour, l'heure de début et l'heure de fin.`,
  slotEndNotAfterStart: msg`L'heure de fin doit suivre l'heure de début.`,
  slotInPast: msg`Ce créneau est déjà passé.`,
};

/** The console's decisions in the order it offers them. */
export const OFFERED_DECISIONS: readonly DecisionKind[] = [
  "accept",
  "update",
  "refuse",
  "lease",
  "confirm-transfer",
  "refuse-transfer",
  "countersign",
  "accept-insurance",
  "refuse-insurance",
  "move-appointment",
  "cancel-appointment",
  "offer-slots",
];
