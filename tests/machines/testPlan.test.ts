/**
 * `npm run paths`: the test plan of every registered machine names every state and every event,
 * takes every transition, and reads in French (every description translated) and in English.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createMachine } from "xstate";
import { machineRegistry } from "../../machines/index.ts";
import {
  descriptionsToTranslate,
  untranslated,
} from "../../machines/tooling/descriptionCatalogue.ts";
import {
  allStateNodes,
  allTransitions,
  statePath,
  transitionKey,
  triggerLabel,
} from "../../machines/tooling/stateNodes.ts";
import { planTestPaths } from "../../machines/tooling/testPlan.ts";
import { toJsonPlan, toTextPlan } from "../../machines/tooling/testPlanText.ts";
import { readMachineCatalogue, translatorFor } from "../../scripts/machineDescriptions.ts";

const french = translatorFor("fr");
const english = translatorFor("en");

describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))(
  "test plan of %s",
  (_id, entry) => {
    const states = allStateNodes(entry.machine);
    const transitions = allTransitions(entry.machine);
    const plan = toJsonPlan(entry, "fr", french);

    it("enters every state and takes every transition", () => {
      const steps = plan.paths.flatMap((path) => path.steps);
      const entered = new Set(steps.flatMap((step) => step.entered.map((state) => state.path)));
      const taken = new Set(steps.flatMap((step) => step.transition?.key ?? []));
      expect(states.map(statePath).filter((path) => !entered.has(path))).toEqual([]);
      expect(transitions.map(transitionKey).filter((key) => !taken.has(key))).toEqual([]);
    });

    it.each([
      ["fr", french],
      ["en", english],
    ] as const)(
      "names every state and event in %s, in the product's words",
      (language, translate) => {
        const text = toTextPlan(toJsonPlan(entry, language, translate));
        for (const node of states) {
          expect(text).toContain(`[${statePath(node)}]`);
          expect(text).toContain(translate(node.description ?? ""));
        }
        for (const transition of transitions) {
          expect(text).toContain(`[${triggerLabel(transition)}`);
          expect(text).toContain(translate(transition.description ?? ""));
        }
      },
    );

    it("has the French of every description", () => {
      expect(untranslated(descriptionsToTranslate([entry]), readMachineCatalogue())).toEqual([]);
      expect(plan.description).not.toBe(entry.description);
    });
  },
);

describe("test paths", () => {
  it("start every path where the machine starts and follow the chart's moves", () => {
    const machine = createMachine({
      id: "door",
      initial: "closed",
      states: {
        closed: { on: { open: "opened", lock: "locked" } },
        opened: { on: { close: "closed" } },
        locked: { on: { unlock: "closed" } },
      },
    });
    const paths = planTestPaths(machine).map((path) =>
      path.steps.map((step) => [step.transition?.eventType ?? "start", step.active.join()]),
    );
    expect(paths).toEqual([
      [
        ["start", "closed"],
        ["lock", "locked"],
        ["unlock", "closed"],
      ],
      [
        ["start", "closed"],
        ["open", "opened"],
        ["close", "closed"],
      ],
    ]);
  });

  it("enter the initial state of every region of a parallel state", () => {
    const machine = createMachine({
      id: "player",
      initial: "off",
      states: {
        off: { on: { power: "on" } },
        on: {
          type: "parallel",
          states: {
            sound: { initial: "loud", states: { loud: { on: { mute: "muted" } }, muted: {} } },
            screen: { initial: "bright", states: { bright: {} } },
          },
        },
      },
    });
    const steps = planTestPaths(machine).flatMap((path) => path.steps);
    expect(steps.map((step) => step.active.join())).toContain("on.screen.bright,on.sound.loud");
    expect(steps.map((step) => step.active.join())).toContain("on.screen.bright,on.sound.muted");
  });
});

describe("npm run paths", () => {
  const run = (...args: string[]) =>
    execFileSync(process.execPath, [join(import.meta.dirname, "../../scripts/paths.ts"), ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });

  it("prints the wizard's steps in French by default, in English on request, as JSON for tools", () => {
    expect(run("wizard")).toContain("Parcours 1\n  1. Au départ :");
    expect(run("wizard", "--lang", "en")).toContain("Path 1\n  1. At the start:");
    const json = JSON.parse(run("wizard", "--json", "--lang", "en")) as { machine: string };
    expect(json.machine).toBe("wizard");
  });

  it("names the machines it knows when asked for another", () => {
    expect(() => run("nothing", "--lang", "en")).toThrow(/unknown machine "nothing"/);
  });
});
