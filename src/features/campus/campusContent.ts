import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { HandHeart, Laptop, type LucideIcon, Receipt, Repeat } from "lucide-react";
import { cityAliases, RESIDENCE_COUNT, stayDuration } from "../../config/index.ts";

export type KeyFigure = { value: string; label: MessageDescriptor };

/** The operator in four figures (spec 1 and 9). */
export const keyFigures: KeyFigure[] = [
  { value: String(RESIDENCE_COUNT), label: msg`résidences meublées` },
  { value: String(cityAliases.length), label: msg`villes en France` },
  { value: `${stayDuration.min}-${stayDuration.max}`, label: msg`mois de séjour, et plus` },
  { value: "100 %", label: msg`de la réservation en ligne` },
];

/** Who the residences are for (spec 1). */
export const audiences: MessageDescriptor[] = [
  msg`Étudiants`,
  msg`Apprentis et alternants`,
  msg`Stagiaires`,
  msg`Doctorants et chercheurs`,
  msg`Jeunes salariés`,
  msg`Jeunes indépendants`,
];

export type Value = { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor };

export const values: Value[] = [
  {
    icon: Laptop,
    title: msg`Simplicité`,
    text: msg`Vous trouvez, réservez, signez et payez en ligne, sans vous déplacer ni imprimer un seul papier.`,
  },
  {
    icon: HandHeart,
    title: msg`Proximité`,
    text: msg`Dans chaque résidence, une équipe vous accueille, répond à vos questions et veille au confort de tous.`,
  },
  {
    icon: Receipt,
    title: msg`Transparence`,
    text: msg`Un loyer tout compris : logement meublé, internet, eau et chauffage. Les frais sont annoncés avant la réservation.`,
  },
  {
    icon: Repeat,
    title: msg`Flexibilité`,
    text: msg`Studio, colocation ou coliving, pour un semestre ou plusieurs années : le logement suit votre projet.`,
  },
];

/** The team's promise, one commitment a line. */
export const promises: MessageDescriptor[] = [
  msg`Une réponse à votre demande sous 48 heures, souvent en moins de 24 heures ouvrées.`,
  msg`Un logement prêt à vivre le jour de votre arrivée, état des lieux compris.`,
  msg`Un interlocuteur sur place toute l'année, et un service client joignable six jours sur sept.`,
  msg`Vos données utilisées pour votre logement, et pour rien d'autre.`,
];
