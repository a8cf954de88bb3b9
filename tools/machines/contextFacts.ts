/**
 * What a test plan can know of a machine's context without data: the facts the machine sets
 * itself. A tester brings about what comes from outside (the starting situation, the server's
 * answers, what they type), but not a flag the machine raises on its own: the wizard's
 * `hasRefreshFailed` is false until a reload has failed, so "retry the reload" is not a way in.
 *
 * A fact is a context key with a known primitive value:
 * - at the start, a primitive of a literal context, or, for a context built from the input, a
 *   primitive the machine also writes itself as a literal (`assign({ hasRefreshFailed: true })`);
 *   anything else at the start is the starting situation's;
 * - after an assignment, what it computes from known facts alone; anything computed from the
 *   event, an answer or an unknown key is unknown again (the tester's to bring about).
 *
 * A guard is decided when it reads known facts only, else it is a condition for the tester.
 * Guards and assignments are pure functions of their arguments, so calling them on known values
 * and opaque placeholders tells which they read.
 */
import type { AnyStateMachine, AnyTransitionDefinition } from "xstate";
import { allStateNodes } from "./stateNodes.ts";

type Primitive = string | number | boolean | null;

/**
 * The facts at one point of a run, by context key: a known value, or `WRITTEN` when a step of the
 * run wrote something unknown. A key that is absent still holds what the starting situation gave.
 */
export type Facts = Readonly<Record<string, { value: Primitive } | typeof WRITTEN>>;

export const WRITTEN = "written";

/** A guard's outcome on the facts; `unknown` names the keys it read that the facts do not know. */
export type GuardOutcome = true | false | { unknown: { fromStart: boolean } };

const isPrimitive = (value: unknown): value is Primitive =>
  value === null || ["string", "number", "boolean"].includes(typeof value);

/** Records whether an evaluation read anything unknown, and whether it came from the start. */
class Reads {
  unknown = false;
  fromStart = false;
}

/** A stand-in for an unknown value: anything done with it is allowed and marks the evaluation. */
function opaque(reads: Reads): unknown {
  const target = () => undefined;
  const proxy: unknown = new Proxy(target, {
    get(_, key) {
      if (key === "then") return undefined;
      reads.unknown = true;
      if (key === Symbol.toPrimitive) return () => Number.NaN;
      return proxy;
    },
    apply() {
      reads.unknown = true;
      return proxy;
    },
    has() {
      reads.unknown = true;
      return false;
    },
  });
  return proxy;
}

/**
 * The context a guard reads: the known facts, then, for a key no step wrote, the starting
 * situation's value when one is given (machines/startingSituations.ts), else an unknown.
 */
function contextOf(
  facts: Facts,
  reads: Reads,
  situation: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  return new Proxy(
    {},
    {
      get(_, key) {
        if (typeof key !== "string") return undefined;
        const fact = facts[key];
        if (fact !== undefined && fact !== WRITTEN) return fact.value;
        if (fact === undefined && key in situation) return situation[key];
        reads.unknown = true;
        if (fact === undefined) reads.fromStart = true;
        return opaque(reads);
      },
      has(_, key) {
        if (typeof key === "string" && key in facts && facts[key] !== WRITTEN) return true;
        if (typeof key === "string" && !(key in facts) && key in situation) return true;
        reads.unknown = true;
        return true;
      },
    },
  );
}

/** The arguments xstate gives a guard, an action's params or an assignment. */
function argumentsOf(facts: Facts, reads: Reads, situation?: Readonly<Record<string, unknown>>) {
  const unknown = opaque(reads);
  const context = contextOf(facts, reads, situation);
  return { context, event: unknown, spawn: unknown, self: unknown };
}

type Implementation = ((...args: unknown[]) => unknown) & {
  type?: string;
  guards?: unknown[];
  assignment?: unknown;
  check?: unknown;
};

type Reference = string | { type: string; params?: unknown } | Implementation;

function paramsOf(reference: Reference, args: ReturnType<typeof argumentsOf>): unknown {
  if (typeof reference !== "object" || !("params" in reference)) return undefined;
  return typeof reference.params === "function" ? reference.params(args) : reference.params;
}

function resolve(
  table: Record<string, unknown>,
  reference: Reference,
): Implementation | Reference | undefined {
  if (typeof reference === "function") return reference;
  const found = table[typeof reference === "string" ? reference : reference.type];
  return found as Implementation | Reference | undefined;
}

/** Evaluates a guard as xstate does (named, with params, inline, not/and/or). */
function check(
  machine: AnyStateMachine,
  guard: Reference,
  args: ReturnType<typeof argumentsOf>,
  reads: Reads,
): boolean {
  const implementation = resolve(machine.implementations.guards, guard);
  if (implementation === undefined) throw new Error(`unknown guard ${String(guard)}`);
  if (typeof implementation !== "function") return check(machine, implementation, args, reads);
  if (implementation.check !== undefined) {
    const inner = (implementation.guards ?? []) as Reference[];
    switch (implementation.type) {
      case "xstate.not":
        return !check(machine, inner[0] as Reference, args, reads);
      case "xstate.and":
        return inner.every((one) => check(machine, one, args, reads));
      case "xstate.or":
        return inner.some((one) => check(machine, one, args, reads));
      default:
        // stateIn and the like: a condition on the chart, not decided here.
        reads.unknown = true;
        return true;
    }
  }
  return Boolean(implementation(args, paramsOf(guard, args)));
}

/** A guard's outcome on the facts, and in a starting situation when one is given. */
export function evaluateGuard(
  machine: AnyStateMachine,
  transition: AnyTransitionDefinition,
  facts: Facts,
  situation?: Readonly<Record<string, unknown>>,
): GuardOutcome {
  if (transition.guard === undefined) return true;
  const reads = new Reads();
  let result = false;
  try {
    const args = argumentsOf(facts, reads, situation);
    result = check(machine, transition.guard as Reference, args, reads);
  } catch {
    reads.unknown = true;
  }
  return reads.unknown ? { unknown: { fromStart: reads.fromStart } } : result;
}

type Assignment = Record<string, unknown> | ((...args: unknown[]) => unknown);

/** The assignments an action list makes, with each one's params (xstate's `assign`). */
function assignmentsOf(
  machine: AnyStateMachine,
  actions: readonly unknown[],
): { assignment: Assignment | "unknown"; reference: Reference }[] {
  return actions.flatMap(
    (action): { assignment: Assignment | "unknown"; reference: Reference }[] => {
      const reference = action as Reference;
      const implementation = resolve(machine.implementations.actions, reference);
      if (typeof implementation !== "function") return [];
      if (implementation.type === "xstate.assign") {
        return [{ assignment: implementation.assignment as Assignment, reference }];
      }
      // enqueueActions may assign anything: forget what is known, unless its code never
      // assigns (one that only sends to children, as the wizard's `tellSavedRecord`).
      if (implementation.type === "xstate.enqueueActions") {
        const collect = (implementation as { collect?: unknown }).collect;
        if (typeof collect === "function" && !/\bassign\b/.test(collect.toString())) return [];
        return [{ assignment: "unknown", reference }];
      }
      return [];
    },
  );
}

type Arguments = ReturnType<typeof argumentsOf>;

/** A value computed from known facts alone, or undefined when it read anything unknown. */
function exactly(
  compute: (args: Arguments) => unknown,
  facts: Facts,
): { value: unknown } | undefined {
  const reads = new Reads();
  try {
    const value = compute(argumentsOf(facts, reads));
    return reads.unknown ? undefined : { value };
  } catch {
    return undefined;
  }
}

const factOf = (computed: { value: unknown } | undefined): Facts[string] =>
  computed !== undefined && isPrimitive(computed.value) ? { value: computed.value } : WRITTEN;

/**
 * The facts after these actions ran, in order. An assignment object is read key by key (a literal
 * is known, `{ data: (_, answer) => answer, failed: false }` keeps `failed` known); an assignment
 * function that reads anything unknown makes every key it returns unknown, and one that fails
 * makes the whole context unknown.
 */
export function applyActions(
  machine: AnyStateMachine,
  actions: readonly unknown[],
  facts: Facts,
): Facts {
  let current: Record<string, Facts[string]> = { ...facts };
  const forgetAll = () =>
    Object.fromEntries(Object.keys(current).map((key) => [key, WRITTEN] as const));
  for (const { assignment, reference } of assignmentsOf(machine, actions)) {
    if (assignment === "unknown") {
      current = forgetAll();
      continue;
    }
    if (typeof assignment === "object") {
      const next = { ...current };
      for (const [key, value] of Object.entries(assignment)) {
        next[key] =
          typeof value === "function"
            ? factOf(exactly((args) => value(args, paramsOf(reference, args)), current))
            : factOf({ value });
      }
      current = next;
      continue;
    }
    const reads = new Reads();
    let values: unknown;
    try {
      const args = argumentsOf(current, reads);
      values = assignment(args, paramsOf(reference, args));
    } catch {
      values = undefined;
    }
    if (typeof values !== "object" || values === null) {
      current = forgetAll();
      continue;
    }
    const next = { ...current };
    for (const [key, value] of Object.entries(values)) {
      next[key] = reads.unknown ? WRITTEN : factOf({ value });
    }
    current = next;
  }
  return current;
}

/** Every action list of the machine: transitions', entries' and exits'. */
function allActionLists(machine: AnyStateMachine, transitions: AnyTransitionDefinition[]) {
  const nodes = [machine.root, ...allStateNodes(machine)];
  return [
    ...transitions.map((transition) => transition.actions),
    ...nodes.flatMap((node) => [node.entry, node.exit]),
  ];
}

/** Keys the machine writes itself as a literal primitive (`assign({ refreshFailed: true })`). */
function keysWrittenAsLiterals(
  machine: AnyStateMachine,
  transitions: AnyTransitionDefinition[],
): Set<string> {
  const keys = new Set<string>();
  for (const actions of allActionLists(machine, transitions)) {
    for (const { assignment } of assignmentsOf(machine, actions)) {
      if (typeof assignment !== "object") continue;
      for (const [key, value] of Object.entries(assignment)) {
        if (isPrimitive(value)) keys.add(key);
      }
    }
  }
  return keys;
}

/** The facts when the machine starts. */
export function initialFacts(
  machine: AnyStateMachine,
  transitions: AnyTransitionDefinition[],
): Facts {
  const context: unknown = machine.config.context;
  if (context === undefined) return {};
  if (typeof context !== "function") {
    return Object.fromEntries(
      Object.entries(context as Record<string, unknown>).flatMap(([key, value]) =>
        isPrimitive(value) ? [[key, { value }]] : [],
      ),
    );
  }
  const reads = new Reads();
  let built: unknown;
  try {
    built = context({ input: opaque(reads), self: opaque(reads), spawn: opaque(reads) });
  } catch {
    return {};
  }
  if (typeof built !== "object" || built === null) return {};
  const literal = keysWrittenAsLiterals(machine, transitions);
  return Object.fromEntries(
    Object.entries(built).flatMap(([key, value]) =>
      literal.has(key) && isPrimitive(value) ? [[key, { value }]] : [],
    ),
  );
}

/** A stable text for a set of facts, part of a plan vertex's identity. */
export function serializeFacts(facts: Facts): string {
  return JSON.stringify(Object.entries(facts).sort(([a], [b]) => a.localeCompare(b)));
}
