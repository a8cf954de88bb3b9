/**
 * Why a file of step 4 was refused or failed (tunnel spec 8, "Uploads"), as the machines hold it.
 * The step's rules (`src/features/tunnel/step4/uploadRules.ts`) and the server's refusals
 * (`src/features/tunnel/step4/uploadFailures.ts`) both end here, so one refusal has one text
 * (`step4/uploadMessages.ts`) whoever found it. Machines hold codes, never texts.
 * @spec tunnel §8 Uploads
 */
export type FileProblem =
  /** Not .png .jpg .jpeg .gif .pdf (no .gif where the identity check reads the file). */
  | "extensionNotAllowed"
  /** The content is not what the extension says (a .pdf that is no PDF). */
  | "contentMismatch"
  | "imageTooBig"
  | "pdfTooBig"
  /** A PDF that asks for a password to open (found before upload). */
  | "pdfProtected"
  /** A PDF that cannot be opened: no header or no end (found before upload). */
  | "pdfDamaged"
  /** A file of the same name is already in the section. */
  | "duplicateName"
  /** A one-file section already holds a file. */
  | "oneFileOnly"
  /** A several-file section holds its quota of files (`documentQuotas`). */
  | "sectionFull"
  /** The application holds its quota of files or bytes (`documentQuotas`). */
  | "applicationFull"
  /** The network or the server failed: nothing was refused, retrying may work. */
  | "uploadFailed"
  /** The file can no longer change (the file was sent, or the pre-booking ended). */
  | "notEditable"
  | "downloadFailed"
  /** The server refused the delete: not the applicant's file. */
  | "deleteForbidden"
  | "deleteFailed"
  /** The identity check read a document of a kind the section does not take. */
  | "documentNotAccepted"
  | "frontMissing"
  | "backMissing"
  | "analysisError"
  /** The document's zone was read: its expiry date is past. */
  | "documentExpired"
  /** The names read are not the form's (the person of the section): the names read are shown. */
  | "nameMismatch"
  /** The birth date read is not the form's. */
  | "birthDateMismatch"
  /** A verification call failed (network, server): the file is stored, the check can resume. */
  | "verificationInterrupted"
  | "noFile";

/**
 * Why a photo is worth a retake, found in the browser before it is sent: not a
 * refusal, the applicant may send it anyway.
 */
export type PhotoQualityIssue = "tooSmall" | "tooDark" | "tooBlurry";

/** Problems worth another try as they are (the file itself was not refused). */
const retryable: ReadonlySet<FileProblem> = new Set(["uploadFailed", "verificationInterrupted"]);

export function isRetryableProblem(problem: FileProblem): boolean {
  return retryable.has(problem);
}

/** What a file actor throws: an Error carrying the typed problem, read back by `problemOf`. */
export class FileFailure extends Error {
  readonly problem: FileProblem;
  constructor(problem: FileProblem) {
    super(`document failed: ${problem}`);
    this.name = "FileFailure";
    this.problem = problem;
  }
}

/** The problem a file actor rejected with; anything else it threw is a failed upload. */
export function problemOf(thrown: unknown, fallback: FileProblem = "uploadFailed"): FileProblem {
  return thrown instanceof FileFailure ? thrown.problem : fallback;
}
