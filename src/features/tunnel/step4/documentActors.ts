/**
 * The real side effects of step 4's machines, given with `.provide()`: `documentsStep` loads the
 * documents answer; each file's `documentVerification` actor sends its bytes (read here, never
 * held by the machine) through the calls of spec 7, and reports back to the step.
 */
import { type AnyActorRef, fromPromise } from "xstate";
import type { FileProblem } from "../../../../machines/documentProblem.ts";
import { FileFailure } from "../../../../machines/documentProblem.ts";
import type { DocumentsStepEvent } from "../../../../machines/documentsStep.ts";
import type {
  AnalysisStatus,
  DeleteFileInput,
  DocumentCheckResult,
  FileCallInput,
  FileTypeAnswer,
  VerificationControl,
} from "../../../../machines/documentVerification.ts";
import {
  addSheetDocument,
  checkDocument,
  checkFileType,
  deleteControl,
  deleteDocument,
  deleteSheetDocument,
  downloadDocument,
  getControl,
  getDocuments,
  submitControl,
  uploadDocument,
} from "../../../api/documents.ts";
import type { DocumentSectionKey, DocumentsAnswer } from "../../../api/documentsSchemas.ts";
import { readErrorStatus } from "../../../api/errors.ts";
import { dropKeptControl, keepControl } from "./keptControls.ts";
import { saveBlob } from "./saveBlob.ts";
import { withFileProblem } from "./uploadFailures.ts";

export const documentsStepImplementations = {
  actors: {
    loadDocuments: fromPromise<DocumentsAnswer>(({ signal }) => getDocuments({ signal })),
  },
};

/** A chosen file as a data URL (the contract takes base64 or a data URL). */
function encodeFile(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new FileFailure("uploadFailed"));
    reader.readAsDataURL(file);
  });
}

/** The provider's reasons (docs/api.md, `checkDocument`) as the spec's problems. */
const checkReasons: Record<string, FileProblem> = {
  rectoManquant: "frontMissing",
  versoManquant: "backMissing",
  typeNonAccepte: "documentNotAccepted",
  erreurAnalyse: "analysisError",
  aucunFichier: "noFile",
};

/** The control's calls may find it gone already (404): the file's delete goes on. */
async function ignoringGone(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (readErrorStatus(error) !== 404) throw error;
  }
}

export interface DocumentFileEffects {
  section: DocumentSectionKey;
  /** The chosen file; null for a file that came with the documents answer. */
  file: Blob | null;
  /** The `documentsStep` actor, told when the file is stored, checked or gone. */
  step: { send: (event: DocumentsStepEvent) => void };
  /** The row's key in the step's list. */
  rowKey: string;
}

export function documentFileImplementations({ section, file, step, rowKey }: DocumentFileEffects) {
  let encoded: Promise<string> | null = null;
  const bytes = () => {
    if (file === null) return Promise.reject(new FileFailure("noFile"));
    encoded ??= encodeFile(file);
    return encoded;
  };
  return {
    actors: {
      checkFileType: fromPromise<FileTypeAnswer, FileCallInput>(async ({ input, signal }) =>
        withFileProblem(input.fileName, async () =>
          checkFileType(
            { section, filename: input.fileName, encodedFile: await bytes() },
            { signal },
          ),
        ),
      ),
      uploadFile: fromPromise<{ fileName: string; url: string }, FileCallInput>(
        async ({ input, signal }) =>
          withFileProblem(input.fileName, async () => {
            const answer = await uploadDocument(
              { section, file: input.fileName, encodedFile: await bytes() },
              { signal },
            );
            const stored = answer[section]?.[0];
            if (!stored) throw new FileFailure("uploadFailed");
            return stored;
          }),
      ),
      addSheet: fromPromise<
        { sheetId: string },
        { controlId: string; documentId: string; fileName: string }
      >(async ({ input, signal }) =>
        addSheetDocument(
          { ...input, filename: input.fileName, encodedFile: await bytes() },
          { signal },
        ),
      ),
      submitControl: fromPromise<unknown, { controlId: string }>(({ input, signal }) =>
        submitControl(input, { signal }),
      ),
      getControl: fromPromise<AnalysisStatus, { controlId: string }>(
        async ({ input, signal }) => (await getControl(input, { signal })).status,
      ),
      checkDocument: fromPromise<DocumentCheckResult, { controlId: string }>(
        async ({ input, signal }) => {
          const answer = await checkDocument(input, { signal });
          const problem = answer.status === "ok" ? null : checkReasons[answer.reason];
          // Still running (`analyseEnCours`) or a reason we do not know: not a verdict.
          if (problem === undefined) throw new FileFailure("verificationInterrupted");
          return { documentType: answer.documentType, subTypes: answer.subTypes, problem };
        },
      ),
      deleteFile: fromPromise<unknown, DeleteFileInput>(async ({ input, signal }) => {
        const control: VerificationControl | null = input.control;
        if (control?.sheetId) {
          const sheet = { ...control, sheetId: control.sheetId };
          await ignoringGone(() => deleteSheetDocument(sheet, { signal }));
        }
        if (control) await ignoringGone(() => deleteControl(control, { signal }));
        if (input.url === "") return;
        await withFileProblem(
          input.fileName,
          () => deleteDocument({ section, file: input.fileName, url: input.url }, { signal }),
          "deleteFailed",
        );
      }),
    },
    actions: {
      reportStored: (_: unknown, stored: { fileName: string; url: string }) =>
        step.send({ type: "fileStored", key: rowKey, ...stored }),
      reportChecked: (_: unknown, check: DocumentCheckResult) =>
        step.send({ type: "fileChecked", key: rowKey, check }),
      reportGone: () => step.send({ type: "fileGone", key: rowKey }),
      keepControl: (
        _: unknown,
        params: { url: string | null; control: VerificationControl | null },
      ) => keepControl(params.url, params.control),
      dropKeptControl: (_: unknown, params: { url: string | null }) => dropKeptControl(params.url),
      downloadFile: (
        { self }: { self: AnyActorRef },
        params: { fileName: string; url: string | null },
      ) => {
        if (params.url === null) return;
        downloadDocument({ section, file: params.fileName, url: params.url })
          .then((blob) => saveBlob(blob, params.fileName))
          .catch(() => self.send({ type: "downloadFailed" }));
      },
    },
  };
}
