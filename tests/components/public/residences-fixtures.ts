/**
 * Small catalogue fixtures for the public pages' component tests: three residences in two
 * cities, a few flat types and beds, dated from today so "available now" stays true. Written by
 * hand (not the server seed) so each test states what it relies on.
 */
import type {
  Bed,
  CityDetail,
  Pricing,
  ResidenceCard,
  ResidenceDetail,
  TypologyWithBeds,
} from "../../../src/api/catalogue.ts";
import { firstOfMonthAfter } from "../../../src/features/offer/calendar.ts";
import { toIsoDay } from "../../../src/i18n/format.ts";

export const today = toIsoDay(Date.now());
export const nextMonth = firstOfMonthAfter(today, 1);
export const inThreeMonths = firstOfMonthAfter(today, 3);

function pricing(rent: number, charges: number, fees: number, discount: number): Pricing {
  const feesAfterDiscount = Math.round(fees * (1 - discount / 100) * 100) / 100;
  return {
    rentExcludingCharges: rent,
    charges,
    rentIncludingCharges: rent + charges,
    fees,
    feeDiscountPercent: discount,
    feesAfterDiscount,
    deposit: rent,
    entryFees: rent + feesAfterDiscount,
    firstMonthProrated: null,
  };
}

function bed(ref: string, availableFrom: string): Bed {
  return { id_bien: `bed-${ref}`, eft_refbien: ref, status: "comm", availableFrom };
}

type TypologySeed = {
  key: string;
  name: string;
  kind: string;
  price: Pricing;
  beds: Bed[];
  gender?: "women" | "men" | null;
};

function typology(residenceKey: string, seed: TypologySeed): TypologyWithBeds {
  const first = [...seed.beds].sort((a, b) => a.availableFrom.localeCompare(b.availableFrom))[0];
  return {
    id: `${residenceKey}-${seed.key}`,
    crm_id: `crm-typology-${residenceKey}-${seed.key}`,
    alias_fr: seed.key,
    alias_en: `${seed.key}-en`,
    kind: seed.kind,
    gender: seed.gender ?? null,
    name: seed.name,
    description: `Description du ${seed.name}.`,
    lotType: "apartment",
    surface: 21,
    bedrooms: 1,
    terrace: false,
    balcony: true,
    largeBed: true,
    thumbnail: { picture: `/files/pictures/typology-${seed.key}.svg`, pictureAlt: seed.name },
    pricing: seed.price,
    availableFrom: first?.availableFrom ?? null,
    availableBedCount: seed.beds.length,
    beds: seed.beds,
  };
}

type ResidenceSeed = {
  key: string;
  name: string;
  city: { alias: string; name: string };
  typologies: TypologyWithBeds[];
};

function card(seed: ResidenceSeed): ResidenceCard {
  const prices = seed.typologies.map((item) => item.pricing.rentIncludingCharges);
  return {
    id: seed.key,
    crm_id: `crm-residence-${seed.key}`,
    alias_fr: `residence-${seed.key}`,
    alias_en: `student-residence-${seed.key}`,
    name: seed.name,
    address: "1 rue de l'Exemple",
    postalCode: "69007",
    city: seed.city,
    abstract: `Résumé de ${seed.name}.`,
    thumbnail: { picture: `/files/pictures/residence-${seed.key}-1.svg`, pictureAlt: seed.name },
    priceFrom: prices.length ? Math.min(...prices) : null,
    typologyKinds: seed.typologies.map((item) => item.kind),
    availableBedCount: seed.typologies.reduce((sum, item) => sum + item.beds.length, 0),
  };
}

const lyon = { alias: "lyon", name: "Lyon" };
const paris = { alias: "paris", name: "Paris" };

const seeds: ResidenceSeed[] = [
  {
    key: "gerland",
    name: "Hestia Gerland",
    city: lyon,
    typologies: [
      typology("gerland", {
        key: "studio",
        name: "Studio Gerland",
        kind: "studio",
        price: pricing(600, 90, 400, 25),
        beds: [bed("GER-ST-103", today), bed("GER-ST-106", inThreeMonths)],
      }),
      typology("gerland", {
        key: "coloc-femmes",
        name: "Colocation femmes Gerland",
        kind: "colocWomen",
        gender: "women",
        price: pricing(430, 70, 300, 50),
        beds: [bed("GER-CF-103", nextMonth)],
      }),
    ],
  },
  {
    key: "part-dieu",
    name: "Hestia Part-Dieu",
    city: lyon,
    typologies: [
      typology("part-dieu", {
        key: "t2",
        name: "T2 Part-Dieu",
        kind: "t2",
        price: pricing(500, 40, 500, 0),
        beds: [bed("PAR-T2-103", today)],
      }),
    ],
  },
  {
    key: "montsouris",
    name: "Hestia Montsouris",
    city: paris,
    typologies: [
      typology("montsouris", {
        key: "studio",
        name: "Studio Montsouris",
        kind: "studio",
        price: pricing(760, 90, 400, 0),
        beds: [bed("MON-ST-103", inThreeMonths)],
      }),
    ],
  },
];

export const residenceCards: ResidenceCard[] = seeds.map(card);

export function residenceDetail(key: string): ResidenceDetail | undefined {
  const seed = seeds.find((item) => item.key === key);
  if (!seed) return undefined;
  return {
    ...card(seed),
    description:
      "<p>Une résidence <strong>calme</strong>.</p><script>window.hacked = true</script>",
    email: `${seed.key}@example.test`,
    thumbnails: [1, 2, 3].map((n) => ({
      picture: `/files/pictures/residence-${seed.key}-${n}.svg`,
      pictureAlt: `${seed.name}, photo ${n}`,
    })),
    transports: [{ name: "Métro", lignes: [{ name: "B", url: "https://transport.test/b" }] }],
    includedServices: [{ icon: "wifi", title: "Internet très haut débit" }],
    extraServices: [{ icon: "sparkles", title: "Ménage à la demande" }],
    team: [{ name: "Claire Moreau", role: "Responsable de résidence", picture: "" }],
    testimonials: [
      {
        author: "Camille",
        profile: "Étudiante",
        text: "Tout était prêt à mon arrivée.",
        rating: 5,
      },
    ],
    typologies: seed.typologies,
    nearby: seeds.filter((other) => other.city === seed.city && other !== seed).map(card),
  };
}

export function findResidence(alias: string) {
  return seeds.find((seed) =>
    [`residence-${seed.key}`, `student-residence-${seed.key}`].includes(alias),
  );
}

export function typologyDetail(residenceAlias: string, typologyAlias: string) {
  const seed = findResidence(residenceAlias);
  const found = seed?.typologies.find((item) =>
    [item.alias_fr, item.alias_en].includes(typologyAlias),
  );
  if (!seed || !found) return undefined;
  return {
    ...found,
    residence: card(seed),
    otherTypologies: seed.typologies.filter((item) => item !== found),
  };
}

/** What the search endpoint answers: flat types with a bed free on the day, per residence. */
export function searchAnswer(city: string | null, date: string) {
  const results = seeds
    .filter((seed) => !city || seed.city.alias === city)
    .map((seed) => ({
      residence: card(seed),
      typologies: seed.typologies
        .map((item) => ({ ...item, beds: item.beds.filter((b) => b.availableFrom <= date) }))
        .filter((item) => item.beds.length > 0),
    }))
    .filter((result) => result.typologies.length > 0);
  return { city, date, count: results.length, results };
}

export function cityDetail(alias: string): CityDetail | undefined {
  const city = [lyon, paris].find(
    (item) => item.alias === alias.replace(/^residences-etudiantes-/, ""),
  );
  if (!city) return undefined;
  return {
    alias: city.alias,
    landingAlias_fr: `residences-etudiantes-${city.alias}`,
    landingAlias_en: `student-residences-${city.alias}`,
    name: city.name,
    region: "Région test",
    abstract: `Étudier à ${city.name}.`,
    description: `<p>Le guide local de ${city.name} : transports et vie étudiante.</p>`,
    picture: `/files/pictures/city-${city.alias}.svg`,
    residences: residenceCards.filter((item) => item.city.alias === city.alias),
  };
}

export const homeServices = {
  guarantor: { title: "Pas de garant ? Pas de problème", text: "Visale accepté." },
  includedService: { title: "Tout est compris", text: "Un seul loyer." },
  cardService: [{ key: "online", title: "100 % en ligne", text: "Réservez sans vous déplacer." }],
  serviceVisual: { picture: "/files/pictures/service-visual.svg", pictureAlt: "Espace commun" },
};

export const bookingSteps = [
  { key: "welcome", order: 1, title: "Bienvenue", text: "Choisissez un logement." },
  { key: "apartment", order: 2, title: "Votre appartement", text: "Pré-réservation." },
];

export const articles = [1, 2, 3, 4].map((n) => ({
  id: n,
  alias_fr: `article-${n}`,
  alias_en: `article-${n}-en`,
  category: "conseils",
  date: `2026-10-0${n}`,
  title: `Article numéro ${n}`,
  abstract: "Résumé.",
  picture: `/files/pictures/mag-${n}.svg`,
  pictureAlt: "",
}));

export const faqItems = [1, 2, 3, 4, 5].map((n) => ({
  id: n,
  theme: "reservation",
  question: `Question fréquente ${n} ?`,
  response: "<p>Réponse.</p>",
  detail: null,
  internalLink: null,
  alias_fr: `question-${n}`,
  alias_en: `question-${n}-en`,
  steps: [1],
}));
