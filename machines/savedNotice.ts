/**
 * The snackbar "L'étape a été enregistré" (tunnel spec 2): shown when the wizard saves a step,
 * hidden again after a named delay. After "Reprendre plus tard" the notice says more and stays
 * until the applicant closes it: the file is saved, where to come back to it, and that the hold
 * on the flat keeps running (the page shows until when). A child of the wizard (`systemId`
 * "savedNotice"), told by `sendTo`, so the notice and its timing are states React only renders.
 */
import { setup } from "xstate";

/** How long the snackbar stays on screen. */
export const SAVED_NOTICE_MS = 5000;

/** The notice's id among the wizard's children and in the tunnel's actor system. */
export const SAVED_NOTICE_ID = "savedNotice";

export type SavedNoticeEvent =
  | { type: "stepSaved" }
  | { type: "savedForLater" }
  | { type: "close" };

const stepSaved = {
  target: "shown",
  reenter: true,
  description: "A step was saved: the snackbar appears for five seconds.",
} as const;
const savedForLater = {
  target: "savedForLater",
  description: '"Reprendre plus tard" saved the file: the notice says what it means, until closed.',
} as const;

export const savedNoticeMachine = setup({
  types: { events: {} as SavedNoticeEvent },
  delays: { savedNoticeDuration: SAVED_NOTICE_MS },
}).createMachine({
  id: "savedNotice",
  meta: { spec: "tunnel §2 Common frame of the tunnel page" },
  description:
    'The snackbar "L\'étape a été enregistré" after each saved step of the wizard, shown for five seconds; after "Reprendre plus tard", a notice that stays until closed.',
  initial: "hidden",
  states: {
    hidden: {
      description: "No snackbar.",
      on: { stepSaved, savedForLater },
    },
    shown: {
      description: 'The snackbar says "L\'étape a été enregistré"; screen readers announce it.',
      after: {
        savedNoticeDuration: { target: "hidden", description: "Five seconds later it goes." },
      },
      on: {
        stepSaved: {
          ...stepSaved,
          description: "Another step was saved meanwhile: the snackbar stays five seconds more.",
        },
        savedForLater,
      },
    },
    savedForLater: {
      description:
        "The notice says the file is saved, that it can be taken up again from the Client space, and until when the flat stays held; screen readers announce it.",
      on: {
        close: { target: "hidden", description: "The applicant closes the notice." },
        stepSaved: {
          ...stepSaved,
          description: "The applicant went on and saved a step: the usual snackbar replaces it.",
        },
      },
    },
  },
});
