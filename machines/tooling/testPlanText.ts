/**
 * A machine's test paths (testPlan.ts) as numbered steps a tester can follow by hand or paste into
 * a test-management tool, in French or English: the product's words are the descriptions of the
 * states and transitions (translated by machines/locales/fr.po), each followed by the technical
 * name between brackets so a step can be found in the diagram (docs/machines/<id>.md).
 */
import type { AnyStateNode, AnyTransitionDefinition } from "xstate";
import type { MachineEntry } from "../index.ts";
import { guardLabel, statePath, transitionKey, triggerLabel } from "./stateNodes.ts";
import { planTestPaths } from "./testPlan.ts";

export type PlanLanguage = "fr" | "en";

/** Turns a description (written in English in the machines) into the plan's language. */
export type Translate = (description: string) => string;

const WORDS = {
  fr: {
    machine: "Machine",
    paths: (count: number) =>
      `${count} parcours : chaque état et chaque transition au moins une fois.`,
    path: "Parcours",
    start: "Au départ",
    action: "Action",
    condition: "si",
    expect: "Attendu",
    stays: "pas de changement d'état",
    active: "états actifs",
    colon: " :",
  },
  en: {
    machine: "Machine",
    paths: (count: number) => `${count} paths: every state and every transition at least once.`,
    path: "Path",
    start: "At the start",
    action: "Action",
    condition: "if",
    expect: "Expect",
    stays: "no change of state",
    active: "active states",
    colon: ":",
  },
} as const;

export interface JsonState {
  path: string;
  description: string;
}

export interface JsonStep {
  number: number;
  /** Null for the first step, which is where the machine starts. */
  transition: {
    key: string;
    from: string;
    event: string;
    guard: string | null;
    description: string;
  } | null;
  entered: JsonState[];
  active: string[];
}

export interface JsonPlan {
  machine: string;
  language: PlanLanguage;
  description: string;
  paths: { number: number; steps: JsonStep[] }[];
}

export function toJsonPlan(
  entry: MachineEntry,
  language: PlanLanguage,
  translate: Translate,
): JsonPlan {
  const stateOf = (node: AnyStateNode): JsonState => ({
    path: statePath(node),
    description: translate(node.description ?? ""),
  });
  const transitionOf = (transition: AnyTransitionDefinition) => ({
    key: transitionKey(transition),
    from: statePath(transition.source) || "(machine)",
    event: triggerLabel(transition),
    guard: guardLabel(transition.guard) ?? null,
    description: translate(transition.description ?? ""),
  });
  return {
    machine: entry.id,
    language,
    description: translate(entry.description),
    paths: planTestPaths(entry.machine).map((path, index) => ({
      number: index + 1,
      steps: path.steps.map((step, stepIndex) => ({
        number: stepIndex + 1,
        transition: step.transition ? transitionOf(step.transition) : null,
        entered: step.entered.map(stateOf),
        active: step.active,
      })),
    })),
  };
}

function stepLines(step: JsonStep, language: PlanLanguage): string[] {
  const words = WORDS[language];
  const expect = (text: string, path: string) =>
    `     ${words.expect} [${path}]${words.colon} ${text}`;
  const expected = step.entered.map((state) => expect(state.description, state.path));
  // With parallel regions, the entered states do not say everything that is on screen.
  const active =
    step.active.length > 1
      ? [`     (${words.active}${words.colon} ${step.active.join(", ")})`]
      : [];
  if (!step.transition) {
    return [`  ${step.number}. ${words.start}${words.colon}`, ...expected, ...active];
  }
  const { description, event, guard, from } = step.transition;
  const condition = guard ? `, ${words.condition} ${guard}` : "";
  const stays = step.entered.length === 0 ? [expect(words.stays, from)] : expected;
  return [
    `  ${step.number}. ${words.action} [${event}${condition}]${words.colon} ${description}`,
    ...stays,
    ...active,
  ];
}

export function toTextPlan(plan: JsonPlan): string {
  const words = WORDS[plan.language];
  return [
    `${words.machine} ${plan.machine}: ${plan.description}`,
    words.paths(plan.paths.length),
    ...plan.paths.flatMap((path) => [
      "",
      `${words.path} ${path.number}`,
      ...path.steps.flatMap((step) => stepLines(step, plan.language)),
    ]),
    "",
  ].join("\n");
}
