import type { FaqSeed } from "./types.ts";

export const faqFile: FaqSeed[] = [
  {
    theme: "dossier",
    steps: [2],
    alias: { fr: "informations-demandees", en: "information-requested" },
    question: {
      fr: "Quelles informations dois-je fournir ?",
      en: "What information do I need to give?",
    },
    response: {
      fr: "<p>Votre identité, votre adresse actuelle, votre situation (étudiant, alternant, chercheur, jeune actif ou indépendant) et, selon le cas, votre établissement ou votre employeur. Les données déclarées doivent être celles de l'occupant, signataire du bail.</p>",
      en: "<p>Your identity, your current address, your situation (student, work-study, researcher, young professional or self-employed) and, depending on the case, your school or employer. The details given must be those of the occupant who signs the lease.</p>",
    },
  },
  {
    theme: "dossier",
    steps: [2],
    alias: { fr: "candidat-mineur", en: "applicant-under-18" },
    question: { fr: "J'ai moins de 18 ans, puis-je réserver ?", en: "I'm under 18: can I book?" },
    response: {
      fr: "<p>Oui, avec l'accord de votre représentant légal. Ses coordonnées vous sont demandées à l'étape 2 et sa pièce d'identité à l'étape 4 ; il signe le bail avec vous.</p>",
      en: "<p>Yes, with your legal guardian's consent. Their details are asked in step 2 and their ID document in step 4; they sign the lease with you.</p>",
    },
  },
  {
    theme: "dossier",
    steps: [4],
    alias: { fr: "documents-acceptes", en: "accepted-documents" },
    question: { fr: "Quels documents sont acceptés ?", en: "Which documents are accepted?" },
    response: {
      fr: "<p>Les fichiers PDF (4 Mo au plus) et les images PNG ou JPEG (12 Mo au plus). Préférez le PDF original à une photo ; une carte d'identité doit comporter le recto et le verso.</p>",
      en: "<p>PDF files (4 MB at most) and PNG or JPEG images (12 MB at most). Prefer the original PDF to a photo; an ID card needs both front and back.</p>",
    },
    detail: {
      fr: "<p>Pièces d'identité acceptées : passeport, carte nationale d'identité, titre de séjour.</p>",
      en: "<p>Accepted ID documents: passport, national ID card, residence permit.</p>",
    },
  },
  {
    theme: "dossier",
    steps: [4],
    alias: { fr: "verification-des-pieces", en: "document-checks" },
    question: {
      fr: "Comment mes pièces sont-elles vérifiées ?",
      en: "How are my documents checked?",
    },
    response: {
      fr: "<p>Chaque pièce d'identité est analysée automatiquement : type de document, recto et verso, cohérence avec les informations saisies. Le résultat s'affiche en quelques secondes.</p>",
      en: "<p>Each ID document is analysed automatically: document type, front and back, consistency with the details you entered. The result shows within seconds.</p>",
    },
  },
  {
    theme: "dossier",
    steps: [4, 5],
    alias: { fr: "delai-de-reponse", en: "response-time" },
    question: { fr: "Sous quel délai aurai-je une réponse ?", en: "When will I get an answer?" },
    response: {
      fr: "<p>Votre demande est étudiée sous 48 heures, le plus souvent en moins de 24 heures ouvrées. Vous êtes prévenu par e-mail et le suivi est visible dans votre dossier.</p>",
      en: "<p>Your request is reviewed within 48 hours, usually within 24 working hours. You are notified by email and can follow progress in your application.</p>",
    },
  },
  {
    theme: "dossier",
    steps: [5],
    alias: { fr: "dossier-incomplet", en: "incomplete-application" },
    question: {
      fr: "Mon dossier est incomplet, que faire ?",
      en: "My application is incomplete: what now?",
    },
    response: {
      fr: "<p>La liste des éléments manquants s'affiche avec un lien vers l'étape concernée. Complétez-les puis renvoyez votre demande ; votre logement reste pré-réservé tant que le délai court.</p>",
      en: "<p>The list of missing items shows with a link to the relevant step. Complete them and send your request again; your flat stays pre-booked while the time runs.</p>",
    },
  },
  {
    theme: "garants",
    steps: [3],
    alias: { fr: "garant-obligatoire", en: "is-a-guarantor-required" },
    question: { fr: "Un garant est-il obligatoire ?", en: "Is a guarantor required?" },
    response: {
      fr: "<p>Un garant est demandé aux étudiants, sauf aux boursiers. Les jeunes actifs et indépendants peuvent présenter un garant ou une garantie organisme (Visale, Garantme).</p>",
      en: "<p>Students need a guarantor, except grant holders. Young professionals and self-employed applicants can provide a guarantor or an organisation guarantee (Visale, Garantme).</p>",
    },
  },
  {
    theme: "garants",
    steps: [3],
    alias: { fr: "revenus-du-garant", en: "guarantor-income" },
    question: {
      fr: "Quels revenus doit avoir mon garant ?",
      en: "How much must my guarantor earn?",
    },
    response: {
      fr: "<p>Avec un seul garant, ses revenus nets mensuels doivent atteindre au moins 4 fois le loyer charges comprises. Avec deux garants, chacun doit gagner au moins 3 fois ce loyer.</p>",
      en: "<p>With one guarantor, their net monthly income must be at least 4 times the rent including charges. With two guarantors, each must earn at least 3 times that rent.</p>",
    },
  },
  {
    theme: "garants",
    steps: [3],
    alias: { fr: "garant-a-l-etranger", en: "guarantor-abroad" },
    question: {
      fr: "Mon garant vit à l'étranger, est-ce possible ?",
      en: "My guarantor lives abroad: is that possible?",
    },
    response: {
      fr: "<p>Un garant doit déclarer ses revenus en France. Sinon, tournez-vous vers une garantie organisme comme Visale (gratuite) ou Garantme.</p>",
      en: "<p>A guarantor must declare their income in France. Otherwise, use an organisation guarantee such as Visale (free) or Garantme.</p>",
    },
  },
  {
    theme: "garants",
    steps: [3, 4],
    alias: { fr: "visale-garantme", en: "visale-garantme" },
    question: {
      fr: "Comment utiliser Visale ou Garantme ?",
      en: "How do I use Visale or Garantme?",
    },
    response: {
      fr: "<p>Choisissez l'option à l'étape 3, puis déposez votre certificat d'éligibilité à l'étape 4. Le visa définitif vous sera demandé après l'acceptation de votre dossier.</p>",
      en: "<p>Choose the option in step 3, then upload your eligibility certificate in step 4. The final guarantee will be asked for once your application is accepted.</p>",
    },
  },
  {
    theme: "garants",
    steps: [3],
    alias: { fr: "garanties-insuffisantes", en: "insufficient-guarantees" },
    question: {
      fr: "Mes garanties sont insuffisantes, que faire ?",
      en: "My guarantees are not enough: what can I do?",
    },
    response: {
      fr: "<p>Vous pouvez choisir un logement moins cher, ajouter un second garant, recourir à un garant personne morale ou présenter des revenus plus élevés.</p>",
      en: "<p>You can choose a cheaper flat, add a second guarantor, use a legal-entity guarantor or show higher income.</p>",
    },
  },
];
