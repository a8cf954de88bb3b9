/**
 * What the browser walks reached, per machine: every journey appends what the page showed to a
 * file of the run's data folder (so a worker restarted after a failure loses nothing), and the
 * report sums them up: states and transitions reached out of the total, the states checked on
 * the page, and each one not reached with why. Printed as a table and written as JSON to
 * test-results/machine-walks.json.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { AnyTransitionDefinition } from "xstate";
import {
  allStateNodes,
  allTransitions,
  statePath,
  transitionKey,
} from "../../../tools/machines/stateNodes.ts";
import type { AnyBrowserTeaching, Reached, Unreachable } from "./browserWalks.ts";

const ledger = () => {
  const folder = process.env.E2E_DATA_DIR;
  if (!folder) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  return join(folder, "machine-walks.jsonl");
};

const REPORT_PATH = resolve(import.meta.dirname, "../../../test-results/machine-walks.json");

export function recordReached(reached: Reached): void {
  appendFileSync(ledger(), `${JSON.stringify(reached)}\n`);
}

interface Missing {
  name: string;
  why: string;
}

interface MachineReport {
  machine: string;
  states: { reached: number; total: number; checkedOnPage: number; notReached: Missing[] };
  transitions: { reached: number; total: number; notReached: Missing[] };
  /** Every event, outcome, timer and situation the UI cannot produce, with why. */
  unreachableThroughTheUi: Missing[];
}

const reasonOf = (value: object | undefined): string | undefined =>
  value && "unreachable" in value ? (value as Unreachable).unreachable : undefined;

/** Why the browser cannot take a transition, from what its trigger needs. */
function whyNot(
  teaching: AnyBrowserTeaching,
  transition: AnyTransitionDefinition,
  reachedStates: Set<string>,
): string {
  const type = transition.eventType;
  const source = statePath(transition.source);
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  let reasons: string[] = [];
  if (actor) {
    const [, kind = "", invokeId = ""] = actor;
    const cases =
      (teaching.outcomes as Record<string, Record<string, Record<string, object>>>)[invokeId]?.[
        kind
      ] ?? {};
    const all = Object.values(cases);
    const unreachable = all
      .map(reasonOf)
      .filter((reason): reason is string => reason !== undefined);
    if (all.length > 0 && unreachable.length === all.length) reasons = unreachable;
  } else if (type.startsWith("xstate.after.")) {
    const delay = type.slice("xstate.after.".length).split(".")[0] ?? "";
    const reason = reasonOf(teaching.timers[delay]);
    if (reason) reasons = [reason];
  } else if (type !== "") {
    const reason = reasonOf(teaching.events[type]);
    if (reason) reasons = [reason];
  }
  if (reasons.length > 0) return [...new Set(reasons)].join("; ");
  if (source && !reachedStates.has(source))
    return `its state ${source} is not reached in the browser`;
  return "no chosen journey takes it: the plan's walks to it need an unreachable outcome or situation, or are cut where the page cannot follow them";
}

function unreachableList(teaching: AnyBrowserTeaching): Missing[] {
  const list: Missing[] = [];
  const add = (name: string, value: object | undefined) => {
    const why = reasonOf(value);
    if (why) list.push({ name, why });
  };
  for (const [name, value] of Object.entries(teaching.situations))
    add(`situation "${name}"`, value as object);
  for (const [type, value] of Object.entries(teaching.events))
    add(`event ${type}`, value as object);
  const outcomes = teaching.outcomes as Record<string, Record<string, Record<string, object>>>;
  for (const [invokeId, kinds] of Object.entries(outcomes))
    for (const [kind, cases] of Object.entries(kinds))
      for (const [name, value] of Object.entries(cases))
        add(`${invokeId} ${kind} (${name})`, value);
  for (const [delay, value] of Object.entries(teaching.timers)) add(`after ${delay}`, value);
  return list;
}

function machineReport(teaching: AnyBrowserTeaching, reached: Reached[]): MachineReport {
  const mine = reached.filter((entry) => entry.machine === teaching.id);
  const states = new Set(mine.flatMap((entry) => entry.states));
  const observed = new Set(mine.flatMap((entry) => entry.observed));
  const transitions = new Set(mine.flatMap((entry) => entry.transitions));
  const allStates = allStateNodes(teaching.machine).map(statePath);
  const all = allTransitions(teaching.machine);
  return {
    machine: teaching.id,
    states: {
      reached: allStates.filter((path) => states.has(path)).length,
      total: allStates.length,
      checkedOnPage: allStates.filter((path) => observed.has(path)).length,
      notReached: allStates
        .filter((path) => !states.has(path))
        .map((name) => ({
          name,
          why: "no transition reached in the browser enters it (see below)",
        })),
    },
    transitions: {
      reached: all.filter((transition) => transitions.has(transitionKey(transition))).length,
      total: all.length,
      notReached: all
        .filter((transition) => !transitions.has(transitionKey(transition)))
        .map((transition) => ({
          name: transitionKey(transition),
          why: whyNot(teaching, transition, states),
        })),
    },
    unreachableThroughTheUi: unreachableList(teaching),
  };
}

function formatReports(reports: MachineReport[]): string {
  const rows = reports.map(
    (report) =>
      `| ${report.machine.padEnd(9)} | ${`${report.states.reached}/${report.states.total}`.padStart(6)} | ${`${report.states.checkedOnPage}`.padStart(7)} | ${`${report.transitions.reached}/${report.transitions.total}`.padStart(11)} |`,
  );
  const details = reports.flatMap((report) => [
    "",
    `machine ${report.machine}: not reached in the browser`,
    ...report.states.notReached.map((missing) => `  state ${missing.name}: ${missing.why}`),
    ...report.transitions.notReached.map(
      (missing) => `  transition ${missing.name}: ${missing.why}`,
    ),
  ]);
  return [
    "Machines walked in the browser (states reached / total, of them checked on the page; transitions reached / total)",
    "| machine   | states | checked | transitions |",
    "|-----------|--------|---------|-------------|",
    ...rows,
    ...details,
  ].join("\n");
}

/** Sums up the run so far, prints the table and writes the JSON report. */
export function writeReport(teachings: readonly AnyBrowserTeaching[]): string {
  const reached = existsSync(ledger())
    ? readFileSync(ledger(), "utf8")
        .split("\n")
        .filter((line) => line.length > 0)
        .map((line) => JSON.parse(line) as Reached)
    : [];
  const reports = teachings.map((teaching) => machineReport(teaching, reached));
  mkdirSync(resolve(REPORT_PATH, ".."), { recursive: true });
  writeFileSync(REPORT_PATH, `${JSON.stringify(reports, null, 2)}\n`);
  return formatReports(reports);
}
