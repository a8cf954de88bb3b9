/**
 * The real side effects of step 4's machines, given as logic (the wizard's implementations,
 * tunnelActors.ts): `documentsStep` loads the documents answer with the controls kept on this
 * device; each file's `documentVerification` actor, which the step spawns, sends its bytes (kept
 * by key in chosenFiles.ts, never held by the machine) through the calls of spec 7. What a file
 * tells the step goes by `sendParent` (machines/documentsStep.ts), not through this module.
 */
import type { KyInstance } from "ky";
import { type AnyActorRef, fromPromise } from "xstate";
import type { FileProblem } from "../../../../machines/documentProblem.ts";
import { FileFailure } from "../../../../machines/documentProblem.ts";
import { documentFileLogic, type LoadedDocuments } from "../../../../machines/documentsStep.ts";
import type {
  AnalysisStatus,
  DeleteFileInput,
  DocumentCheckResult,
  FileCallInput,
  FileTypeAnswer,
  ScreeningVerdict,
  SheetInput,
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
import type { DocumentSectionKey } from "../../../api/documentsSchemas.ts";
import { readErrorStatus } from "../../../api/errors.ts";
import { encodedChosenFile } from "./chosenFiles.ts";
import { dropKeptControl, keepControl, keptControlsByAddress } from "./keptControls.ts";
import { saveBlob } from "./saveBlob.ts";
import { withFileProblem } from "./uploadFailures.ts";

/** The provider's reasons (docs/api.md, `checkDocument`) as the spec's problems. */
const checkReasons: Record<string, FileProblem> = {
  rectoManquant: "frontMissing",
  versoManquant: "backMissing",
  typeNonAccepte: "documentNotAccepted",
  erreurAnalyse: "analysisError",
  documentExpire: "documentExpired",
  nomDifferent: "nameMismatch",
  dateNaissanceDifferente: "birthDateMismatch",
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

/** The machines name sections by their answer's keys (rowsOf, filesChosen). */
const sectionOf = (input: { section: string }) => input.section as DocumentSectionKey;

/** One file's calls: the same logic for every file, its bytes found by the row's key. */
const documentFileImplementations = (api: KyInstance) => ({
  actors: {
    // Loaded when a file is chosen, not with the tunnel's first script.
    screenFile: fromPromise<ScreeningVerdict, FileCallInput>(async ({ input }) => {
      const { screenChosenFile } = await import("./photoScreening.ts");
      return screenChosenFile(input);
    }),
    checkFileType: fromPromise<FileTypeAnswer, FileCallInput>(async ({ input, signal }) =>
      withFileProblem(input.fileName, async () =>
        checkFileType(
          {
            section: sectionOf(input),
            filename: input.fileName,
            encodedFile: await encodedChosenFile(input.key),
          },
          { signal, client: api },
        ),
      ),
    ),
    uploadFile: fromPromise<{ fileName: string; url: string }, FileCallInput>(
      async ({ input, signal }) =>
        withFileProblem(input.fileName, async () => {
          const section = sectionOf(input);
          const answer = await uploadDocument(
            { section, file: input.fileName, encodedFile: await encodedChosenFile(input.key) },
            { signal, client: api },
          );
          const stored = answer[section]?.[0];
          if (!stored) throw new FileFailure("uploadFailed");
          return stored;
        }),
    ),
    addSheet: fromPromise<{ sheetId: string }, SheetInput>(
      async ({ input: { key, ...input }, signal }) =>
        addSheetDocument(
          { ...input, filename: input.fileName, encodedFile: await encodedChosenFile(key) },
          { signal, client: api },
        ),
    ),
    submitControl: fromPromise<unknown, { controlId: string }>(({ input, signal }) =>
      submitControl(input, { signal, client: api }),
    ),
    getControl: fromPromise<AnalysisStatus, { controlId: string }>(
      async ({ input, signal }) => (await getControl(input, { signal, client: api })).status,
    ),
    checkDocument: fromPromise<DocumentCheckResult, { controlId: string }>(
      async ({ input, signal }) => {
        const answer = await checkDocument(input, { signal, client: api });
        const problem = answer.status === "ok" ? null : checkReasons[answer.reason];
        // Still running (`analyseEnCours`) or a reason we do not know: not a verdict.
        if (problem === undefined) throw new FileFailure("verificationInterrupted");
        const { documentType, subTypes, read } = answer;
        return { documentType, subTypes, problem, read };
      },
    ),
    deleteFile: fromPromise<unknown, DeleteFileInput>(async ({ input, signal }) => {
      const control: VerificationControl | null = input.control;
      if (control?.sheetId) {
        const sheet = { ...control, sheetId: control.sheetId };
        await ignoringGone(() => deleteSheetDocument(sheet, { signal, client: api }));
      }
      if (control) await ignoringGone(() => deleteControl(control, { signal, client: api }));
      if (input.url === "") return;
      await withFileProblem(
        input.fileName,
        () =>
          deleteDocument(
            { section: sectionOf(input), file: input.fileName, url: input.url },
            { signal, client: api },
          ),
        "deleteFailed",
      );
    }),
  },
  actions: {
    keepControl: (
      _: unknown,
      params: { url: string | null; control: VerificationControl | null },
    ) => keepControl(params.url, params.control),
    dropKeptControl: (_: unknown, params: { url: string | null }) => dropKeptControl(params.url),
    downloadFile: (
      { self }: { self: AnyActorRef },
      params: { section: string; fileName: string; url: string | null },
    ) => {
      if (params.url === null) return;
      downloadDocument(
        { section: sectionOf(params), file: params.fileName, url: params.url },
        { client: api },
      )
        .then((blob) => saveBlob(blob, params.fileName))
        .catch(() => self.send({ type: "downloadFailed" }));
    },
  },
});

export const documentsStepImplementations = (api: KyInstance) => ({
  actors: {
    loadDocuments: fromPromise<LoadedDocuments>(async ({ signal }) => ({
      documents: await getDocuments({ signal, client: api }),
      keptControls: keptControlsByAddress(),
    })),
    documentVerification: documentFileLogic.provide(documentFileImplementations(api)),
  },
});
