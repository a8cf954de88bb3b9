/** Residences, flats, cities and search: `GET /{locale}/api/content/...`. */
import { Hono } from "hono";
import * as v from "valibot";
import { isoDay } from "../dates.ts";
import {
  allCities,
  bedView,
  cityByAlias,
  cityExists,
  findResidence,
  findTypology,
  freeBeds,
  listResidences,
  residenceCard,
  residenceCountIn,
  residenceDetail,
  residencesIn,
  typologiesOf,
  typologyCard,
} from "../domain/catalogue.ts";
import { doc } from "../domain/localize.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { fieldErrors, notFound } from "../http/errors.ts";
import { pathLocale } from "../http/locale.ts";
import { message } from "../http/messages.ts";
import { isoDate, query, requestLocale } from "../http/validate.ts";

const landing = (alias: string) => ({
  landingAlias_fr: `residences-etudiantes-${alias}`,
  landingAlias_en: `student-residences-${alias}`,
});

const cityAlias = (alias: string) =>
  alias.replace(/^(residences-etudiantes|student-residences)-/, "");

export function catalogueRoutes({ db, now }: Deps) {
  const app = new Hono<AppEnv>();

  app.get("/residences", (c) => {
    const locale = pathLocale(c);
    const { city } = query(c, v.object({ city: v.optional(v.string()) }));
    if (city && !cityExists(db, city))
      throw fieldErrors({ city: message("unknownCity", requestLocale(c)) });
    return c.json(listResidences(db, locale, city));
  });

  app.get("/residences/:alias", (c) => {
    const locale = pathLocale(c);
    const row = findResidence(db, c.req.param("alias"));
    if (!row) throw notFound();
    return c.json(residenceDetail(db, row, locale));
  });

  app.get("/typologies/:aliasResidence/:aliasTypology", (c) => {
    const locale = pathLocale(c);
    const residence = findResidence(db, c.req.param("aliasResidence"));
    const typology = residence && findTypology(db, residence.id, c.req.param("aliasTypology"));
    if (!residence || !typology) throw notFound();
    return c.json({
      ...typologyCard(db, typology, locale),
      beds: freeBeds(db, typology.id).map(bedView),
      residence: residenceCard(db, residence, locale),
      otherTypologies: typologiesOf(db, residence.id)
        .filter((other) => other.id !== typology.id)
        .map((other) => typologyCard(db, other, locale)),
    });
  });

  app.get("/cities", (c) => {
    const locale = pathLocale(c);
    return c.json(
      allCities(db).map((row) => ({
        alias: row.alias,
        ...landing(row.alias),
        ...doc(row.data, locale),
        residenceCount: residenceCountIn(db, row.alias),
      })),
    );
  });

  app.get("/cities/:alias", (c) => {
    const locale = pathLocale(c);
    const alias = cityAlias(c.req.param("alias"));
    const row = cityByAlias(db, alias);
    if (!row) throw notFound();
    return c.json({
      alias: row.alias,
      ...landing(row.alias),
      ...doc(row.data, locale),
      residences: listResidences(db, locale, row.alias),
    });
  });

  app.get("/search", (c) => {
    const locale = pathLocale(c);
    const messages = requestLocale(c);
    const params = query(c, v.object({ city: v.optional(v.string()), date: v.optional(isoDate) }));
    if (params.city && !cityExists(db, params.city)) {
      throw fieldErrors({ city: message("unknownCity", messages) });
    }
    const today = isoDay(now());
    const date = params.date ?? today;
    if (date < today) throw fieldErrors({ date: message("pastDate", messages) });
    const results = residencesIn(db, params.city)
      .map((residence) => ({
        residence: residenceCard(db, residence, locale),
        typologies: typologiesOf(db, residence.id)
          .map((typology) => {
            const beds = freeBeds(db, typology.id, date);
            return { ...typologyCard(db, typology, locale, date), beds: beds.map(bedView) };
          })
          .filter((typology) => typology.beds.length > 0),
      }))
      .filter((result) => result.typologies.length > 0);
    return c.json({ city: params.city ?? null, date, count: results.length, results });
  });

  return app;
}

/** `GET /api/content/residences_acquisition`: the contact form's residence list. */
export function residencesAcquisition({ db }: Deps) {
  return residencesIn(db).map((row) => ({
    name: (JSON.parse(row.data) as { name: string }).name,
    crm_id: { value: row.crm_id },
  }));
}
