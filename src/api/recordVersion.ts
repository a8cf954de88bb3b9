/**
 * Steps 2 and 3 keep their records with a version (docs/api.md, "Record versions"): the load
 * answers it, a save names the one it started from, and a save based on an older version is
 * refused (409 `modifieAilleurs`) instead of overwriting what another tab saved.
 */
import * as v from "valibot";

const VersionSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A record's version as the server answers it; null from a server that keeps none. */
export const RecordVersionSchema = v.nullish(VersionSchema, null);

/** The version a save started from; left out when the record had none. */
export const BasedOnVersionSchema = v.optional(VersionSchema);

/** What a save adds to its payload to name the version of the record it started from. */
export function basedOnVersionOf(record: { version?: unknown } | null | undefined): {
  version?: number;
} {
  const version = v.safeParse(VersionSchema, record?.version);
  return version.success ? { version: version.output } : {};
}
