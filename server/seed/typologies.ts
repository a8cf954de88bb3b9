import type { L, TypologyKind } from "./types.ts";

type LotType = "apartment" | "parking" | "coliving";

export type TypologyTemplate = {
  alias: L;
  name: L;
  description: L;
  lotType: LotType;
  surface: number;
  bedrooms: number;
  terrace: boolean;
  balcony: boolean;
  largeBed: boolean;
  /** Monthly rent excluding charges before the residence's price level. */
  rent: number;
  charges: number;
  fees: number;
  feeDiscountPercent: number;
  gender: "women" | "men" | null;
};

export const typologyTemplates: Record<TypologyKind, TypologyTemplate> = {
  studio: {
    alias: { fr: "studio", en: "studio" },
    name: { fr: "Studio", en: "Studio" },
    description: {
      fr: "Un studio meublé avec coin nuit, kitchenette équipée (plaques, réfrigérateur, micro-ondes) et salle d'eau privative.",
      en: "A furnished studio with a sleeping area, an equipped kitchenette (hob, fridge, microwave) and a private shower room.",
    },
    lotType: "apartment",
    surface: 19,
    bedrooms: 0,
    terrace: false,
    balcony: false,
    largeBed: false,
    rent: 560,
    charges: 90,
    fees: 400,
    feeDiscountPercent: 0,
    gender: null,
  },
  t1bis: {
    alias: { fr: "t1-bis", en: "t1-bis-flat" },
    name: { fr: "T1 bis", en: "T1 bis flat" },
    description: {
      fr: "Un grand studio avec un espace nuit séparé, un lit double, une cuisine équipée et une salle d'eau.",
      en: "A large studio with a separate sleeping space, a double bed, an equipped kitchen and a shower room.",
    },
    lotType: "apartment",
    surface: 27,
    bedrooms: 1,
    terrace: false,
    balcony: true,
    largeBed: true,
    rent: 690,
    charges: 100,
    fees: 450,
    feeDiscountPercent: 20,
    gender: null,
  },
  t2: {
    alias: { fr: "t2", en: "one-bedroom-flat" },
    name: { fr: "T2", en: "One-bedroom flat" },
    description: {
      fr: "Un deux-pièces avec une chambre fermée, un séjour avec cuisine ouverte et une terrasse, idéal en couple ou pour télétravailler.",
      en: "A two-room flat with a separate bedroom, a living room with open kitchen and a terrace, ideal for a couple or for remote work.",
    },
    lotType: "apartment",
    surface: 38,
    bedrooms: 1,
    terrace: true,
    balcony: false,
    largeBed: true,
    rent: 860,
    charges: 120,
    fees: 500,
    feeDiscountPercent: 0,
    gender: null,
  },
  colocWomen: {
    alias: { fr: "chambre-colocation-femmes", en: "shared-flat-room-women" },
    name: { fr: "Chambre en colocation (femmes)", en: "Shared flat room (women)" },
    description: {
      fr: "Une chambre privative dans un appartement de trois chambres réservé aux femmes, avec cuisine et séjour partagés.",
      en: "A private room in a three-bedroom flat reserved for women, with a shared kitchen and living room.",
    },
    lotType: "apartment",
    surface: 14,
    bedrooms: 1,
    terrace: false,
    balcony: false,
    largeBed: false,
    rent: 430,
    charges: 70,
    fees: 300,
    feeDiscountPercent: 50,
    gender: "women",
  },
  colocMen: {
    alias: { fr: "chambre-colocation-hommes", en: "shared-flat-room-men" },
    name: { fr: "Chambre en colocation (hommes)", en: "Shared flat room (men)" },
    description: {
      fr: "Une chambre privative dans un appartement de trois chambres réservé aux hommes, avec cuisine et séjour partagés.",
      en: "A private room in a three-bedroom flat reserved for men, with a shared kitchen and living room.",
    },
    lotType: "apartment",
    surface: 14,
    bedrooms: 1,
    terrace: false,
    balcony: false,
    largeBed: false,
    rent: 430,
    charges: 70,
    fees: 300,
    feeDiscountPercent: 50,
    gender: "men",
  },
  parking: {
    alias: { fr: "parking", en: "parking-space" },
    name: { fr: "Place de parking", en: "Parking space" },
    description: {
      fr: "Une place de stationnement en sous-sol sécurisé, accessible par badge, réservée aux résidents.",
      en: "A parking space in a secure underground car park with badge access, reserved for residents.",
    },
    lotType: "parking",
    surface: 12,
    bedrooms: 0,
    terrace: false,
    balcony: false,
    largeBed: false,
    rent: 70,
    charges: 0,
    fees: 50,
    feeDiscountPercent: 0,
    gender: null,
  },
  coliving: {
    alias: { fr: "chambre-coliving", en: "coliving-room" },
    name: { fr: "Chambre en coliving", en: "Coliving room" },
    description: {
      fr: "Une chambre avec salle d'eau privative et l'accès à de grands espaces partagés : cuisine, salon, terrasse et salle de travail.",
      en: "A room with a private shower room and access to large shared spaces: kitchen, lounge, terrace and study room.",
    },
    lotType: "coliving",
    surface: 16,
    bedrooms: 1,
    terrace: false,
    balcony: false,
    largeBed: true,
    rent: 520,
    charges: 110,
    fees: 350,
    feeDiscountPercent: 30,
    gender: null,
  },
};
