import { msg } from "@lingui/core/macro";

/** The pages and screens the audit checked (the sample), as the statement lists them. */
export const auditedSample = [
  msg`Accueil`,
  msg`Nos résidences étudiantes`,
  msg`Une résidence`,
  msg`Un logement (type d'appartement)`,
  msg`Une ville`,
  msg`Le magazine et un article`,
  msg`Questions fréquentes`,
  msg`La fenêtre de contact`,
  msg`Les pages de connexion et de création de compte`,
  msg`Mon profil`,
  msg`Les étapes 1 à 5 de la demande de réservation, avec leurs fenêtres et les étapes du suivi`,
];

/** What the audit used to check them. */
export const auditTools = [
  msg`axe-core 4.14 (règles WCAG 2.0, 2.1 et 2.2 niveaux A et AA), dans les tests de navigateur`,
  msg`Parcours au clavier seul et instantanés de l'arbre d'accessibilité (Playwright)`,
  msg`Vérifications manuelles décrites critère par critère dans la grille d'audit`,
];

/** Where the audit ran. */
export const auditEnvironments = [
  msg`Chromium 150 sous Debian 12, en largeur de téléphone (390 px) et d'ordinateur (1 280 px)`,
  msg`Aucun lecteur d'écran n'a encore été utilisé`,
];

/**
 * What the audit did not do, though every applicable criterion is met: keep in step with
 * docs/accessibility/rgaa-audit.md (its "Result" and rows 7.1, 7.5, 13.3).
 */
export const knownGaps = [
  msg`Aucun lecteur d'écran n'a encore été utilisé : les critères 7.1 et 7.5 reposent sur les rôles, les états et les zones de statut que le navigateur expose dans son arbre d'accessibilité. Un passage avec NVDA et VoiceOver est prévu au prochain audit.`,
  msg`Le bail en PDF est balisé (titre, langue, structure de lecture) et n'existe qu'en français.`,
];

/** The statement's "État de conformité" wording of the level, inside a sentence. */
export const conformanceStates = {
  total: msg`totalement conforme`,
  partial: msg`partiellement conforme`,
  none: msg`non conforme`,
};
