import { picture } from "./ids.ts";
import type { L } from "./types.ts";

export type AlertSeed = {
  id: number;
  beginning: string;
  end: string;
  title: L;
  information: L;
  description: L | null;
};

const DAY = 24 * 3600 * 1000;

/** One current, one past and one future alert, placed around the seed time. */
export function alertSeeds(now: Date): AlertSeed[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  return [
    {
      id: 1,
      beginning: at(-2),
      end: at(30),
      title: { fr: "Rentrée de janvier", en: "January intake" },
      information: {
        fr: "Les logements pour une arrivée en janvier sont ouverts à la réservation.",
        en: "Flats for a January arrival are now open for booking.",
      },
      description: {
        fr: "<p>Vous commencez un semestre, un stage ou un contrat en janvier ? Des studios et des chambres sont disponibles dans nos 18 résidences. Réservez tôt : la pré-réservation vous garde le logement pendant que vous complétez votre dossier.</p>",
        en: "<p>Starting a semester, an internship or a job in January? Studios and rooms are available in our 18 residences. Book early: the pre-booking holds the flat while you complete your application.</p>",
      },
    },
    {
      id: 2,
      beginning: at(-40),
      end: at(-10),
      title: { fr: "Maintenance du site", en: "Site maintenance" },
      information: {
        fr: "Le site a été indisponible quelques heures pour maintenance.",
        en: "The site was unavailable for a few hours for maintenance.",
      },
      description: null,
    },
    {
      id: 3,
      beginning: at(20),
      end: at(60),
      title: { fr: "Fermeture des accueils", en: "Reception desks closed" },
      information: {
        fr: "Les accueils des résidences seront fermés entre Noël et le jour de l'an.",
        en: "Residence reception desks will be closed between Christmas and New Year's Day.",
      },
      description: {
        fr: "<p>Pendant la fermeture, les urgences techniques restent assurées par l'astreinte de chaque résidence. Les réservations en ligne restent ouvertes.</p>",
        en: "<p>During the closure, technical emergencies are still handled by each residence's on-call service. Online booking stays open.</p>",
      },
    },
  ];
}

export type FooterPageSeed = { id: number; title: L; body: L };

export const footerPages: FooterPageSeed[] = [
  {
    id: 1,
    title: { fr: "Mentions légales", en: "Legal notice" },
    body: {
      fr: "<p>Le site Hestia Campus est édité par Hestia Campus SAS, société fictive créée pour démonstration. Siège : 1 place de la Démo, 75000 Paris. Directeur de la publication : le président de la société.</p><p>Hébergement : serveur local de démonstration.</p>",
      en: "<p>The Hestia Campus website is published by Hestia Campus SAS, a fictitious company created for demonstration. Head office: 1 place de la Démo, 75000 Paris. Publishing director: the company's chair.</p><p>Hosting: local demonstration server.</p>",
    },
  },
  {
    id: 2,
    title: { fr: "Protection des données", en: "Data protection" },
    body: {
      fr: "<p>Vos données servent uniquement à traiter votre demande de logement et à gérer votre bail. Les dossiers refusés sont conservés 3 mois, les dossiers annulés 1 mois.</p><p>Vous pouvez exercer vos droits d'accès, de rectification et d'effacement en nous écrivant depuis le formulaire de contact.</p>",
      en: "<p>Your data is used only to process your housing request and manage your lease. Refused applications are kept for 3 months, cancelled ones for 1 month.</p><p>You can exercise your rights of access, correction and erasure by writing to us through the contact form.</p>",
    },
  },
  {
    id: 3,
    title: { fr: "Cookies", en: "Cookies" },
    body: {
      fr: "<p>Nous utilisons des cookies nécessaires à la connexion et, avec votre accord, des cookies de mesure d'audience.</p>",
      en: "<p>We use cookies needed for signing in and, with your consent, audience measurement cookies.</p>",
    },
  },
  {
    id: 4,
    title: { fr: "Accessibilité", en: "Accessibility" },
    body: {
      fr: "<p>Le site vise la conformité au RGAA. Un mode « déficience visuelle » agrandit les textes et renforce les contrastes. Signalez-nous toute difficulté via le formulaire de contact.</p>",
      en: "<p>The site aims to meet the RGAA accessibility standard. A “visual impairment” mode enlarges text and increases contrast. Tell us about any difficulty through the contact form.</p>",
    },
  },
];

export type BookingStepSeed = { key: string; title: L; text: L };

/** Stages of "How to book", also shown beside the tunnel (two before step 5, three at step 5). */
export const bookingSteps: BookingStepSeed[] = [
  {
    key: "welcome",
    title: { fr: "Bienvenue", en: "Welcome" },
    text: {
      fr: "Choisissez une résidence, un logement et votre date d'arrivée.",
      en: "Choose a residence, a flat and your arrival date.",
    },
  },
  {
    key: "apartment",
    title: { fr: "Votre appartement", en: "Your apartment" },
    text: {
      fr: "Le logement est pré-réservé 30 minutes : indiquez la durée de votre séjour.",
      en: "The flat is pre-booked for 30 minutes: tell us how long you will stay.",
    },
  },
  {
    key: "profile",
    title: { fr: "Votre profil", en: "Your profile" },
    text: {
      fr: "Renseignez votre identité, votre adresse et votre situation.",
      en: "Enter your identity, address and situation.",
    },
  },
  {
    key: "guarantors",
    title: { fr: "Profil des garants", en: "Guarantors' profile" },
    text: {
      fr: "Présentez un ou deux garants, ou une garantie Visale ou Garantme.",
      en: "Provide one or two guarantors, or a Visale or Garantme guarantee.",
    },
  },
  {
    key: "documents",
    title: { fr: "Vos documents", en: "Your documents" },
    text: {
      fr: "Déposez vos pièces justificatives puis envoyez votre demande.",
      en: "Upload your supporting documents, then send your request.",
    },
  },
  {
    key: "onGoing",
    title: { fr: "Analyse de la demande", en: "Request review" },
    text: {
      fr: "Réponse sous 48 heures, souvent en moins de 24 heures ouvrées.",
      en: "An answer within 48 hours, often under 24 working hours.",
    },
  },
  {
    key: "rules",
    title: { fr: "Paiement des frais d'entrée", en: "Move-in payment" },
    text: {
      fr: "Réglez le dépôt de garantie et les honoraires par carte ou virement.",
      en: "Pay the deposit and fees by card or bank transfer.",
    },
  },
  {
    key: "signature",
    title: { fr: "Signature du bail", en: "Lease signature" },
    text: {
      fr: "Signez électroniquement ; nous contresignons sous 24 heures.",
      en: "Sign electronically; we countersign within 24 hours.",
    },
  },
  {
    key: "handover",
    title: { fr: "Remise des clés", en: "Key handover" },
    text: {
      fr: "Envoyez votre attestation d'assurance et prenez rendez-vous pour l'état des lieux.",
      en: "Send your insurance certificate and book the move-in inspection.",
    },
  },
];

export const homeServices = {
  guarantor: {
    title: { fr: "Pas de garant ? Pas de problème", en: "No guarantor? No problem" },
    text: {
      fr: "Nous acceptons les garanties Visale et Garantme, et les étudiants boursiers peuvent louer sans garant.",
      en: "We accept Visale and Garantme guarantees, and students on a grant can rent without a guarantor.",
    },
    picture: picture("service-guarantor"),
  },
  includedService: {
    title: { fr: "Tout est compris", en: "Everything is included" },
    text: {
      fr: "Logement meublé, internet très haut débit, eau et chauffage : un seul loyer, pas de mauvaise surprise.",
      en: "Furnished flat, very-high-speed internet, water and heating: one rent, no bad surprises.",
    },
  },
  cardService: [
    {
      key: "online",
      title: { fr: "100 % en ligne", en: "100% online" },
      text: {
        fr: "Réservez, signez et payez sans vous déplacer.",
        en: "Book, sign and pay without travelling.",
      },
      picture: picture("card-online"),
    },
    {
      key: "team",
      title: { fr: "Une équipe sur place", en: "An on-site team" },
      text: {
        fr: "Un responsable de résidence vous accueille et vous accompagne toute l'année.",
        en: "A residence manager welcomes you and helps all year round.",
      },
      picture: picture("card-team"),
    },
    {
      key: "flexible",
      title: { fr: "Bail flexible", en: "Flexible lease" },
      text: {
        fr: "De 3 à 12 mois et plus, selon votre projet.",
        en: "From 3 to 12 months and more, to fit your plans.",
      },
      picture: picture("card-flexible"),
    },
  ],
  serviceVisual: {
    picture: picture("service-visual"),
    pictureAlt: {
      fr: "Étudiants dans l'espace commun d'une résidence",
      en: "Students in a residence's shared lounge",
    },
  },
};
