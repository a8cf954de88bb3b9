/** Dossier storage and the status catalogue of the spec. */
import { randomUUID } from "node:crypto";
import { type Db, one, run } from "../db.ts";

/** Information status (applicatif.statut). */
export const INFO = {
  aucunBien: 0,
  bienPrereserve: 1,
  bienLibere: 2,
  temporaire: 3,
  finished: 4,
} as const;

export const STATUS = {
  creation: "creation",
  complete: "complete",
  toUpdate: "toUpdate",
  abandoned: "abandoned",
  toSendToComity: "toSendToComity",
  refused: "refused",
  accepted: "accepted",
  signed: "signed",
  payed: "payed",
  definitive: "definitive",
  recycling: "recycling",
} as const;

/** Statuses of a file that was sent: the applicant cannot start another booking meanwhile. */
export const IN_PROGRESS = new Set<string>([
  STATUS.complete,
  STATUS.toUpdate,
  STATUS.toSendToComity,
  STATUS.accepted,
  STATUS.signed,
  STATUS.payed,
  STATUS.definitive,
  STATUS.recycling,
]);

export type DossierRow = {
  id: string;
  reference: string;
  user_id: string;
  type: "CAMPUS" | "RESICAMP";
  statuscode: string;
  info_status: number;
  bed_id: string | null;
  typology_id: number | null;
  residence_id: number | null;
  date_arrivee: string | null;
  date_fin_prereservation: string | null;
  extensions_used: number;
  duree_du_sejour: number;
  code_promo: string | null;
  id_offre: string | null;
  date_debut_de_bail: string | null;
  code_bail: string | null;
  followup: string;
  profile: string;
  guarantors: string;
  /** How many times step 2's and step 3's records were saved (docs/api.md "Record versions"). */
  profile_version: number;
  guarantors_version: number;
  newsletter: number | null;
  newsletter_group: number | null;
  sent_at: string | null;
  /** Moved by every change to the row (migration 13's trigger): a staff decision names it. */
  version: number;
  /** The reasons of the last "ask for changes", as staff gave them (staff.ts). */
  changes_requested: string | null;
  created_at: string;
  updated_at: string;
};

export type TempDossierRow = {
  id: string;
  user_id: string;
  bed_id: string;
  date_arrivee: string;
  resicamp: number;
  id_offre: string | null;
  created_at: string;
  expires_at: string;
};

/** Statuses in which the applicant may still edit steps 2 to 4. */
export function isEditable(dossier: DossierRow): boolean {
  return (
    (dossier.statuscode === STATUS.creation && dossier.info_status === INFO.bienPrereserve) ||
    dossier.statuscode === STATUS.toUpdate
  );
}

/** The applicant's current file: the most recent one. */
export function currentDossier(db: Db, userId: string): DossierRow | undefined {
  return one<DossierRow>(
    db,
    "SELECT * FROM dossiers WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
    userId,
  );
}

export function dossierById(db: Db, id: string): DossierRow | undefined {
  return one<DossierRow>(db, "SELECT * FROM dossiers WHERE id = ?", id);
}

export function pendingTemp(db: Db, userId: string, now: Date): TempDossierRow | undefined {
  return one<TempDossierRow>(
    db,
    "SELECT * FROM temp_dossiers WHERE user_id = ? AND expires_at > ? ORDER BY created_at DESC LIMIT 1",
    userId,
    now.toISOString(),
  );
}

export function tempById(db: Db, id: string): TempDossierRow | undefined {
  return one<TempDossierRow>(db, "SELECT * FROM temp_dossiers WHERE id = ?", id);
}

/** A new lot chosen while another is held, kept aside until the applicant confirms the change. */
export function keepTempChoice(db: Db, temp: Omit<TempDossierRow, "created_at">, now: Date): void {
  run(
    db,
    "INSERT INTO temp_dossiers (id, user_id, bed_id, date_arrivee, resicamp, id_offre, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    temp.id,
    temp.user_id,
    temp.bed_id,
    temp.date_arrivee,
    temp.resicamp,
    temp.id_offre,
    now.toISOString(),
    temp.expires_at,
  );
}

export function extendTemp(db: Db, id: string, expiresAt: string): void {
  run(db, "UPDATE temp_dossiers SET expires_at = ? WHERE id = ?", expiresAt, id);
}

export function deleteTemp(db: Db, id: string): void {
  run(db, "DELETE FROM temp_dossiers WHERE id = ?", id);
}

/** Every lot a user kept aside goes. */
export function deleteTempsOf(db: Db, userId: string): void {
  run(db, "DELETE FROM temp_dossiers WHERE user_id = ?", userId);
}

export function createDossier(
  db: Db,
  userId: string,
  type: DossierRow["type"],
  now: Date,
): DossierRow {
  const id = randomUUID();
  const count = one<{ n: number }>(db, "SELECT COUNT(*) AS n FROM dossiers")?.n ?? 0;
  const reference = `HC-${now.getUTCFullYear()}-${String(count + 1).padStart(5, "0")}`;
  const at = now.toISOString();
  run(
    db,
    `INSERT INTO dossiers (id, reference, user_id, type, statuscode, info_status, created_at, updated_at)
     VALUES (?, ?, ?, ?, 'creation', 0, ?, ?)`,
    id,
    reference,
    userId,
    type,
    at,
    at,
  );
  const row = dossierById(db, id);
  if (!row) throw new Error("dossier insert failed");
  return row;
}

type DossierUpdate = Partial<
  Pick<
    DossierRow,
    | "type"
    | "statuscode"
    | "info_status"
    | "bed_id"
    | "typology_id"
    | "residence_id"
    | "date_arrivee"
    | "date_fin_prereservation"
    | "extensions_used"
    | "duree_du_sejour"
    | "code_promo"
    | "id_offre"
    | "profile"
    | "guarantors"
    | "newsletter"
    | "newsletter_group"
    | "sent_at"
    | "followup"
    | "code_bail"
    | "date_debut_de_bail"
    | "changes_requested"
  >
>;

/** Moves a pre-booking's end without touching the dossier's update time (development only). */
export function movePrebookingEnd(db: Db, id: string, end: string): void {
  run(db, "UPDATE dossiers SET date_fin_prereservation = ? WHERE id = ?", end, id);
}

export function updateDossier(db: Db, id: string, changes: DossierUpdate, now: Date): void {
  const entries = Object.entries(changes);
  if (entries.length === 0) return;
  // Column names are the keys of DossierUpdate, never request input.
  const columns = entries.map(([key]) => `${key} = ?`).join(", ");
  run(
    db,
    `UPDATE dossiers SET ${columns}, updated_at = ? WHERE id = ?`,
    ...entries.map(([, value]) => value ?? null),
    now.toISOString(),
    id,
  );
}
