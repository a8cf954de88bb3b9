import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RouteName } from "./table.ts";

/** Each named route's title, used until its page's meta (from the server) replaces it. */
export const pageTitles: Record<RouteName, MessageDescriptor> = {
  homepage: msg`Résidences étudiantes meublées`,
  residences: msg`Nos résidences étudiantes`,
  residenceDetails: msg`Résidence`,
  typologies: msg`Logement`,
  dossier: msg`Votre demande`,
  profile: msg`Mon profil`,
  searchResult: msg`Résultats de recherche`,
  mag: msg`Le magazine`,
  newsDetails: msg`Article`,
  book: msg`Comment réserver`,
  faq: msg`Questions fréquentes`,
  city: msg`Ville`,
  cityLanding: msg`Résidences étudiantes par ville`,
  sitemap: msg`Plan du site`,
  footer: msg`Informations`,
  alertDetails: msg`Alerte`,
  campus: msg`Qui sommes-nous`,
  accessibility: msg`Déclaration d'accessibilité`,
  signInCallback: msg`Connexion`,
  staffQueue: msg`Console de l'équipe`,
  staffFile: msg`Dossier à examiner`,
  staffSignInCallback: msg`Connexion de l'équipe`,
  notFound: msg`Page introuvable`,
  error: msg`Erreur`,
};
