import type { ResidenceSeed, TransportSeed } from "./types.ts";

const tcl = (kind: "Métro" | "Tramway", ...lines: string[]): TransportSeed => ({
  name: { fr: kind, en: kind === "Métro" ? "Metro" : "Tramway" },
  lignes: lines.map((line) => ({ name: line, url: "https://www.tcl.fr/itineraires" })),
});
const ilevia = (kind: "Métro" | "Tramway", ...lines: string[]): TransportSeed => ({
  name: { fr: kind, en: kind === "Métro" ? "Metro" : "Tramway" },
  lignes: lines.map((line) => ({ name: line, url: "https://www.ilevia.fr/" })),
});

export const lyonResidences: ResidenceSeed[] = [
  {
    key: "gerland",
    alias: { fr: "residence-etudiante-lyon-gerland", en: "student-residence-lyon-gerland" },
    name: "Hestia Gerland",
    address: "30 avenue Tony-Garnier",
    postalCode: "69007",
    cityName: "Lyon",
    city: "lyon",
    geo: { lat: 45.7296, lng: 4.8298 },
    abstract: {
      fr: "Près de l'ENS de Lyon et du parc de Gerland, sur la ligne B du métro.",
      en: "Near ENS de Lyon and Gerland park, on metro line B.",
    },
    description: {
      fr: "<p>Entre le biodistrict et les berges du Rhône, Hestia Gerland accueille étudiants et jeunes chercheurs. Studios, T1 bis et places de parking en sous-sol.</p>",
      en: "<p>Between the biotech district and the banks of the Rhône, Hestia Gerland welcomes students and young researchers. Studios, T1 bis flats and underground parking spaces.</p>",
    },
    transports: [tcl("Métro", "B"), tcl("Tramway", "T1")],
    included: ["studyRoom", "laundry", "bikes"],
    extra: ["parking", "linen"],
    team: [{ name: "Pauline Chevalier", role: "manager" }],
    kinds: ["studio", "t1bis", "parking"],
    priceLevel: 1.0,
  },
  {
    key: "guillotiere",
    alias: { fr: "residence-etudiante-lyon-guillotiere", en: "student-residence-lyon-guillotiere" },
    name: "Hestia Guillotière",
    address: "87 cours Gambetta",
    postalCode: "69007",
    cityName: "Lyon",
    city: "lyon",
    geo: { lat: 45.7505, lng: 4.8468 },
    abstract: {
      fr: "Au cœur du quartier le plus vivant de la rive gauche, à dix minutes des quais universitaires.",
      en: "In the liveliest district of the left bank, ten minutes from the university quays.",
    },
    description: {
      fr: "<p>Les universités Lyon 2 et Lyon 3 sont à deux stations. La résidence propose des colocations réservées aux femmes ou aux hommes ainsi que des studios, tous meublés et équipés.</p>",
      en: "<p>Lyon 2 and Lyon 3 universities are two stops away. The residence offers shared flats reserved for women or for men as well as studios, all furnished and equipped.</p>",
    },
    transports: [tcl("Métro", "D"), tcl("Tramway", "T1")],
    included: ["laundry", "parcels"],
    extra: ["cleaning", "printer"],
    team: [
      { name: "Maxime Roux", role: "manager" },
      { name: "Nadia Cherif", role: "assistant" },
    ],
    kinds: ["studio", "colocWomen", "colocMen"],
    priceLevel: 0.95,
  },
  {
    key: "part-dieu",
    alias: { fr: "residence-etudiante-lyon-part-dieu", en: "student-residence-lyon-part-dieu" },
    name: "Hestia Part-Dieu",
    address: "15 rue Paul-Bert",
    postalCode: "69003",
    cityName: "Lyon",
    city: "lyon",
    geo: { lat: 45.7589, lng: 4.8514 },
    abstract: {
      fr: "À cinq minutes de la gare Part-Dieu, pour les étudiants qui rentrent souvent le week-end.",
      en: "Five minutes from Part-Dieu station, for students who often travel home at the weekend.",
    },
    description: {
      fr: "<p>Un coliving moderne avec grandes cuisines partagées, salle de sport et terrasse. Les T2 conviennent aux jeunes actifs comme aux couples d'étudiants.</p>",
      en: "<p>A modern coliving with large shared kitchens, a gym and a terrace. The one-bedroom flats suit young professionals as well as student couples.</p>",
    },
    transports: [tcl("Métro", "B"), tcl("Tramway", "T1", "T4")],
    included: ["gym", "lounge", "terrace"],
    extra: ["cleaning", "linen"],
    team: [{ name: "Élodie Faure", role: "manager" }],
    kinds: ["coliving", "t2"],
    priceLevel: 1.05,
  },
];

export const lilleResidences: ResidenceSeed[] = [
  {
    key: "vauban",
    alias: { fr: "residence-etudiante-lille-vauban", en: "student-residence-lille-vauban" },
    name: "Hestia Vauban",
    address: "60 boulevard Vauban",
    postalCode: "59000",
    cityName: "Lille",
    city: "lille",
    geo: { lat: 50.6335, lng: 3.0478 },
    abstract: {
      fr: "Entre la Citadelle et l'Université catholique, dans le quartier étudiant de Vauban.",
      en: "Between the Citadel and the Catholic University, in the Vauban student district.",
    },
    description: {
      fr: "<p>Briques rouges, bois de la Citadelle et cafés étudiants : Hestia Vauban est au centre de la vie lilloise. Studios et T1 bis, avec salle de travail et laverie.</p>",
      en: "<p>Red bricks, the Citadel woods and student cafés: Hestia Vauban is at the centre of Lille life. Studios and T1 bis flats, with a study room and a laundry.</p>",
    },
    transports: [ilevia("Métro", "1")],
    included: ["studyRoom", "laundry"],
    extra: ["cleaning"],
    team: [{ name: "Benoît Lemaire", role: "manager" }],
    kinds: ["studio", "t1bis"],
    priceLevel: 0.85,
  },
  {
    key: "villeneuve",
    alias: {
      fr: "residence-etudiante-villeneuve-d-ascq",
      en: "student-residence-villeneuve-d-ascq",
    },
    name: "Hestia Cité Scientifique",
    address: "2 avenue Paul-Langevin",
    postalCode: "59650",
    cityName: "Villeneuve-d'Ascq",
    city: "lille",
    geo: { lat: 50.6097, lng: 3.1385 },
    abstract: {
      fr: "À la sortie du métro Cité Scientifique, au milieu du campus de l'université de Lille.",
      en: "At the Cité Scientifique metro exit, in the middle of the University of Lille campus.",
    },
    description: {
      fr: "<p>Une résidence pensée pour les étudiants de la Cité scientifique : colocations réservées aux femmes ou aux hommes, parking et local à vélos. Le centre de Lille est à quinze minutes en métro.</p>",
      en: "<p>A residence designed for Cité Scientifique students: shared flats reserved for women or for men, parking and bike storage. Central Lille is fifteen minutes away by metro.</p>",
    },
    transports: [ilevia("Métro", "1")],
    included: ["bikes", "parcels"],
    extra: ["parking", "printer"],
    team: [
      { name: "Océane Petit", role: "manager" },
      { name: "Mehdi Aziz", role: "caretaker" },
    ],
    kinds: ["studio", "colocWomen", "colocMen", "parking"],
    priceLevel: 0.8,
  },
];
