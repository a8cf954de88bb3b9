import { expect } from "vitest";
import { type DocumentViewerEvent, documentViewerMachine } from "../../machines/documentViewer.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const saved: unknown[] = [];
const released: unknown[] = [];
const machine = documentViewerMachine.provide({
  actions: {
    saveDocument: (_, params) => void saved.push(params),
    releaseDocument: (_, params) => void released.push(params),
  },
});

const events = {
  retry: { cause: 'clicks "Réessayer"' },
  download: { cause: 'clicks "Télécharger"' },
} satisfies EventTeaching<DocumentViewerEvent>;

const input = {
  reference: "HC-2026-00001",
  documentId: "doc-1",
  contentType: "application/pdf",
  fileName: "avis.pdf",
};

describePathCoverage({
  id: "documentViewer",
  machine,
  inputs: { "a PDF of the file": input },
  events,
  invocations: {
    readDocument: {
      done: { read: "blob:https://hestia.test/1" },
      error: { "no answer": new Error("network") },
    },
  },
  states: {
    reading: (snapshot, run) => {
      expect(run.actors.inputsOf("readDocument").at(-1)).toEqual({
        reference: input.reference,
        documentId: input.documentId,
      });
      expect(snapshot.context.localUrl).toBeNull();
    },
    readFailed: (snapshot) => {
      expect(snapshot.can({ type: "retry" })).toBe(true);
      expect(snapshot.can({ type: "download" })).toBe(false);
    },
    showing: (snapshot) => {
      expect(snapshot.context.localUrl).toBe("blob:https://hestia.test/1");
      expect(snapshot.can({ type: "download" })).toBe(true);
      for (const each of saved)
        expect(each).toEqual({ localUrl: "blob:https://hestia.test/1", fileName: "avis.pdf" });
    },
  },
});
