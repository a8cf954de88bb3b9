/**
 * A file's history (docs/staff.md, "History"): every staff decision and every act of the
 * applicant's side that moves the file (sent, sent again after changes, paid, a transfer proof
 * sent, signed by the tenant or a co-signer, a home-insurance certificate sent, an inventory
 * appointment booked), with who, when, and the status before and after with what else changed.
 * Written in the same transaction as the change it records; read by the staff file view.
 */
import { all, type Db, run } from "../db.ts";
import type { DossierRow } from "./dossiers.ts";
import { findUserById } from "./users.ts";

/**
 * Who acted: a staff account, the applicant, a co-signer of the lease (a minor's legal guardian
 * or a personal guarantor, named as the file names them; they have no account, so no id), or
 * `npm run staff` ("ligne de commande").
 */
export type Actor =
  | { kind: "staff"; id: string; name: string }
  | { kind: "applicant"; id: string; name: string }
  | { kind: "coSigner"; name: string }
  | { kind: "commandLine" };

export const COMMAND_LINE: Actor = { kind: "commandLine" };

/** The file's applicant, as the history names them. */
export function applicantOf(db: Db, dossier: Pick<DossierRow, "user_id">): Actor {
  const user = findUserById(db, dossier.user_id);
  return {
    kind: "applicant",
    id: dossier.user_id,
    name: user ? `${user.firstname} ${user.lastname}` : dossier.user_id,
  };
}
const COMMAND_LINE_NAME = "ligne de commande";

export function recordHistory(
  db: Db,
  entry: {
    dossier: Pick<DossierRow, "id" | "statuscode">;
    actor: Actor;
    action: string;
    statusAfter: string;
    details?: Record<string, unknown>;
  },
  now: Date,
): void {
  const { actor } = entry;
  run(
    db,
    `INSERT INTO file_history (dossier_id, at, actor_kind, actor_id, actor_name, action, status_before, status_after, details)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    entry.dossier.id,
    now.toISOString(),
    actor.kind,
    actor.kind === "commandLine" || actor.kind === "coSigner" ? null : actor.id,
    actor.kind === "commandLine" ? COMMAND_LINE_NAME : actor.name,
    entry.action,
    entry.dossier.statuscode,
    entry.statusAfter,
    JSON.stringify(entry.details ?? {}),
  );
}

/** An act of the applicant's that leaves the file's status as it is (a proof, a booking…). */
export function recordApplicantAct(
  db: Db,
  dossier: Pick<DossierRow, "id" | "statuscode" | "user_id">,
  action: string,
  details: Record<string, unknown>,
  now: Date,
): void {
  recordHistory(
    db,
    { dossier, actor: applicantOf(db, dossier), action, statusAfter: dossier.statuscode, details },
    now,
  );
}

type HistoryRow = {
  at: string;
  actor_kind: Actor["kind"];
  actor_id: string | null;
  actor_name: string;
  action: string;
  status_before: string | null;
  status_after: string | null;
  details: string;
};

/** The file's history, oldest first. */
export function historyOf(db: Db, dossierId: string) {
  return all<HistoryRow>(
    db,
    "SELECT at, actor_kind, actor_id, actor_name, action, status_before, status_after, details FROM file_history WHERE dossier_id = ? ORDER BY id",
    dossierId,
  ).map((row) => ({
    at: row.at,
    actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name },
    action: row.action,
    status: { before: row.status_before, after: row.status_after },
    changes: JSON.parse(row.details) as Record<string, unknown>,
  }));
}
