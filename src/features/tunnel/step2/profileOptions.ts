import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  CIVILITY,
  CONTRACT,
  ESTABLISHMENT_TYPE,
  INDEPENDENT_STATUS,
  SITUATION,
  SOURCE,
  type Source,
} from "./profileCodes.ts";

/** The labels of step 2's option sets, in the order they are offered. */
export type OptionLabel = { code: number; label: MessageDescriptor | string };

export const civilityOptions: readonly OptionLabel[] = [
  { code: CIVILITY.woman, label: msg`Madame` },
  { code: CIVILITY.man, label: msg`Monsieur` },
];

export const situationOptions: readonly OptionLabel[] = [
  { code: SITUATION.student, label: msg`Étudiant(e)` },
  { code: SITUATION.professionalization, label: msg`En alternance` },
  { code: SITUATION.researcher, label: msg`Chercheur, chercheuse` },
  { code: SITUATION.youngWorker, label: msg`Jeune actif, jeune active` },
  { code: SITUATION.youngIndependent, label: msg`Jeune indépendant(e)` },
];

export const establishmentTypeOptions: readonly OptionLabel[] = [
  { code: ESTABLISHMENT_TYPE.highschool, label: msg`Lycée` },
  { code: ESTABLISHMENT_TYPE.bts, label: msg`BTS` },
  { code: ESTABLISHMENT_TYPE.commercial, label: msg`Classe préparatoire commerciale` },
  { code: ESTABLISHMENT_TYPE.engineer, label: msg`Classe préparatoire scientifique` },
  { code: ESTABLISHMENT_TYPE.university, label: msg`Université` },
  { code: ESTABLISHMENT_TYPE.commercialSchool, label: msg`École de commerce` },
  { code: ESTABLISHMENT_TYPE.engineerSchool, label: msg`École d'ingénieurs` },
  { code: ESTABLISHMENT_TYPE.enterprise, label: msg`Entreprise` },
  { code: ESTABLISHMENT_TYPE.other, label: msg`Autre` },
];

export const contractOptions: readonly OptionLabel[] = [
  { code: CONTRACT.cdi, label: msg`CDI` },
  { code: CONTRACT.cdd, label: msg`CDD` },
];

export const independentStatusOptions: readonly OptionLabel[] = [
  { code: INDEPENDENT_STATUS.autoEntrepreneur, label: msg`Auto-entrepreneur` },
  { code: INDEPENDENT_STATUS.professionLiberale, label: msg`Profession libérale` },
  { code: INDEPENDENT_STATUS.artisan, label: msg`Artisan` },
  { code: INDEPENDENT_STATUS.commercant, label: msg`Commerçant` },
  { code: INDEPENDENT_STATUS.chefEntreprise, label: msg`Chef d'entreprise` },
  { code: INDEPENDENT_STATUS.autre, label: msg`Autre` },
];

/**
 * "How did you hear about us" (spec 3 `from`). Site and brand names are proper nouns, the same
 * in both languages, so they are not catalogue entries.
 */
const sourceLabels: Record<Source, MessageDescriptor | string> = {
  sponsorship: msg`Parrainage`,
  wordOfMouth: msg`Bouche-à-oreille`,
  search: msg`Recherche sur internet`,
  studylease: "Studylease",
  sudapart: "Sudapart",
  studentLocation: "Location-Etudiant",
  socialNetwork: msg`Réseaux sociaux`,
  other: msg`Autre`,
  wellow: "Wellow",
  seLoger: "SeLoger",
  garantMe: "GarantMe",
  smartGarant: "SmartGarant",
  instagram: "Instagram",
  tiktok: "TikTok",
};

export const sourceOptions: readonly OptionLabel[] = (
  Object.entries(SOURCE) as [Source, number][]
).map(([key, code]) => ({ code, label: sourceLabels[key] }));

/** The language of the account (`eft_langue`), shown read-only. */
export const languageLabels: Record<string, MessageDescriptor> = {
  fr: msg`Français`,
  en: msg`Anglais`,
};
