import { expect } from "vitest";
import type { AnyActorRef } from "xstate";
import { selectDraftOffer, selectStepRecordStatus } from "../../machines/stepRecord.selectors.ts";
import { type StepRecordEvent, stepRecordMachine } from "../../machines/stepRecord.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const record = { firstname: "Élodie", lastname: "Martin" };
const draft = { values: { lastname: "Martinez" }, savedAt: 1_790_000_000_000 };

/** The stored drafts forgotten, by actor session. */
const forgotten = new Set<string>();
const machine = stepRecordMachine.provide({
  actions: { forgetDraft: ({ self }: { self: AnyActorRef }) => void forgotten.add(self.sessionId) },
});

const events = {
  retry: { cause: "clicks Réessayer under the load error" },
  restoreDraft: { cause: 'clicks "Reprendre ma saisie"' },
  discardDraft: { cause: 'clicks "Ignorer"' },
} satisfies EventTeaching<StepRecordEvent>;

describePathCoverage({
  id: "stepRecord",
  machine,
  inputs: {
    "nothing kept on this device": { draft: null },
    "unsaved input kept from an earlier visit": { draft },
  },
  events,
  invocations: {
    loadRecord: { done: { loaded: record }, error: { offline: new Error("network down") } },
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
      expect(snapshot.context.record).toEqual(record);
      expect(snapshot.can({ type: "retry" })).toBe(false);
    },
    "ready.offeringDraft": (snapshot, run) => {
      expect(selectDraftOffer(snapshot)).toEqual(draft);
      expect(forgotten.has(run.actor.sessionId)).toBe(false);
    },
    "ready.editing": (snapshot) => {
      expect(selectDraftOffer(snapshot)).toBeNull();
      expect(snapshot.context.draft, "the offer is closed for good").toBeNull();
    },
  },
});
