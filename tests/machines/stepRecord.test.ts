import { expect } from "vitest";
import { selectStepRecordStatus } from "../../machines/stepRecord.selectors.ts";
import { type StepRecordEvent, stepRecordMachine } from "../../machines/stepRecord.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const record = { firstname: "Élodie", lastname: "Martin" };

const events = {
  retry: { cause: "clicks Réessayer under the load error" },
} satisfies EventTeaching<StepRecordEvent>;

describePathCoverage({
  id: "stepRecord",
  machine: stepRecordMachine,
  events,
  invocations: {
    loadRecord: { done: { loaded: record }, error: { offline: new Error("network down") } },
  },
  states: {
    loading: (snapshot, run) => {
      expect(selectStepRecordStatus(snapshot)).toBe("loading");
      expect(run.actors.isRunning("loadRecord")).toBe(true);
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
  },
});
