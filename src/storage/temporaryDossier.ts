import * as v from "valibot";
import { TemporaryApplicationSchema } from "../api/schemas.ts";
import { TEMPORARY_DOSSIER_VALIDITY_MS } from "../config/index.ts";

/**
 * The flat a visitor chose before being sent to sign in, kept so the tunnel can resume it on
 * return (spec: session-expired dialog, "Loading the tunnel"). `typology` is the chosen flat
 * type's alias, to send the visitor back to its page when the info has expired.
 */
export const TemporaryDossierInfoSchema = v.object({
  ...TemporaryApplicationSchema.entries,
  typology: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** Epoch milliseconds after which the info is ignored. */
  validityDate: v.pipe(v.number(), v.integer()),
});
export type TemporaryDossierInfo = v.InferOutput<typeof TemporaryDossierInfoSchema>;

/** Valid only while its validity date is strictly in the future. */
export function isTemporaryDossierInfoValid(info: TemporaryDossierInfo, now: number): boolean {
  return info.validityDate > now;
}

/** The info to store now: valid for the spec's 5 minutes from `now`. */
export function createTemporaryDossierInfo(
  application: v.InferInput<typeof TemporaryApplicationSchema>,
  now: number,
  typology?: string,
): v.InferInput<typeof TemporaryDossierInfoSchema> {
  return {
    ...application,
    ...(typology === undefined ? {} : { typology }),
    validityDate: now + TEMPORARY_DOSSIER_VALIDITY_MS,
  };
}
