/** `GET /api/ac_campus/address/search?q=&country=`: address autocomplete over a seeded list. */
import { Hono } from "hono";
import * as v from "valibot";
import { addressesIn } from "../domain/addresses.ts";
import { slugify } from "../domain/slug.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { query } from "../http/validate.ts";

const schema = v.object({
  q: v.pipe(
    v.string("required"),
    v.trim(),
    v.minLength(2, "queryTooShort"),
    v.maxLength(200, "tooLong"),
  ),
  country: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, "format"), v.toUpperCase()),
    "FR",
  ),
});

export function addressRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();

  app.get("/api/ac_campus/address/search", (c) => {
    const { q, country } = query(c, schema);
    const words = slugify(q).split("-").filter(Boolean);
    const matches = addressesIn(db, country)
      .filter((row) => words.every((word) => row.search.includes(word)))
      .slice(0, 10);
    return c.json(
      matches.map((row) => ({
        id: row.id,
        label: `${row.street}, ${row.postal_code} ${row.city}`,
        street: row.street,
        postalCode: row.postal_code,
        city: row.city,
        country: row.country,
      })),
    );
  });

  return app;
}
