import type { ResidenceSeed, TransportSeed } from "./types.ts";

const metro = (...lines: string[]): TransportSeed => ({
  name: { fr: "Métro", en: "Metro" },
  lignes: lines.map((line) => ({
    name: `${line}`,
    url: `https://www.ratp.fr/plans-lignes/metro/${line}`,
  })),
});
const rer = (...lines: string[]): TransportSeed => ({
  name: { fr: "RER", en: "RER" },
  lignes: lines.map((line) => ({
    name: line,
    url: `https://www.ratp.fr/plans-lignes/rer/${line}`,
  })),
});
const tram = (...lines: string[]): TransportSeed => ({
  name: { fr: "Tramway", en: "Tramway" },
  lignes: lines.map((line) => ({
    name: line,
    url: `https://www.ratp.fr/plans-lignes/tramway/${line}`,
  })),
});

export const parisResidences: ResidenceSeed[] = [
  {
    key: "montsouris",
    alias: { fr: "residence-etudiante-paris-montsouris", en: "student-residence-paris-montsouris" },
    name: "Hestia Montsouris",
    address: "18 rue de la Tombe-Issoire",
    postalCode: "75014",
    cityName: "Paris",
    city: "paris",
    geo: { lat: 48.8262, lng: 2.3363 },
    abstract: {
      fr: "À deux pas du parc Montsouris et de la Cité internationale universitaire.",
      en: "A short walk from Parc Montsouris and the Cité internationale universitaire.",
    },
    description: {
      fr: "<p>Installée dans un immeuble rénové en 2023, la résidence Hestia Montsouris compte 142 logements meublés, du studio au T2. Le parc Montsouris est à cinq minutes à pied, la Cité universitaire à dix.</p><p>Une salle de travail ouverte jusqu'à minuit et une laverie connectée complètent les services.</p>",
      en: "<p>Set in a building renovated in 2023, Hestia Montsouris has 142 furnished homes, from studios to one-bedroom flats. Parc Montsouris is a five-minute walk away, the Cité universitaire ten.</p><p>A study room open until midnight and a connected laundry complete the services.</p>",
    },
    transports: [metro("4", "6"), rer("B")],
    included: ["studyRoom", "laundry", "parcels"],
    extra: ["cleaning", "linen"],
    team: [
      { name: "Claire Moreau", role: "manager" },
      { name: "Yanis Belkacem", role: "caretaker" },
    ],
    kinds: ["studio", "t1bis", "t2"],
    priceLevel: 1.35,
  },
  {
    key: "tolbiac",
    alias: { fr: "residence-etudiante-paris-tolbiac", en: "student-residence-paris-tolbiac" },
    name: "Hestia Tolbiac",
    address: "54 rue de Tolbiac",
    postalCode: "75013",
    cityName: "Paris",
    city: "paris",
    geo: { lat: 48.8269, lng: 2.3655 },
    abstract: {
      fr: "Au cœur du 13e, entre la bibliothèque François-Mitterrand et la Butte-aux-Cailles.",
      en: "In the heart of the 13th, between the François-Mitterrand library and the Butte-aux-Cailles.",
    },
    description: {
      fr: "<p>La résidence Hestia Tolbiac propose des studios et des chambres en colocation à quelques minutes des universités Paris Cité et Panthéon-Sorbonne. Le quartier mêle restaurants asiatiques, cafés étudiants et berges de Seine.</p>",
      en: "<p>Hestia Tolbiac offers studios and shared-flat rooms a few minutes from Paris Cité and Panthéon-Sorbonne universities. The district mixes Asian restaurants, student cafés and the banks of the Seine.</p>",
    },
    transports: [metro("7", "14"), rer("C")],
    included: ["studyRoom", "bikes"],
    extra: ["cleaning", "printer"],
    team: [
      { name: "Thomas Nguyen", role: "manager" },
      { name: "Inès Haddad", role: "assistant" },
    ],
    kinds: ["studio", "colocWomen", "colocMen"],
    priceLevel: 1.3,
  },
  {
    key: "villette",
    alias: {
      fr: "residence-etudiante-paris-la-villette",
      en: "student-residence-paris-la-villette",
    },
    name: "Hestia La Villette",
    address: "7 quai de la Loire",
    postalCode: "75019",
    cityName: "Paris",
    city: "paris",
    geo: { lat: 48.8867, lng: 2.3713 },
    abstract: {
      fr: "Face au bassin de la Villette, un coliving lumineux avec terrasse sur les toits.",
      en: "Facing the Bassin de la Villette, a bright coliving with a rooftop terrace.",
    },
    description: {
      fr: "<p>Hestia La Villette réunit chambres en coliving et studios autour de grands espaces partagés : cuisine de chef, salon, salle de sport et terrasse sur les toits avec vue sur le bassin.</p><p>Le campus Condorcet et la Cité des sciences sont à quelques stations.</p>",
      en: "<p>Hestia La Villette brings coliving rooms and studios together around large shared spaces: a chef's kitchen, a lounge, a gym and a rooftop terrace overlooking the basin.</p><p>The Condorcet campus and the Cité des sciences are a few stops away.</p>",
    },
    transports: [metro("2", "5", "7")],
    included: ["gym", "lounge", "terrace"],
    extra: ["cleaning", "linen"],
    team: [
      { name: "Sarah Lefèvre", role: "manager" },
      { name: "Malik Traoré", role: "caretaker" },
    ],
    kinds: ["coliving", "studio"],
    priceLevel: 1.3,
  },
  {
    key: "batignolles",
    alias: {
      fr: "residence-etudiante-paris-batignolles",
      en: "student-residence-paris-batignolles",
    },
    name: "Hestia Batignolles",
    address: "112 rue Cardinet",
    postalCode: "75017",
    cityName: "Paris",
    city: "paris",
    geo: { lat: 48.8858, lng: 2.3124 },
    abstract: {
      fr: "Dans l'écoquartier Clichy-Batignolles, face au parc Martin-Luther-King.",
      en: "In the Clichy-Batignolles eco-district, facing Martin-Luther-King park.",
    },
    description: {
      fr: "<p>Bâtiment basse consommation, toiture végétalisée et local à vélos de 80 places : Hestia Batignolles est pensée pour une vie étudiante plus sobre. Les studios donnent sur le parc ou sur un jardin intérieur.</p>",
      en: "<p>A low-energy building, a green roof and bike storage for 80 bikes: Hestia Batignolles is designed for a greener student life. Studios overlook the park or an inner garden.</p>",
    },
    transports: [metro("13", "14"), rer("C")],
    included: ["bikes", "laundry", "parcels"],
    extra: ["parking", "cleaning"],
    team: [
      { name: "Julien Garnier", role: "manager" },
      { name: "Aïcha Diallo", role: "assistant" },
    ],
    kinds: ["studio", "t1bis", "parking"],
    priceLevel: 1.4,
  },
];

export const ileDeFranceResidences: ResidenceSeed[] = [
  {
    key: "saclay",
    alias: { fr: "residence-etudiante-saclay", en: "student-residence-saclay" },
    name: "Hestia Paris-Saclay",
    address: "3 rue Joliot-Curie",
    postalCode: "91190",
    cityName: "Gif-sur-Yvette",
    city: "ile-de-france",
    geo: { lat: 48.7115, lng: 2.1672 },
    abstract: {
      fr: "Sur le plateau de Saclay, à côté de CentraleSupélec et de l'université Paris-Saclay.",
      en: "On the Saclay plateau, next to CentraleSupélec and Université Paris-Saclay.",
    },
    description: {
      fr: "<p>Au milieu du plus grand pôle scientifique de France, Hestia Paris-Saclay accueille étudiants, doctorants et chercheurs dans des logements spacieux. Les écoles d'ingénieurs sont accessibles à pied.</p>",
      en: "<p>In the middle of France's largest science hub, Hestia Paris-Saclay welcomes students, doctoral candidates and researchers in spacious homes. The engineering schools are within walking distance.</p>",
    },
    transports: [
      rer("B"),
      {
        name: { fr: "Bus", en: "Bus" },
        lignes: [{ name: "91.06", url: "https://www.iledefrance-mobilites.fr/" }],
      },
    ],
    included: ["studyRoom", "laundry", "bikes"],
    extra: ["parking", "linen"],
    team: [{ name: "Nicolas Perrin", role: "manager" }],
    kinds: ["studio", "t1bis", "t2", "parking"],
    priceLevel: 1.05,
  },
  {
    key: "nanterre",
    alias: { fr: "residence-etudiante-nanterre", en: "student-residence-nanterre" },
    name: "Hestia Nanterre Université",
    address: "25 avenue de la République",
    postalCode: "92000",
    cityName: "Nanterre",
    city: "ile-de-france",
    geo: { lat: 48.9012, lng: 2.2128 },
    abstract: {
      fr: "À dix minutes à pied de l'université Paris Nanterre et à un arrêt de RER de La Défense.",
      en: "A ten-minute walk from Université Paris Nanterre and one RER stop from La Défense.",
    },
    description: {
      fr: "<p>Idéale pour les étudiants en alternance, la résidence est à mi-chemin entre l'université et les entreprises de La Défense. Les chambres en colocation permettent de partager un grand appartement à petit prix.</p>",
      en: "<p>Ideal for work-study students, the residence sits halfway between the university and the companies of La Défense. Shared-flat rooms let you share a large flat at a small price.</p>",
    },
    transports: [rer("A"), tram("T2")],
    included: ["studyRoom", "parcels"],
    extra: ["cleaning", "printer"],
    team: [
      { name: "Émilie Rousseau", role: "manager" },
      { name: "Karim Mansouri", role: "caretaker" },
    ],
    kinds: ["studio", "colocWomen", "colocMen"],
    priceLevel: 1.1,
  },
  {
    key: "creteil",
    alias: { fr: "residence-etudiante-creteil", en: "student-residence-creteil" },
    name: "Hestia Créteil Lac",
    address: "9 rue du Lac",
    postalCode: "94000",
    cityName: "Créteil",
    city: "ile-de-france",
    geo: { lat: 48.7779, lng: 2.4563 },
    abstract: {
      fr: "Au bord du lac de Créteil, près de l'université Paris-Est Créteil et de l'hôpital Henri-Mondor.",
      en: "By Créteil lake, near Université Paris-Est Créteil and Henri-Mondor hospital.",
    },
    description: {
      fr: "<p>Une résidence calme au bord de l'eau, appréciée des étudiants en santé et des internes. Les studios disposent tous d'un balcon ou d'une loggia.</p>",
      en: "<p>A quiet waterside residence, popular with health students and junior doctors. Every studio has a balcony or a loggia.</p>",
    },
    transports: [metro("8")],
    included: ["laundry", "gym"],
    extra: ["parking"],
    team: [{ name: "Hugo Lambert", role: "manager" }],
    kinds: ["studio", "t1bis", "parking"],
    priceLevel: 1.0,
  },
  {
    key: "saint-denis",
    alias: { fr: "residence-etudiante-saint-denis", en: "student-residence-saint-denis" },
    name: "Hestia Saint-Denis Pleyel",
    address: "40 boulevard Anatole-France",
    postalCode: "93200",
    cityName: "Saint-Denis",
    city: "ile-de-france",
    geo: { lat: 48.9185, lng: 2.3446 },
    abstract: {
      fr: "Un coliving neuf au pied de la gare Saint-Denis Pleyel, à huit minutes du campus Condorcet.",
      en: "A brand-new coliving next to Saint-Denis Pleyel station, eight minutes from the Condorcet campus.",
    },
    description: {
      fr: "<p>Livrée en 2025, la résidence mêle chambres en coliving et studios autour d'un jardin intérieur. La gare Pleyel met Paris, l'aéroport et les campus du nord francilien à portée de métro.</p>",
      en: "<p>Completed in 2025, the residence mixes coliving rooms and studios around an inner garden. Pleyel station puts Paris, the airport and the northern campuses within metro reach.</p>",
    },
    transports: [metro("13", "14"), rer("D")],
    included: ["lounge", "gym", "studyRoom"],
    extra: ["cleaning", "linen"],
    team: [
      { name: "Léa Fontaine", role: "manager" },
      { name: "Samuel Okafor", role: "assistant" },
    ],
    kinds: ["coliving", "studio"],
    priceLevel: 1.05,
  },
];
