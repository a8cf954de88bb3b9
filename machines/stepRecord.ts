/**
 * The server's record behind a tunnel step's form (step 2's profile, `getInfosPersonnelles`;
 * step 3's guarantors later): loaded once when the wizard opens, so the form can show it and
 * keep what the applicant types across Back and Continue. A failed load shows the generic error
 * with a retry (tunnel spec 8: load failures tagged get_studentProfile, get_guarantor), and the
 * step's form is not offered until the record is there: nothing typed can be lost to a record
 * that arrives late. What the applicant typed but did not save (a local draft, kept by the app
 * and read through the `readDraft` actor it provides) is offered back once the record is there,
 * never applied silently over it.
 *
 * A record carries its `version` (docs/api.md, "Record versions"). The wizard tells it each save
 * (`saved`: the fields sent and the new version), so it holds what the server holds, and the
 * local draft, now saved, is forgotten. When a save is refused because another tab or device
 * saved the step first, the record is loaded again on the applicant's request while the form
 * keeps what was typed (`reloaded`); the step's form follows the record in both cases.
 */
import { assign, setup } from "xstate";
import { providedByApp } from "./provided.ts";

export interface StepRecordContext {
  /** The dossier whose draft may be offered back; null when the applicant has no file yet. */
  dossierId: string | null;
  /** The record as the server last gave it (parsed by the app's schema); null before. */
  record: StepRecord | null;
  /** Unsaved input kept on this device for this dossier, and when it was typed; null if none. */
  draft: StepDraftOffer | null;
}

export interface StepDraftOffer {
  values: StepRecord;
  /** Epoch ms. */
  savedAt: number;
}

export interface StepRecordInput {
  dossierId: string | null;
}

/** A record as JSON: the machine keeps it without reading it; the step's form maps it. */
export type StepRecord = Readonly<Record<string, unknown>>;

export type StepRecordEvent =
  | { type: "retry" }
  | { type: "restoreDraft" }
  | { type: "discardDraft" }
  /** The step was saved: the fields it sent and the record's new `version` (null: none kept). */
  | { type: "saved"; record: StepRecord }
  /** Load the record again: a save was refused because the file changed elsewhere. */
  | { type: "reload" };

export const stepRecordMachine = setup({
  types: {
    context: {} as StepRecordContext,
    events: {} as StepRecordEvent,
    input: {} as StepRecordInput,
  },
  actors: {
    /** The step's GET call (getInfosPersonnelles...). */
    loadRecord: providedByApp.actor<StepRecord, void>("stepRecord", "loadRecord"),
    /** The unsaved input this device keeps for the dossier (local storage), or null. */
    readDraft: providedByApp.actor<StepDraftOffer | null, string | null>("stepRecord", "readDraft"),
  },
  guards: {
    isDraft: (_, draft: StepDraftOffer | null) => draft !== null,
  },
  actions: {
    rememberDraft: assign({ draft: (_, draft: StepDraftOffer | null) => draft }),
    rememberRecord: assign({ record: (_, record: StepRecord) => record }),
    /** The saved fields over the record: what the server now holds (the rest stays as loaded). */
    rememberSaved: assign({
      record: ({ context }, saved: StepRecord) => ({ ...context.record, ...saved }),
    }),
    /** Drops the offer; the draft itself stays stored while it is the applicant's input. */
    closeDraftOffer: assign({ draft: null }),
    /** Removes the stored draft (declined, or saved). */
    forgetDraft: providedByApp.action("stepRecord", "forgetDraft"),
  },
}).createMachine({
  id: "stepRecord",
  description:
    "The server's record behind a step's form: loaded once, a failed load shown with a retry.",
  meta: { spec: ["tunnel §2 Step 2: Your profile", "tunnel §8 Saves"] },
  context: ({ input }) => ({ dossierId: input.dossierId, record: null, draft: null }),
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
      initial: "checkingDraft",
      on: {
        saved: {
          target: ".editing",
          actions: [{ type: "rememberSaved", params: ({ event }) => event.record }, "forgetDraft"],
          description:
            "The step was saved: the record holds what was sent and the new version; the local draft is forgotten.",
        },
        reload: {
          target: ".reloading",
          description:
            "A save was refused because the file changed elsewhere: the applicant asks for the newer record.",
        },
      },
      states: {
        checkingDraft: {
          description: "Reads the unsaved input of this dossier kept on this device, if any.",
          invoke: {
            id: "readDraft",
            src: "readDraft",
            input: ({ context }) => context.dossierId,
            onDone: [
              {
                guard: { type: "isDraft", params: ({ event }) => event.output },
                target: "offeringDraft",
                actions: { type: "rememberDraft", params: ({ event }) => event.output },
                description: "Some is kept: offer it back.",
              },
              { target: "editing", description: "None is kept: the form as saved." },
            ],
            onError: {
              target: "editing",
              description: "The kept input could not be read: the form as saved.",
            },
          },
        },
        offeringDraft: {
          description:
            "The form shows the saved record; a notice offers the unsaved input typed earlier.",
          on: {
            restoreDraft: {
              target: "editing",
              actions: "closeDraftOffer",
              description: "Taken back: the form shows what was typed (unsaved, so still a draft).",
            },
            discardDraft: {
              target: "editing",
              actions: ["closeDraftOffer", "forgetDraft"],
              description: "Declined: the stored draft is forgotten.",
            },
          },
        },
        editing: { description: "The form, with nothing to offer." },
        reloading: {
          description: "Loads the newer record; the form stays on screen with what this tab typed.",
          invoke: {
            id: "reloadRecord",
            src: "loadRecord",
            onDone: {
              target: "reloaded",
              actions: { type: "rememberRecord", params: ({ event }) => event.output },
              description:
                "Loaded: the form takes the newer record, with what this tab typed re-applied over it.",
            },
            onError: {
              target: "reloadFailed",
              description: "The load failed: the form keeps its input; the applicant may retry.",
            },
          },
        },
        reloadFailed: {
          description: "The newer record could not be loaded: a retry is offered; nothing is lost.",
        },
        reloaded: {
          description:
            "The newer record is in, with this tab's input over it: the applicant checks the step and saves again.",
        },
      },
    },
  },
});
