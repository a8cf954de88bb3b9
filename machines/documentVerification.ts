/**
 * One file of step 4, from the moment the applicant chose it (or it came with the documents
 * answer) until it is deleted (tunnel spec 4 "Per-file identity verification", 5 "Step 4", 8
 * "Uploads"). The step's own rules (extension, size, duplicate name, one-file sections) ran
 * before this actor starts: a file they refuse never gets one, and no byte leaves the browser.
 *
 * A file of a verified section (identity, legal representative, guarantor identity) goes through
 * the provider's check: type check (`checkFileType`: passport, ID card or residence permit) →
 * upload (`sharepoint/add`) → sheet (`addSheetDocument`) → `submitControl` → `getControl` every
 * `POLL_INTERVAL` until DONE or ERROR → `checkDocument` (ok, or front missing, back missing, not
 * accepted, analysis error; and when the server read the document's machine-readable zone,
 * expired, another name, another birth date, each its own stage with what was read). Past `ANALYSIS_CEILING` the applicant is told the analysis takes
 * longer and may leave: the control is remembered, and a reload resumes polling it. Other
 * sections only upload. Deleting removes the sheet, the control and the file (one call the app
 * provides). The bytes stay with the app's actors, which find them by the file's `key`; the
 * context holds facts only. The step (machines/documentsStep.ts) runs one such actor per file and
 * hears its reports.
 *
 * Before a new file is sent, the browser screens it: a PDF that cannot be opened
 * (password, damaged) is refused; an image over the size limit is scaled down to fit; a photo
 * too small, too dark or too blurry waits for the applicant, who may retake it (remove this one)
 * or send it anyway.
 */
import { assign, not, setup } from "xstate";
import {
  type FileProblem,
  isRetryableProblem,
  type PhotoQualityIssue,
  problemOf,
} from "./documentProblem.ts";
import { providedByApp } from "./provided.ts";

/**
 * The spec's analysis polling: `getControl` every 2 seconds until DONE or ERROR.
 * @spec tunnel §4 Per-file identity verification
 * @spec tunnel §9 Business constants and limits
 */
export const POLL_INTERVAL_MS = 2000;

/**
 * Ours (the spec gives none): after a minute of analysis the applicant is told it takes longer
 * than usual and that they may leave and come back; the analysis goes on at the provider.
 */
export const ANALYSIS_CEILING_MS = 60_000;

/** The provider's control of one file: where a reload resumes. */
export interface VerificationControl {
  controlId: string;
  documentId: string;
  sheetId: string | null;
  /** `submitControl` answered: the analysis runs, only polling is left. */
  isSubmitted: boolean;
}

/** What the server read on the document (its machine-readable zone), to show beside a finding. */
export interface DocumentRead {
  surnames: string;
  givenNames: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** YYYY-MM-DD */
  expiryDate: string;
}

/**
 * `checkDocument`'s answer: the type read, the sides seen, what is wrong (null: nothing), and
 * what was read on the document (null when nothing could be read: the file-name decision).
 */
export interface DocumentCheckResult {
  documentType: string | null;
  subTypes: readonly string[];
  problem: FileProblem | null;
  read: DocumentRead | null;
}

/**
 * Sections the identity check reads (passport, ID card, residence permit).
 * @spec tunnel §5 Step 4
 */
const VERIFIED_SECTIONS: ReadonlySet<string> = new Set([
  "identity",
  "legalResponsible",
  "guarantorIdentity1",
  "guarantorIdentity2",
]);

export function isVerifiedSection(section: string): boolean {
  return VERIFIED_SECTIONS.has(section);
}

export interface DocumentFileInput {
  /** The file's row in the step: stable while it lives (the app finds the chosen bytes by it). */
  key: string;
  section: string;
  fileName: string;
  /** Already on the server (it came with the documents answer): its address. */
  url?: string | null;
  /** A control remembered from before a reload. */
  control?: VerificationControl | null;
}

/** What the browser's screening found: the name to send under, and what a retake would fix. */
export interface ScreeningVerdict {
  /** Changes when an oversize image was re-encoded as a JPEG. */
  fileName: string;
  isScaledDown: boolean;
  issue: PhotoQualityIssue | null;
}

export interface DocumentFileContext {
  key: string;
  section: string;
  fileName: string;
  isVerified: boolean;
  /** The browser screened the file: it is not screened again on a retry. */
  isScreened: boolean;
  /** Sent smaller than chosen, to fit the size limit. */
  isScaledDown: boolean;
  /** Why the photo is worth a retake, while the applicant decides; null otherwise. */
  qualityIssue: PhotoQualityIssue | null;
  url: string | null;
  control: VerificationControl | null;
  check: DocumentCheckResult | null;
  /** Why the upload, the check or the delete failed; null when nothing failed. */
  problem: FileProblem | null;
  /** The download failed ("cannot download this document"); the file itself is fine. */
  hasDownloadFailed: boolean;
}

export type AnalysisStatus = "CREATED" | "PENDING" | "DONE" | "ERROR";

export interface FileTypeAnswer {
  controlId: string;
  documentId: string;
  documentTypeAllowed: boolean;
}

export type DocumentFileEvent =
  | { type: "retry" }
  | { type: "dismiss" }
  | { type: "sendAnyway" }
  | { type: "delete" }
  | { type: "dismissError" }
  | { type: "checkAgain" }
  | { type: "download" }
  | { type: "downloadFailed" };

/** What the app's actors are given: the row's key, the section and the name (the bytes are theirs). */
export interface FileCallInput {
  key: string;
  section: string;
  fileName: string;
}

export interface SheetInput {
  key: string;
  controlId: string;
  documentId: string;
  fileName: string;
}

export interface DeleteFileInput extends FileCallInput {
  url: string;
  control: VerificationControl | null;
}

const remember = (problem: FileProblem) => ({ problem });
const failedWith = {
  type: "rememberProblem",
  params: ({ event }: { event: { error: unknown } }) => problemOf(event.error),
} as const;
const interrupted = {
  type: "rememberProblem",
  params: "verificationInterrupted" as FileProblem,
} as const;

/** Download (own files), offered wherever the file is on the server and nothing runs. */
const downloadEvents = {
  download: {
    guard: "isStored",
    actions: [
      "clearDownloadFailure",
      {
        type: "downloadFile",
        params: ({ context }: { context: DocumentFileContext }) => ({
          section: context.section,
          fileName: context.fileName,
          url: context.url,
        }),
      },
    ],
    description: "Download (own files): the browser saves the file.",
  },
  downloadFailed: {
    actions: "markDownloadFailed",
    description: 'The download failed: "cannot download this document" beside the file.',
  },
} as const;

export const documentVerificationMachine = setup({
  types: {
    input: {} as DocumentFileInput,
    context: {} as DocumentFileContext,
    events: {} as DocumentFileEvent,
    tags: {} as "screening" | "upload" | "typeCheck" | "analysis" | "finished" | "busy",
  },
  delays: {
    POLL_INTERVAL: POLL_INTERVAL_MS,
    ANALYSIS_CEILING: ANALYSIS_CEILING_MS,
  },
  actors: {
    /** In the browser: PDF structure, photo quality, scaling down (src/features/tunnel/step4). */
    screenFile: providedByApp.actor<ScreeningVerdict, FileCallInput>(
      "documentVerification",
      "screenFile",
    ),
    /** POST vialink/checkFileType: opens the control, says whether the type fits the section. */
    checkFileType: providedByApp.actor<FileTypeAnswer, FileCallInput>(
      "documentVerification",
      "checkFileType",
    ),
    /** POST sharepoint/add: the stored name and address. */
    uploadFile: providedByApp.actor<{ fileName: string; url: string }, FileCallInput>(
      "documentVerification",
      "uploadFile",
    ),
    /** POST vialink/addSheetDocument. */
    addSheet: providedByApp.actor<{ sheetId: string }, SheetInput>(
      "documentVerification",
      "addSheet",
    ),
    /** POST vialink/submitControl. */
    submitControl: providedByApp.actor<unknown, { controlId: string }>(
      "documentVerification",
      "submitControl",
    ),
    /** POST vialink/getControl. */
    getControl: providedByApp.actor<AnalysisStatus, { controlId: string }>(
      "documentVerification",
      "getControl",
    ),
    /** POST vialink/checkDocument. */
    checkDocument: providedByApp.actor<DocumentCheckResult, { controlId: string }>(
      "documentVerification",
      "checkDocument",
    ),
    /** deleteSheetDocument and deleteControl (verified files), then sharepoint/delete. */
    deleteFile: providedByApp.actor<unknown, DeleteFileInput>("documentVerification", "deleteFile"),
  },
  guards: {
    hasSubmittedControl: ({ context }) => context.control?.isSubmitted === true,
    hasSheet: ({ context }) => context.control?.sheetId != null,
    isStored: ({ context }) => context.url !== null,
    isVerified: ({ context }) => context.isVerified,
    isScreened: ({ context }) => context.isScreened,
    hasQualityIssue: (_, verdict: ScreeningVerdict) => verdict.issue !== null,
    isTypeAllowed: (_, answer: FileTypeAnswer) => answer.documentTypeAllowed,
    isAnalysisOver: (_, status: AnalysisStatus) => status === "DONE" || status === "ERROR",
    isDocumentAccepted: (_, check: DocumentCheckResult) => check.problem === null,
    isExpired: (_, check: DocumentCheckResult) => check.problem === "documentExpired",
    isInAnotherName: (_, check: DocumentCheckResult) => check.problem === "nameMismatch",
    isOfAnotherBirthDate: (_, check: DocumentCheckResult) => check.problem === "birthDateMismatch",
    mayRetry: ({ context }) => context.problem !== null && isRetryableProblem(context.problem),
  },
  actions: {
    rememberProblem: assign((_, problem: FileProblem) => remember(problem)),
    clearProblem: assign({ problem: null }),
    rememberScreening: assign((_, verdict: ScreeningVerdict) => ({
      isScreened: true,
      fileName: verdict.fileName,
      isScaledDown: verdict.isScaledDown,
      qualityIssue: verdict.issue,
    })),
    clearQualityIssue: assign({ qualityIssue: null }),
    openControl: assign({
      control: (_, answer: FileTypeAnswer) => ({
        controlId: answer.controlId,
        documentId: answer.documentId,
        sheetId: null,
        isSubmitted: false,
      }),
    }),
    forgetControl: assign({ control: null }),
    rememberSheet: assign({
      control: ({ context }, sheetId: string) => context.control && { ...context.control, sheetId },
    }),
    markSubmitted: assign({
      control: ({ context }) => context.control && { ...context.control, isSubmitted: true },
    }),
    rememberStored: assign((_, stored: { fileName: string; url: string }) => stored),
    rememberCheck: assign({ check: (_, check: DocumentCheckResult) => check }),
    markDownloadFailed: assign({ hasDownloadFailed: true }),
    clearDownloadFailure: assign({ hasDownloadFailed: false }),
    /** Tells the step the file is on the server (its list and the duplicate-name rule). */
    reportStored: providedByApp.action<{ fileName: string; url: string }>(
      "documentVerification",
      "reportStored",
    ),
    /** Tells the step what the check found (the ID card's two sides are a rule of the section). */
    reportChecked: providedByApp.action<DocumentCheckResult>(
      "documentVerification",
      "reportChecked",
    ),
    /** Tells the step the file left its list (deleted, or refused and dismissed). */
    reportGone: providedByApp.action("documentVerification", "reportGone"),
    /** Keeps the submitted control on this device, so a reload resumes it. */
    keepControl: providedByApp.action<{ url: string | null; control: VerificationControl | null }>(
      "documentVerification",
      "keepControl",
    ),
    /** Forgets the kept control of a deleted file. */
    dropKeptControl: providedByApp.action<{ url: string | null }>(
      "documentVerification",
      "dropKeptControl",
    ),
    /** Saves the file through the browser (`sharepoint/download`); a failure sends `downloadFailed`. */
    downloadFile: providedByApp.action<{ section: string; fileName: string; url: string | null }>(
      "documentVerification",
      "downloadFile",
    ),
  },
}).createMachine({
  id: "documentVerification",
  meta: {
    spec: ["tunnel §4 Per-file identity verification", "tunnel §5 Step 4", "tunnel §8 Uploads"],
  },
  description:
    "One file of step 4: upload, then for identity sections the provider's type check, analysis (polled every 2 s) and document check; deleting it.",
  context: ({ input }) => ({
    key: input.key,
    section: input.section,
    fileName: input.fileName,
    isVerified: isVerifiedSection(input.section),
    isScreened: false,
    isScaledDown: false,
    qualityIssue: null,
    url: input.url ?? null,
    control: input.control ?? null,
    check: null,
    problem: null,
    hasDownloadFailed: false,
  }),
  initial: "starting",
  states: {
    starting: {
      description: "Where this file stands: a control to resume, a stored file, or a new file.",
      always: [
        {
          guard: "hasSubmittedControl",
          target: "analysing",
          description: "A control submitted before a reload: resume polling it.",
        },
        { guard: "isStored", target: "stored", description: "On the server, nothing to check." },
        {
          guard: not("isScreened"),
          target: "screening",
          description: "A new file the browser has not screened yet: screen it before sending.",
        },
        {
          guard: "isVerified",
          target: "checkingFileType",
          description: "A new file of an identity section: check its type first.",
        },
        { target: "uploading", description: "A new file of another section: upload it." },
      ],
    },
    screening: {
      tags: ["screening", "busy"],
      description:
        "The browser reads the file before sending it: a PDF's structure, a photo's size, brightness and sharpness; an image over the limit is scaled down.",
      invoke: {
        id: "screenFile",
        src: "screenFile",
        input: ({ context }) => ({
          key: context.key,
          section: context.section,
          fileName: context.fileName,
        }),
        onDone: [
          {
            guard: { type: "hasQualityIssue", params: ({ event }) => event.output },
            target: "qualityWarned",
            actions: { type: "rememberScreening", params: ({ event }) => event.output },
            description: "Too small, too dark or too blurry: ask for a retake before sending.",
          },
          {
            target: "starting",
            actions: { type: "rememberScreening", params: ({ event }) => event.output },
            description: "Fit to send (scaled down if it was over the limit): send it.",
          },
        ],
        onError: {
          target: "failed",
          actions: failedWith,
          description:
            "A PDF that cannot be opened (password, damaged), or an oversize image that could not be scaled down: refused, nothing sent.",
        },
      },
    },
    qualityWarned: {
      description:
        "The photo will likely not pass: the reason shows with a request to retake it; nothing is sent unless the applicant insists.",
      on: {
        sendAnyway: {
          target: "starting",
          actions: "clearQualityIssue",
          description: 'The applicant clicks "Envoyer quand même": the photo is sent as it is.',
        },
        dismiss: {
          target: "dismissed",
          description: "The applicant removes the photo, to add a retaken one.",
        },
      },
    },
    checkingFileType: {
      tags: ["typeCheck", "busy"],
      description:
        "The provider reads which document this is (passport, ID card, residence permit).",
      invoke: {
        id: "checkFileType",
        src: "checkFileType",
        input: ({ context }) => ({
          key: context.key,
          section: context.section,
          fileName: context.fileName,
        }),
        onDone: [
          {
            guard: { type: "isTypeAllowed", params: ({ event }) => event.output },
            target: "uploading",
            actions: { type: "openControl", params: ({ event }) => event.output },
            description: "A document this section takes: upload it.",
          },
          {
            target: "failed",
            actions: { type: "rememberProblem", params: "documentNotAccepted" },
            description: "Not a passport, ID card or residence permit: refused, nothing stored.",
          },
        ],
        onError: {
          target: "failed",
          actions: failedWith,
          description: "Refused (type, size) or the call failed: nothing stored.",
        },
      },
    },
    uploading: {
      tags: ["upload", "busy"],
      description: "The file is sent to the section (sharepoint/add).",
      invoke: {
        id: "uploadFile",
        src: "uploadFile",
        input: ({ context }) => ({
          key: context.key,
          section: context.section,
          fileName: context.fileName,
        }),
        onDone: [
          {
            guard: "isVerified",
            target: "addingSheet",
            actions: [
              { type: "rememberStored", params: ({ event }) => event.output },
              { type: "reportStored", params: ({ event }) => event.output },
            ],
            description: "Stored: now the analysis of an identity document.",
          },
          {
            target: "stored",
            actions: [
              { type: "rememberStored", params: ({ event }) => event.output },
              { type: "reportStored", params: ({ event }) => event.output },
            ],
            description: "Stored: listed with the section's files.",
          },
        ],
        onError: {
          target: "failed",
          actions: failedWith,
          description:
            "Refused by the server (same rules as the step's) or the call failed: nothing stored.",
        },
      },
    },
    addingSheet: {
      tags: ["analysis", "busy"],
      description: "The file is added to the control as a sheet (addSheetDocument).",
      invoke: {
        id: "addSheet",
        src: "addSheet",
        input: ({ context }) => ({
          key: context.key,
          controlId: context.control?.controlId ?? "",
          documentId: context.control?.documentId ?? "",
          fileName: context.fileName,
        }),
        onDone: {
          target: "submitting",
          actions: { type: "rememberSheet", params: ({ event }) => event.output.sheetId },
          description: "Added: submit the control.",
        },
        onError: {
          target: "verificationFailed",
          actions: interrupted,
          description: "The call failed: the file is stored, the check can be retried.",
        },
      },
    },
    submitting: {
      tags: ["analysis", "busy"],
      description: "The control is submitted: the analysis starts (submitControl).",
      invoke: {
        id: "submitControl",
        src: "submitControl",
        input: ({ context }) => ({ controlId: context.control?.controlId ?? "" }),
        onDone: {
          target: "analysing",
          actions: [
            "markSubmitted",
            {
              type: "keepControl",
              params: ({ context }) => ({
                url: context.url,
                control: context.control && { ...context.control, isSubmitted: true },
              }),
            },
          ],
          description: "Submitted: remember the control on this device, then poll.",
        },
        onError: {
          target: "verificationFailed",
          actions: interrupted,
          description: "The call failed: the file is stored, the check can be retried.",
        },
      },
    },
    analysing: {
      tags: ["analysis", "busy"],
      description: "The provider analyses the document; its status is polled every 2 s.",
      after: {
        ANALYSIS_CEILING: {
          target: "analysisTakingLong",
          description: "Past the ceiling: say it takes longer; the applicant may leave.",
        },
      },
      initial: "waiting",
      states: {
        waiting: {
          description: "Waits the polling interval.",
          after: { POLL_INTERVAL: { target: "polling", description: "Time to ask again." } },
        },
        polling: {
          description: "Asks the analysis's status (getControl).",
          invoke: {
            id: "getControl",
            src: "getControl",
            input: ({ context }) => ({ controlId: context.control?.controlId ?? "" }),
            onDone: [
              {
                guard: { type: "isAnalysisOver", params: ({ event }) => event.output },
                target: "#documentVerification.checkingDocument",
                description: "DONE or ERROR: read the result.",
              },
              { target: "waiting", description: "Still running: ask again in 2 s." },
            ],
            onError: {
              target: "#documentVerification.verificationFailed",
              actions: interrupted,
              description: "The call failed: the analysis goes on; the applicant may retry.",
            },
          },
        },
      },
    },
    analysisTakingLong: {
      tags: ["analysis"],
      description:
        "The analysis takes longer than usual: the applicant may leave and come back (it resumes) or check again.",
      on: {
        ...downloadEvents,
        checkAgain: { target: "analysing", description: "Asks again now." },
        delete: { target: "deleting", description: "Deletes the file." },
      },
    },
    checkingDocument: {
      tags: ["analysis", "busy"],
      description: "Reads the analysis's result (checkDocument).",
      invoke: {
        id: "checkDocument",
        src: "checkDocument",
        input: ({ context }) => ({ controlId: context.control?.controlId ?? "" }),
        onDone: [
          {
            guard: { type: "isDocumentAccepted", params: ({ event }) => event.output },
            target: "verified",
            actions: [
              { type: "rememberCheck", params: ({ event }) => event.output },
              { type: "reportChecked", params: ({ event }) => event.output },
            ],
            description: "The document is fine.",
          },
          {
            guard: { type: "isExpired", params: ({ event }) => event.output },
            target: "expired",
            actions: [
              { type: "rememberCheck", params: ({ event }) => event.output },
              { type: "reportChecked", params: ({ event }) => event.output },
            ],
            description: "The document's zone was read: its expiry date is past.",
          },
          {
            guard: { type: "isInAnotherName", params: ({ event }) => event.output },
            target: "nameMismatch",
            actions: [
              { type: "rememberCheck", params: ({ event }) => event.output },
              { type: "reportChecked", params: ({ event }) => event.output },
            ],
            description: "The names read are not those of the section's person in the form.",
          },
          {
            guard: { type: "isOfAnotherBirthDate", params: ({ event }) => event.output },
            target: "birthDateMismatch",
            actions: [
              { type: "rememberCheck", params: ({ event }) => event.output },
              { type: "reportChecked", params: ({ event }) => event.output },
            ],
            description: "The birth date read is not the one of the section's person in the form.",
          },
          {
            target: "flagged",
            actions: [
              { type: "rememberCheck", params: ({ event }) => event.output },
              { type: "reportChecked", params: ({ event }) => event.output },
            ],
            description:
              "Something is wrong: front missing, back missing, not accepted, or an analysis error.",
          },
        ],
        onError: {
          target: "verificationFailed",
          actions: interrupted,
          description: "The call failed: the file is stored, the check can be retried.",
        },
      },
    },
    verified: {
      tags: "finished",
      description: "Stored and checked: nothing wrong.",
      on: { ...downloadEvents, delete: { target: "deleting", description: "Deletes the file." } },
    },
    flagged: {
      tags: "finished",
      description: "Stored and checked: the problem is shown on the file (e.g. back missing).",
      on: { ...downloadEvents, delete: { target: "deleting", description: "Deletes the file." } },
    },
    expired: {
      tags: "finished",
      description:
        'Stored and read: "document expiré", with the expiry date read; another document is needed.',
      on: { ...downloadEvents, delete: { target: "deleting", description: "Deletes the file." } },
    },
    nameMismatch: {
      tags: "finished",
      description:
        'Stored and read: "le nom ne correspond pas à celui de votre profil", with the names read (a married name or a typo can then be explained).',
      on: { ...downloadEvents, delete: { target: "deleting", description: "Deletes the file." } },
    },
    birthDateMismatch: {
      tags: "finished",
      description: "Stored and read: the birth date differs from the form's, with the date read.",
      on: { ...downloadEvents, delete: { target: "deleting", description: "Deletes the file." } },
    },
    stored: {
      tags: "finished",
      description: "Stored; a section without the identity check.",
      on: { ...downloadEvents, delete: { target: "deleting", description: "Deletes the file." } },
    },
    verificationFailed: {
      description: "The file is stored but a check call failed: retry or delete.",
      on: {
        ...downloadEvents,
        retry: [
          {
            guard: "hasSubmittedControl",
            target: "analysing",
            actions: "clearProblem",
            description: "Submitted already: poll again.",
          },
          {
            guard: "hasSheet",
            target: "submitting",
            actions: "clearProblem",
            description: "The sheet is there: submit again.",
          },
          { target: "addingSheet", actions: "clearProblem", description: "Add the sheet again." },
        ],
        delete: { target: "deleting", description: "Deletes the file." },
      },
    },
    failed: {
      description: "Refused or not sent: nothing is stored; the reason shows on the file.",
      on: {
        retry: {
          guard: "mayRetry",
          target: "starting",
          actions: ["clearProblem", "forgetControl"],
          description: "A failed call (not a refusal): send it again.",
        },
        dismiss: { target: "dismissed", description: "The applicant closes the message." },
      },
    },
    deleting: {
      tags: "busy",
      description: "Deletes the sheet and the control (identity files), then the file.",
      invoke: {
        id: "deleteFile",
        src: "deleteFile",
        input: ({ context }) => ({
          key: context.key,
          section: context.section,
          fileName: context.fileName,
          url: context.url ?? "",
          control: context.control,
        }),
        onDone: { target: "deleted", description: "Deleted." },
        onError: {
          target: "deleteFailed",
          actions: {
            type: "rememberProblem",
            params: ({ event }) => problemOf(event.error, "deleteFailed"),
          },
          description: "Refused (not the applicant's file) or failed: the file stays.",
        },
      },
    },
    deleteFailed: {
      description: "The delete failed: the server's rights message, or a retry.",
      on: {
        ...downloadEvents,
        delete: { target: "deleting", actions: "clearProblem", description: "Tries again." },
        dismissError: {
          target: "starting",
          actions: "clearProblem",
          description: "Closes the message: the file as it was.",
        },
      },
    },
    deleted: {
      type: "final",
      entry: [
        { type: "dropKeptControl", params: ({ context }) => ({ url: context.url }) },
        "reportGone",
      ],
      description: "Gone from the server and from the list.",
    },
    dismissed: {
      type: "final",
      entry: "reportGone",
      description: "A refused file the applicant closed, or a photo they removed to retake it.",
    },
  },
});
