import type { FaqSeed, L } from "./types.ts";

export const faqThemes: { id: string; name: L }[] = [
  { id: "reservation", name: { fr: "Réserver un logement", en: "Booking a flat" } },
  { id: "dossier", name: { fr: "Votre dossier", en: "Your application" } },
  { id: "garants", name: { fr: "Garants et garanties", en: "Guarantors and guarantees" } },
  { id: "paiement", name: { fr: "Paiement et loyers", en: "Payment and rent" } },
  { id: "bail", name: { fr: "Bail et signature", en: "Lease and signature" } },
  { id: "vie", name: { fr: "Vie en résidence", en: "Life in the residence" } },
  { id: "compte", name: { fr: "Mon compte", en: "My account" } },
];

export const faqBooking: FaqSeed[] = [
  {
    theme: "reservation",
    steps: [1],
    alias: { fr: "comment-reserver-un-logement", en: "how-to-book-a-flat" },
    question: { fr: "Comment réserver un logement ?", en: "How do I book a flat?" },
    response: {
      fr: "<p>Cherchez par ville et date d'arrivée, choisissez un type de logement puis cliquez sur « Réserver ». Le logement est pré-réservé à votre nom le temps de compléter votre dossier en ligne.</p>",
      en: "<p>Search by city and arrival date, choose a type of flat, then click “Book”. The flat is pre-booked in your name while you complete your application online.</p>",
    },
    internalLink: { route: "book" },
  },
  {
    theme: "reservation",
    steps: [1],
    alias: { fr: "duree-pre-reservation", en: "pre-booking-duration" },
    question: {
      fr: "Combien de temps dure une pré-réservation ?",
      en: "How long does a pre-booking last?",
    },
    response: {
      fr: "<p>La pré-réservation dure 30 minutes. Un compte à rebours s'affiche en haut du dossier ; vous pouvez la prolonger deux fois de 15 minutes. Passé ce délai, le logement est libéré pour d'autres candidats.</p>",
      en: "<p>A pre-booking lasts 30 minutes. A countdown shows at the top of the application; you can extend it twice by 15 minutes. After that, the flat is released for other applicants.</p>",
    },
  },
  {
    theme: "reservation",
    steps: [1],
    alias: { fr: "reprendre-plus-tard", en: "resume-later" },
    question: {
      fr: "Puis-je reprendre mon dossier plus tard ?",
      en: "Can I finish my application later?",
    },
    response: {
      fr: "<p>Oui : le bouton « Reprendre plus tard » enregistre l'étape en cours. Attention, la pré-réservation du logement, elle, continue de s'écouler.</p>",
      en: "<p>Yes: the “Resume later” button saves the current step. Note that the flat's pre-booking keeps running in the meantime.</p>",
    },
  },
  {
    theme: "reservation",
    steps: [1],
    alias: { fr: "duree-du-sejour", en: "length-of-stay" },
    question: {
      fr: "Quelle durée de séjour choisir ?",
      en: "What length of stay should I choose?",
    },
    response: {
      fr: "<p>Vous pouvez indiquer de 3 à 12 mois et plus. L'engagement minimal est de 9 mois pour les étudiants et de 12 mois pour les jeunes actifs ; la durée souhaitée nous aide à planifier les disponibilités.</p>",
      en: "<p>You can choose from 3 to 12 months and more. The minimum commitment is 9 months for students and 12 months for young professionals; the length you give helps us plan availability.</p>",
    },
  },
  {
    theme: "reservation",
    steps: [1],
    alias: { fr: "code-promo", en: "promo-code" },
    question: { fr: "Où saisir un code promo ?", en: "Where do I enter a promo code?" },
    response: {
      fr: "<p>À l'étape 1 « Votre appartement », dans le champ prévu à cet effet (15 caractères au plus). La réduction s'applique aux frais de dossier uniquement, jamais au loyer.</p>",
      en: "<p>In step 1 “Your apartment”, in the dedicated field (15 characters at most). The discount applies to the application fees only, never to the rent.</p>",
    },
  },
  {
    theme: "reservation",
    steps: [1, 2],
    alias: { fr: "colocation-femmes-hommes", en: "women-or-men-shared-flats" },
    question: {
      fr: "Pourquoi certaines colocations sont-elles réservées aux femmes ou aux hommes ?",
      en: "Why are some shared flats reserved for women or for men?",
    },
    response: {
      fr: "<p>Certains appartements partagés sont attribués à des colocataires du même genre, à la demande des résidents. La civilité de votre compte doit correspondre à celle indiquée sur l'annonce.</p>",
      en: "<p>Some shared flats go to flatmates of the same gender, at residents' request. The title on your account must match the one shown on the listing.</p>",
    },
  },
  {
    theme: "reservation",
    steps: [1],
    alias: { fr: "arrivee-en-cours-de-mois", en: "arriving-mid-month" },
    question: {
      fr: "J'arrive en cours de mois, que vais-je payer ?",
      en: "I arrive mid-month: what will I pay?",
    },
    response: {
      fr: "<p>Le premier loyer est calculé au prorata des jours restants dans le mois de votre arrivée. Les mois suivants sont facturés en entier.</p>",
      en: "<p>The first rent is prorated to the days left in your arrival month. The following months are billed in full.</p>",
    },
  },
  {
    theme: "compte",
    steps: [],
    alias: { fr: "creer-un-compte", en: "create-an-account" },
    question: {
      fr: "Dois-je créer un compte pour réserver ?",
      en: "Do I need an account to book?",
    },
    response: {
      fr: "<p>Oui. Le compte sécurise votre dossier et vous permet de suivre votre demande, de payer et de signer votre bail. Il suffit d'une adresse e-mail et d'un mot de passe.</p>",
      en: "<p>Yes. Your account protects your application and lets you follow your request, pay and sign your lease. An email address and a password are all you need.</p>",
    },
  },
  {
    theme: "compte",
    steps: [],
    alias: { fr: "regles-mot-de-passe", en: "password-rules" },
    question: {
      fr: "Quelles sont les règles du mot de passe ?",
      en: "What are the password rules?",
    },
    response: {
      fr: "<p>Au moins 8 caractères et au plus 128, avec au moins une minuscule, une majuscule et un chiffre ; les espaces, les symboles et les lettres accentuées sont acceptés, et le collage depuis un gestionnaire de mots de passe aussi. Les mots de passe trop courants ou ayant circulé après une fuite de données sont refusés, et un mot de passe utilisé récemment ne peut pas être repris.</p>",
      en: "<p>At least 8 characters and at most 128, with at least one lowercase letter, one uppercase letter and one digit; spaces, symbols and accented letters are accepted, and so is pasting from a password manager. Passwords that are too common or have appeared in a data leak are refused, and a recently used password cannot be reused.</p>",
    },
  },
  {
    theme: "compte",
    steps: [],
    alias: { fr: "modifier-mes-informations", en: "change-my-details" },
    question: {
      fr: "Comment modifier mon e-mail, mon téléphone ou ma langue ?",
      en: "How do I change my email, phone or language?",
    },
    response: {
      fr: "<p>Depuis la page « Mon profil », accessible par le menu de votre compte. Vous y gérez aussi vos préférences de communication par e-mail et SMS.</p>",
      en: "<p>From the “My profile” page, in your account menu. You also manage your email and text message preferences there.</p>",
    },
    internalLink: { route: "profile" },
  },
];
