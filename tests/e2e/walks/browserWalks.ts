/**
 * Browser walks: the plans the vitest path suites walk (tests/machines/plans/, planned by
 * tests/machines/support/walks.ts) drive the real app in Chromium against the real server.
 *
 * A machine's browser teaching says, typed against the machine and its plan so that nothing is
 * forgotten: for each event, the user gesture that causes it; for each outcome of each call, how
 * the browser gets it (the real server, an answer set up before the gesture that makes the call,
 * or not at all); for each timer, the wait; for each starting situation, how a journey sets it up;
 * for each state, what the page must show. Anything the UI cannot cause is `unreachable`, with
 * the reason (usually: only a server fault or a timer produces it, covered by component tests).
 *
 * The plan is walked again with the unreachable cases left out; among its walks, journeys are
 * chosen greedily until every state and step the browser can reach is taken (one journey covers
 * many transitions; a generated path that adds nothing new is not walked again). Each journey runs
 * a shadow actor of the machine beside the page: the gesture goes to the page, the event to the
 * shadow, then every active state's view is checked on the page. What the shadow went through
 * counts as reached in the browser only once the page showed it (reports.ts).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyTransitionDefinition,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
} from "xstate";
import { transition } from "xstate";
import {
  allStateNodes,
  allTransitions,
  statePath,
  transitionKey,
} from "../../../tools/machines/stateNodes.ts";
import { Coverage } from "../../machines/support/coverage.ts";
import {
  checkStateAssertions,
  controlledSourcesOf,
  type InvocationTeaching,
  type Teaching,
} from "../../machines/support/teaching.ts";
import type { TestClock } from "../../machines/support/testClock.ts";
import { settle, startWalkActor } from "../../machines/support/walkActor.ts";
import { planWalks, type Walk, type WalkStep } from "../../machines/support/walks.ts";

/** One browser journey's page, and what it learns on the way (an email, a reference). */
export interface Journey {
  page: Page;
  request: APIRequestContext;
  notes: Record<string, string>;
}

/** What the UI cannot do, and why (and where it is tested instead). */
export interface Unreachable {
  unreachable: string;
}

const isUnreachable = (value: object): value is Unreachable => "unreachable" in value;

/** A user gesture; `before` is the machine's state the model predicts the gesture starts from. */
interface Gesture<TEvent extends EventObject, TSnapshot> {
  /** What the user does, in the product's words. */
  does: string;
  /** Whether the page offers the gesture in `before` (a walk that needs it elsewhere is not walked). */
  possible?: (before: TSnapshot, event: TEvent) => boolean;
  run: (journey: Journey, event: TEvent, before: TSnapshot) => Promise<void>;
}

/** How a call ends in the browser. `arm` runs before the gesture that makes the call. */
export interface Outcome {
  does: string;
  arm?: (journey: Journey) => Promise<void>;
}

/** The real server answers: nothing to set up. */
export const server = (does = "the server answers"): Outcome => ({ does });

/** A page check, or a state the page shows too briefly to check (it counts once passed through). */
type StateView<TSnapshot> =
  | ((journey: Journey, snapshot: TSnapshot) => Promise<void>)
  | { transient: string };

/** How a journey starts in a situation of the plan. */
export interface Situation {
  does: string;
  setUp: (journey: Journey) => Promise<void>;
  /**
   * The page load that starts the machine, after `setUp` and once the outcomes of the calls it
   * makes are armed; without it, the machine starts during `setUp`.
   */
  open?: (journey: Journey) => Promise<void>;
  /**
   * Back to the start on the same page after a journey, cheaper than `setUp` (no new account);
   * undefined when only `setUp` can.
   */
  again?: (journey: Journey) => Promise<void>;
}

interface Plan {
  inputs: Record<string, unknown>;
  events: Record<string, Teaching<EventObject>>;
  invocations: Record<string, InvocationTeaching>;
}

type EventGestures<TMachine extends AnyStateMachine> = {
  [Type in EventFromLogic<TMachine>["type"]]:
    | Gesture<Extract<EventFromLogic<TMachine>, { type: Type }>, SnapshotFrom<TMachine>>
    | Unreachable;
};

/** Every outcome case of every call of the plan: an outcome taught nowhere fails to compile. */
type OutcomeGestures<TInvocations> = {
  [Id in keyof TInvocations]: {
    [Kind in keyof TInvocations[Id] & ("done" | "error")]: {
      [Case in keyof TInvocations[Id][Kind]]: Outcome | Unreachable;
    };
  };
};

export interface BrowserTeaching<TMachine extends AnyStateMachine, TPlan extends Plan> {
  /** The registry id (machines/index.ts). */
  id: string;
  /** The registered machine, its app-provided actions made inert (the shadow runs no browser effect). */
  machine: TMachine;
  plan: TPlan;
  situations: {
    [Name in keyof TPlan["inputs"]]: Situation | Unreachable;
  };
  events: EventGestures<TMachine>;
  outcomes: OutcomeGestures<TPlan["invocations"]>;
  /** By delay name (`RENEW_BEFORE_EXPIRY`, or the milliseconds of an inline delay). */
  timers: Record<string, Gesture<EventObject, SnapshotFrom<TMachine>> | Unreachable>;
  /** By state path; required for every state the machine can rest in. */
  states: Record<string, StateView<SnapshotFrom<TMachine>>>;
  /**
   * The event the page sends by itself when the machine arrives in `now` from `before` (a step's
   * form reporting it is on screen): a walk that does not send it there cannot be walked.
   */
  automatic?: (
    now: SnapshotFrom<TMachine>,
    before: SnapshotFrom<TMachine> | undefined,
  ) => string | null;
  /**
   * What besides the state value makes two places different for the page (the wizard's step):
   * journeys are chosen until the page has shown each state in each facet.
   */
  facet?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** The event types only the page sends (`automatic`): no walk sends them anywhere else. */
  automaticEvents?: readonly EventFromLogic<TMachine>["type"][];
  clockStart?: number;
  withClock?: (machine: TMachine, clock: TestClock) => TMachine;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry of teachings of different machines.
export type AnyBrowserTeaching = BrowserTeaching<any, Plan>;

/** What causes one concrete event of the plan in the browser. */
type Means =
  | { kind: "gesture"; gesture: Gesture<EventObject, AnyMachineSnapshot>; label: string }
  | { kind: "outcome"; outcome: Outcome; label: string }
  | { kind: "unreachable"; reason: string; label: string };

const delayOf = (type: string) => type.slice("xstate.after.".length).split(".")[0] ?? type;

const learnt = new WeakMap<AnyBrowserTeaching, ReturnType<typeof learnMeans>>();

/**
 * Every concrete event of the plan, with what causes it in the browser; learnt once per teaching,
 * since the walks name the very event objects the plan was made of.
 */
function meansOf(teaching: AnyBrowserTeaching) {
  const known = learnt.get(teaching) ?? learnMeans(teaching);
  learnt.set(teaching, known);
  return known;
}

function learnMeans(teaching: AnyBrowserTeaching) {
  const byEvent = new Map<EventObject, Means>();
  const byType = new Map<string, EventObject[]>();
  const add = (event: EventObject, means: Means) => {
    byEvent.set(event, means);
    byType.set(event.type, [...(byType.get(event.type) ?? []), event]);
  };
  for (const [type, lesson] of Object.entries(teaching.plan.events)) {
    const way = teaching.events[type] as Gesture<EventObject, AnyMachineSnapshot> | Unreachable;
    for (const event of lesson.cases ?? [{ type }]) {
      const label = `${lesson.cause}${(lesson.cases?.length ?? 0) > 1 ? ` ${JSON.stringify(event)}` : ""}`;
      add(
        event,
        isUnreachable(way)
          ? { kind: "unreachable", reason: way.unreachable, label }
          : { kind: "gesture", gesture: way, label },
      );
    }
  }
  const outcomes = teaching.outcomes as Record<
    string,
    Record<string, Record<string, Outcome | Unreachable>>
  >;
  for (const [invokeId, kinds] of Object.entries(teaching.plan.invocations)) {
    for (const kind of ["done", "error"] as const) {
      for (const [name, value] of Object.entries(kinds[kind] ?? {})) {
        const event = {
          type: `xstate.${kind}.actor.${invokeId}`,
          [kind === "done" ? "output" : "error"]: value,
        };
        const way = outcomes[invokeId]?.[kind]?.[name];
        if (!way)
          throw new Error(`${teaching.id}: teach the outcome ${invokeId} ${kind} "${name}"`);
        const label = `${invokeId} ${kind === "done" ? "done" : "failed"} (${name})`;
        add(
          event,
          isUnreachable(way)
            ? { kind: "unreachable", reason: way.unreachable, label }
            : { kind: "outcome", outcome: way, label },
        );
      }
    }
  }
  const timerMeans = (type: string): Means => {
    const way = teaching.timers[delayOf(type)];
    if (!way) throw new Error(`${teaching.id}: teach the timer ${delayOf(type)}`);
    const label = `after ${delayOf(type)}`;
    return isUnreachable(way)
      ? { kind: "unreachable", reason: way.unreachable, label }
      : { kind: "gesture", gesture: way, label };
  };
  return {
    means: (event: EventObject): Means =>
      event.type.startsWith("xstate.after.")
        ? timerMeans(event.type)
        : (byEvent.get(event) ?? {
            kind: "unreachable",
            reason: "not in the plan",
            label: event.type,
          }),
    casesFor: (type: string) =>
      byType.get(type)?.filter((event) => byEvent.get(event)?.kind !== "unreachable"),
    timerReachable: (type: string) => timerMeans(type).kind !== "unreachable",
  };
}

export interface BrowserJourney {
  name: string;
  situation: string;
  walk: Walk;
}

/** What one step of a walk adds: the states it shows and the move it makes. */
function stepKeys(
  teaching: AnyBrowserTeaching,
  before: AnyMachineSnapshot | undefined,
  event: EventObject,
  after: AnyMachineSnapshot,
) {
  const value = (snapshot: AnyMachineSnapshot | undefined) =>
    JSON.stringify(snapshot?.value ?? null);
  const place = `${value(after)} ${teaching.facet?.(after) ?? ""}`;
  return [`${value(before)} ${event.type} ${value(after)}`, place, ...after._nodes.map(statePath)];
}

/**
 * The walk with the events the page sends by itself put where the page sends them (the plan's
 * shortest paths may skip them), each step's state computed again from the machine.
 */
function withPageEvents(
  teaching: AnyBrowserTeaching,
  walk: Walk,
  planned: (type: string) => EventObject | undefined,
): Walk {
  const [first, ...rest] = walk.steps;
  if (!teaching.automatic || !first) return walk;
  const steps: WalkStep[] = [first];
  const take = (event: EventObject) => {
    const last = steps.at(-1) as WalkStep;
    const [next] = transition(teaching.machine, last.expected, event as never);
    steps.push({ event, expected: next as AnyMachineSnapshot });
  };
  for (const step of rest) {
    const sent = teaching.automatic((steps.at(-1) as WalkStep).expected, steps.at(-2)?.expected);
    const event = sent && sent !== step.event.type ? planned(sent) : undefined;
    if (event) take(event);
    take(step.event);
  }
  return { steps };
}

/**
 * The part of a walk the page can follow: up to the first gesture the page does not offer where
 * the walk makes it, or the first place where the page sends an event by itself and the walk
 * does something else (or sends such an event where the page would not).
 */
function followedByThePage(
  teaching: AnyBrowserTeaching,
  walk: Walk,
  means: (event: EventObject) => Means,
): Walk {
  const onlyByThePage = new Set<string>(teaching.automaticEvents ?? []);
  const follows = (index: number): boolean => {
    const step = walk.steps[index];
    const previous = walk.steps[index - 1];
    if (!step || !previous) return true;
    const way = means(step.event);
    if (way.kind === "gesture" && way.gesture.possible?.(previous.expected, step.event) === false)
      return false;
    const sent = teaching.automatic?.(previous.expected, walk.steps[index - 2]?.expected) ?? null;
    return sent !== null ? step.event.type === sent : !onlyByThePage.has(step.event.type);
  };
  const end = walk.steps.findIndex((_, index) => !follows(index));
  return end === -1 ? walk : { steps: walk.steps.slice(0, end) };
}

/**
 * The journeys of a machine: per situation the browser can set up, the plan's walks without the
 * unreachable cases, chosen greedily (most new states and moves first, shorter first on a tie).
 */
export function journeysOf(teaching: AnyBrowserTeaching): BrowserJourney[] {
  checkStateAssertions(teaching.machine, teaching.states);
  const ways = meansOf(teaching);
  const journeys: BrowserJourney[] = [];
  // Shared by the situations: a later situation's journeys only walk what earlier ones did not.
  const seen = new Set<string>();
  for (const [situation, input] of Object.entries(teaching.plan.inputs)) {
    if (isUnreachable(teaching.situations[situation] ?? { unreachable: "untaught" })) continue;
    const walks = planWalks(teaching.machine, {
      input,
      casesFor: (type) => ways.casesFor(type) ?? (teaching.events[type] ? [] : undefined),
      mayFireTimer: ways.timerReachable,
    }).map((walk) =>
      followedByThePage(
        teaching,
        withPageEvents(teaching, walk, (type) => ways.casesFor(type)?.[0]),
        ways.means,
      ),
    );
    const keysOf = (walk: Walk) =>
      walk.steps.flatMap((step, i) =>
        stepKeys(teaching, walk.steps[i - 1]?.expected, step.event, step.expected),
      );
    let candidates = walks.map((walk) => ({ walk, keys: new Set(keysOf(walk)) }));
    for (;;) {
      const gain = (keys: Set<string>) => [...keys].filter((key) => !seen.has(key)).length;
      const best = candidates
        .filter((candidate) => gain(candidate.keys) > 0)
        .sort(
          (a, b) => gain(b.keys) - gain(a.keys) || a.walk.steps.length - b.walk.steps.length,
        )[0];
      if (!best) break;
      for (const key of best.keys) seen.add(key);
      candidates = candidates.filter((candidate) => candidate !== best);
      const events = best.walk.steps.slice(1).map((step) => ways.means(step.event).label);
      journeys.push({
        name: `${situation}: ${events.join(" → ") || "opens"}`,
        situation,
        walk: best.walk,
      });
    }
  }
  return journeys;
}

/** Every state and transition of a machine, named as the coverage names them. */
function keysOf(machine: AnyStateMachine) {
  return {
    states: allStateNodes(machine).map(statePath),
    transitions: allTransitions(machine).map(transitionKey),
  };
}

/** What one journey reached in the browser: states shown, states checked on the page, moves. */
export interface Reached {
  machine: string;
  states: string[];
  observed: string[];
  transitions: string[];
}

/**
 * Walks one journey: the situation is set up, then each step's gesture is made on the page and its
 * event sent to the shadow actor, and every active state's view is checked on the page. An
 * outcome set up in advance is armed before the gesture that makes its call. `onReached` gets what
 * the shadow went through, step by step, once the page has shown it.
 */
export async function walkInBrowser(
  teaching: AnyBrowserTeaching,
  journey: Journey,
  planned: BrowserJourney,
  onReached: (reached: Reached) => void,
  start: "setUp" | "again" = "setUp",
): Promise<void> {
  const ways = meansOf(teaching);
  const situation = teaching.situations[planned.situation];
  if (!situation || isUnreachable(situation)) throw new Error(`situation ${planned.situation}`);
  const pending: Array<{
    snapshot: AnyMachineSnapshot;
    taken: readonly AnyTransitionDefinition[];
  }> = [];
  const shadow = startWalkActor({
    machine: teaching.machine,
    input: () => teaching.plan.inputs[planned.situation] as InputFrom<AnyStateMachine>,
    controlledSources: controlledSourcesOf(teaching.machine, teaching.plan.invocations),
    cause: (event, run) => run.actor.send(event),
    record: (snapshot, taken = []) => pending.push({ snapshot, taken }),
    ...(teaching.clockStart === undefined ? {} : { clockStart: teaching.clockStart }),
    ...(teaching.withClock === undefined ? {} : { withClock: teaching.withClock }),
  });
  const steps = planned.walk.steps;
  const armed = new Set<number>();
  /** Before a gesture: arm the outcomes of the calls it starts (the steps right after it). */
  const armAfter = async (index: number) => {
    for (let next = index + 1; next < steps.length; next += 1) {
      const step = steps[next];
      if (!step) break;
      const means = ways.means(step.event);
      if (means.kind !== "outcome") break;
      if (!armed.has(next)) {
        armed.add(next);
        await means.outcome.arm?.(journey);
      }
    }
  };
  const showOnPage = async (index: number, where: string) => {
    if (shadow.crash() !== undefined) throw shadow.crash();
    const snapshot = shadow.run.actor.getSnapshot() as AnyMachineSnapshot;
    const observed: string[] = [];
    // The page leaves this state by itself at once (the form reports it is on screen): it is
    // passed through, checked by the next step's views.
    const passedThrough = teaching.automatic?.(snapshot, steps[index - 1]?.expected) != null;
    for (const node of passedThrough ? [] : snapshot._nodes) {
      const view = teaching.states[statePath(node)];
      if (!view || typeof view !== "function") continue;
      try {
        await view(journey, snapshot);
      } catch (error) {
        throw new Error(
          `${teaching.id}: the page does not show ${statePath(node)} ${where}\n${String(error)}`,
        );
      }
      observed.push(statePath(node));
    }
    const coverage = new Coverage(teaching.machine);
    for (const { snapshot: seen, taken } of pending.splice(0)) coverage.record(seen, taken);
    const report = coverage.report();
    const { states, transitions } = keysOf(teaching.machine);
    onReached({
      machine: teaching.id,
      states: states.filter((key) => !report.states.missing.includes(key)),
      observed,
      transitions: transitions.filter((key) => !report.transitions.missing.includes(key)),
    });
  };

  try {
    await journey.page.unrouteAll({ behavior: "ignoreErrors" });
    await (start === "again" && situation.again
      ? situation.again(journey)
      : situation.setUp(journey));
    await armAfter(0);
    await situation.open?.(journey);
    await settle();
    await showOnPage(0, `at the start (${planned.situation})`);
    for (const [index, step] of steps.entries()) {
      if (index === 0) continue;
      const means = ways.means(step.event);
      const before = steps[index - 1]?.expected as AnyMachineSnapshot;
      if (means.kind === "unreachable") throw new Error(`unreachable step ${means.label}`);
      if (means.kind === "gesture") {
        await armAfter(index);
        await means.gesture.run(journey, step.event, before);
      }
      await shadow.perform(step.event);
      await showOnPage(index, `after step ${index}: ${means.label}`);
    }
    // The walk ends where the page sends an event by itself: the shadow follows the page.
    const last = steps.at(-1)?.expected;
    const sent = last && teaching.automatic?.(last, steps.at(-2)?.expected);
    if (last && sent) {
      await shadow.perform({ type: sent });
      await showOnPage(steps.length, `once the page sent ${sent}`);
    }
  } finally {
    shadow.stop();
  }
}
