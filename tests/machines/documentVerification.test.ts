import { describe, expect, it } from "vitest";
import { type AnyActorRef, createActor, fromPromise, SimulatedClock } from "xstate";
import { FileFailure } from "../../machines/documentProblem.ts";
import {
  selectFileStage,
  toDocumentFileView,
} from "../../machines/documentVerification.selectors.ts";
import {
  ANALYSIS_CEILING_MS,
  type AnalysisStatus,
  type DocumentCheckResult,
  type DocumentFileEvent,
  type DocumentFileInput,
  documentVerificationMachine,
  isVerifiedSection,
  POLL_INTERVAL_MS,
  type VerificationControl,
} from "../../machines/documentVerification.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const opened = { controlId: "c-1", documentId: "d-1", documentTypeAllowed: true };
const backMissing: DocumentCheckResult = {
  documentType: "STATE_ID",
  subTypes: ["STATE_ID_RECTO"],
  problem: "backMissing",
  read: null,
};
const accepted: DocumentCheckResult = {
  documentType: "PASSPORT",
  subTypes: ["PASSPORT"],
  problem: null,
  read: null,
};
const read = {
  surnames: "DUBOIS",
  givenNames: "CAMILLE",
  birthDate: "2006-04-12",
  expiryDate: "2025-01-01",
};
const expired: DocumentCheckResult = { ...accepted, problem: "documentExpired", read };
const anotherName: DocumentCheckResult = { ...accepted, problem: "nameMismatch", read };
const anotherBirthDate: DocumentCheckResult = { ...accepted, problem: "birthDateMismatch", read };
const submittedControl: VerificationControl = {
  controlId: "c-9",
  documentId: "d-9",
  sheetId: "s-9",
  isSubmitted: true,
};

/** What the provided actions did, by actor session. */
type Effect = { name: string; params?: unknown };
const effects = new Map<string, Effect[]>();
const effectsOf = (actor: AnyActorRef) => effects.get(actor.sessionId) ?? [];
const record =
  (name: string) =>
  ({ self }: { self: AnyActorRef }, params?: unknown) =>
    effects.set(self.sessionId, [...(effects.get(self.sessionId) ?? []), { name, params }]);

const machine = documentVerificationMachine.provide({
  actions: {
    reportStored: record("reportStored"),
    reportChecked: record("reportChecked"),
    reportGone: record("reportGone"),
    keepControl: record("keepControl"),
    dropKeptControl: record("dropKeptControl"),
    downloadFile: record("downloadFile"),
  },
});

const events = {
  retry: { cause: 'clicks "Réessayer" on the file' },
  dismiss: { cause: 'clicks "Fermer" on a refused file, or "Retirer" on a photo to retake' },
  sendAnyway: { cause: 'clicks "Envoyer quand même" on a photo worth a retake' },
  delete: { cause: 'clicks "Supprimer" on the file' },
  dismissError: { cause: "closes the delete failure" },
  checkAgain: { cause: 'clicks "Vérifier à nouveau"' },
  download: { cause: 'clicks "Télécharger"' },
  downloadFailed: { cause: "the download call fails" },
} satisfies EventTeaching<DocumentFileEvent>;

const newIdentityFile: DocumentFileInput = {
  section: "identity",
  key: "k-1",
  fileName: "carte_recto.png",
};

describePathCoverage({
  id: "documentVerification",
  machine,
  inputs: {
    "a new identity file": newIdentityFile,
    "a new pay slip": {
      section: "bulletinsDeSalaire",
      fileName: "bulletin.pdf",
      key: "k-2",
    },
    "an identity file whose analysis ran before a reload": {
      ...newIdentityFile,
      url: "/api/ac_campus/sharepoint/files/1",
      control: submittedControl,
    },
  },
  events,
  invocations: {
    screenFile: {
      done: {
        "fit to send": { fileName: "carte_recto.png", isScaledDown: false, issue: null },
        "too blurry": { fileName: "carte_recto.png", isScaledDown: false, issue: "tooBlurry" },
        "over the limit, scaled down": {
          fileName: "carte_recto.jpg",
          isScaledDown: true,
          issue: null,
        },
      },
      error: {
        "a password-protected PDF": new FileFailure("pdfProtected"),
        "the screening script failed to load": new Error("chunk"),
      },
    },
    checkFileType: {
      done: { "an ID card": opened, "a pay slip": { ...opened, documentTypeAllowed: false } },
      error: {
        "too big": new FileFailure("imageTooBig"),
        "network down": new Error("network"),
      },
    },
    uploadFile: {
      done: { stored: { fileName: "carte_recto.png", url: "/api/ac_campus/sharepoint/files/2" } },
      error: {
        "same name": new FileFailure("duplicateName"),
        "server error": new Error("500"),
      },
    },
    addSheet: { done: { added: { sheetId: "s-1" } }, error: { "server error": new Error("500") } },
    submitControl: { done: { submitted: { status: "PENDING" } }, error: { down: new Error("x") } },
    getControl: {
      done: { pending: "PENDING", done: "DONE", error: "ERROR" },
      error: { "server error": new Error("500") },
    },
    checkDocument: {
      done: {
        "back missing": backMissing,
        accepted,
        "an expired passport": expired,
        "a passport in another name": anotherName,
        "a passport of another birth date": anotherBirthDate,
      },
      error: { "server error": new Error("500") },
    },
    deleteFile: {
      done: { deleted: { status: "ok" } },
      error: { "not theirs": new FileFailure("deleteForbidden"), "server error": new Error("500") },
    },
  },
  states: {
    screening: (snapshot, run) => {
      expect(selectFileStage(snapshot)).toBe("screening");
      expect(run.actors.inputsOf("screenFile").at(-1)).toEqual({
        key: snapshot.context.key,
        section: snapshot.context.section,
        fileName: snapshot.context.fileName,
      });
      expect(snapshot.context.isScreened).toBe(false);
      expect(toDocumentFileView(snapshot).isBusy).toBe(true);
      expect(run.actors.isRunning("uploadFile")).toBe(false);
    },
    qualityWarned: (snapshot, run) => {
      const view = toDocumentFileView(snapshot);
      expect(view.qualityIssue).toBe("tooBlurry");
      expect(view.canSendAnyway).toBe(true);
      expect(view.canDismiss).toBe(true);
      expect(view.isBusy).toBe(false);
      expect(view.problem).toBeNull();
      expect(run.actors.isRunning("uploadFile")).toBe(false);
      expect(run.actors.isRunning("checkFileType")).toBe(false);
    },
    checkingFileType: (snapshot, run) => {
      expect(selectFileStage(snapshot)).toBe("typeCheck");
      expect(snapshot.context.isScreened).toBe(true);
      expect(snapshot.context.qualityIssue).toBeNull();
      expect(run.actors.inputsOf("checkFileType").at(-1)).toEqual({
        key: "k-1",
        section: "identity",
        fileName: snapshot.context.fileName,
      });
      expect(toDocumentFileView(snapshot).isScaledDown).toBe(
        snapshot.context.fileName === "carte_recto.jpg",
      );
      expect(toDocumentFileView(snapshot).canDelete).toBe(false);
    },
    uploading: (snapshot, run) => {
      expect(selectFileStage(snapshot)).toBe("upload");
      expect(snapshot.context.isScreened).toBe(true);
      expect(run.actors.isRunning("uploadFile")).toBe(true);
      expect(snapshot.context.url).toBeNull();
    },
    addingSheet: (snapshot, run) => {
      expect(selectFileStage(snapshot)).toBe("analysis");
      expect(run.actors.inputsOf("addSheet").at(-1)).toMatchObject({
        key: "k-1",
        controlId: "c-1",
      });
      expect(effectsOf(run.actor).some((effect) => effect.name === "reportStored")).toBe(true);
    },
    submitting: (snapshot, run) => {
      expect(snapshot.context.control?.sheetId).toBe("s-1");
      expect(run.actors.inputsOf("submitControl").at(-1)).toEqual({ controlId: "c-1" });
    },
    "analysing.waiting": (snapshot) => {
      expect(selectFileStage(snapshot)).toBe("analysis");
      expect(snapshot.context.control?.isSubmitted).toBe(true);
      expect(snapshot.children.getControl).toBeUndefined();
    },
    "analysing.polling": (snapshot, run) => {
      expect(run.actors.isRunning("getControl")).toBe(true);
      expect(toDocumentFileView(snapshot).isBusy).toBe(true);
    },
    analysisTakingLong: (snapshot) => {
      const view = toDocumentFileView(snapshot);
      expect(view.isTakingLong).toBe(true);
      expect(view.isBusy).toBe(false);
      expect(snapshot.can({ type: "checkAgain" })).toBe(true);
    },
    checkingDocument: (snapshot, run) => {
      expect(run.actors.isRunning("checkDocument")).toBe(true);
      expect(selectFileStage(snapshot)).toBe("analysis");
    },
    verified: (snapshot, run) => {
      expect(selectFileStage(snapshot)).toBe("finished");
      expect(snapshot.context.check?.problem).toBeNull();
      // Checked on entry; a download since then (it stays on the file) comes after.
      const names = effectsOf(run.actor).map((effect) => effect.name);
      expect(names.filter((name) => name !== "downloadFile").at(-1)).toBe("reportChecked");
      if (names.at(-1) === "downloadFile") {
        expect(effectsOf(run.actor).at(-1)?.params).toMatchObject({
          fileName: snapshot.context.fileName,
        });
      }
    },
    flagged: (snapshot) => {
      expect(selectFileStage(snapshot)).toBe("finished");
      expect(toDocumentFileView(snapshot).check?.problem).toBe("backMissing");
      expect(toDocumentFileView(snapshot).readShown).toBeNull();
    },
    expired: (snapshot) => {
      const view = toDocumentFileView(snapshot);
      expect(view.stage).toBe("finished");
      expect(view.check?.problem).toBe("documentExpired");
      expect(view.readShown).toEqual({ field: "expiryDate", value: "2025-01-01" });
      expect(view.canDelete).toBe(true);
    },
    nameMismatch: (snapshot) => {
      const view = toDocumentFileView(snapshot);
      expect(view.check?.problem).toBe("nameMismatch");
      expect(view.readShown).toEqual({ field: "names", value: "CAMILLE DUBOIS" });
      expect(view.canDelete).toBe(true);
    },
    birthDateMismatch: (snapshot) => {
      const view = toDocumentFileView(snapshot);
      expect(view.check?.problem).toBe("birthDateMismatch");
      expect(view.readShown).toEqual({ field: "birthDate", value: "2006-04-12" });
      expect(view.canDelete).toBe(true);
    },
    stored: (snapshot) => {
      const view = toDocumentFileView(snapshot);
      expect(view.stage).toBe("finished");
      expect(view.isStored).toBe(true);
      expect(view.canDelete).toBe(true);
    },
    verificationFailed: (snapshot) => {
      const view = toDocumentFileView(snapshot);
      expect(view.problem).toBe("verificationInterrupted");
      expect(view.canRetry).toBe(true);
      expect(view.isStored).toBe(true);
    },
    failed: (snapshot) => {
      const view = toDocumentFileView(snapshot);
      expect(view.problem).not.toBeNull();
      expect(view.isStored).toBe(false);
      expect(view.canRetry).toBe(view.problem === "uploadFailed");
      expect(view.canDismiss).toBe(true);
    },
    deleting: (snapshot, run) => {
      expect(selectFileStage(snapshot)).toBe("deleting");
      expect(run.actors.inputsOf("deleteFile").at(-1)).toMatchObject({
        url: snapshot.context.url,
      });
    },
    deleteFailed: (snapshot) => {
      const view = toDocumentFileView(snapshot);
      expect(["deleteForbidden", "deleteFailed"]).toContain(view.problem);
      expect(view.canDismissError).toBe(true);
    },
    deleted: (snapshot, run) => {
      expect(toDocumentFileView(snapshot).isGone).toBe(true);
      expect(
        effectsOf(run.actor)
          .map((effect) => effect.name)
          .slice(-2),
      ).toEqual(["dropKeptControl", "reportGone"]);
    },
    dismissed: (snapshot, run) => {
      expect(toDocumentFileView(snapshot).isGone).toBe(true);
      expect(snapshot.context.url).toBeNull();
      expect(effectsOf(run.actor).at(-1)?.name).toBe("reportGone");
    },
  },
});

/** The timed side of the machine, on a simulated clock: polling and the ceiling. */
describe("documentVerification on a simulated clock", () => {
  function resumed(statuses: string[]) {
    const clock = new SimulatedClock();
    const asked: number[] = [];
    const actor = createActor(
      machine.provide({
        actors: {
          getControl: fromPromise<AnalysisStatus, { controlId: string }>(async () => {
            asked.push(clock.now());
            return (statuses.shift() ?? "PENDING") as AnalysisStatus;
          }),
          checkDocument: fromPromise(async () => backMissing),
        },
      }),
      {
        clock,
        input: { ...newIdentityFile, url: "/f/1", control: submittedControl },
      },
    );
    actor.start();
    return { actor, clock, asked };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("asks every POLL_INTERVAL until DONE, then reads the result", async () => {
    const { actor, clock, asked } = resumed(["PENDING", "PENDING", "DONE"]);
    for (let turn = 0; turn < 3; turn++) {
      clock.increment(POLL_INTERVAL_MS);
      await settle();
    }
    expect(asked).toEqual([POLL_INTERVAL_MS, 2 * POLL_INTERVAL_MS, 3 * POLL_INTERVAL_MS]);
    await settle();
    expect(actor.getSnapshot().value).toBe("flagged");
  });

  it("stops polling at the ceiling and says the analysis takes longer", async () => {
    const { actor, clock, asked } = resumed([]);
    for (let elapsed = 0; elapsed < ANALYSIS_CEILING_MS; elapsed += POLL_INTERVAL_MS) {
      clock.increment(POLL_INTERVAL_MS);
      await settle();
    }
    expect(actor.getSnapshot().value).toBe("analysisTakingLong");
    const polls = asked.length;
    clock.increment(10 * POLL_INTERVAL_MS);
    await settle();
    expect(asked.length, "no polling once past the ceiling").toBe(polls);
  });
});

describe("isVerifiedSection", () => {
  it("says which sections the identity check reads", () => {
    expect(isVerifiedSection("identity")).toBe(true);
    expect(isVerifiedSection("guarantorIdentity2")).toBe(true);
    expect(isVerifiedSection("bulletinsDeSalaire")).toBe(false);
  });
});
