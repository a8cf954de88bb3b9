/**
 * Answers of the tunnel's endpoints, shaped as the local server writes them
 * (server/domain/dossier-view.ts, docs/api.md "Reservation tunnel").
 */

const MINUTE = 60_000;

const residenceAliases = { fr: "residence-gerland", en: "student-residence-gerland" };
const typologyAliases = { fr: "studio", en: "studio-en" };

const pricing = {
  currency: "EUR",
  rentExcludingCharges: 600,
  charges: 90,
  rentIncludingCharges: 690,
  fees: 400,
  feeDiscountPercent: 25,
  feesAfterDiscount: 300,
  deposit: 600,
  entryFees: 900,
  firstMonthProrated: 690,
  paymentAmount: 900,
};

type HeldDossierOptions = {
  /** Minutes until the end of the pre-booking (negative: already past). */
  minutesLeft?: number;
  duration?: number | null;
  promoCode?: string | null;
  statuscode?: string;
  statut?: 0 | 1 | 2 | 3 | 4;
  temporaryId?: string | null;
};

/** A dossier in creation holding a studio at Gerland, arrival 1 September 2031. */
export function heldDossier(options: HeldDossierOptions = {}) {
  const minutesLeft = options.minutesLeft ?? 25.5;
  const statut = options.statut ?? 1;
  return {
    id_dossier: "D-42",
    statuscode: options.statuscode ?? "creation",
    applicatif: {
      statut,
      typologie: "crm-typology-gerland-studio",
      date_arrivee: "2031-09-01",
      date_fin_prereservation:
        statut === 1 ? new Date(Date.now() + minutesLeft * MINUTE).toISOString() : null,
      resicamp: false,
      alias_fr: residenceAliases.fr,
      alias_en: residenceAliases.en,
      typologie_alias_fr: typologyAliases.fr,
      typologie_alias_en: typologyAliases.en,
      extensionsRestantes: 2,
      dossierTemporaire:
        options.temporaryId == null
          ? null
          : {
              id_dossier_temporaire: options.temporaryId,
              id_bien: "bed-GER-ST-106",
              eft_refbien: "ST-106",
              date_arrivee: "2031-09-01",
              validityDate: new Date(Date.now() + 5 * MINUTE).toISOString(),
              typologie: "Studio",
              residence: "Résidence Gerland",
            },
    },
    crm: {
      eft_dossierid: "D-42",
      eft_name: "HC-2031-00042",
      eft_duree_du_sejour: options.duration === undefined ? null : options.duration,
      eft_code_promo: options.promoCode ?? null,
    },
    lot: {
      eft_refbien: "ST-103",
      eft_bienid: "bed-GER-ST-103",
      surface: 21,
      bedrooms: 0,
      terrace: false,
      balcony: true,
      largeBed: true,
      lotType: "apartment",
    },
    typologie: { crm_id: "crm-typology-gerland-studio", name: "Studio Gerland", kind: "studio" },
    residence: {
      crm_id: "crm-residence-gerland",
      alias_fr: residenceAliases.fr,
      alias_en: residenceAliases.en,
      city: "lyon",
      name: "Résidence Gerland",
      address: "12 rue de Gerland",
      postalCode: "69007",
      cityName: "Lyon",
      typologies: [],
    },
    pricing,
    date_debut_de_bail: null,
    followup: { code_bail: null },
  };
}

/** `getInfos` without any file. */
export const noDossier = {
  id_dossier: null,
  statuscode: null,
  applicatif: { statut: 0, dossierTemporaire: null },
  crm: null,
  lot: null,
  typologie: null,
  residence: null,
  pricing: null,
  date_debut_de_bail: null,
  followup: null,
};

/** The flat chosen before signing in, as the typology page stores it (valid 5 minutes). */
export function chosenFlat() {
  return {
    id_residence: "crm-residence-gerland",
    type_typologie: "crm-typology-gerland-studio",
    id_bien: "bed-GER-ST-106",
    date_arrivee: "2031-09-01",
    resicamp: false,
    id_offre: null,
    typology: typologyAliases.fr,
    validityDate: Date.now() + 4 * MINUTE,
  };
}

export const bookingSteps = [
  { key: "welcome", title: "Bienvenue", text: "Choisissez un logement." },
  { key: "apartment", title: "Votre appartement", text: "Le logement est pré-réservé." },
  { key: "profile", title: "Votre profil", text: "Renseignez votre identité." },
  { key: "guarantors", title: "Profil des garants", text: "Présentez vos garants." },
  { key: "documents", title: "Vos documents", text: "Déposez vos pièces." },
  { key: "onGoing", title: "Analyse de la demande", text: "Réponse sous 48 heures." },
];

export function faqOfStep(step: number) {
  return [
    {
      theme: "tunnel",
      question: `Question de l'étape ${step}`,
      response: `<p>Réponse de l'étape ${step}</p>`,
      internalLink: null,
      detail: "",
      alias_fr: "",
      alias_en: "",
    },
  ];
}

/** `getInfosPersonnelles` of a student of 20 who has filled her profile (step 2). */
export function profileRecord(overrides: Record<string, unknown> = {}) {
  return {
    id_dossier: "D-42",
    eft_civilite: 221310001,
    birthdate: "2006-04-10",
    firstname: "Léa",
    lastname: "Dupont",
    eft_villedenaissance: "Lyon",
    eft_paysdenaissance: 1,
    eft_nationalite: 1,
    eft_pays_optionset: 1,
    address2_line1: "12 rue de Gerland",
    address2_postalcode: "69007",
    address2_city: "Lyon",
    eft_situation_actuelle: 221310000,
    eft_type_etablissement: 5,
    eft_nom_etablissement: "Université Lyon 1",
    eft_diplome_prepare: "Licence de biologie",
    eft_source: 2,
    emailaddress1: "lea.dupont@example.fr",
    mobilephone: "+33612345678",
    eft_langue: "fr",
    ...overrides,
  };
}

/** `getInfosGarant` of that student before step 3: nothing chosen yet. */
export function guaranteeRecord(overrides: Record<string, unknown> = {}) {
  return {
    guarantees: null,
    guarantor: null,
    guarantor2: null,
    isBoursier: "",
    hasGuarantor: "",
    contactStatus: "student",
    preneurIsMinor: false,
    minimumIncome: null,
    ...overrides,
  };
}

/** `dossier/getDocuments` for a student with no file yet and no guarantor. */
export function documentsAnswer(overrides: Record<string, unknown> = {}) {
  return {
    identity: [],
    status: [],
    contact: {
      situationActuelle: "student",
      isBoursier: "",
      revenusComplementaires: false,
      eft_prospect_etudiant_mineur: false,
      eft_garant: false,
      eft_garant_2: false,
      moral_guarantor: null,
      newsletter: null,
      newsletterGroup: null,
    },
    eft_name: "HC-2031-00042",
    ...overrides,
  };
}
