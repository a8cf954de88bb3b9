/**
 * Runs one planned walk against a real actor (walkActor.ts). After every step the actor must be
 * where the model said (value, context, status), and the step's state assertions must hold.
 */

import { expect } from "vitest";
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from "xstate";
import type { Coverage } from "./coverage.ts";
import type { TestClock } from "./testClock.ts";
import { settle, startWalkActor, type WalkRun } from "./walkActor.ts";
import type { Walk } from "./walks.ts";

export type { WalkRun } from "./walkActor.ts";

export interface RunOptions {
  /** The machine under test; the sources in `controlledSources` are replaced for the run. */
  machine: AnyStateMachine;
  /** The input, given the run's clock (for machines that read the time through their input). */
  input: (clock: TestClock) => unknown;
  controlledSources: readonly string[];
  /** Causes a machine event on the system under test (user events, not done/after ones). */
  cause: (event: EventObject, run: WalkRun) => void | Promise<void>;
  /** The state assertions of every active state node. */
  check: (snapshot: AnyMachineSnapshot, run: WalkRun) => void | Promise<void>;
  coverage: Coverage;
  clockStart?: number;
  /** The machine of this run given its clock, for machines that read the time (see teaching.ts). */
  withClock?: (machine: AnyStateMachine, clock: TestClock) => AnyStateMachine;
}

/** Context as the model serialises it: a JSON copy, so Dates and undefined compare the same way. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

export async function runWalk(walk: Walk, options: RunOptions): Promise<void> {
  const walker = startWalkActor({
    ...options,
    record: (snapshot, taken) => options.coverage.record(snapshot, taken),
  });
  const { actor } = walker.run;
  try {
    for (const [index, step] of walk.steps.entries()) {
      if (index > 0) await walker.perform(step.event);
      else await settle();
      if (walker.crash() !== undefined) throw walker.crash();
      const snapshot = actor.getSnapshot();
      const where = `after step ${index} (${step.event.type})`;
      expect(snapshot.value, `state ${where}`).toEqual(step.expected.value);
      expect(snapshot.status, `status ${where}`).toBe(step.expected.status);
      expect(asJson(snapshot.context), `context ${where}`).toEqual(asJson(step.expected.context));
      await options.check(snapshot, walker.run);
    }
  } finally {
    walker.stop();
  }
}
