import { expect } from "vitest";
import type { AnyActorRef } from "xstate";
import {
  selectDraftOffer,
  selectRecordReload,
  selectStepRecordStatus,
} from "../../machines/stepRecord.selectors.ts";
import { type StepRecordEvent, stepRecordMachine } from "../../machines/stepRecord.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const record = { firstname: "Élodie", lastname: "Martin", version: 3 };
/** What another tab saved in the meantime. */
const newerRecord = { firstname: "Élodie", lastname: "Martin-Durand", version: 4 };
const draft = { values: { lastname: "Martinez" }, savedAt: 1_790_000_000_000 };

/** The stored drafts forgotten, by actor session. */
const forgotten = new Set<string>();
const machine = stepRecordMachine.provide({
  actions: {
    forgetDraft: ({ self }: { self: AnyActorRef }) => void forgotten.add(self.sessionId),
  },
});

const events = {
  retry: { cause: "clicks Réessayer under the load error" },
  restoreDraft: { cause: 'clicks "Reprendre ma saisie"' },
  discardDraft: { cause: 'clicks "Ignorer"' },
  saved: {
    cause: "the wizard saved the step (the fields sent, the record's new version)",
    cases: [{ type: "saved", record: { lastname: "Martin-Dupont", version: 4 } }],
  },
  reload: { cause: 'clicks "Recharger l\'étape" under a save refused as changed elsewhere' },
} satisfies EventTeaching<StepRecordEvent>;

describePathCoverage({
  id: "stepRecord",
  machine,
  inputs: { "a dossier under way": { dossierId: "D-1" } },
  events,
  invocations: {
    loadRecord: { done: { loaded: record }, error: { offline: new Error("network down") } },
    readDraft: {
      done: {
        "nothing kept on this device": null,
        "unsaved input kept from an earlier visit": draft,
      },
      error: { "storage unreadable": new Error("storage denied") },
    },
    reloadRecord: {
      done: { "another tab's save": newerRecord },
      error: { offline: new Error("network down") },
    },
  },
  states: {
    loading: (snapshot, run) => {
      expect(selectStepRecordStatus(snapshot)).toBe("loading");
      expect(run.actors.isRunning("loadRecord")).toBe(true);
      expect(selectDraftOffer(snapshot), "nothing is offered before the record").toBeNull();
    },
    loadFailed: (snapshot) => {
      expect(selectStepRecordStatus(snapshot)).toBe("loadFailed");
      expect(snapshot.can({ type: "retry" })).toBe(true);
      expect(snapshot.context.record).toBeNull();
    },
    ready: (snapshot) => {
      expect(selectStepRecordStatus(snapshot)).toBe("ready");
      expect(snapshot.context.record).toMatchObject({ firstname: "Élodie" });
      expect(snapshot.can({ type: "retry" })).toBe(false);
    },
    "ready.checkingDraft": (snapshot, run) => {
      expect(selectStepRecordStatus(snapshot)).toBe("ready");
      expect(run.actors.inputsOf("readDraft").at(-1), "this dossier's draft").toBe("D-1");
      expect(selectDraftOffer(snapshot), "nothing offered before it is read").toBeNull();
    },
    "ready.offeringDraft": (snapshot, run) => {
      expect(selectDraftOffer(snapshot)).toEqual(draft);
      expect(forgotten.has(run.actor.sessionId)).toBe(false);
    },
    "ready.editing": (snapshot) => {
      expect(selectDraftOffer(snapshot)).toBeNull();
      expect(selectRecordReload(snapshot)).toBe("idle");
    },
    "ready.reloading": (snapshot, run) => {
      expect(selectStepRecordStatus(snapshot), "the form stays on screen").toBe("ready");
      expect(selectRecordReload(snapshot)).toBe("reloading");
      expect(run.actors.isRunning("reloadRecord")).toBe(true);
    },
    "ready.reloadFailed": (snapshot) => {
      expect(selectStepRecordStatus(snapshot)).toBe("ready");
      expect(selectRecordReload(snapshot)).toBe("reloadFailed");
      expect(snapshot.can({ type: "reload" })).toBe(true);
    },
    "ready.reloaded": (snapshot) => {
      expect(selectRecordReload(snapshot)).toBe("reloaded");
      expect(snapshot.context.record, "the form follows it").toEqual(newerRecord);
    },
  },
});
