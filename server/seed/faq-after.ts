import type { FaqSeed } from "./types.ts";

export const faqAfter: FaqSeed[] = [
  {
    theme: "paiement",
    steps: [1, 5],
    alias: { fr: "frais-a-l-entree", en: "move-in-costs" },
    question: { fr: "Que dois-je payer à l'entrée ?", en: "What do I pay when moving in?" },
    response: {
      fr: "<p>Le dépôt de garantie (un mois de loyer hors charges) et les honoraires de location, éventuellement réduits. Ils sont payables à la réception du bail pour signature électronique.</p>",
      en: "<p>The deposit (one month's rent excluding charges) and the letting fees, possibly discounted. They are due when you receive the lease for e-signature.</p>",
    },
  },
  {
    theme: "paiement",
    steps: [5],
    alias: { fr: "moyens-de-paiement", en: "payment-methods" },
    question: {
      fr: "Quels moyens de paiement acceptez-vous ?",
      en: "Which payment methods do you accept?",
    },
    response: {
      fr: "<p>La carte bancaire (CB, Visa et MasterCard) ou le virement. Pour un virement, déposez le justificatif dans votre dossier pour que nous puissions le rapprocher.</p>",
      en: "<p>Bank card (CB, Visa and MasterCard) or bank transfer. For a transfer, upload the proof in your application so we can match it.</p>",
    },
  },
  {
    theme: "paiement",
    steps: [5],
    alias: { fr: "paiement-refuse", en: "payment-declined" },
    question: { fr: "Mon paiement par carte a échoué", en: "My card payment failed" },
    response: {
      fr: "<p>Vous ne serez pas débité. Réessayez plus tard ou avec une autre carte ; après plusieurs échecs, le paiement est bloqué 20 minutes par sécurité. Si le problème persiste, contactez votre résidence.</p>",
      en: "<p>You will not be charged. Try again later or with another card; after several failures, payment is blocked for 20 minutes for security. If the problem persists, contact your residence.</p>",
    },
  },
  {
    theme: "paiement",
    steps: [],
    alias: { fr: "charges-comprises", en: "what-charges-cover" },
    question: { fr: "Que comprennent les charges ?", en: "What do the charges cover?" },
    response: {
      fr: "<p>Les charges forfaitaires couvrent l'eau, le chauffage, l'électricité selon les résidences, l'internet très haut débit et l'entretien des parties communes.</p>",
      en: "<p>The flat-rate charges cover water, heating, electricity in some residences, very-high-speed internet and upkeep of shared areas.</p>",
    },
  },
  {
    theme: "bail",
    steps: [5],
    alias: { fr: "delai-pour-signer", en: "time-to-sign" },
    question: {
      fr: "Combien de temps ai-je pour signer et payer ?",
      en: "How long do I have to sign and pay?",
    },
    response: {
      fr: "<p>Votre logement est garanti pendant le délai indiqué dans votre dossier après l'acceptation. La signature électronique du bail doit intervenir dans les 8 jours, sans quoi elle expire.</p>",
      en: "<p>Your flat is guaranteed for the time shown in your application after acceptance. The lease e-signature must happen within 8 days, otherwise it expires.</p>",
    },
  },
  {
    theme: "bail",
    steps: [5],
    alias: { fr: "signature-electronique", en: "electronic-signature" },
    question: {
      fr: "Comment se passe la signature électronique ?",
      en: "How does the e-signature work?",
    },
    response: {
      fr: "<p>Vous signez depuis votre dossier, puis vos garants et éventuels co-signataires reçoivent leur lien. Notre équipe contresigne sous 24 heures. Chaque signataire reçoit un code par SMS.</p>",
      en: "<p>You sign from your application, then your guarantors and any co-signers receive their link. Our team countersigns within 24 hours. Each signer receives a code by text message.</p>",
    },
  },
  {
    theme: "bail",
    steps: [5],
    alias: { fr: "telecharger-mon-bail", en: "download-my-lease" },
    question: {
      fr: "Puis-je lire le bail avant de signer ?",
      en: "Can I read the lease before signing?",
    },
    response: {
      fr: "<p>Oui, le bail et ses annexes sont téléchargeables depuis votre dossier dès qu'ils sont prêts, avant même la signature.</p>",
      en: "<p>Yes, the lease and its appendices can be downloaded from your application as soon as they are ready, even before signing.</p>",
    },
  },
  {
    theme: "vie",
    steps: [5],
    alias: { fr: "assurance-habitation", en: "home-insurance" },
    question: {
      fr: "L'assurance habitation est-elle obligatoire ?",
      en: "Is home insurance mandatory?",
    },
    response: {
      fr: "<p>Oui. L'attestation d'assurance habitation doit être envoyée avant la remise des clés, depuis votre Espace Client.</p>",
      en: "<p>Yes. The home-insurance certificate must be sent before the keys are handed over, from your Client space.</p>",
    },
  },
  {
    theme: "vie",
    steps: [5],
    alias: { fr: "remise-des-cles", en: "key-handover" },
    question: {
      fr: "Comment se passe la remise des clés ?",
      en: "How does the key handover work?",
    },
    response: {
      fr: "<p>Prenez rendez-vous avec votre responsable de résidence pour l'état des lieux d'entrée. Les clés vous sont remises à cette occasion, une fois le bail signé par toutes les parties.</p>",
      en: "<p>Book an appointment with your residence manager for the move-in inspection. You receive your keys then, once the lease is signed by all parties.</p>",
    },
  },
  {
    theme: "vie",
    steps: [],
    alias: { fr: "aides-au-logement", en: "housing-benefit" },
    question: {
      fr: "Puis-je bénéficier des aides au logement ?",
      en: "Can I get housing benefit?",
    },
    response: {
      fr: "<p>Nos logements ouvrent droit aux aides de la CAF selon votre situation. Faites votre simulation sur le site de la CAF dès la signature du bail.</p>",
      en: "<p>Our flats qualify for CAF housing benefit depending on your situation. Run a simulation on the CAF website as soon as the lease is signed.</p>",
    },
  },
];
