/**
 * The path-coverage tooling tested on a made-up machine with the shapes the product's machines
 * will have (parallel regions, named delays, an invoked promise, eventless and machine-wide
 * transitions), and shown to fail when coverage, the model or an assertion is wrong.
 */

import { describe, expect, it } from "vitest";
import { createMachine, type EventObject } from "xstate";
import { type QuizEvent, quizMachine } from "./fixtures/quizMachine.ts";
import { describeWalks, type EventTeaching } from "./pathCoverage.ts";
import { Coverage, formatCoverage } from "./support/coverage.ts";
import { type RunOptions, runWalk } from "./support/runWalk.ts";
import { TestClock } from "./support/testClock.ts";
import { planWalks } from "./support/walks.ts";

const quizEvents = {
  start: { cause: "presses start" },
  answer: {
    cause: "answers",
    cases: [
      { type: "answer", correct: true },
      { type: "answer", correct: false },
    ],
  },
  reset: { cause: "presses reset" },
} satisfies EventTeaching<QuizEvent>;

describeWalks({
  id: "quiz",
  machine: quizMachine,
  events: quizEvents,
  invocations: {
    fetchQuestion: { done: { "a question": "2 + 2?" }, error: { offline: new Error("offline") } },
  },
  states: {
    idle: (snapshot) => expect(snapshot.context.wrongAnswers).toBe(0),
    loading: (_, run) => expect(run.actors.isRunning("fetchQuestion")).toBe(true),
    "asking.answer.waiting": (snapshot) => expect(snapshot.context.wrongAnswers).toBeLessThan(2),
    "asking.answer.right": (snapshot) =>
      expect(snapshot.matches({ asking: { answer: "right" } })).toBe(true),
    "asking.answer.givenUp": (snapshot) => expect(snapshot.context.wrongAnswers).toBe(2),
    "asking.clock.running": (_, run) => expect(run.clock.now()).toBeLessThan(5000),
    "asking.clock.timeUp": (_, run) => expect(run.clock.now()).toBeGreaterThanOrEqual(5000),
    finished: (snapshot) => expect(snapshot.status).toBe("active"),
    broken: (snapshot) => expect(snapshot.can({ type: "reset" })).toBe(true),
  },
});

const casesFor = (type: string): EventObject[] | undefined =>
  ({
    start: [{ type: "start" }],
    answer: [...quizEvents.answer.cases],
    reset: [{ type: "reset" }],
    "xstate.done.actor.fetchQuestion": [
      { type: "xstate.done.actor.fetchQuestion", output: "q" } as EventObject,
    ],
    "xstate.error.actor.fetchQuestion": [
      { type: "xstate.error.actor.fetchQuestion", error: "e" } as EventObject,
    ],
  })[type];

function runOptions(coverage: Coverage, overrides: Partial<RunOptions> = {}): RunOptions {
  return {
    machine: quizMachine,
    input: () => undefined,
    controlledSources: ["fetchQuestion"],
    cause: (event, run) => run.actor.send(event),
    check: () => {},
    coverage,
    ...overrides,
  };
}

describe("the walk planner", () => {
  const walks = planWalks(quizMachine, { input: undefined, casesFor });

  it("fires a timer only while it runs: no walk lets the answer time run out twice", () => {
    for (const walk of walks) {
      const expiries = walk.steps.filter((step) => step.event.type.includes("ANSWER_TIME"));
      const resets = walk.steps.filter((step) => step.event.type === "reset");
      expect(expiries.length).toBeLessThanOrEqual(resets.length + 1);
    }
  });

  it("refuses to plan an event nobody taught it to cause", () => {
    expect(() => planWalks(quizMachine, { input: undefined, casesFor: () => undefined })).toThrow(
      /the walk cannot cause "(start|reset)"/,
    );
  });
});

describe("a walk's run", () => {
  const walks = planWalks(quizMachine, { input: undefined, casesFor });
  const rightAnswer = walks.find((walk) =>
    walk.steps.some(
      (step) => step.event.type === "answer" && (step.event as { correct?: boolean }).correct,
    ),
  );

  it("fails when the real actor leaves the model's path", async () => {
    if (!rightAnswer) throw new Error("the plan has no right answer");
    const alwaysWrong = quizMachine.provide({ guards: { isCorrect: () => false } });
    await expect(
      runWalk(rightAnswer, runOptions(new Coverage(quizMachine), { machine: alwaysWrong })),
    ).rejects.toThrow(/state after step/);
  });

  it("fails when a state assertion fails", async () => {
    if (!rightAnswer) throw new Error("the plan has no right answer");
    const check = () => {
      throw new Error("the screen is wrong");
    };
    await expect(
      runWalk(rightAnswer, runOptions(new Coverage(quizMachine), { check })),
    ).rejects.toThrow("the screen is wrong");
  });

  it("counts a timer fired on the simulated clock as a covered timed transition", async () => {
    const coverage = new Coverage(quizMachine);
    const timed = walks.filter((walk) =>
      walk.steps.some((step) => step.event.type.startsWith("xstate.after.")),
    );
    for (const walk of timed) await runWalk(walk, runOptions(coverage));
    expect(coverage.report().timed).toEqual({ covered: 2, total: 2, missing: [] });
  });
});

describe("the coverage count", () => {
  it("reports states and transitions that no walk reached", async () => {
    const withOrphan = createMachine({
      id: "orphan",
      initial: "here",
      states: { here: { on: { go: "there" } }, there: {}, nowhere: { on: { back: "here" } } },
    });
    const coverage = new Coverage(withOrphan);
    const goes = planWalks(withOrphan, { input: undefined, casesFor: (type) => [{ type }] });
    for (const walk of goes)
      await runWalk(walk, { ...runOptions(coverage), machine: withOrphan, controlledSources: [] });
    const report = coverage.report();
    expect(report.states.missing).toEqual(["nowhere"]);
    expect(report.transitions.missing).toEqual(["nowhere on back"]);
    expect(formatCoverage("orphan", report)).toBe(
      "machine orphan: states 2/3, transitions 1/2 covered",
    );
  });
});

describe("the test clock", () => {
  it("fires the chosen timer when due, and the shorter ones due before it", () => {
    const clock = new TestClock(1000);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push("tick"), 1000);
    clock.setTimeout(() => fired.push("expiry"), 5000);
    clock.setTimeout(() => fired.push("later"), 9000);
    clock.fireTimerOf(5000);
    expect(clock.now()).toBe(6000);
    expect(fired).toEqual(["tick", "expiry"]);
  });
});
