/**
 * A file as the team reads it (docs/staff.md, "File"): what the applicant entered in steps 1
 * to 4, grouped as in the tunnel, with the price, the guarantee rule's result (guarantors.ts),
 * the signers, the inventory appointment and the free slots it may move to, every document
 * with what the identity reader found of it, the lock, the file's version and its history.
 * Read-only: decisions go through staff.ts.
 */
import { isoDay } from "../dates.ts";
import { all, type Db } from "../db.ts";
import type { Locale } from "../http/messages.ts";
import { residenceById } from "./catalogue.ts";
import { typologyOf } from "./dossier-view.ts";
import type { DossierRow } from "./dossiers.ts";
import { historyOf } from "./fileHistory.ts";
import { lockOf } from "./fileLocks.ts";
import { followupOf, signatureNow } from "./followup.ts";
import { incomeIsEnough, minimumIncome, storedGuarantors } from "./guarantors.ts";
import { appointmentOfFile, slotsToMoveTo } from "./handover.ts";
import {
  type AnalysisTiming,
  analysisStatus,
  formIdentityOf,
  identityCheck,
} from "./identityReads.ts";
import { doc } from "./localize.ts";
import { bedById } from "./prebooking.ts";
import { pricing } from "./pricing.ts";
import { storedProfile } from "./profile.ts";
import { dossierPricing } from "./promoCodes.ts";
import { allowedDecisions } from "./staff.ts";
import type { StaffRole } from "./staffAccounts.ts";
import { findUserById, type UserRow } from "./users.ts";
import type { ControlData } from "./vialink.ts";

/** A document's address in the staff API (served with its type, never as the app's page). */
const staffDocumentUrl = (reference: string, id: string) =>
  `/api/staff/files/${encodeURIComponent(reference)}/documents/${encodeURIComponent(id)}`;

function documentsOf(
  db: Db,
  dossier: DossierRow,
  user: UserRow,
  now: Date,
  timing: AnalysisTiming,
) {
  const today = isoDay(now);
  const profile = storedProfile(dossier);
  const guarantors = storedGuarantors(dossier);
  const controls = all<{
    section: string;
    status: string;
    submitted_at: string | null;
    data: string;
  }>(
    db,
    "SELECT section, status, submitted_at, data FROM document_controls WHERE user_id = ? ORDER BY created_at",
    user.id,
  ).map((control) => ({ ...control, data: JSON.parse(control.data) as ControlData }));
  return all<{
    id: string;
    section: string;
    file_name: string;
    mime: string;
    size: number;
    created_at: string;
  }>(
    db,
    "SELECT id, section, file_name, mime, size, created_at FROM documents WHERE dossier_id = ? ORDER BY section, created_at",
    dossier.id,
  ).map((row) => ({
    id: row.id,
    section: row.section,
    fileName: row.file_name,
    contentType: row.mime,
    size: row.size,
    sentAt: row.created_at,
    url: staffDocumentUrl(dossier.reference, row.id),
    // The identity reader's findings of the analyses of this section's files.
    identityChecks: controls
      .filter(
        (control) =>
          control.section === row.section &&
          analysisStatus(control, control.data, now, timing) === "DONE",
      )
      .map(({ data }) => {
        const form = formIdentityOf(row.section, user, profile, guarantors);
        return {
          files: data.sheets.map((sheet) => sheet.filename),
          ...identityCheck(data, form, today),
          comparedWith: form,
        };
      }),
  }));
}

/** The file for a staff member of `role`: `allowedDecisions` are those they may take now. */
export function staffFileView(
  db: Db,
  dossier: DossierRow,
  locale: Locale,
  now: Date,
  role: StaffRole,
  timing: AnalysisTiming,
) {
  const user = findUserById(db, dossier.user_id);
  if (!user) throw new Error(`file ${dossier.reference} has no applicant`);
  const typology = typologyOf(db, dossier.typology_id);
  const residence = dossier.residence_id ? residenceById(db, dossier.residence_id) : undefined;
  const bed = dossier.bed_id ? bedById(db, dossier.bed_id) : undefined;
  const guarantors = storedGuarantors(dossier);
  const rent = typology ? pricing(typology).rentIncludingCharges : null;
  const followup = followupOf(dossier);
  const signature = signatureNow(followup.signature, now);
  const decisions = allowedDecisions(db, dossier, role, now);
  return {
    reference: dossier.reference,
    status: dossier.statuscode,
    version: dossier.version,
    allowedDecisions: decisions,
    sentAt: dossier.sent_at,
    lock: lockOf(db, dossier.id, now),
    applicant: {
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      phone: user.phone,
      language: user.language,
      birthdate: user.birthdate,
    },
    flatAndStay: {
      residence: residence
        ? { crmId: residence.crm_id, name: doc<{ name: string }>(residence.data, locale).name }
        : null,
      typology: typology
        ? { crmId: typology.crm_id, name: doc<{ name: string }>(typology.data, locale).name }
        : null,
      bed: bed ? bed.eft_refbien : null,
      arrival: dossier.date_arrivee,
      stayMonths: dossier.duree_du_sejour,
      promoCode: dossier.code_promo,
    },
    profile: storedProfile(dossier),
    guarantors,
    price: typology ? dossierPricing(db, typology, dossier) : null,
    guarantee:
      rent === null
        ? null
        : {
            rentIncludingCharges: rent,
            minimumIncome: minimumIncome(guarantors, rent),
            enough: incomeIsEnough(guarantors, rent),
          },
    documents: documentsOf(db, dossier, user, now, timing),
    followup: { ...followup, signature, code_bail: dossier.code_bail },
    signers: (signature?.etapes ?? []).map((step) => ({ step: step.etape, state: step.statut })),
    appointment: appointmentOfFile(db, dossier),
    // Offered only to a reader who may move it now.
    freeSlots: decisions.includes("move-appointment") ? slotsToMoveTo(db, dossier, now) : [],
    changesRequested: dossier.changes_requested ? JSON.parse(dossier.changes_requested) : null,
    history: historyOf(db, dossier.id),
  };
}
