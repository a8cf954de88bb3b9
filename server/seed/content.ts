/**
 * Writes cities, residences, typologies and beds. Bilingual texts are stored as `{ fr, en }`
 * inside each JSON document and picked per request (see domain/localize.ts).
 */
import { type Db, run } from "../db.ts";
import { slugify } from "../domain/slug.ts";
import { buildCatalogue } from "./catalogue.ts";
import { cities } from "./cities.ts";
import { picture } from "./ids.ts";
import { defaultIncluded, services } from "./services.ts";
import { teamRoles, testimonials } from "./testimonials.ts";
import type { ResidenceSeed } from "./types.ts";

const json = (value: unknown) => JSON.stringify(value);

function residenceDocument(seed: ResidenceSeed, position: number) {
  const pick = (index: number) => testimonials[(position * 2 + index) % testimonials.length];
  return {
    name: seed.name,
    address: seed.address,
    postalCode: seed.postalCode,
    cityName: seed.cityName,
    geo: seed.geo,
    abstract: seed.abstract,
    description: seed.description,
    thumbnails: [
      {
        picture: picture(`residence-${seed.key}-1`),
        pictureAlt: {
          fr: `Façade de la résidence ${seed.name}`,
          en: `Outside view of ${seed.name}`,
        },
      },
      {
        picture: picture(`residence-${seed.key}-2`),
        pictureAlt: {
          fr: `Un logement meublé de ${seed.name}`,
          en: `A furnished flat at ${seed.name}`,
        },
      },
      {
        picture: picture(`residence-${seed.key}-3`),
        pictureAlt: { fr: `Espace commun de ${seed.name}`, en: `Shared space at ${seed.name}` },
      },
    ],
    transports: seed.transports,
    includedServices: [...defaultIncluded, ...seed.included]
      .map((key) => services[key])
      .filter(Boolean),
    extraServices: seed.extra.map((key) => services[key]).filter(Boolean),
    team: seed.team.map((member) => ({
      name: member.name,
      role: teamRoles[member.role],
      picture: picture(`team-${slugify(member.name)}`),
    })),
    testimonials: [pick(0), pick(1)],
  };
}

export function seedCatalogue(db: Db, today: string): void {
  cities.forEach((city, position) => {
    const { alias, ...data } = city;
    run(
      db,
      "INSERT INTO cities (alias, position, data) VALUES (?, ?, ?)",
      alias,
      position,
      json({ ...data, picture: picture(`city-${alias}`) }),
    );
  });

  const catalogue = buildCatalogue(today);
  for (const residence of catalogue.residences) {
    const { seed } = residence;
    run(
      db,
      "INSERT INTO residences (id, crm_id, alias_fr, alias_en, city, position, email, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      residence.id,
      residence.crmId,
      seed.alias.fr,
      seed.alias.en,
      seed.city,
      residence.id,
      residence.email,
      json(residenceDocument(seed, residence.id)),
    );
  }
  const residenceNames = new Map(catalogue.residences.map(({ id, seed }) => [id, seed.name]));
  for (const typology of catalogue.typologies) {
    const { template } = typology;
    // Which flat and where, as the page's title says it (RGAA 1.3): the flat type's name alone
    // ("Studio") said nothing of the residence on a search result or a card.
    const residenceName = residenceNames.get(typology.residenceId) ?? "";
    const data = {
      name: template.name,
      description: template.description,
      lotType: template.lotType,
      surface: template.surface,
      bedrooms: template.bedrooms,
      terrace: template.terrace,
      balcony: template.balcony,
      largeBed: template.largeBed,
      thumbnail: {
        picture: typology.picture,
        pictureAlt: {
          fr: `${template.name.fr}, ${residenceName}`,
          en: `${template.name.en}, ${residenceName}`,
        },
      },
    };
    run(
      db,
      "INSERT INTO typologies (id, crm_id, residence_id, alias_fr, alias_en, kind, gender, rent, charges, fees, fee_discount, position, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      typology.id,
      typology.crmId,
      typology.residenceId,
      template.alias.fr,
      template.alias.en,
      typology.kind,
      template.gender,
      typology.rent,
      template.charges,
      template.fees,
      template.feeDiscountPercent,
      typology.id,
      json(data),
    );
  }
  for (const bed of catalogue.beds) {
    run(
      db,
      "INSERT INTO beds (id_bien, typology_id, eft_refbien, status, available_from) VALUES (?, ?, ?, ?, ?)",
      bed.idBien,
      bed.typologyId,
      bed.ref,
      bed.status,
      bed.availableFrom,
    );
  }
}
