/**
 * Step 4's files as the page lists them (tunnel spec 2 "Step 4", 3 "Documents"): the documents
 * answer (`dossier/getDocuments`, loaded when the step opens, with a retry when it fails), then
 * every section's rows: the stored files, and the files the applicant chose, each of which runs
 * its own `documentVerification` actor, spawned here (id and system id `fileActorId(key)`), which
 * reports here (`sendParent`) when it is stored, checked or gone. The step's rules screen chosen
 * files before they get a row (`filesChosen` carries the result), so a refused file is only
 * listed as a refusal. The step tells its parent when its files are loaded (`reportLoaded`: the
 * wizard provides it). It keeps the newsletter answers chosen, which "Reprendre plus tard" saves;
 * saving and sending belong to the wizard (step 4's save and "Envoyer votre demande").
 */
import { assign, enqueueActions, sendParent, setup, stopChild } from "xstate";
import type { DocumentsAnswer, NewsletterAnswers } from "../src/api/documentsSchemas.ts";
import type { FileProblem } from "./documentProblem.ts";
import {
  type DocumentCheckResult,
  type DocumentFileInput,
  documentVerificationMachine,
  type VerificationControl,
} from "./documentVerification.ts";
import { providedByApp } from "./provided.ts";

/** One file of a section, stored or on its way. */
export interface DocumentRow {
  /** Stable while the row lives: the stored file's address, or a key given at choice. */
  key: string;
  section: string;
  fileName: string;
  url: string | null;
  check: DocumentCheckResult | null;
}

/** A chosen file the step's rules refused before any byte left the browser. */
export interface Refusal {
  section: string;
  fileName: string;
  problem: FileProblem;
}

export interface DocumentsStepContext {
  documents: DocumentsAnswer | null;
  rows: DocumentRow[];
  /** The refusals of the last choice, by section (a new choice in a section replaces them). */
  refusals: Refusal[];
  /** The newsletter answers chosen on this visit, not yet saved (none until one is chosen). */
  newsletterAnswers: NewsletterAnswers;
}

/** What `loadDocuments` answers: the documents, and the controls this device kept, by address. */
export interface LoadedDocuments {
  documents: DocumentsAnswer;
  keptControls: Readonly<Record<string, VerificationControl>>;
}

export type DocumentsStepEvent =
  | { type: "retry" }
  | {
      type: "filesChosen";
      section: string;
      accepted: readonly { key: string; fileName: string }[];
      refused: readonly { fileName: string; problem: FileProblem }[];
    }
  | { type: "fileStored"; key: string; fileName: string; url: string }
  | { type: "fileChecked"; key: string; check: DocumentCheckResult }
  | { type: "fileGone"; key: string }
  | { type: "newsletterAnswered"; answers: NewsletterAnswers };

/** The stored files of the answer, in the answer's order, as rows keyed by their address. */
export function rowsOf(documents: DocumentsAnswer): DocumentRow[] {
  const { contact: _contact, eft_name: _reference, ...sections } = documents;
  return Object.entries(sections).flatMap(([section, files]) =>
    files.map((file) => ({
      key: file.url,
      section,
      fileName: file.fileName,
      url: file.url,
      check: null,
    })),
  );
}

const updateRow = (rows: DocumentRow[], key: string, change: Partial<DocumentRow>) =>
  rows.map((row) => (row.key === key ? { ...row, ...change } : row));

/** The id (and system id) of a file's `documentVerification` actor, from its row's key. */
export const fileActorId = (key: string) => `document:${key}`;

/** A file's actor as the step runs it: what it finds is told to the step (`sendParent`). */
export const documentFileLogic = documentVerificationMachine.provide({
  actions: {
    reportStored: sendParent(({ context }, stored: { fileName: string; url: string }) => ({
      type: "fileStored",
      key: context.key,
      ...stored,
    })),
    reportChecked: sendParent(({ context }, check: DocumentCheckResult) => ({
      type: "fileChecked",
      key: context.key,
      check,
    })),
    reportGone: sendParent(({ context }) => ({ type: "fileGone", key: context.key })),
  },
});

export const documentsStepMachine = setup({
  types: {
    context: {} as DocumentsStepContext,
    events: {} as DocumentsStepEvent,
    // `loadDocuments`, and one `documentVerification` per file, under `fileActorId(key)`.
    children: {} as { loadDocuments: "loadDocuments" } & Record<string, "documentVerification">,
  },
  actors: {
    /** GET dossier/getDocuments, with the controls kept on this device (keptControls.ts). */
    loadDocuments: providedByApp.actor<LoadedDocuments>("documentsStep", "loadDocuments"),
    /** One file, from its choice (or load) to its delete (machines/documentVerification.ts). */
    documentVerification: documentFileLogic,
  },
  actions: {
    rememberDocuments: assign((_, documents: DocumentsAnswer) => ({
      documents,
      rows: rowsOf(documents),
      refusals: [],
    })),
    /** Spawns each file's actor. */
    startFiles: enqueueActions(({ enqueue }, files: readonly DocumentFileInput[]) => {
      for (const input of files) {
        const id = fileActorId(input.key);
        enqueue.spawnChild("documentVerification", { id, systemId: id, input });
      }
    }),
    /** Tells the parent the step's files are on screen (the wizard's `formLoaded`). */
    reportLoaded: providedByApp.action("documentsStep", "reportLoaded"),
  },
}).createMachine({
  id: "documentsStep",
  meta: { spec: ["tunnel §2 Step 4: Your documents", "tunnel §3 Documents"] },
  description:
    "Step 4's files: the documents answer loaded (retry on failure), then each section's rows as files are chosen, stored, checked and deleted.",
  context: { documents: null, rows: [], refusals: [], newsletterAnswers: {} },
  initial: "loading",
  states: {
    loading: {
      description: "Loads the documents answer (getDocuments).",
      invoke: {
        id: "loadDocuments",
        src: "loadDocuments",
        onDone: {
          target: "ready",
          actions: [
            { type: "rememberDocuments", params: ({ event }) => event.output.documents },
            {
              type: "startFiles",
              params: ({ event }) =>
                rowsOf(event.output.documents).map((row) => ({
                  key: row.key,
                  section: row.section,
                  fileName: row.fileName,
                  url: row.url,
                  control: event.output.keptControls[row.key] ?? null,
                })),
            },
          ],
          description: "Loaded: the sections and their files show, each file with its actor.",
        },
        onError: {
          target: "loadFailed",
          description: "The load failed: the generic error and a retry; no section yet.",
        },
      },
    },
    loadFailed: {
      description: "The generic error with a retry button, instead of the sections.",
      on: { retry: { target: "loading", description: "The applicant asks to load it again." } },
    },
    ready: {
      description: "The sections with their files; the applicant adds and deletes files.",
      entry: "reportLoaded",
      on: {
        filesChosen: {
          actions: [
            {
              type: "startFiles",
              params: ({ context, event }) =>
                event.accepted
                  .filter((file) => !context.rows.some((row) => row.key === file.key))
                  .map((file) => ({ ...file, section: event.section })),
            },
            assign(({ context, event }) => ({
              rows: [
                ...context.rows,
                ...event.accepted
                  .filter((file) => !context.rows.some((row) => row.key === file.key))
                  .map((file) => ({
                    key: file.key,
                    section: event.section,
                    fileName: file.fileName,
                    url: null,
                    check: null,
                  })),
              ],
              refusals: [
                ...context.refusals.filter((refusal) => refusal.section !== event.section),
                ...event.refused.map((refusal) => ({ ...refusal, section: event.section })),
              ],
            })),
          ],
          description:
            "Files chosen (picker or drop): the accepted ones get a row and an actor that uploads them, the refused ones are listed with the rule.",
        },
        fileStored: {
          actions: assign({
            rows: ({ context, event }) =>
              updateRow(context.rows, event.key, { fileName: event.fileName, url: event.url }),
          }),
          description: "A file is on the server, under the name it was stored with.",
        },
        fileChecked: {
          actions: assign({
            rows: ({ context, event }) =>
              updateRow(context.rows, event.key, { check: event.check }),
          }),
          description: "A file's identity check answered (the section's two-sides rule reads it).",
        },
        fileGone: {
          actions: [
            assign({
              rows: ({ context, event }) => context.rows.filter((row) => row.key !== event.key),
            }),
            stopChild(({ event }) => fileActorId(event.key)),
          ],
          description:
            "A file was deleted, or a refused one closed: it leaves the list and its actor stops.",
        },
        newsletterAnswered: {
          actions: assign({
            newsletterAnswers: ({ context, event }) => ({
              ...context.newsletterAnswers,
              ...event.answers,
            }),
          }),
          description:
            'A newsletter question is answered: kept, so that "Reprendre plus tard" saves it.',
        },
      },
    },
  },
});
