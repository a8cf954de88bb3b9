/**
 * A real actor of a machine that a walk drives step by step: invoked promise actors replaced by
 * controlled ones, delays on a simulated clock, and every microstep counted into a coverage.
 * Free of test-runner code: the vitest walks (runWalk.ts) and the browser walks
 * (tests/e2e/walks/) both drive one, the browser walks as the shadow of the page.
 */
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  type InspectionEvent,
} from "xstate";
import { ControlledActors } from "./controlledActors.ts";
import { TestClock } from "./testClock.ts";

export interface WalkRun {
  actor: AnyActorRef;
  clock: TestClock;
  actors: ControlledActors;
}

export interface WalkActorOptions {
  /** The machine under test; the sources in `controlledSources` are replaced for the run. */
  machine: AnyStateMachine;
  /** The input, given the run's clock (for machines that read the time through their input). */
  input: (clock: TestClock) => unknown;
  controlledSources: readonly string[];
  /** Causes a machine event on the system under test (user events, not done/after ones). */
  cause: (event: EventObject, run: WalkRun) => void | Promise<void>;
  /** Each microstep of the machine under test (not of the actors it invokes). */
  record: (snapshot: AnyMachineSnapshot, taken?: readonly AnyTransitionDefinition[]) => void;
  clockStart?: number;
  /** The machine of this run given its clock, for machines that read the time (see teaching.ts). */
  withClock?: (machine: AnyStateMachine, clock: TestClock) => AnyStateMachine;
}

const DONE_ACTOR = "xstate.done.actor.";
const ERROR_ACTOR = "xstate.error.actor.";

/**
 * Lets promise callbacks and the events they send run to completion: two turns of the event
 * loop, each after every pending microtask. `setImmediate`, not `setTimeout(0)`: Node waits at
 * least a millisecond for a timer, which idled the walks most of their time.
 */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
}

export interface WalkActor {
  run: WalkRun;
  /** Causes one planned event: fires a timer, settles an invoked actor, or sends a user event. */
  perform(event: EventObject): Promise<void>;
  /** The machine crashed (an action threw): the error, else undefined. */
  crash(): unknown;
  stop(): void;
}

export function startWalkActor(options: WalkActorOptions): WalkActor {
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
      options.record(event.snapshot as AnyMachineSnapshot, event._transitions);
    if (event.type === "@xstate.snapshot") options.record(event.snapshot as AnyMachineSnapshot);
  };
  const actor = createActor(machine, { input: options.input(clock), clock, inspect: record });
  let crash: unknown;
  actor.subscribe({ error: (error) => (crash = error) });
  const run: WalkRun = { actor, clock, actors };
  actor.start();

  const perform = async (event: EventObject): Promise<void> => {
    const { type } = event;
    if (type.startsWith("xstate.after.")) {
      const scheduled = () => Object.values(actor.system.getSnapshot()._scheduledEvents);
      const timer = scheduled().find((candidate) => candidate.event.type === type);
      if (!timer) throw new Error(`the timer of "${type}" is not running`);
      // Another timer of the same length may be due first (a parallel region): fire until this
      // one has (a re-entered state schedules a new record, so the record itself is awaited).
      while (scheduled().includes(timer)) clock.fireTimerOf(timer.delay);
    } else if (type.startsWith(DONE_ACTOR)) {
      actors.succeed(type.slice(DONE_ACTOR.length), (event as { output?: unknown }).output);
    } else if (type.startsWith(ERROR_ACTOR)) {
      actors.fail(type.slice(ERROR_ACTOR.length), (event as { error?: unknown }).error);
    } else {
      await options.cause(event, run);
    }
    await settle();
  };
  return { run, perform, crash: () => crash, stop: () => actor.stop() };
}
