/**
 * The server's record behind a tunnel step's form (step 2's profile, `getInfosPersonnelles`;
 * step 3's guarantors later): loaded once when the wizard opens, so the form can show it and
 * keep what the applicant types across Back and Continue. A failed load shows the generic error
 * with a retry (tunnel spec 8: load failures tagged get_studentProfile, get_guarantor), and the
 * step's form is not offered until the record is there: nothing typed can be lost to a record
 * that arrives late.
 */
import { assign, setup } from "xstate";
import { providedByApp } from "./provided.ts";

export interface StepRecordContext {
  /** The record as the server last gave it (parsed by the app's schema); null before. */
  record: StepRecord | null;
}

/** A record as JSON: the machine keeps it without reading it; the step's form maps it. */
export type StepRecord = Readonly<Record<string, unknown>>;

export type StepRecordEvent = { type: "retry" };

export const stepRecordMachine = setup({
  types: {
    context: {} as StepRecordContext,
    events: {} as StepRecordEvent,
  },
  actors: {
    /** The step's GET call (getInfosPersonnelles...). */
    loadRecord: providedByApp.actor<StepRecord, void>("stepRecord", "loadRecord"),
  },
  actions: {
    rememberRecord: assign({ record: (_, record: StepRecord) => record }),
  },
}).createMachine({
  id: "stepRecord",
  description:
    "The server's record behind a step's form: loaded once, a failed load shown with a retry.",
  meta: { spec: ["tunnel §2 Step 2: Your profile", "tunnel §8 Saves"] },
  context: { record: null },
  initial: "loading",
  states: {
    loading: {
      description: "Loads the step's record.",
      invoke: {
        id: "loadRecord",
        src: "loadRecord",
        onDone: {
          target: "ready",
          actions: { type: "rememberRecord", params: ({ event }) => event.output },
          description: "Loaded: the step's form opens on it.",
        },
        onError: {
          target: "loadFailed",
          description: "The load failed: the generic error and a retry; no form yet.",
        },
      },
    },
    loadFailed: {
      description: "The generic error with a retry button, instead of the step's form.",
      on: {
        retry: { target: "loading", description: "The applicant asks to load it again." },
      },
    },
    ready: {
      description: "The record is there: the step's form shows it.",
    },
  },
});
