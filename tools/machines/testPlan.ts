/**
 * Test plans for a tester: journeys through a machine's statechart, planned with `xstate/graph`.
 * By default the journeys enter every state (state coverage): for each state, a shortest journey
 * from the start that enters it, minus journeys that are the start of a longer one or add no
 * state, shortest first. With `coverage: "transitions"` they also take every transition (the
 * shortest path to its source, then the transition). The vitest suites (tests/machines) walk
 * every transition with data; a printed plan is for a person.
 *
 * The graph is the chart's structure plus what the machine knows of its own context
 * (contextFacts.ts): a vertex is the set of active states and the known facts, an edge one
 * transition definition, guarded branches included. A guard on known facts is decided (the
 * wizard's `hasRefreshFailed` is false until a reload failed, so "retry the reload" cannot open a
 * journey); any other guard is a condition the tester brings about, read in the transition's
 * description. Conditions on starting data are checked against the machine's declared starting
 * situations (machines/startingSituations.ts): a journey keeps the situations its conditions so
 * far allow, takes no step none allows, and names the one a tester sets up. Known
 * approximations: without declared situations, and for answers, conditions are independent of
 * each other (a journey may chain two the data cannot meet together); a history state is entered
 * as its parent's initial state.
 *
 * Framework-free and pure: `npm run paths` prints these plans (scripts/paths.ts).
 */
import type { ActorLogic, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { type StartingSituation, startingSituations } from "../../machines/startingSituations.ts";
import {
  applyActions,
  evaluateGuard,
  type Facts,
  initialFacts,
  serializeFacts,
  WRITTEN,
} from "./contextFacts.ts";
import {
  allStateNodes,
  guardLabel,
  statePath,
  transitionKey,
  transitionsOf,
} from "./stateNodes.ts";

/** One step of a plan: the start (no transition), then one transition and the states it enters. */
export interface PlanStep {
  transition: AnyTransitionDefinition | null;
  /** The states entered by the step, outermost first (the start enters the initial ones). */
  entered: AnyStateNode[];
  /** Every active state after the step (by path), for a tester to check the whole screen. */
  active: string[];
  /** The step's guard is a condition on the starting situation (not on an earlier step). */
  needsStartingSituation: boolean;
}

interface TestPath {
  steps: PlanStep[];
  /** The declared starting situation a tester sets up, when a step needs starting data. */
  situation?: StartingSituation<AnyStateMachine>;
}

export type PlanCoverage = "states" | "transitions";

interface Unreachable {
  /** A state no journey enters, or (transition coverage) a transition no journey takes. */
  what: AnyStateNode | AnyTransitionDefinition;
  /** The guards in the way, decided false whenever they are met (may be empty). */
  guards: AnyTransitionDefinition["guard"][];
}

export interface TestPlan {
  paths: TestPath[];
  /** Transitions that keep the state as it is (no target, or back to their own atomic state). */
  staying: AnyTransitionDefinition[];
  unreachable: Unreachable[];
}

interface Configuration {
  /** Ids of the active state nodes (the root included), sorted. */
  active: readonly string[];
  entered: readonly string[];
  facts: Facts;
  /** The declared starting situations (their indexes) the conditions so far allow. */
  situations: readonly number[];
  status: "active" | "done";
  output: undefined;
  error: undefined;
}

type StepEvent = { type: string };

const PLAN_LIMIT = 20_000;
/** More distinct values than this for one fact (a counter): the plan stops tracking it. */
const FACT_VALUES_LIMIT = 6;

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

/** Automatic moves: eventless transitions and a compound state's completion. */
export const isAutomatic = (transition: AnyTransitionDefinition) =>
  transition.eventType === "" || transition.eventType.startsWith("xstate.done.state.");

/** A move that keeps the state as it is: no target, or back to its own atomic source. */
function isStaying(transition: AnyTransitionDefinition): boolean {
  const targets = transition.target ?? [];
  if (targets.length === 0) return true;
  const source = transition.source;
  return (
    targets.length === 1 &&
    targets[0] === source &&
    (source.type === "atomic" || source.type === "final")
  );
}

/**
 * The branches of one trigger that can be taken on these facts: the first decided-true branch
 * ends the list (xstate takes the first whose guard holds), decided-false ones are left out.
 */
function possibleBranches(
  machine: AnyStateMachine,
  branches: readonly AnyTransitionDefinition[],
  facts: Facts,
  blocked: Set<AnyTransitionDefinition>,
): AnyTransitionDefinition[] {
  const possible: AnyTransitionDefinition[] = [];
  for (const branch of branches) {
    const outcome = evaluateGuard(machine, branch, facts);
    if (outcome === false) {
      blocked.add(branch);
      continue;
    }
    possible.push(branch);
    if (outcome === true) break;
  }
  return possible;
}

/** The branches of the trigger a transition belongs to, in xstate's order. */
const branchesWith = (transition: AnyTransitionDefinition): readonly AnyTransitionDefinition[] =>
  (transition.eventType === ""
    ? transition.source.always
    : transition.source.transitions.get(transition.eventType)) ?? [transition];

/**
 * The starting situations (indexes into `situations`) still possible once `transition` is taken
 * on `facts`: its guard may hold in them, and no branch before it that the facts leave open
 * surely holds (xstate would have taken that one).
 */
function situationsAfter(
  machine: AnyStateMachine,
  situations: readonly StartingSituation<AnyStateMachine>[],
  possible: readonly number[],
  transition: AnyTransitionDefinition,
  facts: Facts,
): readonly number[] {
  if (situations.length === 0) return possible;
  const branches = branchesWith(transition);
  const before = branches
    .slice(0, Math.max(0, branches.indexOf(transition)))
    .filter((branch) => evaluateGuard(machine, branch, facts) !== false);
  return possible.filter((index) => {
    const situation = situations[index]?.context ?? {};
    return (
      evaluateGuard(machine, transition, facts, situation) !== false &&
      before.every((branch) => evaluateGuard(machine, branch, facts, situation) !== true)
    );
  });
}

/** The structure of a machine as logic `xstate/graph` can walk, events being transition keys. */
function structureOf(
  machine: AnyStateMachine,
  untracked: ReadonlySet<string>,
  situations: readonly StartingSituation<AnyStateMachine>[],
) {
  const nodes = new Map([machine.root, ...allStateNodes(machine)].map((node) => [node.id, node]));
  const transitions = [...nodes.values()].flatMap(transitionsOf);
  const byKey = new Map(transitions.map((transition) => [transitionKey(transition), transition]));
  /** Guards found false where their transition could otherwise be taken. */
  const blocked = new Set<AnyTransitionDefinition>();

  const forget = (facts: Facts): Facts =>
    untracked.size === 0
      ? facts
      : Object.fromEntries(
          Object.entries(facts).map(([key, fact]) => [key, untracked.has(key) ? WRITTEN : fact]),
        );
  const configurationOf = (
    active: Map<string, AnyStateNode>,
    entered: string[],
    facts: Facts,
    situations: readonly number[],
  ): Configuration => {
    const rootDone = Object.values(machine.root.states).some(
      (child) => child.type === "final" && active.has(child.id),
    );
    return {
      active: [...active.keys()].sort(),
      entered,
      facts: forget(facts),
      situations,
      status: rootDone ? "done" : "active",
      output: undefined,
      error: undefined,
    };
  };
  const activeOf = (configuration: Configuration) =>
    new Map(configuration.active.map((id) => [id, nodes.get(id) as AnyStateNode]));
  const depth = (node: AnyStateNode) => node.path.length;

  const take = (configuration: Configuration, transition: AnyTransitionDefinition) => {
    const active = activeOf(configuration);
    const targets = (transition.target ?? []).map(resolved);
    const possible = situationsAfter(
      machine,
      situations,
      configuration.situations,
      transition,
      configuration.facts,
    );
    if (targets.length === 0) {
      const facts = applyActions(machine, transition.actions, configuration.facts);
      return configurationOf(active, [], facts, possible);
    }
    const domain = domainOf(transition, targets);
    const exited = [...active.values()]
      .filter((node) => isDescendant(node, domain))
      .sort((a, b) => depth(b) - depth(a));
    for (const node of exited) active.delete(node.id);
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
    const entered = [...active.values()]
      .filter((node) => !before.has(node.id))
      .sort((a, b) => depth(a) - depth(b));
    const actions = [
      ...exited.flatMap((node) => node.exit),
      ...transition.actions,
      ...entered.flatMap((node) => node.entry),
    ];
    const facts = applyActions(machine, actions, configuration.facts);
    return configurationOf(
      active,
      entered.map((node) => node.id),
      facts,
      possible,
    );
  };

  /** What can happen next: an eventless move when one is due, else every other transition. */
  const nextTransitions = (configuration: Configuration): AnyTransitionDefinition[] => {
    if (configuration.status === "done") return [];
    const active = [...activeOf(configuration).values()];
    const branchesOf = (node: AnyStateNode, eventless: boolean) =>
      eventless
        ? [node.always ?? []]
        : [...node.transitions.values()].filter((group) => group[0]?.eventType !== "");
    // A move no declared starting situation allows is no way forward.
    const allowed = (transition: AnyTransitionDefinition) =>
      situations.length === 0 ||
      situationsAfter(
        machine,
        situations,
        configuration.situations,
        transition,
        configuration.facts,
      ).length > 0;
    const possible = (eventless: boolean) =>
      active.flatMap((node) =>
        branchesOf(node, eventless).flatMap((group) =>
          possibleBranches(machine, group, configuration.facts, blocked).filter(allowed),
        ),
      );
    const eventless = possible(true);
    if (eventless.length > 0) return eventless;
    const activeMap = activeOf(configuration);
    return possible(false).filter((t) => {
      const finished = /^xstate\.done\.state\.(.+)$/.exec(t.eventType)?.[1];
      return finished === undefined || isFinished(nodes.get(finished) ?? t.source, activeMap);
    });
  };
  const nextEvents = (configuration: Configuration): StepEvent[] =>
    nextTransitions(configuration).map((t) => ({ type: transitionKey(t) }));

  const logic: ActorLogic<Configuration, StepEvent, undefined> = {
    transition: (configuration, event) => {
      const transition = byKey.get(event.type);
      return transition ? take(configuration, transition) : configuration;
    },
    getInitialSnapshot: () => {
      const active = new Map<string, AnyStateNode>();
      enterWithDefaults(machine.root, active);
      const entered = [...active.values()].sort((a, b) => depth(a) - depth(b));
      const facts = applyActions(
        machine,
        entered.flatMap((node) => node.entry),
        initialFacts(machine, transitions),
      );
      return configurationOf(
        active,
        entered.map((node) => node.id),
        facts,
        situations.map((_, index) => index),
      );
    },
    getPersistedSnapshot: (configuration) => configuration,
  };
  return { logic, nodes, byKey, transitions, nextEvents, blocked };
}

const serialize = (configuration: Configuration) =>
  `${configuration.active.join(" ")} ${serializeFacts(configuration.facts)} ${configuration.situations.join(",")}`;

const sequenceOf = (events: StepEvent[]) => events.map((event) => event.type);

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

/** Explores the graph, no longer tracking facts that take too many values (counters). */
function explore(
  machine: AnyStateMachine,
  situations: readonly StartingSituation<AnyStateMachine>[],
) {
  const untracked = new Set<string>();
  for (;;) {
    const structure = structureOf(machine, untracked, situations);
    const traversal = {
      events: structure.nextEvents,
      serializeState: serialize,
      limit: PLAN_LIMIT,
    };
    const shortest = getShortestPaths(structure.logic, traversal);
    const values = new Map<string, Set<string>>();
    for (const { state } of shortest) {
      for (const [key, fact] of Object.entries(state.facts)) {
        if (fact === WRITTEN) continue;
        const seen = values.get(key) ?? new Set();
        seen.add(JSON.stringify(fact.value));
        values.set(key, seen);
      }
    }
    const counters = [...values].filter(([, seen]) => seen.size > FACT_VALUES_LIMIT);
    if (counters.length === 0) return { structure, traversal, shortest };
    for (const [key] of counters) untracked.add(key);
  }
}

/** The number of steps a tester takes: automatic moves follow the step before them. */
const testerSteps = (events: StepEvent[], byKey: Map<string, AnyTransitionDefinition>) =>
  events.filter((event) => {
    const transition = byKey.get(event.type);
    return !transition || !isAutomatic(transition);
  }).length;

const keyOf = (events: StepEvent[]) => sequenceOf(events).join("\n");

/**
 * Orders journeys by the steps a tester takes, then by all their steps, then by the order of the
 * chart (`ranked`: journeys in the order of the states or transitions they were chosen for).
 */
const shorterFor = (byKey: Map<string, AnyTransitionDefinition>, ranked: StepEvent[][] = []) => {
  const rank = new Map(ranked.map((events, index) => [keyOf(events), index]));
  const rankOf = (events: StepEvent[]) => rank.get(keyOf(events)) ?? ranked.length;
  return (a: StepEvent[], b: StepEvent[]) =>
    testerSteps(a, byKey) - testerSteps(b, byKey) || a.length - b.length || rankOf(a) - rankOf(b);
};

/** For each state, a shortest journey entering it; then fewest journeys, shortest first. */
function journeysEnteringEveryState(
  machine: AnyStateMachine,
  reached: { events: StepEvent[]; active: readonly string[] }[],
  byKey: Map<string, AnyTransitionDefinition>,
  enteredBy: (events: StepEvent[]) => Set<string>,
): StepEvent[][] {
  const chosen = new Map<string, StepEvent[]>();
  for (const node of allStateNodes(machine)) {
    const best = reached
      .filter(({ active }) => active.includes(node.id))
      .map(({ events }) => events)
      .reduce<StepEvent[] | undefined>(
        (found, events) =>
          found === undefined || shorterFor(byKey)(events, found) < 0 ? events : found,
        undefined,
      );
    if (best && !chosen.has(keyOf(best))) chosen.set(keyOf(best), best);
  }
  const shorter = shorterFor(byKey, [...chosen.values()]);
  // A journey whose states the others all enter adds nothing: drop it, shortest first.
  const sets = new Map(
    withoutPrefixes([...chosen.values()]).map((events) => [events, enteredBy(events)]),
  );
  for (const events of [...sets.keys()].sort(shorter)) {
    const own = sets.get(events) ?? new Set<string>();
    const others = [...sets].filter(([other]) => other !== events).map(([, states]) => states);
    if ([...own].every((id) => others.some((states) => states.has(id)))) sets.delete(events);
  }
  return [...sets.keys()].sort(shorter);
}

/** The test plan of a machine: journeys entering every state (or taking every transition). */
export function planTestPaths(
  machine: AnyStateMachine,
  coverage: PlanCoverage = "states",
  situations: readonly StartingSituation<AnyStateMachine>[] = startingSituations[machine.id] ?? [],
): TestPlan {
  const { structure, traversal, shortest } = explore(machine, situations);
  const { logic, nodes, byKey, transitions, blocked } = structure;
  const reached = shortest.map((path) => ({
    events: path.steps.slice(1).map((step) => step.event),
    active: path.state.active,
  }));
  const eventsTo = new Map(
    reached.map((path, i) => [serialize(shortest[i]?.state as Configuration), path.events]),
  );
  const adjacency = getAdjacencyMap(logic, traversal);
  /** Per transition, a shortest path that takes it. */
  const byTransition = new Map<string, StepEvent[]>();
  for (const [from, { transitions: edges }] of Object.entries(adjacency)) {
    const base = eventsTo.get(from) ?? [];
    for (const { event } of Object.values(edges as Record<string, { event: StepEvent }>)) {
      const candidate = [...base, event];
      const found = byTransition.get(event.type);
      if (!found || shorterFor(byKey)(candidate, found) < 0)
        byTransition.set(event.type, candidate);
    }
  }
  const enteredBy = (events: StepEvent[]) => {
    let configuration = logic.getInitialSnapshot(undefined as never, undefined);
    const states = new Set(configuration.active);
    for (const event of events) {
      configuration = logic.transition(configuration, event, undefined as never);
      for (const id of configuration.active) states.add(id);
    }
    return states;
  };

  const journeys = journeysEnteringEveryState(machine, reached, byKey, enteredBy);
  const plans =
    coverage === "states"
      ? journeys
      : withoutPrefixes([...journeys, ...byTransition.values()]).sort(
          shorterFor(byKey, [
            ...journeys,
            ...transitions.flatMap((t) => {
              const path = byTransition.get(transitionKey(t));
              return path ? [path] : [];
            }),
          ]),
        );

  const activeIds = new Set(reached.flatMap((path) => path.active));
  const guardsInTheWay = (ways: AnyTransitionDefinition[]) => [
    ...new Map(
      ways
        .filter((way) => blocked.has(way) && way.guard !== undefined)
        .map((way) => [guardLabel(way.guard), way.guard]),
    ).values(),
  ];
  const unreachableStates = allStateNodes(machine)
    .filter((node) => !activeIds.has(node.id))
    .map((node) => ({
      what: node,
      guards: guardsInTheWay(
        transitions.filter((t) =>
          (t.target ?? []).some((target) => target === node || isDescendant(node, target)),
        ),
      ),
    }));
  const unreachableTransitions =
    coverage === "transitions"
      ? transitions
          .filter((transition) => !byTransition.has(transitionKey(transition)))
          .filter((transition) => activeIds.has(transition.source.id))
          .map((transition) => ({ what: transition, guards: guardsInTheWay([transition]) }))
      : [];

  const paths = plans.map((events) => {
    let configuration = logic.getInitialSnapshot(undefined as never, undefined);
    const stepOf = (
      transition: AnyTransitionDefinition | null,
      needsStartingSituation: boolean,
    ): PlanStep => ({
      transition,
      entered: configuration.entered
        .map((id) => nodes.get(id) as AnyStateNode)
        .filter((node) => node !== machine.root),
      active: configuration.active
        .map((id) => nodes.get(id) as AnyStateNode)
        .filter((node) => node.type === "atomic" || node.type === "final")
        .map(statePath),
      needsStartingSituation,
    });
    const steps = [stepOf(null, false)];
    for (const event of events) {
      const transition = byKey.get(event.type) ?? null;
      const outcome = transition ? evaluateGuard(machine, transition, configuration.facts) : true;
      configuration = logic.transition(configuration, event, undefined as never);
      const fromStart = typeof outcome === "object" && outcome.unknown.fromStart;
      steps.push(stepOf(transition, fromStart));
    }
    const needsSituation = steps.some((step) => step.needsStartingSituation);
    const situation = needsSituation ? situations[configuration.situations[0] ?? -1] : undefined;
    return situation ? { steps, situation } : { steps };
  });

  return {
    paths,
    staying: transitions.filter(isStaying),
    unreachable: [...unreachableStates, ...unreachableTransitions],
  };
}
