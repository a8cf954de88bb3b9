import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TypologyCard } from "../../api/catalogue.ts";

type Features = Pick<
  TypologyCard,
  "surface" | "bedrooms" | "terrace" | "balcony" | "largeBed" | "lotType"
>;

/** What a flat type offers, as short phrases: "19 m²", "1 chambre", "Balcon"... */
export function typologyFeatures(typology: Features): MessageDescriptor[] {
  const features: MessageDescriptor[] = [];
  const { surface, bedrooms } = typology;
  if (surface !== null) features.push(msg`${surface} m²`);
  if (typology.lotType !== "parking") {
    if (bedrooms === 1) features.push(msg`1 chambre`);
    if (bedrooms > 1) features.push(msg`${bedrooms} chambres`);
  }
  if (typology.terrace) features.push(msg`Terrasse`);
  if (typology.balcony) features.push(msg`Balcon`);
  if (typology.largeBed) features.push(msg`Lit double`);
  return features;
}

/** Shared flats reserved for one gender say so wherever they are offered. */
export const genderRestrictionLabels: Record<"women" | "men", MessageDescriptor> = {
  women: msg`Colocation réservée aux femmes`,
  men: msg`Colocation réservée aux hommes`,
};
