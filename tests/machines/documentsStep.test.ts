import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { type AnyActorRef, createActor, fromPromise, waitFor } from "xstate";
import {
  problemShownFor,
  selectDocumentsStatus,
  selectFileActor,
  selectSectionRefusals,
  selectSectionRows,
} from "../../machines/documentsStep.selectors.ts";
import {
  type DocumentRow,
  type DocumentsStepEvent,
  documentFileLogic,
  documentsStepMachine,
  type LoadedDocuments,
  rowsOf,
} from "../../machines/documentsStep.ts";
import type {
  FileCallInput,
  ScreeningVerdict,
  VerificationControl,
} from "../../machines/documentVerification.ts";
import { DocumentsAnswerSchema } from "../../src/api/documentsSchemas.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const documents = v.parse(DocumentsAnswerSchema, {
  identity: [{ fileName: "passeport.pdf", url: "/files/1" }],
  status: [{ fileName: "certificat.pdf", url: "/files/2" }],
  contact: { situationActuelle: "student" },
  eft_name: "HC-2026-00001",
});
const keptControl: VerificationControl = {
  controlId: "c-9",
  documentId: "d-9",
  sheetId: "s-9",
  isSubmitted: true,
};
const loaded: LoadedDocuments = { documents, keptControls: { "/files/1": keptControl } };

/** The parent told the files are loaded, by actor session. */
const reportedLoaded = new Set<string>();
const machine = documentsStepMachine.provide({
  actions: {
    reportLoaded: ({ self }: { self: AnyActorRef }) => reportedLoaded.add(self.sessionId),
  },
});

const backMissing = {
  documentType: "STATE_ID",
  subTypes: ["STATE_ID_RECTO"],
  problem: "backMissing" as const,
  read: null,
};

const events = {
  retry: { cause: 'clicks "Réessayer" under the load error' },
  filesChosen: {
    cause: "chooses files in a section (picker or drop)",
    cases: [
      {
        type: "filesChosen",
        section: "identity",
        accepted: [{ key: "k-1", fileName: "carte_recto.png" }],
        refused: [{ fileName: "notes.txt", problem: "extensionNotAllowed" }],
      },
    ],
  },
  fileStored: {
    cause: "a file's upload is done",
    cases: [{ type: "fileStored", key: "k-1", fileName: "carte_recto.png", url: "/files/3" }],
  },
  fileChecked: {
    cause: "a file's identity check answers",
    cases: [{ type: "fileChecked", key: "k-1", check: backMissing }],
  },
  fileGone: {
    cause: "a file is deleted",
    cases: [{ type: "fileGone", key: "/files/2" }],
  },
  newsletterAnswered: {
    cause: "answers a newsletter question",
    cases: [{ type: "newsletterAnswered", answers: { newsletterGroup: false } }],
  },
} satisfies EventTeaching<DocumentsStepEvent>;

describePathCoverage({
  id: "documentsStep",
  machine,
  events,
  invocations: {
    loadDocuments: { done: { loaded }, error: { offline: new Error("network") } },
  },
  states: {
    loading: (snapshot, run) => {
      expect(selectDocumentsStatus(snapshot)).toBe("loading");
      expect(run.actors.isRunning("loadDocuments")).toBe(true);
      expect(reportedLoaded.has(run.actor.sessionId)).toBe(false);
    },
    loadFailed: (snapshot) => {
      expect(selectDocumentsStatus(snapshot)).toBe("loadFailed");
      expect(snapshot.context.documents).toBeNull();
      expect(snapshot.can({ type: "retry" })).toBe(true);
    },
    ready: (snapshot, run) => {
      expect(selectDocumentsStatus(snapshot)).toBe("ready");
      expect(reportedLoaded.has(run.actor.sessionId), "the parent hears the files loaded").toBe(
        true,
      );
      // One actor per listed file, no more: a gone file's actor is stopped.
      const fileActors = Object.keys(snapshot.children).filter((id) => id !== "loadDocuments");
      expect(fileActors.sort()).toEqual(
        snapshot.context.rows.map((row) => `document:${row.key}`).sort(),
      );
      const resumed = selectFileActor(snapshot, "/files/1")?.getSnapshot().context;
      expect(resumed?.control, "a kept control is resumed").toEqual(keptControl);
      expect(snapshot.context.documents?.eft_name).toBe("HC-2026-00001");
      const identity = selectSectionRows(snapshot, "identity");
      expect(identity[0]?.fileName).toBe("passeport.pdf");
      const chosen = identity.find((row) => row.key === "k-1");
      if (chosen) {
        expect(selectSectionRefusals(snapshot, "identity")).toEqual([
          { section: "identity", fileName: "notes.txt", problem: "extensionNotAllowed" },
        ]);
      }
      if (chosen?.url) expect(chosen.url).toBe("/files/3");
      // Only what was answered is kept, for "Reprendre plus tard" to save.
      expect([{}, { newsletterGroup: false }]).toContainEqual(snapshot.context.newsletterAnswers);
    },
  },
});

describe("the files' actors", () => {
  it("tell the step what becomes of their file (sendParent)", async () => {
    const step = createActor(
      machine.provide({
        actors: {
          loadDocuments: fromPromise<LoadedDocuments>(async () => loaded),
          documentVerification: documentFileLogic.provide({
            actors: {
              screenFile: fromPromise<ScreeningVerdict, FileCallInput>(async ({ input }) => ({
                fileName: input.fileName,
                isScaledDown: false,
                issue: null,
              })),
              uploadFile: fromPromise(async () => ({ fileName: "bourse.pdf", url: "/files/7" })),
            },
          }),
        },
      }),
    ).start();
    await waitFor(step, (snapshot) => snapshot.matches("ready"));
    step.send({
      type: "filesChosen",
      section: "boursier",
      accepted: [{ key: "k-7", fileName: "bourse.pdf" }],
      refused: [],
    });
    const stored = selectFileActor(step.getSnapshot(), "k-7");
    if (!stored) throw new Error("no actor for the chosen file");
    await waitFor(stored, (snapshot) => snapshot.matches("stored"));
    expect(selectSectionRows(step.getSnapshot(), "boursier")[0]?.url).toBe("/files/7");

    step.send({
      type: "filesChosen",
      section: "identity",
      accepted: [{ key: "k-8", fileName: "carte.png" }],
      refused: [],
    });
    const refused = selectFileActor(step.getSnapshot(), "k-8");
    if (!refused) throw new Error("no actor for the chosen file");
    // The default type check fails: the file is refused, then the applicant closes it.
    await waitFor(refused, (snapshot) => snapshot.matches("failed"));
    refused.send({ type: "dismiss" });
    await waitFor(step, (snapshot) => selectFileActor(snapshot, "k-8") === undefined);
    expect(selectSectionRows(step.getSnapshot(), "identity").map((row) => row.key)).toEqual([
      "/files/1",
    ]);
    step.stop();
  });
});

describe("rowsOf", () => {
  it("lists every stored file in its section, keyed by its address", () => {
    expect(rowsOf(documents).map((row) => [row.section, row.key])).toEqual([
      ["identity", "/files/1"],
      ["status", "/files/2"],
    ]);
  });
});

describe("problemShownFor (an ID card needs both sides)", () => {
  const row = (key: string, check: DocumentRow["check"]): DocumentRow => ({
    key,
    section: "identity",
    fileName: `${key}.png`,
    url: `/files/${key}`,
    check,
  });
  const front = row("front", backMissing);
  const back = row("back", {
    documentType: "STATE_ID",
    subTypes: ["STATE_ID_VERSO"],
    problem: "frontMissing",
    read: null,
  });

  it("flags a front alone as back missing", () => {
    expect(problemShownFor(front, [front])).toBe("backMissing");
  });
  it("clears both flags once the other side is another file of the section", () => {
    expect(problemShownFor(front, [front, back])).toBeNull();
    expect(problemShownFor(back, [front, back])).toBeNull();
  });
  it("does not count a side of another document type", () => {
    const permitBack = row("permit", {
      documentType: "RESIDENCE_PERMIT",
      subTypes: ["RESIDENCE_PERMIT_VERSO"],
      problem: "frontMissing",
      read: null,
    });
    expect(problemShownFor(front, [front, permitBack])).toBe("backMissing");
  });
  it("keeps other problems as they are", () => {
    const notAccepted = row("x", {
      documentType: "PAYSLIP",
      subTypes: [],
      problem: "documentNotAccepted",
      read: null,
    });
    expect(problemShownFor(notAccepted, [notAccepted, back])).toBe("documentNotAccepted");
    expect(problemShownFor(row("none", null), [])).toBeNull();
  });
});
