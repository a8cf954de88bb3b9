import type { L } from "./types.ts";

/**
 * Two versions of the terms of use: a demo account accepted only the first, so the
 * "accept the updated terms" dialog can be seen.
 */
export const cguVersions: { version: number; publishedAt: string; html: L }[] = [
  {
    version: 1,
    publishedAt: "2025-06-01T00:00:00.000Z",
    html: {
      fr: "<h2>Conditions générales d'utilisation</h2><p>Version 1. Le site permet de rechercher et réserver un logement en résidence. L'utilisateur s'engage à fournir des informations exactes.</p>",
      en: "<h2>Terms of use</h2><p>Version 1. The site lets you search for and book a flat in a residence. Users undertake to provide accurate information.</p>",
    },
  },
  {
    version: 2,
    publishedAt: "2026-09-01T00:00:00.000Z",
    html: {
      fr: "<h2>Conditions générales d'utilisation</h2><p>Version 2, en vigueur depuis le 1<sup>er</sup> septembre 2026.</p><h3>1. Objet</h3><p>Le site Hestia Campus permet de rechercher un logement en résidence, de le pré-réserver, de constituer un dossier de location, de payer les frais d'entrée et de signer le bail en ligne.</p><h3>2. Compte</h3><p>L'accès au dossier nécessite un compte personnel. Vous êtes responsable de la confidentialité de votre mot de passe.</p><h3>3. Exactitude des informations</h3><p>Les informations déclarées doivent être celles de l'occupant signataire du bail. Toute déclaration inexacte peut entraîner le refus du dossier.</p><h3>4. Pré-réservation</h3><p>Un logement pré-réservé est bloqué pour une durée limitée, affichée dans le dossier. Sans envoi de la demande dans ce délai, il est libéré.</p><h3>5. Données personnelles</h3><p>Les données sont traitées pour l'étude de votre demande et la gestion du bail, conformément à notre politique de protection des données.</p>",
      en: "<h2>Terms of use</h2><p>Version 2, in force since 1 September 2026.</p><h3>1. Purpose</h3><p>The Hestia Campus site lets you search for a flat in a residence, pre-book it, build a rental application, pay the move-in costs and sign the lease online.</p><h3>2. Account</h3><p>Access to the application requires a personal account. You are responsible for keeping your password confidential.</p><h3>3. Accurate information</h3><p>The details given must be those of the occupant who signs the lease. Any inaccurate statement may lead to the application being refused.</p><h3>4. Pre-booking</h3><p>A pre-booked flat is held for a limited time, shown in the application. If the request is not sent within that time, the flat is released.</p><h3>5. Personal data</h3><p>Data is processed to review your request and manage the lease, in line with our data-protection policy.</p>",
    },
  },
];
