/**
 * A machine's test plan (testPlan.ts) as numbered steps a tester can follow by hand or paste into
 * a test-management tool, in French or English: the product's words are the descriptions of the
 * states and transitions (translated by machines/locales/fr.po), each followed by the technical
 * name between brackets so a step can be found in the diagram (docs/machines/<id>.md).
 *
 * A step is what the tester does or waits for: an action, the server's answer to a call (or its
 * failure), a delay. Automatic moves (eventless transitions, a compound state's completion) are
 * not steps: they follow the step before them, as "then [state] (why)". Transitions that keep the
 * state are listed once, after the journeys, under the state where they apply.
 */
import type { AnyStateNode, AnyTransitionDefinition } from "xstate";
import type { MachineEntry } from "../../machines/index.ts";
import { conditionOf } from "./conditions.ts";
import { guardLabel, statePath, transitionKey, triggerLabel } from "./stateNodes.ts";
import { isAutomatic, type PlanCoverage, type PlanStep, planTestPaths } from "./testPlan.ts";

export type PlanLanguage = "fr" | "en";

/** Turns a description (written in English in the machines) into the plan's language. */
export type Translate = (description: string) => string;

/** What a step is, for the tester: something to do, an answer, a failure, a delay, or automatic. */
type MoveKind = "action" | "answer" | "failure" | "delay" | "automatic";

const WORDS = {
  fr: {
    machine: "Machine",
    paths: {
      states: (count: number) =>
        `${count} parcours : ensemble, ils entrent dans chaque état ; du plus court au plus long.`,
      transitions: (count: number) =>
        `${count} parcours : ensemble, ils prennent chaque transition ; du plus court au plus long.`,
    },
    path: "Parcours",
    start: "Au départ",
    kinds: {
      action: "Action",
      answer: "Réponse",
      failure: "Échec",
      delay: "Attente",
      automatic: "puis",
    },
    condition: "si",
    expect: "Attendu",
    stays: "pas de changement d'état",
    active: "états actifs",
    situation: "Situation de départ à préparer",
    staying: "Sans changement d'état (une ligne par transition, dans l'état entre crochets) :",
    unreachable: "Hors d'atteinte d'un testeur :",
    noWayIn: "aucune suite d'événements depuis le départ n'y mène",
    never: (conditions: string) => `jamais vrai quand on y arrive : ${conditions}`,
    everyTransition: (id: string) =>
      `Chaque transition une à une : npm run paths -- ${id} --transitions`,
    colon: " :",
    listSeparator: " ; ",
  },
  en: {
    machine: "Machine",
    paths: {
      states: (count: number) => `${count} paths: together they enter every state; shortest first.`,
      transitions: (count: number) =>
        `${count} paths: together they take every transition; shortest first.`,
    },
    path: "Path",
    start: "At the start",
    kinds: {
      action: "Action",
      answer: "Answer",
      failure: "Failure",
      delay: "Wait",
      automatic: "then",
    },
    condition: "if",
    expect: "Expect",
    stays: "no change of state",
    active: "active states",
    situation: "Starting situation to set up",
    staying: "No change of state (one line per transition, in the state between brackets):",
    unreachable: "Out of a tester's reach:",
    noWayIn: "no sequence of events from the start leads there",
    never: (conditions: string) => `never true when it is reached: ${conditions}`,
    everyTransition: (id: string) =>
      `Every transition, one by one: npm run paths -- ${id} --transitions`,
    colon: ":",
    listSeparator: "; ",
  },
} as const;

interface JsonState {
  path: string;
  description: string;
}

interface JsonMove {
  key: string;
  kind: MoveKind;
  from: string;
  event: string;
  /** The guard's condition in the plan's language, for the tester. */
  condition: string | null;
  /** The guard's name in the code, for a developer. */
  guardCode: string | null;
  description: string;
}

interface JsonStep {
  number: number;
  /** Null for the first step, which is where the machine starts. */
  transition: JsonMove | null;
  entered: JsonState[];
  /** The automatic moves that follow at once, each with the states it enters. */
  automatic: { transition: JsonMove; entered: JsonState[] }[];
  /** Every active state after the step and its automatic moves. */
  active: string[];
}

interface JsonPath {
  number: number;
  /** The starting situation to set up: its declared words, or the path's conditions on it. */
  startingSituation: string[];
  steps: JsonStep[];
}

interface JsonUnreachable {
  /** A state's path, or a transition as "source on event". */
  name: string;
  description: string;
  /** The conditions in the way (never true when they are met), and their guards' code names. */
  conditions: string[];
  guardCodes: string[];
}

export interface JsonPlan {
  machine: string;
  language: PlanLanguage;
  description: string;
  coverage: PlanCoverage;
  paths: JsonPath[];
  /** Transitions that keep the state: every one a tester can try in the state it leaves from. */
  staying: JsonMove[];
  /** What no journey reaches (states; transitions too with transition coverage), and why. */
  unreachable: JsonUnreachable[];
}

function moveKind(transition: AnyTransitionDefinition): MoveKind {
  if (isAutomatic(transition)) return "automatic";
  const type = transition.eventType;
  if (type.startsWith("xstate.done.actor.") || type.startsWith("xstate.snapshot.")) return "answer";
  if (type.startsWith("xstate.error.actor.")) return "failure";
  if (type.startsWith("xstate.after.")) return "delay";
  return "action";
}

export function toJsonPlan(
  entry: MachineEntry,
  language: PlanLanguage,
  translate: Translate,
  coverage: PlanCoverage = "states",
): JsonPlan {
  const conditionIn = (guard: unknown) => conditionOf(entry.id, guard, language, translate);
  const stateOf = (node: AnyStateNode): JsonState => ({
    path: statePath(node),
    description: translate(node.description ?? ""),
  });
  const moveOf = (transition: AnyTransitionDefinition): JsonMove => ({
    key: transitionKey(transition),
    kind: moveKind(transition),
    from: statePath(transition.source) || "(machine)",
    event: triggerLabel(transition),
    condition: conditionIn(transition.guard) ?? null,
    guardCode: guardLabel(transition.guard) ?? null,
    description: translate(transition.description ?? ""),
  });
  const stepsOf = (steps: PlanStep[]): JsonStep[] => {
    const grouped: JsonStep[] = [];
    for (const step of steps) {
      const last = grouped.at(-1);
      if (last && step.transition && isAutomatic(step.transition)) {
        last.automatic.push({
          transition: moveOf(step.transition),
          entered: step.entered.map(stateOf),
        });
        last.active = step.active;
        continue;
      }
      grouped.push({
        number: grouped.length + 1,
        transition: step.transition ? moveOf(step.transition) : null,
        entered: step.entered.map(stateOf),
        automatic: [],
        active: step.active,
      });
    }
    return grouped;
  };
  const plan = planTestPaths(entry.machine, coverage);
  return {
    machine: entry.id,
    language,
    description: translate(entry.description),
    coverage,
    paths: plan.paths.map((path, index) => ({
      number: index + 1,
      // A declared situation (machines/startingSituations.ts) says what to set up; otherwise
      // the journey's conditions on starting data do.
      startingSituation: path.situation
        ? [translate(path.situation.words)]
        : [
            ...new Set(
              path.steps.flatMap((step) =>
                step.needsStartingSituation && step.transition
                  ? (conditionIn(step.transition.guard) ?? [])
                  : [],
              ),
            ),
          ],
      steps: stepsOf(path.steps),
    })),
    staying: plan.staying.map(moveOf),
    unreachable: plan.unreachable.map(({ what, guards }) => ({
      ...("path" in what
        ? { name: statePath(what), description: translate(what.description ?? "") }
        : {
            name: `${statePath(what.source) || "(machine)"} on ${triggerLabel(what)}`,
            description: translate(what.description ?? ""),
          }),
      conditions: guards.flatMap((guard) => conditionIn(guard) ?? []),
      guardCodes: guards.flatMap((guard) => guardLabel(guard) ?? []),
    })),
  };
}

function stepLines(step: JsonStep, language: PlanLanguage): string[] {
  const words = WORDS[language];
  const expect = (text: string, path: string) =>
    `     ${words.expect} [${path}]${words.colon} ${text}`;
  const expected = (states: JsonState[]) =>
    states.map((state) => expect(state.description, state.path));
  const condition = (move: JsonMove) =>
    move.condition ? `${words.condition} ${move.condition}` : "";
  // Automatic moves: "then [state] (why): what the state shows", the state's children after it.
  const automatic = step.automatic.flatMap(({ transition, entered }) => {
    const guard = condition(transition);
    const why = guard ? `${guard}${words.colon} ${transition.description}` : transition.description;
    const [first, ...rest] = entered;
    if (!first) return [`     ${words.kinds.automatic} (${why})`];
    return [
      `     ${words.kinds.automatic} [${first.path}] (${why})${words.colon} ${first.description}`,
      ...expected(rest),
    ];
  });
  // With parallel regions, the entered states do not say everything that is on screen.
  const active =
    step.active.length > 1
      ? [`     (${words.active}${words.colon} ${step.active.join(", ")})`]
      : [];
  if (!step.transition) {
    return [
      `  ${step.number}. ${words.start}${words.colon}`,
      ...expected(step.entered),
      ...automatic,
      ...active,
    ];
  }
  const move = step.transition;
  const guard = move.condition ? `, ${condition(move)}` : "";
  const stays =
    step.entered.length === 0 && step.automatic.length === 0
      ? [expect(words.stays, move.from)]
      : expected(step.entered);
  return [
    `  ${step.number}. ${words.kinds[move.kind]} [${move.event}]${guard}${words.colon} ${move.description}`,
    ...stays,
    ...automatic,
    ...active,
  ];
}

export function toTextPlan(plan: JsonPlan): string {
  const words = WORDS[plan.language];
  const staying = plan.staying.map(
    (move) =>
      `  [${move.from}] ${move.event}${move.condition ? `, ${words.condition} ${move.condition}` : ""}${words.colon} ${move.description}`,
  );
  const unreachable = plan.unreachable.map(
    ({ name, description, conditions }) =>
      `  [${name}]${words.colon} ${description} (${conditions.length > 0 ? words.never(conditions.join(words.listSeparator)) : words.noWayIn})`,
  );
  return [
    `${words.machine} ${plan.machine}${words.colon} ${plan.description}`,
    words.paths[plan.coverage](plan.paths.length),
    ...plan.paths.flatMap((path) => [
      "",
      `${words.path} ${path.number}`,
      ...(path.startingSituation.length > 0
        ? [`  ${words.situation}${words.colon} ${path.startingSituation.join(words.listSeparator)}`]
        : []),
      ...path.steps.flatMap((step) => stepLines(step, plan.language)),
    ]),
    ...(plan.coverage === "states" && staying.length > 0 ? ["", words.staying, ...staying] : []),
    ...(unreachable.length > 0 ? ["", words.unreachable, ...unreachable] : []),
    ...(plan.coverage === "states" ? ["", words.everyTransition(plan.machine)] : []),
    "",
  ].join("\n");
}
