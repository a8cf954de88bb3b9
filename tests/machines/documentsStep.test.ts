import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  problemShownFor,
  selectDocumentsStatus,
  selectSectionRefusals,
  selectSectionRows,
} from "../../machines/documentsStep.selectors.ts";
import {
  type DocumentRow,
  type DocumentsStepEvent,
  documentsStepMachine,
  rowsOf,
} from "../../machines/documentsStep.ts";
import { DocumentsAnswerSchema } from "../../src/api/documentsSchemas.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const documents = v.parse(DocumentsAnswerSchema, {
  identity: [{ fileName: "passeport.pdf", url: "/files/1" }],
  status: [{ fileName: "certificat.pdf", url: "/files/2" }],
  contact: { situationActuelle: "student" },
  eft_name: "HC-2026-00001",
});
const backMissing = {
  documentType: "STATE_ID",
  subTypes: ["STATE_ID_RECTO"],
  problem: "backMissing" as const,
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
} satisfies EventTeaching<DocumentsStepEvent>;

describePathCoverage({
  id: "documentsStep",
  machine: documentsStepMachine,
  events,
  invocations: {
    loadDocuments: { done: { loaded: documents }, error: { offline: new Error("network") } },
  },
  states: {
    loading: (snapshot, run) => {
      expect(selectDocumentsStatus(snapshot)).toBe("loading");
      expect(run.actors.isRunning("loadDocuments")).toBe(true);
    },
    loadFailed: (snapshot) => {
      expect(selectDocumentsStatus(snapshot)).toBe("loadFailed");
      expect(snapshot.context.documents).toBeNull();
      expect(snapshot.can({ type: "retry" })).toBe(true);
    },
    ready: (snapshot) => {
      expect(selectDocumentsStatus(snapshot)).toBe("ready");
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
    },
  },
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
    });
    expect(problemShownFor(front, [front, permitBack])).toBe("backMissing");
  });
  it("keeps other problems as they are", () => {
    const notAccepted = row("x", {
      documentType: "PAYSLIP",
      subTypes: [],
      problem: "documentNotAccepted",
    });
    expect(problemShownFor(notAccepted, [notAccepted, back])).toBe("documentNotAccepted");
    expect(problemShownFor(row("none", null), [])).toBeNull();
  });
});
