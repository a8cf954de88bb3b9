/**
 * The handover's to-do list once every party has signed (tunnel spec 2, "Handover view"): the
 * home-insurance certificate, sent with step 4's checks on its content and size, and the
 * inventory-of-fixtures appointment, booked on one of the residence's free slots. Each is
 * confirmed to the applicant by a mail in their language; staff list both (`npm run staff`).
 */
import { all, type Db, one, run, transaction } from "../db.ts";
import { ApiError, badRequest } from "../http/errors.ts";
import {
  type DocumentRow,
  deleteDocument,
  documentsIn,
  fileProblem,
  storeDocument,
  type UploadProblem,
} from "./documents.ts";
import { type DossierRow, STATUS } from "./dossiers.ts";
import { recordApplicantAct } from "./fileHistory.ts";
import { followupOf, saveFollowup } from "./followup.ts";
import { queueMail } from "./mail.ts";
import { findUserById } from "./users.ts";

/** The certificate's section among the file's documents (one file; a new one replaces it). */
const INSURANCE_SECTION = "home_insurance";
/** How many free slots the handover offers at once, the earliest first. */
const OFFERED_SLOTS = 12;

export type InventorySlot = { id: number; startsAt: string; endsAt: string };
type SlotRow = { id: number; starts_at: string; ends_at: string };

const toSlot = (row: SlotRow): InventorySlot => ({
  id: row.id,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
});

/** The handover opens once the team has countersigned: "all have signed". */
export function assertHandoverOpen(dossier: DossierRow | undefined): asserts dossier is DossierRow {
  if (!dossier || dossier.statuscode !== STATUS.signed || !followupOf(dossier).signe_gecina) {
    throw badRequest("remiseIndisponible");
  }
}

/** Slots start from the arrival day (or now, if later): the inventory is made on moving in. */
function offeredFrom(dossier: DossierRow, now: Date): string {
  const arrival = dossier.date_arrivee ? Date.parse(`${dossier.date_arrivee}T00:00:00Z`) : 0;
  return new Date(Math.max(arrival, now.getTime())).toISOString();
}

function freeSlots(db: Db, dossier: DossierRow, now: Date): InventorySlot[] {
  return all<SlotRow>(
    db,
    "SELECT id, starts_at, ends_at FROM inventory_slots WHERE residence_id = ? AND dossier_id IS NULL AND starts_at > ? ORDER BY starts_at, id LIMIT ?",
    dossier.residence_id ?? -1,
    offeredFrom(dossier, now),
    OFFERED_SLOTS,
  ).map(toSlot);
}

function appointmentOf(db: Db, dossier: DossierRow): InventorySlot | null {
  const row = one<SlotRow>(
    db,
    "SELECT id, starts_at, ends_at FROM inventory_slots WHERE dossier_id = ?",
    dossier.id,
  );
  return row ? toSlot(row) : null;
}

function insuranceOf(db: Db, dossier: DossierRow) {
  const row = one<DocumentRow>(
    db,
    "SELECT * FROM documents WHERE dossier_id = ? AND section = ? ORDER BY created_at DESC LIMIT 1",
    dossier.id,
    INSURANCE_SECTION,
  );
  return row ? { fileName: row.file_name, sentAt: row.created_at } : null;
}

/** What the handover shows: what is done, and the slots still free. */
export function handoverFacts(db: Db, dossier: DossierRow, now: Date) {
  const appointment = appointmentOf(db, dossier);
  return {
    insurance: insuranceOf(db, dossier),
    insuranceReview: followupOf(dossier).insuranceReview,
    appointment,
    slots: appointment ? [] : freeSlots(db, dossier, now),
  };
}

const insuranceProblemCodes: Partial<Record<UploadProblem, string>> = {
  extension: "extensionNonAutorisee",
  type: "typeNonConforme",
  tooBig: "fichierTropVolumineux",
  empty: "fichierVide",
};

/** The certificate's day and time as the applicant reads them, in Paris time. */
function parisTime(iso: string, language: "fr" | "en"): string {
  return new Intl.DateTimeFormat(language === "fr" ? "fr-FR" : "en-GB", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Europe/Paris",
  }).format(new Date(iso));
}

/**
 * Stores the certificate (checked on its content, its size, its extension), replacing one sent
 * before, as the history records (`insuranceSent`, with its file's name), and mails the applicant. Refusals answer 400 with step 4's codes.
 */
export async function sendInsurance(
  db: Db,
  dataDir: string,
  dossier: DossierRow,
  file: { name: string; bytes: Uint8Array },
  now: Date,
) {
  const problem = await fileProblem(INSURANCE_SECTION, file.name, file.bytes);
  if (problem) throw badRequest(insuranceProblemCodes[problem] ?? "typeNonConforme");
  const stored = transaction(db, () => {
    const previous = documentsIn(db, dossier.id, INSURANCE_SECTION);
    const stored = storeDocument(db, dataDir, {
      dossierId: dossier.id,
      userId: dossier.user_id,
      section: INSURANCE_SECTION,
      name: file.name,
      bytes: file.bytes,
      now,
    });
    for (const document of previous) deleteDocument(db, document);
    // A new certificate waits for the team's check, whatever became of the one before.
    saveFollowup(db, dossier, { insuranceReview: null }, now);
    recordApplicantAct(db, dossier, "insuranceSent", { fileName: stored.file_name }, now);
    return stored;
  });
  const user = findUserById(db, dossier.user_id);
  if (user) {
    queueMail(
      db,
      user,
      {
        fr: "Attestation d'assurance habitation reçue",
        en: "Home insurance certificate received",
      },
      {
        fr: `Nous avons bien reçu votre attestation d'assurance habitation (${stored.file_name}). Elle sera vérifiée avant la remise des clés.`,
        en: `We have received your home insurance certificate (${stored.file_name}). It will be checked before the key handover.`,
      },
      now,
    );
  }
  return { fileName: stored.file_name, sentAt: stored.created_at };
}

/**
 * Takes the slot for the file: a slot another file took meanwhile answers 409 `creneauPris`; a
 * slot of another residence, past or unknown, 400 `creneauInconnu`. Part of the caller's
 * transaction.
 */
function takeSlot(db: Db, dossier: DossierRow, slotId: number, now: Date): InventorySlot {
  if (appointmentOf(db, dossier)) throw badRequest("rendezVousDejaPris");
  const row = one<SlotRow & { dossier_id: string | null }>(
    db,
    "SELECT id, starts_at, ends_at, dossier_id FROM inventory_slots WHERE id = ? AND residence_id = ? AND starts_at > ?",
    slotId,
    dossier.residence_id ?? -1,
    now.toISOString(),
  );
  if (!row) throw badRequest("creneauInconnu");
  const taken = run(
    db,
    "UPDATE inventory_slots SET dossier_id = ?, booked_at = ? WHERE id = ? AND dossier_id IS NULL",
    dossier.id,
    now.toISOString(),
    slotId,
  );
  if (Number(taken.changes) === 0) throw new ApiError(409, { error: "creneauPris" });
  return toSlot(row);
}

/** The applicant's mail of their appointment, in their language. */
function mailAppointment(db: Db, dossier: DossierRow, slot: InventorySlot, now: Date): void {
  const user = findUserById(db, dossier.user_id);
  if (user) {
    queueMail(
      db,
      user,
      {
        fr: "Votre rendez-vous d'état des lieux d'entrée",
        en: "Your move-in inspection appointment",
      },
      {
        fr: `Votre état des lieux d'entrée est fixé au ${parisTime(slot.startsAt, "fr")} (heure de Paris), avec votre gestionnaire de résidence.`,
        en: `Your move-in inspection is booked for ${parisTime(slot.startsAt, "en")} (Paris time), with your residence manager.`,
      },
      now,
    );
  }
}

/**
 * The applicant books the slot for the file, as the history records (`appointmentBooked`, with
 * the slot and its start), and is mailed. A slot another file took meanwhile answers 409
 * `creneauPris`; a slot of another residence, past or unknown, 400 `creneauInconnu`.
 */
export function bookInventorySlot(db: Db, dossier: DossierRow, slotId: number, now: Date) {
  const slot = transaction(db, () => {
    const slot = takeSlot(db, dossier, slotId, now);
    recordApplicantAct(
      db,
      dossier,
      "appointmentBooked",
      { slotId: slot.id, startsAt: slot.startsAt },
      now,
    );
    return slot;
  });
  mailAppointment(db, dossier, slot, now);
  return slot;
}

/** Staff: every booked appointment, the earliest first. */
export function listInventoryAppointments(db: Db) {
  return all<{ reference: string; email: string; residence: string; starts_at: string }>(
    db,
    `SELECT d.reference, u.email, r.alias_fr AS residence, s.starts_at
       FROM inventory_slots s JOIN dossiers d ON d.id = s.dossier_id
       JOIN users u ON u.id = d.user_id JOIN residences r ON r.id = s.residence_id
      ORDER BY s.starts_at, d.reference`,
  );
}

/** Staff: every home-insurance certificate received, the newest first. */
export function listInsuranceCertificates(db: Db) {
  return all<{ reference: string; email: string; file_name: string; created_at: string }>(
    db,
    `SELECT d.reference, u.email, doc.file_name, doc.created_at
       FROM documents doc JOIN dossiers d ON d.id = doc.dossier_id JOIN users u ON u.id = d.user_id
      WHERE doc.section = ? ORDER BY doc.created_at DESC`,
    INSURANCE_SECTION,
  );
}

/** Staff: whether the file holds a certificate the team has not accepted yet. */
export function hasInsuranceToReview(db: Db, dossier: DossierRow): boolean {
  return insuranceOf(db, dossier) !== null && followupOf(dossier).insuranceReview === null;
}

/**
 * Staff: the certificate is accepted, or refused with the reasons' labels; a refused one goes,
 * so the handover asks for another.
 */
export function reviewInsurance(
  db: Db,
  dossier: DossierRow,
  review: { accepted: boolean; reasons: string[]; text: string },
  now: Date,
): void {
  if (!review.accepted)
    for (const document of documentsIn(db, dossier.id, INSURANCE_SECTION))
      deleteDocument(db, document);
  const insuranceReview = {
    status: review.accepted ? ("accepted" as const) : ("refused" as const),
    reasons: review.reasons,
    text: review.text || null,
  };
  saveFollowup(db, dossier, { insuranceReview }, now);
}

/** Staff: more slots in the file's residence, which its handover then offers first. */
export function offerInventorySlots(
  db: Db,
  dossier: DossierRow,
  slots: readonly { startsAt: string; endsAt: string }[],
): void {
  for (const slot of slots)
    run(
      db,
      "INSERT INTO inventory_slots (residence_id, starts_at, ends_at) VALUES (?, ?, ?)",
      dossier.residence_id ?? -1,
      slot.startsAt,
      slot.endsAt,
    );
}

/** Staff: the file's appointment, or null. */
export function appointmentOfFile(db: Db, dossier: DossierRow): InventorySlot | null {
  return appointmentOf(db, dossier);
}

/**
 * Staff: the free slots of the file's residence its appointment may move to, the same the
 * handover offers (from the arrival day, the earliest first).
 */
export function slotsToMoveTo(db: Db, dossier: DossierRow, now: Date): InventorySlot[] {
  return freeSlots(db, dossier, now);
}

/** Staff: the appointment's slot is freed, for the applicant (or staff) to book another. */
export function cancelAppointment(db: Db, dossier: DossierRow): void {
  run(
    db,
    "UPDATE inventory_slots SET dossier_id = NULL, booked_at = NULL WHERE dossier_id = ?",
    dossier.id,
  );
}

/**
 * Staff: the file's appointment moves to another free slot of its residence (409 `creneauPris`
 * if taken meanwhile, 400 `creneauInconnu` for a slot that is not one of its residence's).
 */
export function moveAppointment(
  db: Db,
  dossier: DossierRow,
  slotId: number,
  now: Date,
): InventorySlot {
  // The staff decision records the move (staff.ts): the applicant booked nothing.
  const slot = transaction(db, () => {
    cancelAppointment(db, dossier);
    return takeSlot(db, dossier, slotId, now);
  });
  mailAppointment(db, dossier, slot, now);
  return slot;
}
