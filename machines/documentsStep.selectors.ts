/** What step 4 derives from its files: each section's rows and the ID card's two-sides rule. */
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { FileProblem } from "./documentProblem.ts";
import {
  type DocumentRow,
  type documentFileLogic,
  type documentsStepMachine,
  fileActorId,
  type Refusal,
} from "./documentsStep.ts";

export type DocumentsStepSnapshot = SnapshotFrom<typeof documentsStepMachine>;

export function selectDocumentsStatus(
  snapshot: DocumentsStepSnapshot,
): "loading" | "loadFailed" | "ready" {
  if (snapshot.matches("ready")) return "ready";
  return snapshot.matches("loadFailed") ? "loadFailed" : "loading";
}

/** A file's actor (machines/documentVerification.ts), by its row's key; none once it is gone. */
export function selectFileActor(
  snapshot: DocumentsStepSnapshot,
  key: string,
): ActorRefFrom<typeof documentFileLogic> | undefined {
  return snapshot.children[fileActorId(key)];
}

export function selectSectionRows(snapshot: DocumentsStepSnapshot, section: string): DocumentRow[] {
  return snapshot.context.rows.filter((row) => row.section === section);
}

export function selectSectionRefusals(snapshot: DocumentsStepSnapshot, section: string): Refusal[] {
  return snapshot.context.refusals.filter((refusal) => refusal.section === section);
}

/** The side a sub-type shows: "STATE_ID_RECTO" → recto; "..._RECTO_VERSO" → both. */
function sidesOf(subType: string, documentType: string): ("recto" | "verso")[] {
  if (subType === `${documentType}_RECTO_VERSO`) return ["recto", "verso"];
  if (subType === `${documentType}_RECTO`) return ["recto"];
  if (subType === `${documentType}_VERSO`) return ["verso"];
  return [];
}

/**
 * The problem a checked file shows, once the other files of its section are counted: an ID card
 * needs both sides, in one recto-verso file or in two files, so "back missing" on a front clears
 * when the back is another file of the section (and the other way round).
 * @spec tunnel §5 Step 4
 */
export function problemShownFor(
  row: DocumentRow,
  sectionRows: readonly DocumentRow[],
): FileProblem | null {
  const problem = row.check?.problem ?? null;
  const documentType = row.check?.documentType;
  if ((problem !== "backMissing" && problem !== "frontMissing") || !documentType) return problem;
  const missing = problem === "backMissing" ? "verso" : "recto";
  const shownElsewhere = sectionRows.some(
    (other) =>
      other.key !== row.key &&
      other.check?.documentType === documentType &&
      other.check.subTypes.some((subType) => sidesOf(subType, documentType).includes(missing)),
  );
  return shownElsewhere ? null : problem;
}
