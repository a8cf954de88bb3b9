/**
 * Plans the walks through a machine with `xstate/graph`: a shortest path to every reachable state,
 * every simple path while the graph is small, and one walk per edge of the graph (shortest path to
 * its source, then the edge), so that every transition the model can take is taken at least once.
 * Each step carries the snapshot the model predicts, for the real run to be compared with.
 *
 * Free of test-runner code so the Playwright suites can walk the same plans through the UI.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from "xstate";
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from "xstate/graph";
import { type ModelState, modelOf, serializeModelState } from "./model.ts";

export interface WalkStep {
  /** `xstate.init` for the first step, then the event that leads to `expected`. */
  event: EventObject;
  expected: AnyMachineSnapshot;
}

export interface Walk {
  steps: WalkStep[];
}

export interface PlanOptions {
  input: unknown;
  /** The concrete events to try for an event type the machine listens to; undefined if unknown. */
  casesFor: (eventType: string) => readonly EventObject[] | undefined;
  /** Also walk every simple path; "auto" does so while the graph is small enough to enumerate. */
  simplePaths?: boolean | "auto";
  traversalLimit?: number;
  /** Whether a walk may fire this timer (`xstate.after.…`); all by default. */
  mayFireTimer?: (eventType: string) => boolean;
}

const SIMPLE_PATHS_MAX_STATES = 20;
const SIMPLE_PATHS_MAX_EDGES = 60;

/** Raised by the machine itself when a compound state completes: a walk cannot send it. */
const isRaisedInternally = (type: string) => type.startsWith("xstate.done.state.");

/** The events a walk can cause in a state: taught ones, running timers, running actors' ends. */
function eventsOf(
  casesFor: PlanOptions["casesFor"],
  mayFireTimer: (type: string) => boolean = () => true,
) {
  return (state: ModelState): EventObject[] => {
    const types = new Set(state.machine._nodes.flatMap((node) => node.ownEvents));
    return [...types].flatMap((type): readonly EventObject[] => {
      if (isRaisedInternally(type)) return [];
      // Delayed transitions are driven by the simulated clock during the run.
      if (type.startsWith("xstate.after."))
        return state.timers.includes(type) && mayFireTimer(type) ? [{ type }] : [];
      const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)?.[2];
      if (actor !== undefined && !state.running.includes(actor)) return [];
      const cases = casesFor(type);
      if (!cases) {
        throw new Error(
          `the walk cannot cause "${type}" (state ${JSON.stringify(state.machine.value)}): teach it in \`events\` or \`invocations\``,
        );
      }
      return cases;
    });
  };
}

function toWalk(path: { steps: Array<{ event: EventObject; state: ModelState }> }): Walk {
  return { steps: path.steps.map((step) => ({ event: step.event, expected: step.state.machine })) };
}

const sequenceOf = (walk: Walk) => walk.steps.map((step) => JSON.stringify(step.event));

/** Drops walks that are a prefix of a longer one: the longer walk checks the same steps. */
function withoutPrefixes(walks: Walk[]): Walk[] {
  const kept: { walk: Walk; sequence: string[] }[] = [];
  const longestFirst = walks
    .map((walk) => ({ walk, sequence: sequenceOf(walk) }))
    .sort((a, b) => b.sequence.length - a.sequence.length);
  for (const candidate of longestFirst) {
    const covered = kept.some(({ sequence }) =>
      candidate.sequence.every((event, i) => sequence[i] === event),
    );
    if (!covered) kept.push(candidate);
  }
  return kept
    .map(({ walk }) => walk)
    .sort((a, b) => sequenceOf(a).join().localeCompare(sequenceOf(b).join()));
}

export function planWalks(machine: AnyStateMachine, options: PlanOptions): Walk[] {
  const model = modelOf(machine);
  const traversal = {
    input: options.input,
    events: eventsOf(options.casesFor, options.mayFireTimer),
    serializeState: serializeModelState,
    ...(options.traversalLimit === undefined ? {} : { limit: options.traversalLimit }),
  };
  const shortest = getShortestPaths(model, traversal);
  const shortestTo = new Map(
    shortest.map((path) => [serializeModelState(path.state), toWalk(path)]),
  );
  const adjacency = getAdjacencyMap(model, traversal);

  const edgeWalks = Object.entries(adjacency).flatMap(([from, { transitions }]): Walk[] => {
    const base = shortestTo.get(from);
    if (!base) return [];
    // The map's keys are branded strings, which Object.values cannot see through.
    const edges = Object.values(transitions) as Array<{ event: EventObject; state: ModelState }>;
    return edges.map(({ event, state }) => ({
      steps: [...base.steps, { event, expected: state.machine }],
    }));
  });

  const edgeCount = edgeWalks.length;
  const stateCount = Object.keys(adjacency).length;
  const simple =
    options.simplePaths === true ||
    ((options.simplePaths ?? "auto") === "auto" &&
      stateCount <= SIMPLE_PATHS_MAX_STATES &&
      edgeCount <= SIMPLE_PATHS_MAX_EDGES);
  const simpleWalks = simple ? getSimplePaths(model, traversal).map(toWalk) : [];

  return withoutPrefixes([...shortest.map(toWalk), ...simpleWalks, ...edgeWalks]);
}
