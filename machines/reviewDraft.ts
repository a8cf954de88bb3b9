/**
 * One decision being written in the review console (machines/review.ts spawns it when the
 * reviewer starts a decision, as `draft`): the coded reasons chosen from the catalogue loaded
 * with the file, what each change asked for is about, the note, the start times. Asking to
 * confirm with something missing shows what, as codes (`draftProblems`); with nothing missing,
 * the draft goes to the review, which asks for the confirmation and sends it. The draft lives as
 * long as the decision: through the confirmation, a failed send, a new sign-in or a hold taken
 * again, it stays as typed.
 */
import { assign, sendParent, setup } from "xstate";
import type { ChosenReason, DecisionKind } from "../src/api/reviewSchemas.ts";
import { draftProblems, takesNote, takesSlots } from "./review.selectors.ts";

export interface ReviewDraftInput {
  decision: DecisionKind;
  /** The codes the reasons' catalogue offers for this decision. */
  offeredReasons: readonly string[];
}

/** What the reviewer wrote: sent as typed with the decision. */
export interface DraftContent {
  /** Codes of the catalogue, each with what it is about when changes are asked for. */
  reasons: ChosenReason[];
  note: string;
  /** Start times (UTC): the slots offered, or the one an appointment moves to. */
  slots: string[];
}

export interface ReviewDraftContext extends DraftContent {
  decision: DecisionKind;
  offeredReasons: readonly string[];
}

export type ReviewDraftEvent =
  | { type: "chooseReason"; reason: ChosenReason }
  | { type: "unchooseReason"; code: string }
  | { type: "editNote"; text: string }
  | { type: "addSlot"; startsAt: string }
  | { type: "removeSlot"; startsAt: string }
  | { type: "submit" };

/** What the draft tells the review once nothing is missing. */
export type DraftReadyEvent = { type: "draftReady"; draft: DraftContent };

const contentOf = ({ reasons, note, slots }: ReviewDraftContext): DraftContent => ({
  reasons,
  note,
  slots,
});

export const reviewDraftMachine = setup({
  types: {
    input: {} as ReviewDraftInput,
    context: {} as ReviewDraftContext,
    events: {} as ReviewDraftEvent,
  },
  guards: {
    isOfferedReason: ({ context }, code: string) => context.offeredReasons.includes(code),
    isChosenReason: ({ context }, code: string) =>
      context.reasons.some((reason) => reason.code === code),
    takesNote: ({ context }) => takesNote(context.decision),
    takesSlots: ({ context }) => takesSlots(context.decision),
    isChosenSlot: ({ context }, startsAt: string) => context.slots.includes(startsAt),
    isComplete: ({ context }) => draftProblems(context).length === 0,
  },
  actions: {
    /** A reason chosen again keeps one entry, with what it is about now. */
    chooseReason: assign({
      reasons: ({ context }, chosen: ChosenReason) => [
        ...context.reasons.filter((reason) => reason.code !== chosen.code),
        chosen,
      ],
    }),
    unchooseReason: assign({
      reasons: ({ context }, code: string) =>
        context.reasons.filter((reason) => reason.code !== code),
    }),
    editNote: assign({ note: (_, text: string) => text }),
    addSlot: assign({
      slots: ({ context }, startsAt: string) => [
        ...context.slots.filter((slot) => slot !== startsAt),
        startsAt,
      ],
    }),
    removeSlot: assign({
      slots: ({ context }, startsAt: string) => context.slots.filter((slot) => slot !== startsAt),
    }),
    /** Tells the review (its parent) the draft to confirm. */
    notifyReady: sendParent(
      ({ context }): DraftReadyEvent => ({ type: "draftReady", draft: contentOf(context) }),
    ),
  },
}).createMachine({
  id: "reviewDraft",
  description:
    "One decision being written in the review console: its coded reasons, what each change is about, the note, the start times; what is missing shows when confirming is asked for.",
  meta: { spec: "tunnel §4 Dossier status (statuscode)" },
  context: ({ input }) => ({
    decision: input.decision,
    offeredReasons: input.offeredReasons,
    reasons: [],
    note: "",
    slots: [],
  }),
  initial: "editing",
  on: {
    chooseReason: {
      guard: { type: "isOfferedReason", params: ({ event }) => event.reason.code },
      actions: { type: "chooseReason", params: ({ event }) => event.reason },
      description: "A reason the catalogue offers for this decision is chosen.",
    },
    unchooseReason: {
      guard: { type: "isChosenReason", params: ({ event }) => event.code },
      actions: { type: "unchooseReason", params: ({ event }) => event.code },
      description: "A chosen reason is taken off.",
    },
    editNote: {
      guard: "takesNote",
      actions: { type: "editNote", params: ({ event }) => event.text },
      description: "The note is typed, as is (asking for changes).",
    },
    addSlot: {
      guard: "takesSlots",
      actions: { type: "addSlot", params: ({ event }) => event.startsAt },
      description: "A start time is added (slots offered, or where an appointment moves).",
    },
    removeSlot: {
      guard: { type: "isChosenSlot", params: ({ event }) => event.startsAt },
      actions: { type: "removeSlot", params: ({ event }) => event.startsAt },
      description: "A start time is taken off.",
    },
    submit: [
      {
        guard: "isComplete",
        target: ".editing",
        actions: "notifyReady",
        description: "Nothing is missing: the review asks the reviewer to confirm.",
      },
      {
        target: ".showingProblems",
        description: "Something is missing (a reason, what it is about, a slot): say what.",
      },
    ],
  },
  states: {
    editing: {
      description: "The draft as typed; nothing is said missing yet.",
    },
    showingProblems: {
      description:
        "Confirming was asked for with something missing: each problem shows until fixed.",
    },
  },
});
