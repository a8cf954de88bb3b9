/**
 * Test plans for a tester: paths through a machine's statechart, one step per transition, planned
 * with `xstate/graph` (a shortest path to every state configuration, then one path per transition:
 * the shortest path to its source and the transition itself), so that every state is entered and
 * every transition taken at least once.
 *
 * The graph is the chart's structure, not its data: a vertex is the set of active states, an edge
 * is one transition definition, guarded branches included. A tester reads the branch's condition
 * in the transition's description and brings it about by hand; the vitest suites
 * (tests/machines) walk the data-level plans, which need each suite's teaching (payloads, actor
 * outcomes) to decide guards. Known approximation: a history state is entered as its parent's
 * initial state.
 *
 * Framework-free and pure: `npm run paths` prints these plans (scripts/paths.ts).
 */
import type { ActorLogic, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { allStateNodes, statePath, transitionKey, transitionsOf } from "./stateNodes.ts";

/** One step of a plan: the start (no transition), then one transition and the states it enters. */
export interface PlanStep {
  transition: AnyTransitionDefinition | null;
  /** The states entered by the step, outermost first (the start enters the initial ones). */
  entered: AnyStateNode[];
  /** Every active state after the step (by path), for a tester to check the whole screen. */
  active: string[];
}

export interface TestPath {
  steps: PlanStep[];
}

interface Configuration {
  /** Ids of the active state nodes (the root included), sorted. */
  active: readonly string[];
  entered: readonly string[];
  status: "active" | "done";
  output: undefined;
  error: undefined;
}

type StepEvent = { type: string };

const PLAN_LIMIT = 5000;

function ancestorsOf(node: AnyStateNode): AnyStateNode[] {
  return node.parent ? [...ancestorsOf(node.parent), node.parent] : [];
}

const isDescendant = (node: AnyStateNode, of: AnyStateNode) => ancestorsOf(node).includes(of);

/** A history state is entered as its parent's default, which is where a first visit goes. */
const resolved = (node: AnyStateNode) =>
  node.type === "history" && node.parent ? node.parent : node;

/** Enters `node` and the defaults below it, completing parallel regions. */
function enterWithDefaults(node: AnyStateNode, into: Map<string, AnyStateNode>): void {
  into.set(node.id, node);
  if (node.type === "compound") {
    const initial = node.initial.target[0];
    if (!initial) return;
    for (const step of ancestorsOf(initial).filter((a) => isDescendant(a, node))) {
      into.set(step.id, step);
    }
    enterWithDefaults(resolved(initial), into);
  } else if (node.type === "parallel") {
    for (const region of Object.values(node.states)) {
      if (!into.has(region.id)) enterWithDefaults(region, into);
    }
  }
}

/** Where a transition exits from: the source itself for an inner move, else their common compound ancestor. */
function domainOf(transition: AnyTransitionDefinition, targets: AnyStateNode[]): AnyStateNode {
  const source = transition.source;
  if (!transition.reenter && targets.every((target) => isDescendant(target, source))) {
    return source;
  }
  const candidates = [...ancestorsOf(source)].reverse();
  const domain = candidates.find(
    (candidate) =>
      candidate.type !== "parallel" && targets.every((target) => isDescendant(target, candidate)),
  );
  return domain ?? source.machine.root;
}

function isFinished(node: AnyStateNode, active: Map<string, AnyStateNode>): boolean {
  const children = Object.values(node.states).filter((child) => active.has(child.id));
  if (node.type === "parallel") return children.every((child) => isFinished(child, active));
  return children.some((child) => child.type === "final");
}

/** The structure of a machine as logic `xstate/graph` can walk, events being transition keys. */
function structureOf(machine: AnyStateMachine) {
  const nodes = new Map([machine.root, ...allStateNodes(machine)].map((node) => [node.id, node]));
  const byKey = new Map(
    [...nodes.values()]
      .flatMap(transitionsOf)
      .map((transition) => [transitionKey(transition), transition]),
  );
  const configurationOf = (active: Map<string, AnyStateNode>, entered: string[]): Configuration => {
    const rootDone = Object.values(machine.root.states).some(
      (child) => child.type === "final" && active.has(child.id),
    );
    return {
      active: [...active.keys()].sort(),
      entered,
      status: rootDone ? "done" : "active",
      output: undefined,
      error: undefined,
    };
  };
  const activeOf = (configuration: Configuration) =>
    new Map(configuration.active.map((id) => [id, nodes.get(id) as AnyStateNode]));

  const take = (configuration: Configuration, transition: AnyTransitionDefinition) => {
    const active = activeOf(configuration);
    const targets = (transition.target ?? []).map(resolved);
    if (targets.length === 0) return configurationOf(active, []);
    const domain = domainOf(transition, targets);
    for (const node of [...active.values()]) {
      if (isDescendant(node, domain)) active.delete(node.id);
    }
    const before = new Set(active.keys());
    for (const target of targets) {
      for (const step of ancestorsOf(target).filter((a) => isDescendant(a, domain))) {
        active.set(step.id, step);
      }
      enterWithDefaults(target, active);
    }
    // Regions of a parallel state entered on the way start in their initial states.
    for (const node of [...active.values()]) {
      if (node.type === "parallel") enterWithDefaults(node, active);
    }
    return configurationOf(
      active,
      [...active.keys()].filter((id) => !before.has(id)),
    );
  };

  /** What can happen next: an eventless move when one is due, else every other transition. */
  const nextEvents = (configuration: Configuration): StepEvent[] => {
    if (configuration.status === "done") return [];
    const active = activeOf(configuration);
    const transitions = [...active.values()].flatMap(transitionsOf);
    const eventless = transitions.filter((t) => t.eventType === "");
    const possible =
      eventless.length > 0
        ? eventless
        : transitions.filter((t) => {
            const finished = /^xstate\.done\.state\.(.+)$/.exec(t.eventType)?.[1];
            return finished === undefined || isFinished(nodes.get(finished) ?? t.source, active);
          });
    return possible.map((t) => ({ type: transitionKey(t) }));
  };

  const logic: ActorLogic<Configuration, StepEvent, undefined> = {
    transition: (configuration, event) => {
      const transition = byKey.get(event.type);
      return transition ? take(configuration, transition) : configuration;
    },
    getInitialSnapshot: () => {
      const active = new Map<string, AnyStateNode>();
      enterWithDefaults(machine.root, active);
      return configurationOf(active, [...active.keys()]);
    },
    getPersistedSnapshot: (configuration) => configuration,
  };
  return { logic, nodes, byKey, nextEvents };
}

const serialize = (configuration: Configuration) => configuration.active.join(" ");

/** Drops paths that are a prefix of a longer one: the longer path checks the same steps. */
function withoutPrefixes(paths: StepEvent[][]): StepEvent[][] {
  const longestFirst = [...paths].sort((a, b) => b.length - a.length);
  const kept: StepEvent[][] = [];
  for (const candidate of longestFirst) {
    const covered = kept.some((path) =>
      candidate.every((event, i) => path[i]?.type === event.type),
    );
    if (!covered) kept.push(candidate);
  }
  return kept.reverse();
}

/** The test paths of a machine: every state entered and every transition taken at least once. */
export function planTestPaths(machine: AnyStateMachine): TestPath[] {
  const { logic, nodes, byKey, nextEvents } = structureOf(machine);
  const traversal = { events: nextEvents, serializeState: serialize, limit: PLAN_LIMIT };
  const shortest = getShortestPaths(logic, traversal);
  const eventsTo = new Map(
    shortest.map((path) => [serialize(path.state), path.steps.slice(1).map((s) => s.event)]),
  );
  const adjacency = getAdjacencyMap(logic, traversal);
  const edgePaths = Object.entries(adjacency).flatMap(([from, { transitions }]) => {
    const base = eventsTo.get(from) ?? [];
    return Object.values(transitions as Record<string, { event: StepEvent }>).map(({ event }) => [
      ...base,
      event,
    ]);
  });
  const plans = withoutPrefixes([...eventsTo.values(), ...edgePaths]);

  return plans.map((events) => {
    let configuration = logic.getInitialSnapshot(undefined as never, undefined);
    const stepOf = (transition: AnyTransitionDefinition | null): PlanStep => ({
      transition,
      entered: configuration.entered
        .map((id) => nodes.get(id) as AnyStateNode)
        .filter((node) => node !== machine.root),
      active: configuration.active
        .map((id) => nodes.get(id) as AnyStateNode)
        .filter((node) => node.type === "atomic" || node.type === "final")
        .map(statePath),
    });
    const steps = [stepOf(null)];
    for (const event of events) {
      configuration = logic.transition(configuration, event, undefined as never);
      steps.push(stepOf(byKey.get(event.type) ?? null));
    }
    return { steps };
  });
}
