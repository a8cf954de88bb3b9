import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CityAlias } from "../config/index.ts";

/** The six cities of the spec, named through the catalogues. */
export const cityNames: Record<CityAlias, MessageDescriptor> = {
  paris: msg`Paris`,
  "ile-de-france": msg`Paris alentours (Île-de-France)`,
  bordeaux: msg`Bordeaux`,
  lyon: msg`Lyon`,
  lille: msg`Lille`,
  marseille: msg`Marseille`,
};
