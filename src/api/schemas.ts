import * as v from "valibot";
import { locales } from "../config/index.ts";

/** Small schemas shared by several areas of the contract. */

export const LocaleSchema = v.picklist(locales);

/** Identifiers come as strings or numbers depending on the backend; the app handles strings. */
export const IdentifierSchema = v.pipe(
  v.union([v.pipe(v.string(), v.nonEmpty()), v.number()]),
  v.transform(String),
);

/** A date the server sends as text; kept as sent, but it must be a date. */
export const DateTextSchema = v.pipe(
  v.string(),
  v.check((text) => !Number.isNaN(Date.parse(text)), "not a date"),
);

/** A text the server may leave out or send as null; the UI treats both as empty. */
export const OptionalTextSchema = v.nullish(v.string(), "");

/** An option-set code: a number, or its digits as text; null, absent or "" mean not chosen. */
export const OptionCodeSchema = v.pipe(
  v.nullish(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d*$/))]), null),
  v.transform((code) => (code === null || code === "" ? null : Number(code))),
);

/**
 * What creates a temporary application (`dossierTemporaire/creer`, tunnel spec 3). Kept here
 * because the tunnel calls send it and local storage keeps it across the sign-in redirect.
 */
export const TemporaryApplicationSchema = v.object({
  id_residence: IdentifierSchema,
  type_typologie: IdentifierSchema,
  id_bien: IdentifierSchema,
  date_arrivee: DateTextSchema,
  resicamp: v.boolean(),
  id_offre: v.nullish(IdentifierSchema, null),
});
export type TemporaryApplication = v.InferOutput<typeof TemporaryApplicationSchema>;
