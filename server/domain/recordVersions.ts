/**
 * Two tabs, one application (a phone and a laptop): steps 2 and 3 keep their records with a
 * version, which the record's load answers and each save names as the one it started from. A
 * save based on an older version is refused with 409 `modifieAilleurs`, never applied over the
 * other tab's save; the tab reloads the step and keeps what it typed (docs/api.md, "Record
 * versions"). A save that names no version (an older client) is applied as before.
 */
import * as v from "valibot";
import { type Db, one, run } from "../db.ts";
import { ApiError } from "../http/errors.ts";
import type { DossierRow } from "./dossiers.ts";

const versionColumns = { profile: "profile_version", guarantors: "guarantors_version" } as const;
export type VersionedRecord = keyof typeof versionColumns;

/** The `version` a save may name: the record's version it was based on. */
const basedOnVersion = v.optional(
  v.pipe(v.number("format"), v.integer("format"), v.minValue(0, "format")),
);

/** A save's schema with the `version` it may name beside the record's own fields. */
export function withBasedOnVersion<TEntries extends v.ObjectEntries>(
  schema: v.ObjectSchema<TEntries, undefined>,
) {
  return v.object({ ...schema.entries, version: basedOnVersion });
}

export function recordVersion(dossier: DossierRow | undefined, name: VersionedRecord): number {
  return dossier ? dossier[versionColumns[name]] : 0;
}

/**
 * Stores a step's record if `basedOn` is still its version (or is not given), in one statement
 * so that two saves cannot both pass the check; answers the new version.
 */
export function saveVersionedRecord(
  db: Db,
  dossierId: string,
  name: VersionedRecord,
  json: string,
  basedOn: number | undefined,
  now: Date,
): number {
  // Column names come from `versionColumns`, never from request input.
  const column = versionColumns[name];
  const changed = run(
    db,
    `UPDATE dossiers SET ${name} = ?, ${column} = ${column} + 1, updated_at = ?
     WHERE id = ? AND (? IS NULL OR ${column} = ?)`,
    json,
    now.toISOString(),
    dossierId,
    basedOn ?? null,
    basedOn ?? null,
  );
  const current = one<{ version: number }>(
    db,
    `SELECT ${column} AS version FROM dossiers WHERE id = ?`,
    dossierId,
  );
  if (changed.changes === 0) {
    throw new ApiError(409, { error: "modifieAilleurs", version: current?.version ?? 0 });
  }
  return current?.version ?? 0;
}
