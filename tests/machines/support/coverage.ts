/**
 * Counts what real runs of a machine went through: every state node entered (nested ones too,
 * including states left at once by an eventless transition) and every transition taken (each
 * branch of a guarded event, each `always`, each `after`, each invoked actor's done and error).
 * Counted from the actor's own inspection events, not from the plan: a walk that was planned but
 * did not really happen covers nothing.
 */
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
} from "xstate";
import {
  allStateNodes,
  allTransitions,
  isTimed,
  statePath,
  transitionKey,
} from "../../../tools/machines/stateNodes.ts";

interface Tally {
  covered: number;
  total: number;
  missing: string[];
}

export interface CoverageReport {
  states: Tally;
  transitions: Tally;
  /** The `after` transitions among `transitions`, fired on the simulated clock. */
  timed: Tally;
}

function tally(all: readonly string[], seen: ReadonlySet<string>): Tally {
  const missing = all.filter((key) => !seen.has(key));
  return { covered: all.length - missing.length, total: all.length, missing };
}

export class Coverage {
  readonly #states: string[];
  readonly #transitions: string[];
  readonly #timed: string[];
  readonly #seenStates = new Set<string>();
  readonly #seenTransitions = new Set<string>();

  constructor(machine: AnyStateMachine) {
    this.#states = allStateNodes(machine).map(statePath);
    this.#transitions = allTransitions(machine).map(transitionKey);
    this.#timed = allTransitions(machine).filter(isTimed).map(transitionKey);
  }

  /** One microstep (or the settled snapshot) of a real actor. */
  record(snapshot: AnyMachineSnapshot, taken: readonly AnyTransitionDefinition[] = []): void {
    for (const node of snapshot._nodes) this.#seeState(node);
    for (const transition of taken) {
      this.#seenTransitions.add(transitionKey(transition));
      // A state left by an eventless transition in the same macrostep is never in a settled
      // snapshot; it was active since one of its transitions was taken.
      this.#seeState(transition.source);
    }
  }

  #seeState(node: AnyStateNode): void {
    for (let current: AnyStateNode | undefined = node; current?.parent; current = current.parent) {
      this.#seenStates.add(statePath(current));
    }
  }

  report(): CoverageReport {
    return {
      states: tally(this.#states, this.#seenStates),
      transitions: tally(this.#transitions, this.#seenTransitions),
      timed: tally(this.#timed, this.#seenTransitions),
    };
  }
}

export function formatCoverage(id: string, report: CoverageReport): string {
  const { states, transitions } = report;
  return `machine ${id}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total} covered`;
}
