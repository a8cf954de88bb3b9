/**
 * What the identity-document reader (server/ocr/) adds to the simulated analysis of
 * domain/vialink.ts: a sheet of an identity section is read when it is added; a
 * trusted read (every check digit valid) gives the document's kind, its side, its expiry, the
 * holder's birth date and names, which are compared with what the form says of the person the
 * section is for. Without a trusted read (no zone found, the reader failed or took too long)
 * the decision is exactly the file-name one: the file goes to staff, never a false refusal.
 */

import { type FormIdentity, identityFindings } from "../ocr/identityComparison.ts";
import type { MrzRead } from "../ocr/mrz.ts";
import type { StoredGuarantors } from "./guarantors.ts";
import type { StoredProfile } from "./profile.ts";
import type { UserRow } from "./users.ts";
import {
  analysisFails,
  type ControlData,
  type DocumentType,
  detectSubType,
  documentCheck,
} from "./vialink.ts";

/** The fields of a trusted zone the decision uses (the rest is not kept). */
export type ZoneFacts = Pick<
  MrzRead,
  "format" | "kind" | "birthDate" | "expiryDate" | "surnames" | "givenNames"
>;

/** Where a sheet's reading stands, kept with the control's sheet. */
export type SheetRead =
  | { state: "reading"; startedAt: string }
  /** `zone`: the first trusted zone of the file, null when none; `pages`: pages looked at. */
  | { state: "read"; zone: ZoneFacts | null; pages: number }
  | { state: "unread"; reason: "failed" | "timeout" | "busy" };

export function zoneFacts(zone: MrzRead): ZoneFacts {
  const { format, kind, birthDate, expiryDate, surnames, givenNames } = zone;
  return { format, kind, birthDate, expiryDate, surnames, givenNames };
}

/** The sheet's read is still under way, and not older than the reader's own deadline. */
function isStillReading(read: SheetRead | undefined, now: Date, timeoutMs: number) {
  return (
    read?.state === "reading" && now.getTime() < new Date(read.startedAt).getTime() + timeoutMs
  );
}

/** How long an analysis takes (the simulated tool's delay) and how long a sheet's read may run. */
export type AnalysisTiming = { analysisDelayMs: number; readTimeoutMs: number };

/** The timing the server's settings give (ANALYSIS_DELAY_MS, the readers' timeout). */
export const analysisTimingOf = (config: {
  analysisDelayMs: number;
  documentReaders: { timeoutMs: number };
}): AnalysisTiming => ({
  analysisDelayMs: config.analysisDelayMs,
  readTimeoutMs: config.documentReaders.timeoutMs,
});

/**
 * Where an analysis stands: its stored state until it is submitted, then PENDING for the
 * analysis' delay and while a sheet is still read, then DONE, or ERROR for a file the tool
 * cannot read. Computed on each reading, never stored: the applicant's step 4 and the team's
 * console read the same answer.
 */
export function analysisStatus(
  control: { status: string; submitted_at: string | null },
  data: ControlData,
  now: Date,
  timing: AnalysisTiming,
): string {
  if (!control.submitted_at) return control.status;
  const ready = new Date(control.submitted_at).getTime() + timing.analysisDelayMs;
  if (now.getTime() < ready) return "PENDING";
  if (data.sheets.some((sheet) => isStillReading(sheet.read, now, timing.readTimeoutMs)))
    return "PENDING";
  return analysisFails(data) ? "ERROR" : "DONE";
}

/** What the form says of the holder of a section's document; null for sections of no one. */
export function formIdentityOf(
  section: string,
  user: Pick<UserRow, "firstname" | "lastname" | "birthdate">,
  profile: StoredProfile,
  guarantors: StoredGuarantors,
): FormIdentity | null {
  if (section === "identity") {
    return {
      lastName: profile.lastname ?? user.lastname,
      firstNames: profile.firstname ?? user.firstname,
      birthDate: profile.birthdate ?? user.birthdate ?? null,
    };
  }
  if (section === "legalResponsible") {
    return {
      lastName: profile.eft_rl_nom ?? "",
      firstNames: profile.eft_rl_prenom ?? "",
      birthDate: profile.eft_rl_date_naissance ?? null,
    };
  }
  const guarantor =
    section === "guarantorIdentity1"
      ? guarantors.guarantor
      : section === "guarantorIdentity2"
        ? guarantors.guarantor2
        : null;
  if (!guarantor) return null;
  return {
    lastName: guarantor.lastname ?? "",
    firstNames: guarantor.firstname ?? "",
    birthDate: guarantor.birthdate ?? null,
  };
}

/** What a trusted read found, as `checkDocument` says it (docs/api.md). */
type DocumentRead = {
  documentType: DocumentType;
  surnames: string;
  givenNames: string;
  birthDate: string;
  expiryDate: string;
};

export type IdentityCheck =
  | { status: "ok"; documentType: DocumentType; subTypes: string[]; read: DocumentRead | null }
  | {
      status: "ko";
      reason: string;
      documentType: DocumentType;
      subTypes: string[];
      read: DocumentRead | null;
    };

/** The findings of a trusted read against the form, as `checkDocument`'s reasons. */
const FINDING_REASONS = {
  expired: "documentExpire",
  nameMismatch: "nomDifferent",
  birthDateMismatch: "dateNaissanceDifferente",
} as const;

/**
 * Each sheet's side once the reader has spoken: a zone on a card is its back (TD1 zones are
 * printed there), or both sides when the file has more pages; a sheet with no zone keeps its
 * file-name side, except a "both sides" guess next to a back that was read: that one is the front.
 */
function sidesWithReads(data: ControlData, type: DocumentType): string[] {
  const hasReadBack = data.sheets.some(
    (sheet) => sheet.read?.state === "read" && sheet.read.zone && sheet.read.pages < 2,
  );
  return data.sheets.map((sheet) => {
    const zone = sheet.read?.state === "read" ? sheet.read.zone : null;
    if (type === "PASSPORT") return zone ? "PASSPORT" : detectSubType(type, sheet.filename);
    if (zone) {
      return sheet.read?.state === "read" && sheet.read.pages >= 2
        ? `${type}_RECTO_VERSO`
        : `${type}_VERSO`;
    }
    const named = detectSubType(type, sheet.filename);
    return hasReadBack && named === `${type}_RECTO_VERSO` ? `${type}_RECTO` : named;
  });
}

/**
 * The decision of `checkDocument` once the analysis is DONE. With no trusted read: the file-name
 * decision, unchanged. With one: its kind, the expiry, the names and the birth date against the
 * form, then its sides (the first problem found is the reason; the read is always given back).
 */
export function identityCheck(
  data: ControlData,
  form: FormIdentity | null,
  today: string,
): IdentityCheck {
  const zone = data.sheets
    .map((sheet) => (sheet.read?.state === "read" ? sheet.read.zone : null))
    .find((found) => found != null);
  if (!zone || !data.documentTypeAllowed) {
    return {
      ...documentCheck(data),
      documentType: data.documentType,
      subTypes: data.sheets.map((sheet) => sheet.subType),
      read: null,
    };
  }
  const documentType: DocumentType = zone.kind;
  const subTypes = sidesWithReads(data, documentType);
  const read: DocumentRead = {
    documentType,
    surnames: zone.surnames,
    givenNames: zone.givenNames,
    birthDate: zone.birthDate,
    expiryDate: zone.expiryDate,
  };
  // Each file of the page is its own control: a card's back comes alone, its front in another
  // control, so what the read found of the holder goes before the sides (which the section's
  // two-sides rule then settles across the files).
  const [finding] = identityFindings(zone, form ?? NO_ONE, today);
  if (finding) {
    return { status: "ko", reason: FINDING_REASONS[finding.finding], documentType, subTypes, read };
  }
  const sheets = data.sheets.map((sheet, index) => ({ ...sheet, subType: subTypes[index] ?? "" }));
  return { ...documentCheck({ ...data, documentType, sheets }), documentType, subTypes, read };
}

/** A section whose person the form does not name yet: only the expiry can be checked. */
const NO_ONE: FormIdentity = { lastName: "", firstNames: "", birthDate: null };
