/**
 * The simulated identity-document analysis (the spec's "vialink" calls). Outcomes are
 * decided by the file name so tests and testers can force each one:
 *   "passeport"/"passport" → PASSPORT; "titre"/"sejour"/"permit" → RESIDENCE_PERMIT;
 *   "bulletin"/"payslip", "avis"/"impot"/"tax", "facture"/"domicile", "kbis" → not an ID;
 *   otherwise a national ID card: "recto"/"front" → front, "verso"/"back" → back, else both sides;
 *   "erreur"/"error"/"flou" in a sheet's name → the analysis ends in ERROR.
 * The analysis takes ANALYSIS_DELAY_MS after submitControl, then getControl answers DONE.
 */
import { type Db, one, run } from "../db.ts";
import type { SheetRead } from "./identityReads.ts";
import { slugify } from "./slug.ts";

export type DocumentType =
  | "STATE_ID"
  | "PASSPORT"
  | "RESIDENCE_PERMIT"
  | "PAYSLIP"
  | "TAX_ASSESSMENT"
  | "ADDRESS_PROOF"
  | "KBIS";

/** `read`: the identity-document reader's result (identityReads.ts); absent when not read. */
type Sheet = { sheetId: string; filename: string; subType: string; read?: SheetRead };

export type ControlData = {
  documentId: string;
  documentType: DocumentType;
  documentSubType: string;
  documentTypeAllowed: boolean;
  sheets: Sheet[];
};

const IDENTITY_TYPES = new Set<DocumentType>(["STATE_ID", "PASSPORT", "RESIDENCE_PERMIT"]);

const has = (name: string, words: string[]) => {
  const slug = slugify(name);
  return words.some((word) => slug.split("-").some((part) => part.includes(word)));
};

export function detectType(filename: string): DocumentType {
  if (has(filename, ["passeport", "passport"])) return "PASSPORT";
  if (has(filename, ["titre", "sejour", "permit"])) return "RESIDENCE_PERMIT";
  if (has(filename, ["bulletin", "payslip"])) return "PAYSLIP";
  if (has(filename, ["avis", "impot", "tax"])) return "TAX_ASSESSMENT";
  if (has(filename, ["facture", "domicile"])) return "ADDRESS_PROOF";
  if (has(filename, ["kbis"])) return "KBIS";
  return "STATE_ID";
}

/** Which side(s) of the document a file shows, as the provider's sub-type. */
export function detectSubType(type: DocumentType, filename: string): string {
  if (!IDENTITY_TYPES.has(type) || type === "PASSPORT") return type;
  if (has(filename, ["verso", "back"])) return `${type}_VERSO`;
  if (has(filename, ["recto", "front"])) return `${type}_RECTO`;
  return `${type}_RECTO_VERSO`;
}

export function typeAllowed(type: DocumentType, verifiedSection: boolean): boolean {
  return verifiedSection && IDENTITY_TYPES.has(type);
}

export function analysisFails(data: ControlData): boolean {
  return data.sheets.some((sheet) => has(sheet.filename, ["erreur", "error", "flou"]));
}

/** After a DONE analysis: "ok", or what is missing or wrong (front, back, type). */
export function documentCheck(
  data: ControlData,
): { status: "ok" } | { status: "ko"; reason: string } {
  if (!data.documentTypeAllowed) return { status: "ko", reason: "typeNonAccepte" };
  if (data.sheets.length === 0) return { status: "ko", reason: "aucunFichier" };
  if (data.documentType === "PASSPORT") return { status: "ok" };
  const subTypes = new Set(data.sheets.map((sheet) => sheet.subType));
  if (subTypes.has(`${data.documentType}_RECTO_VERSO`)) return { status: "ok" };
  if (!subTypes.has(`${data.documentType}_RECTO`)) return { status: "ko", reason: "rectoManquant" };
  if (!subTypes.has(`${data.documentType}_VERSO`)) return { status: "ko", reason: "versoManquant" };
  return { status: "ok" };
}

/** A document check as stored: its sheets and the provider's answers are in `data`. */
export type ControlRow = {
  id: string;
  user_id: string;
  section: string;
  status: string;
  submitted_at: string | null;
  data: string;
  created_at: string;
};

export function controlById(db: Db, id: string): ControlRow | undefined {
  return one<ControlRow>(db, "SELECT * FROM document_controls WHERE id = ?", id);
}

export function createControl(
  db: Db,
  control: { id: string; userId: string; section: string; data: ControlData },
  now: Date,
): void {
  run(
    db,
    "INSERT INTO document_controls (id, user_id, section, status, data, created_at) VALUES (?, ?, ?, 'CREATED', ?, ?)",
    control.id,
    control.userId,
    control.section,
    JSON.stringify(control.data),
    now.toISOString(),
  );
}

/** A control's data, and its status when one is given. */
export function saveControl(db: Db, id: string, data: ControlData, status?: string): void {
  run(
    db,
    "UPDATE document_controls SET data = ?, status = COALESCE(?, status) WHERE id = ?",
    JSON.stringify(data),
    status ?? null,
    id,
  );
}

/** The control goes to analysis: it is pending from now on. */
export function submitControl(db: Db, id: string, now: Date): void {
  run(
    db,
    "UPDATE document_controls SET submitted_at = ?, status = 'PENDING' WHERE id = ?",
    now.toISOString(),
    id,
  );
}

export function deleteControl(db: Db, id: string): void {
  run(db, "DELETE FROM document_controls WHERE id = ?", id);
}
