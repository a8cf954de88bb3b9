/** What a step shows of its record's loading. */
import type { SnapshotFrom } from "xstate";
import type { stepRecordMachine } from "./stepRecord.ts";

export type StepRecordSnapshot = SnapshotFrom<typeof stepRecordMachine>;

export type StepRecordStatus = "loading" | "loadFailed" | "ready";

export function selectStepRecordStatus(snapshot: StepRecordSnapshot): StepRecordStatus {
  if (snapshot.matches("ready")) return "ready";
  return snapshot.matches("loadFailed") ? "loadFailed" : "loading";
}

/** Where reloading a record the file changed elsewhere stands ("idle": not asked). */
export type RecordReloadState = "idle" | "reloading" | "reloadFailed" | "reloaded";

export function selectRecordReload(snapshot: StepRecordSnapshot): RecordReloadState {
  if (snapshot.matches({ ready: "reloading" })) return "reloading";
  if (snapshot.matches({ ready: "reloadFailed" })) return "reloadFailed";
  return snapshot.matches({ ready: "reloaded" }) ? "reloaded" : "idle";
}

/** The unsaved input to offer back, while the offer stands. */
export function selectDraftOffer(snapshot: StepRecordSnapshot) {
  return snapshot.matches({ ready: "offeringDraft" }) ? snapshot.context.draft : null;
}
