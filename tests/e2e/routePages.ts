export type Locale = "fr" | "en";

/** One page of every public route of the table, with real content from the seeded server. */
export const publicPages: Record<Locale, string[]> = {
  fr: [
    "/fr",
    "/fr/residences-etudiantes",
    "/fr/residences-etudiantes/residence-etudiante-paris-montsouris",
    "/fr/logements/residence-etudiante-paris-montsouris/studio",
    "/fr/resultats-recherche?city=lyon&date=2027-09-01",
    "/fr/villes/lyon",
    "/fr/villes/residences-etudiantes-bordeaux",
    "/fr/magazine",
    "/fr/comment-reserver-residence-etudiante",
    "/fr/faq",
    "/fr/plan-du-site",
    "/fr/qui-sommes-nous",
    "/fr/accessibilite",
    "/fr/alertes/1",
  ],
  en: [
    "/en",
    "/en/student-residences",
    "/en/student-residences/student-residence-paris-montsouris",
    "/en/accomodation/student-residence-paris-montsouris/studio",
    "/en/search-results?city=lyon&date=2027-09-01",
    "/en/cities/lyon",
    "/en/cities/student-residences-bordeaux",
    "/en/magazine",
    "/en/how-to-book-student-residence",
    "/en/faq",
    "/en/sitemap",
    "/en/who-we-are",
    "/en/accessibility",
    "/en/alerts/1",
  ],
};

/** The pages of the table a signed-in applicant also sees: the profile and the application. */
export const accountPages: Record<Locale, string[]> = {
  fr: ["/fr/mon-profil", "/fr/dossier"],
  en: ["/en/my-profile", "/en/application"],
};
