import type { Locale } from "../config/index.ts";
import { matchPath, pathFor, type RouteMatch } from "./paths.ts";
import { tunnelStepSlugs } from "./table.ts";

/** A step of the tunnel with an address: the wizard's steps 1 to 4 and the follow-up, 5. */
export type TunnelStep = keyof typeof tunnelStepSlugs;

const tunnelSteps = Object.keys(tunnelStepSlugs).map(Number) as TunnelStep[];

/** The address of a step of the tunnel (`/fr/dossier/profil`, `/en/application/profile`). */
export function tunnelStepHref(step: TunnelStep, locale: Locale): string {
  return pathFor("dossier", locale, { step: tunnelStepSlugs[step][locale] });
}

/** The step a slug names in a language (undefined for an unknown slug). */
function stepOfSlug(slug: string, locale: Locale): TunnelStep | undefined {
  return tunnelSteps.find((step) => tunnelStepSlugs[step][locale] === slug);
}

/**
 * The step a tunnel address names; undefined for the bare tunnel, another page, or a slug
 * unknown in the address's language (the tunnel then puts the step it shows in the address).
 */
export function tunnelStepOfPath(pathname: string): TunnelStep | undefined {
  const match = matchPath(pathname);
  if (match?.name !== "dossier" || match.params.step === undefined) return undefined;
  return stepOfSlug(match.params.step, match.locale);
}

/** The parameters of a tunnel address in another language: the same step (the language switch). */
export function tunnelStepInLanguage(match: RouteMatch, target: Locale): Record<string, string> {
  const step =
    match.params.step === undefined ? undefined : stepOfSlug(match.params.step, match.locale);
  return match.name === "dossier" && step !== undefined
    ? { step: tunnelStepSlugs[step][target] }
    : {};
}
