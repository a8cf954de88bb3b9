/**
 * The machine as `xstate/graph` walks it, plus what a snapshot does not say: which timers are
 * running and which invoked actors are still at work. Without them the graph would fire an
 * `after` again once its timer is spent, or finish an actor that has already finished: steps no
 * real run can take. Built on XState's pure `transition`, whose returned actions say which timers
 * start and stop and which actors are spawned and stopped.
 */
import {
  type ActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  initialTransition,
  type Snapshot,
  transition,
} from "xstate";

export type ModelState = Snapshot<unknown> & {
  machine: AnyMachineSnapshot;
  /** Ids of pending delayed events (an `after` timer's id is its event type). */
  timers: readonly string[];
  /** Ids of invoked actors that have not finished. */
  running: readonly string[];
};

interface Action {
  type: string;
  params?: unknown;
}

const idOf = (value: unknown, key: string): string | undefined => {
  if (typeof value === "string") return value;
  const id = (value as Record<string, unknown> | undefined)?.[key];
  return typeof id === "string" ? id : undefined;
};

function track(
  previous: ModelState | undefined,
  event: EventObject | undefined,
  next: AnyMachineSnapshot,
  actions: readonly Action[],
): ModelState {
  const timers = new Set(previous?.timers);
  const running = new Set(previous?.running);
  if (event) {
    // The event being processed is the timer that fired or the actor that finished.
    timers.delete(event.type);
    const finished = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)?.[2];
    if (finished) running.delete(finished);
  }
  for (const action of actions) {
    const params = action.params as Record<string, unknown> | undefined;
    if (action.type === "xstate.raise" && typeof params?.delay === "number") {
      const id = idOf(params.id, "") ?? idOf(params.event, "type");
      if (id) timers.add(id);
    } else if (action.type === "xstate.cancel") {
      const id = idOf(params?.sendId, "");
      if (id) timers.delete(id);
    } else if (action.type === "xstate.spawnChild") {
      const id = idOf(params?.id, "");
      if (id) running.add(id);
    } else if (action.type === "xstate.stopChild") {
      const id = idOf(action.params, "id");
      if (id) running.delete(id);
    }
  }
  const status = {
    status: next.status,
    output: next.output,
    error: next.error,
  } as Snapshot<unknown>;
  return {
    ...status,
    machine: next,
    timers: [...timers].sort(),
    running: [...running].sort(),
  };
}

export function modelOf(machine: AnyStateMachine): ActorLogic<ModelState, EventObject, unknown> {
  return {
    transition: (state, event) => {
      const [next, actions] = transition(machine, state.machine, event as never);
      return track(state, event, next, actions as Action[]);
    },
    getInitialSnapshot: (_scope, input) => {
      const [first, actions] = initialTransition(machine, input as never);
      return track(undefined, undefined, first, actions as Action[]);
    },
    getPersistedSnapshot: (state) => state,
  };
}

/** Two model states are one vertex of the graph when all of this is equal. */
export function serializeModelState(state: ModelState): string {
  const { value, context } = state.machine;
  return JSON.stringify({ value, context, timers: state.timers, running: state.running });
}
