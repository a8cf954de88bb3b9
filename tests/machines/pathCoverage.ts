/**
 * Path coverage for any machine of the registry, in one call:
 *
 *   describePathCoverage({ id, machine, inputs, events, invocations, states })
 *
 * plans walks with `xstate/graph` (shortest paths, simple paths while tractable, one walk per
 * edge), runs each against a real actor (invoked promise actors controlled by the walk, `after`
 * delays on a simulated clock), compares every step with the model and runs the state assertions,
 * then prints "machine <id>: states X/Y, transitions A/B covered" and fails below 100 %.
 * The coverage test is the last of the block: it counts what the walk tests before it ran, so run
 * the whole file (a `-t` filter that skips walks makes it fail, as it should).
 *
 * What the model assumes, so a machine stays walkable: context is JSON and holds no clock reading
 * (derive "remaining time" in a selector); invoked sources are named in `setup`; no wildcard
 * events. A timer step fires its timer when due, and shorter timers due before it fire on the way
 * (a countdown's ticks): keep such ticks free of changes the step does not expect.
 */
import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, SnapshotFrom } from "xstate";
import { findMachineEntry, type PathCoveragePolicy } from "../../machines/index.ts";
import { statePath } from "../../tools/machines/stateNodes.ts";
import { Coverage, formatCoverage } from "./support/coverage.ts";
import { runWalk, type WalkRun } from "./support/runWalk.ts";
import {
  checkStateAssertions,
  controlledSourcesOf,
  type InputOption,
  learn,
  type PathCoverageOptions,
  type Teaching,
} from "./support/teaching.ts";
import { TestClock } from "./support/testClock.ts";
import { planWalks, type Walk } from "./support/walks.ts";

export type { WalkRun } from "./support/runWalk.ts";
export type {
  EventTeaching,
  PathCoverageOptions,
} from "./support/teaching.ts";

/** Path coverage of a machine of the registry (machines/index.ts), with the entry's policy. */
export function describePathCoverage<TMachine extends AnyStateMachine>(
  options: PathCoverageOptions<TMachine>,
): void {
  const entry = findMachineEntry(options.id);
  if (!entry) throw new Error(`machine "${options.id}" is not in machines/index.ts`);
  // `.provide()` keeps the config: a different config means a different machine is being tested.
  if (entry.machine.config !== options.machine.config) {
    throw new Error(`the machine tested as "${options.id}" is not the registered one`);
  }
  describeWalks(options, entry.pathCoverage);
}

/** The same without the registry: for the tooling's own tests on made-up machines only. */
export function describeWalks<TMachine extends AnyStateMachine>(
  options: PathCoverageOptions<TMachine>,
  policy: PathCoveragePolicy = {},
): void {
  const { id, machine, clockStart, withClock } = options;
  const invocations = options.invocations ?? {};
  const controlledSources = controlledSourcesOf(machine, invocations);
  checkStateAssertions(machine, options.states);
  const events = options.events as Record<string, Teaching<EventObject>>;
  const { casesFor, labelOf, cause } = learn(machine, events, invocations);

  const coverage = new Coverage(machine);
  const checksRun = new Set<string>();
  const check = async (snapshot: AnyMachineSnapshot, run: WalkRun) => {
    for (const node of snapshot._nodes) {
      const assertion = options.states[statePath(node)];
      if (!assertion) continue;
      checksRun.add(statePath(node));
      await assertion(snapshot as SnapshotFrom<TMachine>, run);
    }
  };
  const inputs: Record<string, InputOption<TMachine>> = options.inputs ?? {
    "without input": undefined as InputOption<TMachine>,
  };
  const inputAt = (input: InputOption<TMachine>) => (clock: TestClock) =>
    typeof input === "function" ? (input as (clock: TestClock) => unknown)(clock) : input;

  describe(`machine ${id}: path coverage`, () => {
    for (const [situation, input] of Object.entries(inputs)) {
      const walks = planWalks(machine, {
        input: inputAt(input)(new TestClock(clockStart)),
        casesFor,
        ...policy,
      });
      describe(situation, () => {
        for (const [index, walk] of walks.entries()) {
          it(`${index + 1}. ${walkName(walk, labelOf)}`, () =>
            runWalk(walk, {
              machine,
              input: inputAt(input),
              controlledSources,
              cause,
              check,
              coverage,
              ...(clockStart === undefined ? {} : { clockStart }),
              ...(withClock === undefined
                ? {}
                : { withClock: (run, clock) => withClock(run as TMachine, clock) }),
            }));
        }
      });
    }

    it("entered every state and took every transition", () => {
      const report = coverage.report();
      console.info(formatCoverage(id, report));
      const { timed } = report;
      if (timed.total > 0) {
        console.info(
          `machine ${id}: timed transitions ${timed.covered}/${timed.total} fired on the simulated clock`,
        );
      }
      expect(report.states.missing, "states never entered").toEqual([]);
      expect(report.transitions.missing, "transitions never taken").toEqual([]);
      const idle = Object.keys(options.states).filter((path) => !checksRun.has(path));
      expect(idle, "state assertions that never ran").toEqual([]);
    });
  });
}

function walkName(walk: Walk, labelOf: (event: EventObject) => string): string {
  const last = walk.steps.at(-1)?.expected.value;
  const where = typeof last === "string" ? last : JSON.stringify(last);
  const events = walk.steps.slice(1).map((step) => labelOf(step.event));
  return events.length === 0 ? `starts in ${where}` : `${events.join(" → ")} ⇒ ${where}`;
}
