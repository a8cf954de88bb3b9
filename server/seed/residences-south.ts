import type { ResidenceSeed, TransportSeed } from "./types.ts";

const tbm = (kind: "Tramway" | "Bus", ...lines: string[]): TransportSeed => ({
  name: { fr: kind, en: kind },
  lignes: lines.map((line) => ({ name: line, url: "https://www.infotbm.com/fr/lignes" })),
});
const rtm = (kind: "Métro" | "Bus", ...lines: string[]): TransportSeed => ({
  name: { fr: kind, en: kind === "Métro" ? "Metro" : "Bus" },
  lignes: lines.map((line) => ({ name: line, url: "https://www.rtm.fr/lignes" })),
});

export const bordeauxResidences: ResidenceSeed[] = [
  {
    key: "chartrons",
    alias: {
      fr: "residence-etudiante-bordeaux-chartrons",
      en: "student-residence-bordeaux-chartrons",
    },
    name: "Hestia Chartrons",
    address: "21 rue Notre-Dame",
    postalCode: "33000",
    cityName: "Bordeaux",
    city: "bordeaux",
    geo: { lat: 44.8529, lng: -0.5704 },
    abstract: {
      fr: "Dans le quartier des Chartrons, à deux rues des quais et de leurs marchés.",
      en: "In the Chartrons district, two streets from the riverside and its markets.",
    },
    description: {
      fr: "<p>Anciens chais reconvertis, pierres blondes et grandes hauteurs sous plafond : la résidence Hestia Chartrons a gardé le charme bordelais. Le tramway B rejoint le campus en vingt minutes.</p>",
      en: "<p>Converted wine stores, golden stone and high ceilings: Hestia Chartrons has kept its Bordeaux charm. Tramway B reaches the campus in twenty minutes.</p>",
    },
    transports: [tbm("Tramway", "B")],
    included: ["laundry", "bikes"],
    extra: ["cleaning", "linen"],
    team: [{ name: "Camille Dubois", role: "manager" }],
    kinds: ["studio", "t1bis"],
    priceLevel: 0.95,
  },
  {
    key: "talence",
    alias: { fr: "residence-etudiante-bordeaux-talence", en: "student-residence-bordeaux-talence" },
    name: "Hestia Talence Campus",
    address: "150 cours de la Libération",
    postalCode: "33400",
    cityName: "Talence",
    city: "bordeaux",
    geo: { lat: 44.8079, lng: -0.5913 },
    abstract: {
      fr: "À l'entrée du campus universitaire de Talence, au pied du tramway.",
      en: "At the entrance of the Talence university campus, right by the tramway.",
    },
    description: {
      fr: "<p>La résidence la plus proche des amphis : facultés de sciences, école d'ingénieurs et Sciences Po Bordeaux sont à moins de dix minutes à pied. Studios et colocations réservées aux femmes ou aux hommes.</p>",
      en: "<p>The residence closest to the lecture halls: science faculties, the engineering school and Sciences Po Bordeaux are under ten minutes on foot. Studios and shared flats reserved for women or for men.</p>",
    },
    transports: [tbm("Tramway", "B"), tbm("Bus", "10")],
    included: ["studyRoom", "laundry", "parcels"],
    extra: ["printer"],
    team: [
      { name: "Antoine Marchand", role: "manager" },
      { name: "Fatou Ndiaye", role: "caretaker" },
    ],
    kinds: ["studio", "colocWomen", "colocMen"],
    priceLevel: 0.85,
  },
  {
    key: "bastide",
    alias: { fr: "residence-etudiante-bordeaux-bastide", en: "student-residence-bordeaux-bastide" },
    name: "Hestia Bastide",
    address: "8 avenue Thiers",
    postalCode: "33100",
    cityName: "Bordeaux",
    city: "bordeaux",
    geo: { lat: 44.8431, lng: -0.5588 },
    abstract: {
      fr: "Rive droite, face au pont de pierre, avec vue sur la place de la Bourse.",
      en: "On the right bank, facing the Pont de pierre, with a view of Place de la Bourse.",
    },
    description: {
      fr: "<p>Un coliving convivial sur la rive droite, entre le jardin botanique et les quais. Terrasse commune, cuisine partagée et soirées organisées par l'équipe chaque mois.</p>",
      en: "<p>A friendly coliving on the right bank, between the botanical garden and the riverside. Shared terrace, shared kitchen and monthly events run by the team.</p>",
    },
    transports: [tbm("Tramway", "A")],
    included: ["lounge", "terrace", "bikes"],
    extra: ["cleaning"],
    team: [{ name: "Manon Girard", role: "manager" }],
    kinds: ["coliving", "t2", "parking"],
    priceLevel: 0.9,
  },
];

export const marseilleResidences: ResidenceSeed[] = [
  {
    key: "vieux-port",
    alias: {
      fr: "residence-etudiante-marseille-vieux-port",
      en: "student-residence-marseille-old-port",
    },
    name: "Hestia Vieux-Port",
    address: "12 rue de la Loge",
    postalCode: "13002",
    cityName: "Marseille",
    city: "marseille",
    geo: { lat: 43.2972, lng: 5.3695 },
    abstract: {
      fr: "À trois minutes du Vieux-Port, entre le Panier et le Mucem.",
      en: "Three minutes from the Old Port, between Le Panier and the Mucem.",
    },
    description: {
      fr: "<p>Au pied du quartier du Panier, Hestia Vieux-Port propose des studios lumineux, pour la plupart avec balcon. La faculté d'économie et les écoles du centre sont accessibles à pied.</p>",
      en: "<p>At the foot of Le Panier, Hestia Vieux-Port offers bright studios, most with a balcony. The economics faculty and the city-centre schools are within walking distance.</p>",
    },
    transports: [rtm("Métro", "M1"), rtm("Bus", "60", "82")],
    included: ["laundry", "parcels"],
    extra: ["cleaning", "linen"],
    team: [{ name: "Lucas Bernard", role: "manager" }],
    kinds: ["studio", "t1bis", "t2"],
    priceLevel: 0.9,
  },
  {
    key: "luminy",
    alias: { fr: "residence-etudiante-marseille-luminy", en: "student-residence-marseille-luminy" },
    name: "Hestia Luminy Calanques",
    address: "163 avenue de Luminy",
    postalCode: "13009",
    cityName: "Marseille",
    city: "marseille",
    geo: { lat: 43.2324, lng: 5.4364 },
    abstract: {
      fr: "À la porte du parc national des Calanques, à cinq minutes du campus de Luminy.",
      en: "At the gateway to the Calanques national park, five minutes from the Luminy campus.",
    },
    description: {
      fr: "<p>Pins, garrigue et mer à vingt minutes de marche : la résidence accueille les étudiants des sciences, du sport et de l'école d'art de Luminy. Les chambres en colocation sont réservées aux femmes ou aux hommes.</p>",
      en: "<p>Pine trees, scrubland and the sea a twenty-minute walk away: the residence welcomes students of the Luminy science, sports and art schools. Shared-flat rooms are reserved for women or for men.</p>",
    },
    transports: [rtm("Bus", "21", "B1")],
    included: ["studyRoom", "gym", "bikes"],
    extra: ["parking"],
    team: [
      { name: "Chloé Martin", role: "manager" },
      { name: "Rayan Benali", role: "caretaker" },
    ],
    kinds: ["studio", "colocWomen", "colocMen", "parking"],
    priceLevel: 0.8,
  },
];
