import type { L } from "./types.ts";

export type PageMetaSeed = {
  route: string;
  alias: L;
  title: L;
  abstract: L;
  description: L;
  keywords: L;
};

/**
 * Meta of the public pages, keyed by route name. `alias` is the page's path after the
 * language prefix, matching the app's route table.
 */
export const pageMeta: PageMetaSeed[] = [
  {
    route: "homepage",
    alias: { fr: "", en: "" },
    title: {
      fr: "Résidences étudiantes meublées | Hestia Campus",
      en: "Furnished student residences | Hestia Campus",
    },
    abstract: { fr: "18 résidences dans 6 villes.", en: "18 residences in 6 cities." },
    description: {
      fr: "Studios, colocations et coliving meublés pour étudiants et jeunes actifs à Paris, en Île-de-France, à Bordeaux, Lyon, Lille et Marseille. Réservation 100 % en ligne.",
      en: "Furnished studios, shared flats and coliving for students and young professionals in Paris, the Paris region, Bordeaux, Lyon, Lille and Marseille. 100% online booking.",
    },
    keywords: {
      fr: "résidence étudiante, logement étudiant, studio meublé",
      en: "student residence, student housing, furnished studio",
    },
  },
  {
    route: "residences",
    alias: { fr: "residences-etudiantes", en: "student-residences" },
    title: { fr: "Nos résidences étudiantes", en: "Our student residences" },
    abstract: {
      fr: "Toutes nos résidences, ville par ville.",
      en: "All our residences, city by city.",
    },
    description: {
      fr: "Découvrez nos 18 résidences étudiantes meublées et leurs services.",
      en: "Discover our 18 furnished student residences and their services.",
    },
    keywords: { fr: "résidences, villes, logement", en: "residences, cities, housing" },
  },
  {
    route: "searchResult",
    alias: { fr: "resultats-recherche", en: "search-results" },
    title: { fr: "Résultats de recherche", en: "Search results" },
    abstract: {
      fr: "Les logements disponibles à votre date d'arrivée.",
      en: "Flats available on your arrival date.",
    },
    description: {
      fr: "Logements disponibles selon la ville et la date.",
      en: "Flats available by city and date.",
    },
    keywords: { fr: "recherche, disponibilité", en: "search, availability" },
  },
  {
    route: "book",
    alias: { fr: "comment-reserver-residence-etudiante", en: "how-to-book-student-residence" },
    title: { fr: "Comment réserver", en: "How to book" },
    abstract: { fr: "De la recherche à la remise des clés.", en: "From search to key handover." },
    description: {
      fr: "Les étapes de la réservation d'un logement en résidence étudiante, entièrement en ligne.",
      en: "The steps to book a student residence flat, entirely online.",
    },
    keywords: { fr: "réserver, dossier, bail", en: "book, application, lease" },
  },
  {
    route: "mag",
    alias: { fr: "magazine", en: "magazine" },
    title: { fr: "Le magazine", en: "The magazine" },
    abstract: { fr: "Conseils, budget et guides des villes.", en: "Tips, budget and city guides." },
    description: {
      fr: "Nos articles pour bien préparer votre vie étudiante.",
      en: "Our articles to prepare your student life.",
    },
    keywords: { fr: "magazine, conseils, vie étudiante", en: "magazine, tips, student life" },
  },
  {
    route: "faq",
    alias: { fr: "faq", en: "faq" },
    title: { fr: "Questions fréquentes", en: "Frequently asked questions" },
    abstract: { fr: "Les réponses à vos questions.", en: "Answers to your questions." },
    description: {
      fr: "Réservation, dossier, garants, paiement et bail : toutes les réponses.",
      en: "Booking, application, guarantors, payment and lease: all the answers.",
    },
    keywords: { fr: "faq, aide", en: "faq, help" },
  },
  {
    route: "sitemap",
    alias: { fr: "plan-du-site", en: "sitemap" },
    title: { fr: "Plan du site", en: "Sitemap" },
    abstract: { fr: "Toutes les pages du site.", en: "Every page of the site." },
    description: { fr: "Plan du site Hestia Campus.", en: "Hestia Campus sitemap." },
    keywords: { fr: "plan du site", en: "sitemap" },
  },
  {
    route: "campus",
    alias: { fr: "qui-sommes-nous", en: "who-we-are" },
    title: { fr: "Qui sommes-nous", en: "Who we are" },
    abstract: {
      fr: "Un opérateur de résidences pour étudiants et jeunes actifs.",
      en: "A residence operator for students and young professionals.",
    },
    description: {
      fr: "Hestia Campus gère 18 résidences meublées pour étudiants, alternants, chercheurs et jeunes actifs.",
      en: "Hestia Campus runs 18 furnished residences for students, work-study trainees, researchers and young professionals.",
    },
    keywords: { fr: "qui sommes-nous, opérateur", en: "about us, operator" },
  },
];
