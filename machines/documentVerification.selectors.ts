/** What a file's row of step 4 shows, from its `documentVerification` actor. */
import type { SnapshotFrom } from "xstate";
import type { FileProblem, PhotoQualityIssue } from "./documentProblem.ts";
import type {
  DocumentCheckResult,
  DocumentRead,
  documentVerificationMachine,
} from "./documentVerification.ts";

export type DocumentFileSnapshot = SnapshotFrom<typeof documentVerificationMachine>;

/**
 * The spec's stages of a verified file (upload, type check, document analysis, finished), after
 * the browser's own screening of a new file.
 */
export type FileStage =
  | "screening"
  | "typeCheck"
  | "upload"
  | "analysis"
  | "finished"
  | "deleting"
  | null;

export function selectFileStage(snapshot: DocumentFileSnapshot): FileStage {
  if (snapshot.matches("deleting")) return "deleting";
  if (snapshot.hasTag("screening")) return "screening";
  if (snapshot.hasTag("typeCheck")) return "typeCheck";
  if (snapshot.hasTag("upload")) return "upload";
  if (snapshot.hasTag("analysis")) return "analysis";
  if (snapshot.hasTag("finished")) return "finished";
  return null;
}

/** What the row shows of the document's read beside a finding: the field the finding is about. */
export type ReadShown =
  | { field: "expiryDate"; value: string }
  | { field: "names"; value: string }
  | { field: "birthDate"; value: string }
  | null;

function selectReadShown(snapshot: DocumentFileSnapshot): ReadShown {
  const read: DocumentRead | null | undefined = snapshot.context.check?.read;
  if (!read) return null;
  if (snapshot.matches("expired")) return { field: "expiryDate", value: read.expiryDate };
  if (snapshot.matches("nameMismatch")) {
    return { field: "names", value: `${read.givenNames} ${read.surnames}`.trim() };
  }
  if (snapshot.matches("birthDateMismatch")) return { field: "birthDate", value: read.birthDate };
  return null;
}

export interface DocumentFileView {
  fileName: string;
  stage: FileStage;
  /** A call is running: the row shows progress and offers no delete. */
  isBusy: boolean;
  /** Why the file was refused, or a call failed; null when nothing did. */
  problem: FileProblem | null;
  /** What the provider's check said, once it did. */
  check: DocumentCheckResult | null;
  /** What was read on the document, shown beside an expiry, name or birth-date finding. */
  readShown: ReadShown;
  isTakingLong: boolean;
  /** Why the photo is worth a retake, while the applicant decides (send anyway or remove). */
  qualityIssue: PhotoQualityIssue | null;
  /** Sent smaller than chosen, to fit the size limit. */
  isScaledDown: boolean;
  canSendAnyway: boolean;
  isStored: boolean;
  /** Gone from the list (deleted, or a refusal closed). */
  isGone: boolean;
  canRetry: boolean;
  canDelete: boolean;
  canDismiss: boolean;
  canDismissError: boolean;
  hasDownloadFailed: boolean;
}

export function toDocumentFileView(snapshot: DocumentFileSnapshot): DocumentFileView {
  const { context } = snapshot;
  return {
    fileName: context.fileName,
    stage: selectFileStage(snapshot),
    isBusy: snapshot.hasTag("busy"),
    problem: context.problem,
    check: context.check,
    readShown: selectReadShown(snapshot),
    isTakingLong: snapshot.matches("analysisTakingLong"),
    qualityIssue: context.qualityIssue,
    isScaledDown: context.isScaledDown,
    canSendAnyway: snapshot.can({ type: "sendAnyway" }),
    isStored: context.url !== null,
    isGone: snapshot.status === "done",
    canRetry: snapshot.can({ type: "retry" }),
    canDelete: snapshot.can({ type: "delete" }) && !snapshot.matches("deleteFailed"),
    canDismiss: snapshot.can({ type: "dismiss" }),
    canDismissError: snapshot.can({ type: "dismissError" }),
    hasDownloadFailed: context.hasDownloadFailed,
  };
}
