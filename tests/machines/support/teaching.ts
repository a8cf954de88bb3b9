/**
 * What a path-coverage test teaches the tooling about a machine: how each event is caused, how
 * each invoked actor may end, what each state looks like. Checked against the machine itself, so
 * a typo or a forgotten state fails before any walk runs.
 */
import type { AnyStateMachine, EventFromLogic, EventObject, InputFrom, SnapshotFrom } from "xstate";
import {
  allStateNodes,
  allTransitions,
  statePath,
  triggerLabel,
} from "../../../tools/machines/stateNodes.ts";
import type { WalkRun } from "./runWalk.ts";
import type { TestClock } from "./testClock.ts";

type Cases<TEvent extends EventObject> = { type: TEvent["type"] } extends TEvent
  ? // An event that is just its type: by default the bare event is sent.
    { cases?: readonly TEvent[] }
  : // An event with a payload: the payloads to try, each may lead down a different branch.
    { cases: readonly [TEvent, ...TEvent[]] };

export type Teaching<TEvent extends EventObject> = Cases<TEvent> & {
  /** What causes the event, in the product's words ("clicks the close button"); names the walks. */
  cause: string;
  /** How to cause it in a run; by default the event is sent to the actor. */
  exec?: (event: TEvent, run: WalkRun) => void | Promise<void>;
};

/**
 * How the tests cause each event of the machine. A mapped type over the machine's event union:
 * an event added to the machine and not taught here fails to compile.
 */
export type EventTeaching<TEvent extends EventObject> = {
  [Type in TEvent["type"]]: Teaching<Extract<TEvent, { type: Type }>>;
};

/** How an invoked actor may end, by name: each outcome is a branch the walks take. */
export interface InvocationTeaching {
  done?: Record<string, unknown>;
  error?: Record<string, unknown>;
}

export type InputOption<TMachine extends AnyStateMachine> =
  | InputFrom<TMachine>
  | ((clock: TestClock) => InputFrom<TMachine>);

export interface PathCoverageOptions<TMachine extends AnyStateMachine> {
  /** The registry id; `machine` must be the registered machine, possibly `.provide()`d. */
  id: string;
  machine: TMachine;
  /** Named starting situations, each walked; coverage is counted over all of them. */
  inputs?: Record<string, InputOption<TMachine>>;
  events: EventTeaching<EventFromLogic<TMachine>>;
  /** By invoke id: every invoked actor with onDone/onError. They are replaced by controlled fakes. */
  invocations?: Record<string, InvocationTeaching>;
  /**
   * Assertions by state path ("showingAlert", "step1.editing"), run whenever the state is active
   * after a step. Required for every state the machine can rest in (atomic or final, no `always`).
   */
  states: Record<string, (snapshot: SnapshotFrom<TMachine>, run: WalkRun) => void | Promise<void>>;
  /** Simulated time at the start of each run (epoch ms), for machines that compare with dates. */
  clockStart?: number;
  /**
   * For a machine that reads the time through a provided implementation (the session's
   * delays): the machine of one run, given that run's clock. Keep the config (`.provide()`).
   */
  withClock?: (machine: TMachine, clock: TestClock) => TMachine;
}

function requireAll(what: string, missing: string[]): void {
  if (missing.length > 0) throw new Error(`${what}: ${missing.join(", ")}`);
}

/** The actor sources to replace by controlled fakes: those of every taught invocation. */
export function controlledSourcesOf(
  machine: AnyStateMachine,
  taught: Record<string, InvocationTeaching>,
): string[] {
  const invokes = allStateNodes(machine).flatMap((node) => node.invoke);
  requireAll(
    "teach how these invoked actors end (invocations)",
    invokes
      .filter((invoke) => (invoke.onDone || invoke.onError) && !taught[invoke.id])
      .map((invoke) => invoke.id),
  );
  requireAll(
    "invocations name no invoke of the machine",
    Object.keys(taught).filter((id) => !invokes.some((invoke) => invoke.id === id)),
  );
  // XState names inline logic too, so `src` is a string at run time whatever its declared type.
  const sources = invokes.filter((invoke) => taught[invoke.id]).map((invoke) => String(invoke.src));
  return [...new Set(sources)];
}

export function checkStateAssertions(
  machine: AnyStateMachine,
  states: Record<string, unknown>,
): void {
  const nodes = allStateNodes(machine);
  requireAll(
    "state assertions name no state",
    Object.keys(states).filter((key) => !nodes.some((node) => statePath(node) === key)),
  );
  const restful = nodes.filter(
    (node) => (node.type === "atomic" || node.type === "final") && !node.always?.length,
  );
  requireAll(
    "add state assertions for",
    restful.map(statePath).filter((path) => !states[path]),
  );
}

type Exec = (event: EventObject, run: WalkRun) => void | Promise<void>;

export interface Lessons {
  casesFor: (type: string) => EventObject[] | undefined;
  labelOf: (event: EventObject) => string;
  cause: Exec;
}

/** Turns the teaching into the concrete events the walks try, their names, and how to cause them. */
export function learn(
  machine: AnyStateMachine,
  events: Record<string, Teaching<EventObject>>,
  invocations: Record<string, InvocationTeaching>,
): Lessons {
  const labels = new WeakMap<EventObject, string>();
  const cases = new Map<string, EventObject[]>();
  const exec = new Map<string, Exec>();
  const teach = (type: string, variants: { event: EventObject; label: string }[]) => {
    for (const { event, label } of variants) labels.set(event, label);
    cases.set(type, [...(cases.get(type) ?? []), ...variants.map(({ event }) => event)]);
  };

  for (const [type, teaching] of Object.entries(events)) {
    const variants = teaching.cases ?? [{ type }];
    const payload = (event: EventObject) =>
      variants.length > 1 ? ` ${JSON.stringify(event)}` : "";
    teach(
      type,
      variants.map((event) => ({ event, label: `${teaching.cause}${payload(event)}` })),
    );
    if (teaching.exec) exec.set(type, teaching.exec);
  }
  for (const [invokeId, teaching] of Object.entries(invocations)) {
    const outcomes = (kind: "done" | "error", key: "output" | "error", verb: string) =>
      teach(
        `xstate.${kind}.actor.${invokeId}`,
        Object.entries(teaching[kind] ?? {}).map(([name, value]) => ({
          event: { type: `xstate.${kind}.actor.${invokeId}`, [key]: value },
          label: `${invokeId} ${verb} (${name})`,
        })),
      );
    outcomes("done", "output", "done");
    outcomes("error", "error", "failed");
  }

  const triggers = new Map(
    allTransitions(machine).map((transition) => [transition.eventType, triggerLabel(transition)]),
  );
  return {
    casesFor: (type) => cases.get(type),
    labelOf: (event) => labels.get(event) ?? triggers.get(event.type) ?? event.type,
    cause: (event, run) => (exec.get(event.type) ?? ((e, r) => r.actor.send(e)))(event, run),
  };
}
