/**
 * `npm run paths`: the test plan of every registered machine enters every state in journeys a
 * tester can follow (automatic moves folded into the step before them, no journey opened by a
 * condition the machine never makes true), lists the transitions that keep the state, takes every
 * transition with `--transitions`, and reads in French (every description translated) and in
 * English.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { and, assign, createMachine, not, or, setup } from "xstate";
import { conditionWords, type WordsOf } from "../../machines/conditionWords.ts";
import { machineRegistry } from "../../machines/index.ts";
import type { wizardMachine } from "../../machines/wizard.ts";
import { readMachineCatalogue, translatorFor } from "../../scripts/machineDescriptions.ts";
import { conditionOf } from "../../tools/machines/conditions.ts";
import { initialFacts } from "../../tools/machines/contextFacts.ts";
import {
  descriptionsToTranslate,
  untranslated,
} from "../../tools/machines/descriptionCatalogue.ts";
import {
  allStateNodes,
  allTransitions,
  guardLabel,
  statePath,
  transitionKey,
  triggerLabel,
} from "../../tools/machines/stateNodes.ts";
import { isAutomatic, planTestPaths } from "../../tools/machines/testPlan.ts";
import { type JsonPlan, toJsonPlan, toTextPlan } from "../../tools/machines/testPlanText.ts";
import { quizMachine } from "./fixtures/quizMachine.ts";

// Many tests plan a whole machine (the wizard's: seconds of CPU), slower still while the suite
// shares 2 cores: one timed out at 5 s in a full run.
vi.setConfig({ testTimeout: 30_000 });

const french = translatorFor("fr");
const english = translatorFor("en");

const enteredBy = (plan: JsonPlan) =>
  new Set(
    plan.paths.flatMap((path) =>
      path.steps.flatMap((step) => [
        ...step.entered.map((state) => state.path),
        ...step.automatic.flatMap((move) => move.entered.map((state) => state.path)),
      ]),
    ),
  );

const takenBy = (plan: JsonPlan) =>
  new Set(
    plan.paths.flatMap((path) =>
      path.steps.flatMap((step) => [
        ...(step.transition ? [step.transition.key] : []),
        ...step.automatic.map((move) => move.transition.key),
      ]),
    ),
  );

describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))(
  "test plan of %s",
  (_id, entry) => {
    const states = allStateNodes(entry.machine);
    const transitions = allTransitions(entry.machine);
    const plan = toJsonPlan(entry, "fr", french);
    const everyTransition = toJsonPlan(entry, "fr", french, "transitions");

    it("enters every state in its journeys, and reaches every state from the start", () => {
      const entered = enteredBy(plan);
      expect(states.map(statePath).filter((path) => !entered.has(path))).toEqual([]);
      expect(plan.unreachable).toEqual([]);
    });

    it("takes every transition with --transitions", () => {
      const taken = takenBy(everyTransition);
      expect(transitions.map(transitionKey).filter((key) => !taken.has(key))).toEqual([]);
      expect(everyTransition.unreachable).toEqual([]);
    });

    it("lists every transition that keeps the state, and takes no other outside journeys", () => {
      const staying = new Set(plan.staying.map((move) => move.key));
      const taken = takenBy(plan);
      for (const key of staying) expect(taken.has(key)).toBe(false);
    });

    it("opens no journey with a move that is not a tester's, and folds automatic moves", () => {
      for (const path of plan.paths) {
        expect(path.steps[0]?.transition).toBeNull();
        for (const step of path.steps.slice(1)) {
          expect(step.transition?.kind).not.toBe("automatic");
        }
      }
    });

    it.each([
      ["fr", french],
      ["en", english],
    ] as const)(
      "names every state and the transitions that keep it in %s, in the product's words",
      (language, translate) => {
        const text = toTextPlan(toJsonPlan(entry, language, translate));
        for (const node of states) {
          expect(text).toContain(`[${statePath(node)}]`);
          expect(text).toContain(translate(node.description ?? ""));
        }
        for (const move of toJsonPlan(entry, language, translate).staying) {
          expect(text).toContain(`[${move.from}] ${move.event}`);
          expect(text).toContain(move.description);
        }
        expect(text.split("\n").filter((line) => line.includes("[always"))).toEqual([]);
      },
    );

    it("names every transition with --transitions, automatic moves after the step they follow", () => {
      const text = toTextPlan(toJsonPlan(entry, "en", english, "transitions"));
      for (const transition of transitions) {
        expect(text).toContain(english(transition.description ?? ""));
        if (!isAutomatic(transition)) expect(text).toContain(`[${triggerLabel(transition)}`);
      }
      expect(text.split("\n").filter((line) => line.includes("[always"))).toEqual([]);
    });

    /** Every guard code name of the machine: declared ones and those its transitions use. */
    const guardCodes = [
      ...new Set([
        ...Object.keys(entry.machine.implementations.guards),
        ...transitions.flatMap((transition) => guardLabel(transition.guard) ?? []),
      ]),
    ];

    it("has words for every guard it declares and uses, and none for another", () => {
      const words: Readonly<Record<string, string>> | undefined =
        conditionWords[entry.id as keyof typeof conditionWords];
      expect(words, `${entry.id} needs an entry in machines/conditionWords.ts`).toBeDefined();
      expect(Object.keys(words ?? {}).sort()).toEqual(
        Object.keys(entry.machine.implementations.guards).sort(),
      );
      for (const transition of transitions.filter((t) => t.guard !== undefined)) {
        expect(conditionOf(entry.id, transition.guard, "en")?.trim()).toBeTruthy();
      }
    });

    it.each([
      ["fr", french],
      ["en", english],
    ] as const)(
      "prints its conditions in words, never a guard's code name (%s)",
      (language, translate) => {
        const printed = ["states", "transitions"] as const;
        for (const coverage of printed) {
          const json = toJsonPlan(entry, language, translate, coverage);
          const text = toTextPlan(json);
          for (const code of guardCodes) {
            const bare = new RegExp(`\\b${code}\\b`);
            expect(
              text.split("\n").filter((line) => bare.test(line)),
              `guard ${code}`,
            ).toEqual([]);
          }
          const moves = [
            ...json.staying,
            ...json.paths.flatMap((path) =>
              path.steps.flatMap((step) => [
                ...(step.transition ? [step.transition] : []),
                ...step.automatic.map((move) => move.transition),
              ]),
            ),
          ];
          for (const move of moves) expect(move.condition === null).toBe(move.guardCode === null);
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
  const door = createMachine({
    id: "door",
    initial: "closed",
    states: {
      closed: { on: { open: "opened", lock: "locked" } },
      opened: { on: { close: "closed" } },
      locked: { on: { unlock: "closed" } },
    },
  });
  const eventsOf = (paths: ReturnType<typeof planTestPaths>["paths"]) =>
    paths.map((path) =>
      path.steps.map((step) => [step.transition?.eventType ?? "start", step.active.join()]),
    );

  it("enter every state from where the machine starts, shortest journeys first", () => {
    expect(eventsOf(planTestPaths(door).paths)).toEqual([
      [
        ["start", "closed"],
        ["open", "opened"],
      ],
      [
        ["start", "closed"],
        ["lock", "locked"],
      ],
    ]);
  });

  it("take every transition on request, following the chart's moves", () => {
    expect(eventsOf(planTestPaths(door, "transitions").paths)).toEqual([
      [
        ["start", "closed"],
        ["open", "opened"],
        ["close", "closed"],
      ],
      [
        ["start", "closed"],
        ["lock", "locked"],
        ["unlock", "closed"],
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
    const steps = planTestPaths(machine).paths.flatMap((path) => path.steps);
    expect(steps.map((step) => step.active.join())).toContain("on.screen.bright,on.sound.loud");
    expect(steps.map((step) => step.active.join())).toContain("on.screen.bright,on.sound.muted");
  });

  it("do not open a journey with a condition the machine makes true only after a step", () => {
    const page = setup({
      types: { input: {} as { items: string[] }, context: {} as { hasFailed: boolean } },
      guards: { hasFailed: ({ context }) => context.hasFailed },
      actions: { noteFailure: assign({ hasFailed: true }) },
    }).createMachine({
      id: "page",
      context: () => ({ hasFailed: false }),
      initial: "showing",
      states: {
        showing: {
          on: {
            reload: "reloading",
            retry: { guard: "hasFailed", target: "retrying" },
          },
        },
        reloading: { on: { failed: { target: "showing", actions: "noteFailure" } } },
        retrying: {},
      },
    });
    const [journey] = planTestPaths(page)
      .paths.map((path) => path.steps.map((step) => step.transition?.eventType ?? "start"))
      .filter((events) => events.includes("retry"));
    expect(journey).toEqual(["start", "reload", "failed", "retry"]);
  });

  it("leave a condition on the starting situation to the tester, and say so", () => {
    const page = setup({
      types: { input: {} as { isSignedIn: boolean }, context: {} as { isSignedIn: boolean } },
      guards: { isSignedIn: ({ context }) => context.isSignedIn },
    }).createMachine({
      id: "page",
      context: ({ input }) => ({ isSignedIn: input.isSignedIn }),
      initial: "choosing",
      states: {
        choosing: { always: [{ guard: "isSignedIn", target: "account" }, { target: "signIn" }] },
        account: {},
        signIn: {},
      },
    });
    expect(initialFacts(page, allTransitions(page))).toEqual({});
    const steps = planTestPaths(page).paths.map((path) => path.steps);
    const toAccount = steps.find((path) => path.some((step) => step.active.includes("account")));
    expect(toAccount?.map((step) => step.needsStartingSituation)).toEqual([false, true]);
  });

  it("chain no conditions on the starting data that no declared starting situation meets together", () => {
    const form = setup({
      types: { input: {} as { step: number }, context: {} as { step: number } },
      guards: {
        mayContinue: ({ context }) => context.step < 4,
        maySend: ({ context }) => context.step === 4,
        isOnLastStep: ({ context }) => context.step === 4,
      },
    }).createMachine({
      id: "form",
      context: ({ input }) => ({ step: input.step }),
      initial: "editing",
      states: {
        editing: {
          on: {
            continue: { guard: "mayContinue", target: "saving" },
            send: { guard: "maySend", target: "saving" },
          },
        },
        saving: {
          on: { saved: [{ guard: "isOnLastStep", target: "sending" }, { target: "editing" }] },
        },
        sending: {},
      },
    });
    const toSending = (situations?: Parameters<typeof planTestPaths>[2]) => {
      const plan = planTestPaths(form, "states", situations);
      const path = plan.paths.find((one) =>
        one.steps.some((step) => step.active.includes("sending")),
      );
      return { events: path?.steps.map((step) => step.transition?.eventType), path };
    };
    // Undeclared, the two conditions are independent: Continue (step 1 to 3), then "on step 4".
    expect(toSending().events).toEqual([undefined, "continue", "saved"]);
    const situations = [1, 4].map((step) => ({ words: `on step ${step}`, context: { step } }));
    const declared = toSending(situations);
    expect(declared.events).toEqual([undefined, "send", "saved"]);
    expect(declared.path?.situation?.words).toBe("on step 4");
  });

  it("count what the machine counts: a retry limit is reached by answering wrong twice", () => {
    const journeys = planTestPaths(quizMachine).paths.map((path) =>
      path.steps.map((step) => step.transition?.eventType ?? "start"),
    );
    expect(journeys).toContainEqual([
      "start",
      "start",
      "xstate.done.actor.fetchQuestion",
      "answer",
      "",
      "answer",
      "",
    ]);
  });
});

describe("conditions in words", () => {
  it("compose the words of higher-order guards, joined parts in parentheses", () => {
    const guard = and([
      "maySaveForLater",
      not("isOnDocumentsStep"),
      or(["isComplete", "wasDeposited"]),
    ]);
    expect(conditionOf("wizard", guard, "en")).toBe(
      "a dossier exists and not (the step is 4 (documents)) and (the server finds the dossier complete or the server deposits the file)",
    );
    expect(conditionOf("wizard", not("maySaveForLater"), "fr", french)).toBe(
      "non (un dossier existe)",
    );
  });

  it("refuse a guard without words rather than print its code", () => {
    expect(() => conditionOf("wizard", "noSuchGuard", "en")).toThrow(/noSuchGuard/);
  });

  it("are typed to name every guard of a machine", () => {
    // @ts-expect-error: the wizard's other guards are missing, so the typecheck fails.
    const incomplete: WordsOf<typeof wizardMachine> = { mayContinue: "a dossier exists" };
    expect(incomplete).toBeDefined();
  });
});

describe("the printed plans", () => {
  const text = (id: string, ...options: ["transitions"?]) => {
    const entry = machineRegistry.find((candidate) => candidate.id === id);
    if (!entry) throw new Error(id);
    return toTextPlan(toJsonPlan(entry, "fr", french, ...options));
  };

  it("give followUp about twenty journeys at most, in at most about 300 lines", () => {
    const plan = text("followUp");
    expect(plan.split("\n").length).toBeLessThanOrEqual(300);
    const journeys = plan.split("\n").filter((line) => /^Parcours \d+$/.test(line));
    expect(journeys.length).toBeGreaterThan(0);
    expect(journeys.length).toBeLessThanOrEqual(25);
  });

  it("word a call's answer and failure as such, and an automatic move as what follows", () => {
    const plan = text("followUp");
    expect(plan).toContain("  2. Réponse [loadFollowUp done] : Lus : afficher la sous-étape");
    expect(plan).toContain("  2. Échec [loadFollowUp failed] : La lecture a échoué");
    expect(plan).toContain(
      "     puis [showing.statusOnly] (Pas de sous-étape (annulée, refusée...).) : Un statut sans sous-étape",
    );
  });

  it("reach the wizard's reload retry only after a failed reload", () => {
    const journeys = text("wizard", "transitions").split("\n\n");
    const retry = journeys.filter((journey) => journey.includes("[retryRefresh"));
    expect(retry.length).toBeGreaterThan(0);
    for (const journey of retry) {
      expect(journey.indexOf("[refreshDossier failed]")).toBeGreaterThan(-1);
      expect(journey.indexOf("[refreshDossier failed]")).toBeLessThan(
        journey.indexOf("[retryRefresh"),
      );
    }
    expect(text("wizard")).not.toContain("[retryRefresh");
  });
});

describe("npm run paths", { timeout: 60_000 }, () => {
  const run = (...args: string[]) =>
    execFileSync(process.execPath, [join(import.meta.dirname, "../../scripts/paths.ts"), ...args], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });

  it("prints a machine's journeys in French by default, in English on request, as JSON for tools", () => {
    expect(run("followUp")).toContain("Parcours 1\n  1. Au départ :");
    expect(run("followUp", "--lang", "en")).toContain("Path 1\n  1. At the start:");
    const json = JSON.parse(run("wizard", "--json", "--lang", "en")) as JsonPlan;
    expect(json.machine).toBe("wizard");
    expect(json.coverage).toBe("states");
  });

  it("prints journeys that take every transition with --transitions", () => {
    expect(run("wizard", "--transitions", "--lang", "en")).toContain(
      "paths: together they take every transition",
    );
  });

  it("names the machines it knows when asked for another", () => {
    expect(() => run("nothing", "--lang", "en")).toThrow(/unknown machine "nothing"/);
  });
});
