import type { ServiceSeed } from "./types.ts";

/** Service catalogue shared by the residences; `icon` is a lucide icon name. */
export const services: Record<string, ServiceSeed> = {
  wifi: { icon: "wifi", title: { fr: "Internet très haut débit", en: "Very-high-speed internet" } },
  furniture: {
    icon: "sofa",
    title: { fr: "Logement meublé et équipé", en: "Furnished and equipped flat" },
  },
  charges: {
    icon: "receipt",
    title: {
      fr: "Eau, chauffage et électricité inclus",
      en: "Water, heating and electricity included",
    },
  },
  security: {
    icon: "shield-check",
    title: { fr: "Accès sécurisé par badge", en: "Secure badge access" },
  },
  team: { icon: "users", title: { fr: "Équipe sur place", en: "On-site team" } },
  bikes: { icon: "bike", title: { fr: "Local à vélos", en: "Bike storage" } },
  studyRoom: { icon: "book-open", title: { fr: "Salle de travail", en: "Study room" } },
  parcels: { icon: "package", title: { fr: "Réception des colis", en: "Parcel reception" } },
  laundry: { icon: "washing-machine", title: { fr: "Laverie", en: "Laundry room" } },
  gym: { icon: "dumbbell", title: { fr: "Salle de sport", en: "Gym" } },
  cleaning: { icon: "sparkles", title: { fr: "Ménage à la demande", en: "Cleaning on request" } },
  parking: { icon: "car", title: { fr: "Place de parking", en: "Parking space" } },
  linen: { icon: "bed-double", title: { fr: "Kit linge de lit", en: "Bed linen kit" } },
  printer: {
    icon: "printer",
    title: { fr: "Impression et photocopie", en: "Printing and copying" },
  },
  lounge: { icon: "coffee", title: { fr: "Espace détente", en: "Lounge" } },
  terrace: { icon: "trees", title: { fr: "Terrasse commune", en: "Shared terrace" } },
};

export const defaultIncluded = ["wifi", "furniture", "charges", "security", "team"];
