/**
 * The starting situations a tester sets up for a machine, where its guards read starting data
 * (context the machine does not set itself) that two conditions could read differently: the
 * wizard's "the step is 1 to 3" (Continue) and "the step is 4" (the save's end) cannot both hold
 * on one step. `npm run paths` keeps, along a journey, the situations its conditions so far allow
 * and takes no step that none allows (tools/machines/testPlan.ts); a journey that needs
 * starting data names its situation. A machine without an entry keeps its conditions on starting
 * data independent of each other.
 *
 * Only what the guards read needs a value; the words (English, French in machines/locales/fr.po)
 * are what a tester prepares.
 */
import type { AnyStateMachine, ContextFrom } from "xstate";
import type { wizardMachine } from "./wizard.ts";

export type StartingSituation<M extends AnyStateMachine> = {
  words: string;
  context: { [Key in keyof ContextFrom<M>]?: unknown };
};

const inCreation = { dossierId: "dossier", statuscode: "creation" };
const sentBack = { dossierId: "dossier", statuscode: "toUpdate" };

const wizard: StartingSituation<typeof wizardMachine>[] = [
  {
    words: "no dossier yet: step 1 shows its welcome",
    context: { dossier: { dossierId: null, statuscode: null }, step: 1 },
  },
  ...([1, 2, 3, 4] as const).map((step) => ({
    words: `a dossier being filled in, open on step ${step}`,
    context: { dossier: inCreation, step },
  })),
  ...([2, 3, 4] as const).map((step) => ({
    words: `a dossier staff sent back for changes, open on step ${step}`,
    context: { dossier: sentBack, step },
  })),
];

export const startingSituations: Readonly<
  Record<string, readonly StartingSituation<AnyStateMachine>[]>
> = { wizard };
