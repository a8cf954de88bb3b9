/**
 * Pre-booking rules: holding a lot for a limited time, extending it, releasing it. Time is
 * never counted by a job: each request compares the stored end time with the clock.
 */
import type { Config } from "../config.ts";
import { all, type Db, one, run } from "../db.ts";
import type { BedRow } from "./catalogue.ts";
import { type DossierRow, INFO, STATUS, updateDossier } from "./dossiers.ts";

const MINUTE = 60_000;

/** Frees the lots of pre-bookings that ended more than the grace period ago. */
export function expireLapsedPrebookings(db: Db, now: Date, graceSeconds = 0): void {
  const limit = new Date(now.getTime() - graceSeconds * 1000).toISOString();
  const lapsed = all<{ id: string; bed_id: string }>(
    db,
    "SELECT id, bed_id FROM dossiers WHERE info_status = ? AND date_fin_prereservation IS NOT NULL AND date_fin_prereservation < ?",
    INFO.bienPrereserve,
    limit,
  );
  for (const dossier of lapsed) {
    releaseBed(db, dossier.bed_id);
    updateDossier(db, dossier.id, { info_status: INFO.bienLibere }, now);
  }
  run(db, "DELETE FROM temp_dossiers WHERE expires_at <= ?", now.toISOString());
}

export function releaseBed(db: Db, bedId: string | null): void {
  if (bedId)
    run(db, "UPDATE beds SET status = 'comm' WHERE id_bien = ? AND status = 'preReserved'", bedId);
}

/** The lot is off sale for good (a file sent, or taken in development); false when unknown. */
export function reserveBed(db: Db, bedId: string): boolean {
  return run(db, "UPDATE beds SET status = 'reserved' WHERE id_bien = ?", bedId).changes > 0;
}

/** Gives up a pre-booking: the lot goes back on sale and the dossier is abandoned, with no lot. */
export function abandonPrebooking(db: Db, dossier: DossierRow, now: Date): void {
  releaseBed(db, dossier.bed_id);
  updateDossier(
    db,
    dossier.id,
    { statuscode: STATUS.abandoned, info_status: INFO.aucunBien, date_fin_prereservation: null },
    now,
  );
}

export function bedById(db: Db, id: string): BedRow | undefined {
  return one<BedRow>(db, "SELECT * FROM beds WHERE id_bien = ?", id);
}

/** Whether a lot can be pre-booked for an arrival day. */
export function bedIsFree(bed: BedRow, arrival: string): boolean {
  return bed.status === "comm" && bed.available_from <= arrival;
}

export type Hold = {
  bed: BedRow;
  typologyId: number;
  residenceId: number;
  arrival: string;
  resicamp: boolean;
  idOffre: string | null;
};

/**
 * Puts a lot on hold for a dossier. Resicamp files have no countdown (spec 4), so their
 * end time stays empty and they never lapse.
 */
export function holdBed(
  db: Db,
  config: Config,
  dossier: DossierRow,
  hold: Hold,
  now: Date,
): string | null {
  run(db, "UPDATE beds SET status = 'preReserved' WHERE id_bien = ?", hold.bed.id_bien);
  const end = hold.resicamp
    ? null
    : new Date(now.getTime() + config.prebookingMinutes * MINUTE).toISOString();
  updateDossier(
    db,
    dossier.id,
    {
      type: hold.resicamp ? "RESICAMP" : "CAMPUS",
      statuscode: STATUS.creation,
      info_status: INFO.bienPrereserve,
      bed_id: hold.bed.id_bien,
      typology_id: hold.typologyId,
      residence_id: hold.residenceId,
      date_arrivee: hold.arrival,
      date_fin_prereservation: end,
      extensions_used: 0,
      id_offre: hold.idOffre,
    },
    now,
  );
  return end;
}

export type ExtensionResult =
  | { status: "OK"; minutes: number; date_fin_prereservation: string; extensionsRestantes: number }
  | { status: "KO" };

/**
 * Adds the configured minutes to the end time while extensions remain; past the limit the
 * lot is released and the answer is the KO marker the app turns into "Votre lot a été libéré".
 */
export function extendPrebooking(
  db: Db,
  config: Config,
  dossier: DossierRow,
  now: Date,
): ExtensionResult {
  const end = dossier.date_fin_prereservation ? new Date(dossier.date_fin_prereservation) : null;
  if (!end || dossier.extensions_used >= config.extensionLimit) {
    releaseBed(db, dossier.bed_id);
    updateDossier(db, dossier.id, { info_status: INFO.bienLibere }, now);
    return { status: "KO" };
  }
  const next = new Date(end.getTime() + config.extensionMinutes * MINUTE).toISOString();
  const used = dossier.extensions_used + 1;
  updateDossier(db, dossier.id, { date_fin_prereservation: next, extensions_used: used }, now);
  return {
    status: "OK",
    minutes: config.extensionMinutes,
    date_fin_prereservation: next,
    extensionsRestantes: config.extensionLimit - used,
  };
}
