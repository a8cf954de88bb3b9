/**
 * Runs one planned walk against a real actor: invoked promise actors replaced by controlled ones,
 * delays on a simulated clock. After every step the actor must be where the model said (value,
 * context, status), and the step's state assertions must hold.
 */

import { expect } from "vitest";
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  type InspectionEvent,
} from "xstate";
import { ControlledActors } from "./controlledActors.ts";
import type { Coverage } from "./coverage.ts";
import { TestClock } from "./testClock.ts";
import type { Walk } from "./walks.ts";

export interface WalkRun {
  actor: AnyActorRef;
  clock: TestClock;
  actors: ControlledActors;
}

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

const DONE_ACTOR = "xstate.done.actor.";
const ERROR_ACTOR = "xstate.error.actor.";

/** Lets promise callbacks and the events they send run to completion. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

async function perform(event: EventObject, run: WalkRun, options: RunOptions): Promise<void> {
  const { type } = event;
  if (type.startsWith("xstate.after.")) {
    const scheduled = () => Object.values(run.actor.system.getSnapshot()._scheduledEvents);
    const timer = scheduled().find((candidate) => candidate.event.type === type);
    if (!timer) throw new Error(`the timer of "${type}" is not running`);
    // Another timer of the same length may be due first (a parallel region): fire until this one
    // has (a re-entered state schedules a new record, so the record itself is what we wait for).
    while (scheduled().includes(timer)) run.clock.fireTimerOf(timer.delay);
  } else if (type.startsWith(DONE_ACTOR)) {
    run.actors.succeed(type.slice(DONE_ACTOR.length), (event as { output?: unknown }).output);
  } else if (type.startsWith(ERROR_ACTOR)) {
    run.actors.fail(type.slice(ERROR_ACTOR.length), (event as { error?: unknown }).error);
  } else {
    await options.cause(event, run);
  }
}

/** Context as the model serialises it: a JSON copy, so Dates and undefined compare the same way. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

export async function runWalk(walk: Walk, options: RunOptions): Promise<void> {
  const actors = new ControlledActors();
  const clock = new TestClock(options.clockStart);
  const controlled = Object.fromEntries(
    options.controlledSources.map((src) => [src, actors.logic()]),
  );
  const clocked = options.withClock?.(options.machine, clock) ?? options.machine;
  const machine = clocked.provide({ actors: controlled });
  const record = (event: InspectionEvent) => {
    // Only the machine under test counts, not the actors it invokes.
    if (event.actorRef.sessionId !== event.rootId) return;
    if (event.type === "@xstate.microstep")
      options.coverage.record(event.snapshot as AnyMachineSnapshot, event._transitions);
    if (event.type === "@xstate.snapshot")
      options.coverage.record(event.snapshot as AnyMachineSnapshot);
  };
  const actor = createActor(machine, { input: options.input(clock), clock, inspect: record });
  let crash: unknown;
  actor.subscribe({ error: (error) => (crash = error) });
  const run: WalkRun = { actor, clock, actors };

  actor.start();
  try {
    for (const [index, step] of walk.steps.entries()) {
      if (index > 0) await perform(step.event, run, options);
      await settle();
      if (crash !== undefined) throw crash;
      const snapshot = actor.getSnapshot();
      const where = `after step ${index} (${step.event.type})`;
      expect(snapshot.value, `state ${where}`).toEqual(step.expected.value);
      expect(snapshot.status, `status ${where}`).toBe(step.expected.status);
      expect(asJson(snapshot.context), `context ${where}`).toEqual(asJson(step.expected.context));
      await options.check(snapshot, run);
    }
  } finally {
    actor.stop();
  }
}
