/**
 * The snackbar "L'étape a été enregistré" (tunnel spec 2): shown when the wizard saves a step,
 * hidden again after a named delay. A child of the wizard (`systemId` "savedNotice"), told by
 * `sendTo`, so the notice and its timing are states React only renders.
 */
import { setup } from "xstate";

/** How long the snackbar stays on screen. */
export const SAVED_NOTICE_MS = 5000;

/** The notice's id among the wizard's children and in the tunnel's actor system. */
export const SAVED_NOTICE_ID = "savedNotice";

export type SavedNoticeEvent = { type: "stepSaved" };

export const savedNoticeMachine = setup({
  types: { events: {} as SavedNoticeEvent },
  delays: { savedNoticeDuration: SAVED_NOTICE_MS },
}).createMachine({
  id: "savedNotice",
  meta: { spec: "tunnel §2 Common frame of the tunnel page" },
  description:
    'The snackbar "L\'étape a été enregistré" after each saved step of the wizard, shown for five seconds.',
  initial: "hidden",
  states: {
    hidden: {
      description: "No snackbar.",
      on: {
        stepSaved: { target: "shown", description: "A step was saved: the snackbar appears." },
      },
    },
    shown: {
      description: 'The snackbar says "L\'étape a été enregistré"; screen readers announce it.',
      after: {
        savedNoticeDuration: { target: "hidden", description: "Five seconds later it goes." },
      },
      on: {
        stepSaved: {
          target: "shown",
          reenter: true,
          description: "Another step was saved meanwhile: the snackbar stays five seconds more.",
        },
      },
    },
  },
});
