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
  signInAgain: { cause: 'clicks "Se reconnecter"' },
} satisfies EventTeaching<StaffFileEvent>;

describePathCoverage({
  id: "staffFile",
  machine: staffFileMachine,
  inputs: { "a file opened": { reference: "HC-2026-00001" } },
  events,
  invocations: {
    startRecentSignIn: {
      done: { "sent to the provider": undefined },
      error: { "provider down": new Error("discoveryFailed") },
    },
  },
  states: {
    documents: () => {},
    signIn: () => {},
    "signIn.signedIn": () => {},
    "signIn.signingInAgain": (_, run) => {
      expect(run.actors.inputsOf("startRecentSignIn").at(-1)).toEqual({
        reference: "HC-2026-00001",
      });
    },
    "signIn.signInFailed": (snapshot) => {
      expect(snapshot.can({ type: "signInAgain" })).toBe(true);
    },
    "documents.noDocument": (snapshot) => {
      expect(snapshot.children.review, "the review runs with the page").toBeDefined();
      expect(snapshot.children.document).toBeUndefined();
      expect(snapshot.context.document).toBeNull();
    },
    "documents.showingDocument": (snapshot) => {
      expect(snapshot.children.review).toBeDefined();
      const shown = snapshot.children.document?.getSnapshot().context;
      expect(shown).toMatchObject({ documentId: snapshot.context.document?.documentId });
    },
  },
});
