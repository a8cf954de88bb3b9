import * as v from "valibot";
import { defineCall } from "./call.ts";
import {
  CityDetailSchema,
  IsoDaySchema,
  ResidenceCardSchema,
  ResidenceDetailSchema,
  SearchAnswerSchema,
  TypologyDetailSchema,
} from "./catalogueSchemas.ts";
import { getContentByAliasCall } from "./contentCall.ts";
import { LocaleSchema } from "./schemas.ts";

export * from "./catalogueSchemas.ts";

/**
 * The public catalogue: residences, flat types with their beds, cities and availability search
 * (`GET /{locale}/api/content/...`, docs/api.md). Aliases of either language are accepted, so
 * the language switcher can ask for the same page in the other language.
 */

const segment = v.pipe(v.string(), v.nonEmpty());

export const getResidences = defineCall({
  method: "GET",
  path: "/{locale}/api/content/residences",
  payload: v.object({ locale: LocaleSchema, city: v.optional(segment) }),
  send: ({ city }) => ({ searchParams: { city } }),
  answer: v.array(ResidenceCardSchema),
});

export const getResidence = getContentByAliasCall("residences", ResidenceDetailSchema);

export const getTypology = defineCall({
  method: "GET",
  path: "/{locale}/api/content/typologies/{aliasResidence}/{aliasTypology}",
  payload: v.object({ locale: LocaleSchema, aliasResidence: segment, aliasTypology: segment }),
  answer: TypologyDetailSchema,
});

/** A city by its alias (`lyon`) or its landing alias (`residences-etudiantes-lyon`). */
export const getCity = getContentByAliasCall("cities", CityDetailSchema);

/** Residences with the flat types that have a bed free on `date` (today when left out). */
export const searchAvailability = defineCall({
  method: "GET",
  path: "/{locale}/api/content/search",
  payload: v.object({
    locale: LocaleSchema,
    city: v.optional(segment),
    date: v.optional(IsoDaySchema),
  }),
  send: ({ city, date }) => ({ searchParams: { city, date } }),
  answer: SearchAnswerSchema,
});
