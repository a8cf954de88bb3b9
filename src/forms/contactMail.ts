import type { AcquisitionResidence } from "../api/content.ts";
import type { MailPayload } from "../api/mail.ts";
import type { Civility, ContactRequest, ContactType } from "./contactSchema.ts";

/**
 * The mail a valid contact form sends (public spec 3, "Mail payload"; `mail/sendMail`).
 *
 * The subject and content are written in French on purpose and are not catalogue messages:
 * they are read by the operator's staff, whatever language the visitor used, so they never
 * change with the interface's language. The visitor's words are passed on as typed.
 *
 * `destinataire` names the receiver, never an address: "contactYF" for the product team, or the
 * residence's CRM id; the server knows where each one's mail goes. `typeContact` is the contact
 * type chosen for the team; a residence is written to for information (the form's default
 * type, which it does not ask then), and the backend requires one of the three types.
 */

const civilityText: Record<Civility, string> = { madame: "Madame", monsieur: "Monsieur" };

const contactTypeText: Record<ContactType, string> = {
  renseignement: "Demande de renseignement",
  presse: "Presse",
  partenariat: "Partenariat",
};

type Brand = { readonly name: string };

function residenceName(residences: readonly AcquisitionResidence[], crmId: string): string {
  return residences.find((residence) => residence.crm_id.value === crmId)?.name ?? crmId;
}

export function toMailPayload(
  request: ContactRequest,
  residences: readonly AcquisitionResidence[],
  brand: Brand,
): MailPayload {
  const toTeam = request.receiver === "contactYF";
  const recipientText = toTeam
    ? `Équipe ${brand.name}`
    : `Résidence ${residenceName(residences, request.residence)}`;
  // A dash, not "de": "de Éric" would need the elision ("d'Éric") for half the names.
  const sender = `${request.firstname} ${request.lastname}`;
  const subject = toTeam
    ? `[${brand.name}] ${contactTypeText[request.contact]} – ${sender}`
    : `[${brand.name}] Message pour la résidence ${residenceName(residences, request.residence)} – ${sender}`;

  const lines = [
    `Destinataire : ${recipientText}`,
    ...(toTeam ? [`Type de demande : ${contactTypeText[request.contact]}`] : []),
    `Civilité : ${civilityText[request.civility]}`,
    `Nom : ${request.lastname}`,
    `Prénom : ${request.firstname}`,
    `Courriel : ${request.email}`,
    `Téléphone : ${request.phone}`,
    ...(request.company === "" ? [] : [`Société : ${request.company}`]),
    "",
    "Message :",
    request.message,
  ];

  return {
    content: lines.join("\n"),
    destinataire: toTeam ? "contactYF" : request.residence,
    sujet: subject,
    typeContact: toTeam ? request.contact : "renseignement",
  };
}
