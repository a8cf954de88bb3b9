/**
 * The mail each staff decision sends the applicant, in their language (docs/staff.md): the
 * decision's own text, then the reasons' labels and the team's message when it gave some.
 */
import type { Db } from "../db.ts";
import type { DossierRow } from "./dossiers.ts";
import { queueMail } from "./mail.ts";
import { reasonByCode } from "./staffReasons.ts";
import { findUserById } from "./users.ts";

type Text = { fr: string; en: string };

const MAILS: Record<string, { subject: Text; text: Text }> = {
  accept: {
    subject: { fr: "Votre demande est acceptée", en: "Your request is accepted" },
    text: {
      fr: "Bonne nouvelle : votre demande de logement est acceptée. Votre bail est en préparation.",
      en: "Good news: your housing request is accepted. Your lease is being prepared.",
    },
  },
  lease: {
    subject: { fr: "Votre bail est prêt", en: "Your lease is ready" },
    text: {
      fr: "Réglez les frais d'entrée puis signez votre bail depuis votre dossier.",
      en: "Pay the move-in costs, then sign your lease from your application.",
    },
  },
  update: {
    subject: { fr: "Votre dossier est à compléter", en: "Your application needs updating" },
    text: {
      fr: "Des informations ou des pièces sont à compléter dans votre dossier.",
      en: "Some details or documents need to be completed in your application.",
    },
  },
  refuse: {
    subject: { fr: "Votre demande n'a pas été retenue", en: "Your request was not accepted" },
    text: {
      fr: "Nous ne pouvons pas donner suite à votre demande. Vos données seront supprimées sous 3 mois.",
      en: "We cannot follow up on your request. Your data will be deleted within 3 months.",
    },
  },
  "confirm-transfer": {
    subject: { fr: "Votre virement est reçu", en: "Your bank transfer is received" },
    text: {
      fr: "Nous avons vérifié votre virement : les frais d'entrée sont réglés. Vous pouvez signer votre bail depuis votre dossier.",
      en: "We have checked your bank transfer: the move-in costs are paid. You can sign your lease from your application.",
    },
  },
  "refuse-transfer": {
    subject: {
      fr: "Votre justificatif de virement est refusé",
      en: "Your transfer proof is refused",
    },
    text: {
      fr: "Nous n'avons pas pu valider votre justificatif de virement. Envoyez-en un autre depuis votre dossier.",
      en: "We could not validate your bank transfer proof. Send another one from your application.",
    },
  },
  countersign: {
    subject: {
      fr: "Votre bail est signé par toutes les parties",
      en: "Your lease is signed by all parties",
    },
    text: {
      fr: "Bientôt chez vous ! Envoyez votre attestation d'assurance et prenez rendez-vous pour l'état des lieux.",
      en: "Soon at home! Send your insurance certificate and book your move-in inspection.",
    },
  },
  "accept-insurance": {
    subject: {
      fr: "Votre attestation d'assurance est acceptée",
      en: "Your insurance certificate is accepted",
    },
    text: {
      fr: "Nous avons vérifié votre attestation d'assurance habitation : elle est acceptée.",
      en: "We have checked your home insurance certificate: it is accepted.",
    },
  },
  "refuse-insurance": {
    subject: {
      fr: "Votre attestation d'assurance est refusée",
      en: "Your insurance certificate is refused",
    },
    text: {
      fr: "Nous n'avons pas pu accepter votre attestation d'assurance habitation. Envoyez-en une autre depuis votre dossier.",
      en: "We could not accept your home insurance certificate. Send another one from your application.",
    },
  },
  "offer-slots": {
    subject: {
      fr: "De nouveaux créneaux d'état des lieux vous sont proposés",
      en: "New move-in inspection slots are offered to you",
    },
    text: {
      fr: "Votre résidence propose de nouveaux créneaux pour l'état des lieux d'entrée : choisissez le vôtre depuis votre dossier.",
      en: "Your residence offers new slots for the move-in inspection: choose yours from your application.",
    },
  },
  "cancel-appointment": {
    subject: {
      fr: "Votre rendez-vous d'état des lieux est annulé",
      en: "Your move-in inspection appointment is cancelled",
    },
    text: {
      fr: "Votre rendez-vous d'état des lieux d'entrée est annulé : choisissez un autre créneau depuis votre dossier.",
      en: "Your move-in inspection appointment is cancelled: choose another slot from your application.",
    },
  },
};

/** Before the team's own message, in each language's punctuation. */
const MESSAGE_PREFIX: Text = { fr: "Motif : ", en: "Reason: " };

/**
 * Mails the applicant the decision, with the reasons' labels and the team's message. A
 * decision without a mail of its own here (a moved appointment) is told by the domain call.
 */
export function mailDecision(
  db: Db,
  dossier: DossierRow,
  action: string,
  why: { reasons: readonly string[]; text: string },
  now: Date,
): void {
  const mail = MAILS[action];
  const user = findUserById(db, dossier.user_id);
  if (!mail || !user) return;
  const labels = why.reasons.flatMap((code) => {
    const reason = reasonByCode(code);
    return reason ? [reason.label] : [];
  });
  const text = (language: "fr" | "en") =>
    [
      mail.text[language],
      ...labels.map((label) => `- ${label[language]}`),
      ...(why.text ? [`${MESSAGE_PREFIX[language]}${why.text}`] : []),
    ].join("\n");
  queueMail(db, user, mail.subject, { fr: text("fr"), en: text("en") }, now);
}
