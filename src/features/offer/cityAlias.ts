import { type CityAlias, cityAliases } from "../../config/index.ts";

/** One of the six cities of the spec (config's `cityAliases`). */
export function isCityAlias(value: unknown): value is CityAlias {
  return typeof value === "string" && (cityAliases as readonly string[]).includes(value);
}
