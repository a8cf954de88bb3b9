import { getCity } from "../../api/catalogue.ts";
import { orNotFound, type PageLoadContext } from "../../shared/pageData.ts";

/**
 * A city with its residences, for the city page (`alias`) and the city landing page (`city`).
 * The alias is the same in both languages; an unknown one is the not-found page.
 */
export async function loadCity(
  { locale, signal, api }: PageLoadContext,
  param: "alias" | "city",
  alias: string,
) {
  const city = await orNotFound(getCity({ locale, alias }, { signal, client: api }));
  return {
    city,
    pageAliases: { fr: { [param]: city.alias }, en: { [param]: city.alias } },
  };
}

/** Lowest monthly total among a city's residences, or null when none has a price. */
export function lowestPriceOf(residences: readonly { priceFrom: number | null }[]) {
  const prices = residences.flatMap((residence) =>
    residence.priceFrom === null ? [] : [residence.priceFrom],
  );
  return prices.length ? Math.min(...prices) : null;
}
