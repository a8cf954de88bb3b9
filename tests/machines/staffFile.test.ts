import { expect } from "vitest";
import { type StaffFileEvent, staffFileMachine } from "../../machines/staffFile.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const pdf = {
  reference: "HC-2026-00001",
  documentId: "doc-1",
  contentType: "application/pdf",
  fileName: "avis.pdf",
};
const photo = { ...pdf, documentId: "doc-2", contentType: "image/jpeg" };

const events = {
  openDocument: {
    cause: "clicks a document's name",
    cases: [
      { type: "openDocument", document: pdf },
      { type: "openDocument", document: photo },
    ],
  },
  closeDocument: { cause: 'clicks "Fermer le document"' },
} satisfies EventTeaching<StaffFileEvent>;

describePathCoverage({
  id: "staffFile",
  machine: staffFileMachine,
  inputs: { "a file opened": { reference: "HC-2026-00001" } },
  events,
  states: {
    noDocument: (snapshot) => {
      expect(snapshot.children.review, "the review runs with the page").toBeDefined();
      expect(snapshot.children.document).toBeUndefined();
      expect(snapshot.context.document).toBeNull();
    },
    showingDocument: (snapshot) => {
      expect(snapshot.children.review).toBeDefined();
      const shown = snapshot.children.document?.getSnapshot().context;
      expect(shown).toMatchObject({ documentId: snapshot.context.document?.documentId });
    },
  },
});
