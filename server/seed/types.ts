/** Shapes of the seed data. `L` is a text in both interface languages. */
export type L = { fr: string; en: string };

type Geo = { lat: number; lng: number };

export type CitySeed = {
  alias: string;
  name: L;
  region: L;
  abstract: L;
  description: L;
  geo: Geo;
};

export type TransportSeed = { name: L; lignes: { name: string; url: string }[] };

export type ServiceSeed = { icon: string; title: L };

export type TeamRole = "manager" | "assistant" | "caretaker";

export type TypologyKind =
  | "studio"
  | "t1bis"
  | "t2"
  | "colocWomen"
  | "colocMen"
  | "parking"
  | "coliving";

export type ResidenceSeed = {
  key: string;
  alias: L;
  name: string;
  address: string;
  postalCode: string;
  cityName: string;
  city: string;
  geo: Geo;
  abstract: L;
  description: L;
  transports: TransportSeed[];
  included: string[];
  extra: string[];
  team: { name: string; role: TeamRole }[];
  kinds: TypologyKind[];
  /** Multiplies the catalogue rents: Paris costs more than Lille. */
  priceLevel: number;
};

export type FaqSeed = {
  theme: string;
  steps: number[];
  alias: L;
  question: L;
  response: L;
  detail?: L;
  internalLink?: { route: string; params?: Record<string, string> };
};

export type ArticleSeed = {
  alias: L;
  category: string;
  date: string;
  title: L;
  abstract: L;
  body: L;
};
