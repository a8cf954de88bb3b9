/**
 * Residences, typologies and beds as the public pages and the tunnel need them: cards,
 * details, availability at a date, and prices.
 */
import { all, type Db, one } from "../db.ts";
import type { Locale } from "../http/messages.ts";
import { doc } from "./localize.ts";
import { pricing } from "./pricing.ts";

export type ResidenceRow = {
  id: number;
  crm_id: string;
  alias_fr: string;
  alias_en: string;
  city: string;
  position: number;
  email: string;
  data: string;
};

export type TypologyRow = {
  id: number;
  crm_id: string;
  residence_id: number;
  alias_fr: string;
  alias_en: string;
  kind: string;
  gender: "women" | "men" | null;
  rent: number;
  charges: number;
  fees: number;
  fee_discount: number;
  position: number;
  data: string;
};

type CityRow = { alias: string; position: number; data: string };

export type BedRow = {
  id_bien: string;
  typology_id: number;
  eft_refbien: string;
  status: string;
  available_from: string;
};

type ResidenceDoc = {
  name: string;
  address: string;
  postalCode: string;
  cityName: string;
  geo: { lat: number; lng: number };
  abstract: string;
  thumbnails: { picture: string; pictureAlt: string }[];
  [key: string]: unknown;
};

export function findResidence(db: Db, alias: string): ResidenceRow | undefined {
  return one<ResidenceRow>(
    db,
    "SELECT * FROM residences WHERE alias_fr = ? OR alias_en = ?",
    alias,
    alias,
  );
}

export function residenceById(db: Db, id: number): ResidenceRow | undefined {
  return one<ResidenceRow>(db, "SELECT * FROM residences WHERE id = ?", id);
}

/** A residence by the CRM's id, the one forms and staff filters send. */
export function residenceByCrmId(db: Db, crmId: string): ResidenceRow | undefined {
  return one<ResidenceRow>(db, "SELECT * FROM residences WHERE crm_id = ?", crmId);
}

/** A flat type by its id. */
export function typologyById(db: Db, id: number): TypologyRow | undefined {
  return one<TypologyRow>(db, "SELECT * FROM typologies WHERE id = ?", id);
}

export function findTypology(db: Db, residenceId: number, alias: string): TypologyRow | undefined {
  return one<TypologyRow>(
    db,
    "SELECT * FROM typologies WHERE residence_id = ? AND (alias_fr = ? OR alias_en = ?)",
    residenceId,
    alias,
    alias,
  );
}

export function typologiesOf(db: Db, residenceId: number): TypologyRow[] {
  return all<TypologyRow>(
    db,
    "SELECT * FROM typologies WHERE residence_id = ? ORDER BY position",
    residenceId,
  );
}

/** Beds open to booking (`comm`), optionally only those free on an arrival day. */
export function freeBeds(db: Db, typologyId: number, day?: string): BedRow[] {
  return day
    ? all<BedRow>(
        db,
        "SELECT * FROM beds WHERE typology_id = ? AND status = 'comm' AND available_from <= ? ORDER BY available_from, eft_refbien",
        typologyId,
        day,
      )
    : all<BedRow>(
        db,
        "SELECT * FROM beds WHERE typology_id = ? AND status = 'comm' ORDER BY available_from, eft_refbien",
        typologyId,
      );
}

export function bedView(bed: BedRow) {
  return {
    id_bien: bed.id_bien,
    eft_refbien: bed.eft_refbien,
    status: bed.status,
    availableFrom: bed.available_from,
  };
}

export function typologyCard(db: Db, row: TypologyRow, locale: Locale, day?: string) {
  const beds = freeBeds(db, row.id, day);
  const data = doc<Record<string, unknown>>(row.data, locale);
  return {
    id: row.id,
    crm_id: row.crm_id,
    alias_fr: row.alias_fr,
    alias_en: row.alias_en,
    kind: row.kind,
    gender: row.gender,
    ...data,
    pricing: pricing(row, day),
    availableFrom: beds[0]?.available_from ?? null,
    availableBedCount: beds.length,
  };
}

export function residenceCard(db: Db, row: ResidenceRow, locale: Locale) {
  const data = doc<ResidenceDoc>(row.data, locale);
  const typologies = typologiesOf(db, row.id);
  const homes = typologies.filter((typology) => typology.kind !== "parking");
  const priceFrom = homes.length ? Math.min(...homes.map((t) => t.rent + t.charges)) : null;
  const free = one<{ n: number }>(
    db,
    "SELECT COUNT(*) AS n FROM beds JOIN typologies t ON t.id = beds.typology_id WHERE t.residence_id = ? AND beds.status = 'comm'",
    row.id,
  );
  return {
    id: row.id,
    crm_id: row.crm_id,
    alias_fr: row.alias_fr,
    alias_en: row.alias_en,
    name: data.name,
    address: data.address,
    postalCode: data.postalCode,
    city: { alias: row.city, name: data.cityName },
    geo: data.geo,
    abstract: data.abstract,
    thumbnail: data.thumbnails[0] ?? null,
    priceFrom,
    typologyKinds: typologies.map((typology) => typology.kind),
    availableBedCount: free?.n ?? 0,
  };
}

export function residenceDetail(db: Db, row: ResidenceRow, locale: Locale) {
  const data = doc<ResidenceDoc>(row.data, locale);
  const nearby = all<ResidenceRow>(
    db,
    "SELECT * FROM residences WHERE city = ? AND id != ? ORDER BY position",
    row.city,
    row.id,
  );
  return {
    ...residenceCard(db, row, locale),
    ...data,
    city: { alias: row.city, name: data.cityName },
    email: row.email,
    typologies: typologiesOf(db, row.id).map((typology) => ({
      ...typologyCard(db, typology, locale),
      beds: freeBeds(db, typology.id).map(bedView),
    })),
    nearby: nearby.map((other) => residenceCard(db, other, locale)),
  };
}

/** The residences in the site's order, only a city's when one is given. */
export function residencesIn(db: Db, city?: string): ResidenceRow[] {
  return city
    ? all<ResidenceRow>(db, "SELECT * FROM residences WHERE city = ? ORDER BY position", city)
    : all<ResidenceRow>(db, "SELECT * FROM residences ORDER BY position");
}

/** Every flat type of every residence, in the site's order. */
export function allTypologies(db: Db): TypologyRow[] {
  return all<TypologyRow>(db, "SELECT * FROM typologies ORDER BY position");
}

export function listResidences(db: Db, locale: Locale, city?: string) {
  return residencesIn(db, city).map((row) => residenceCard(db, row, locale));
}

/** The cities in the site's order. */
export function allCities(db: Db): CityRow[] {
  return all<CityRow>(db, "SELECT * FROM cities ORDER BY position");
}

export function cityByAlias(db: Db, alias: string): CityRow | undefined {
  return one<CityRow>(db, "SELECT * FROM cities WHERE alias = ?", alias);
}

export function residenceCountIn(db: Db, city: string): number {
  return (
    one<{ n: number }>(db, "SELECT COUNT(*) AS n FROM residences WHERE city = ?", city)?.n ?? 0
  );
}

export function cityExists(db: Db, alias: string): boolean {
  return one(db, "SELECT alias FROM cities WHERE alias = ?", alias) !== undefined;
}
