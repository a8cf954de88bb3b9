/**
 * One decision being written in the review console (machines/review.ts spawns it when the
 * reviewer starts a decision, as `draft`): the coded reasons chosen from the catalogue loaded
 * with the file (each one says what it concerns), the note, the slots offered or the one an
 * appointment moves to. Asking to
 * confirm with something missing shows what, as codes (`draftProblems`); with nothing missing,
 * the draft goes to the review, which asks for the confirmation and sends it. The draft lives as
 * long as the decision: through the confirmation, a failed send, a new sign-in or a hold taken
 * again, it stays as typed.
 */
import { assign, sendParent, setup } from "xstate";
import type { DecisionKind } from "../src/api/reviewSchemas.ts";
import { draftProblems, takesNote, takesSlotChoice, takesSlots } from "./review.selectors.ts";

export interface ReviewDraftInput {
  decision: DecisionKind;
  /** The codes the reasons' catalogue offers for this decision. */
  offeredReasons: readonly string[];
}

/** What the reviewer wrote: sent as typed with the decision. */
export interface DraftContent {
  /** Codes of the catalogue (`GET /api/staff/reasons`). */
  reasons: string[];
  /** The team's message to the applicant (the API's `text`). */
  note: string;
  /** The inventory slots offered (UTC). */
  slots: OfferedSlot[];
  /** The free slot an appointment moves to. */
  slotId: number | null;
}

export interface OfferedSlot {
  startsAt: string;
  endsAt: string;
}

export interface ReviewDraftContext extends DraftContent {
  decision: DecisionKind;
  offeredReasons: readonly string[];
}

export type ReviewDraftEvent =
  | { type: "chooseReason"; code: string }
  | { type: "unchooseReason"; code: string }
  | { type: "editNote"; text: string }
  | { type: "addSlot"; slot: OfferedSlot }
  | { type: "removeSlot"; startsAt: string }
  | { type: "chooseSlot"; slotId: number }
  | { type: "submit" };

/** What the draft tells the review once nothing is missing. */
export type DraftReadyEvent = { type: "draftReady"; draft: DraftContent };

const contentOf = ({ reasons, note, slots, slotId }: ReviewDraftContext): DraftContent => ({
  reasons,
  note,
  slots,
  slotId,
});

export const reviewDraftMachine = setup({
  types: {
    input: {} as ReviewDraftInput,
    context: {} as ReviewDraftContext,
    events: {} as ReviewDraftEvent,
  },
  guards: {
    isOfferedReason: ({ context }, code: string) => context.offeredReasons.includes(code),
    isChosenReason: ({ context }, code: string) => context.reasons.includes(code),
    takesNote: ({ context }) => takesNote(context.decision),
    takesSlots: ({ context }) => takesSlots(context.decision),
    takesSlotChoice: ({ context }) => takesSlotChoice(context.decision),
    isChosenSlot: ({ context }, startsAt: string) =>
      context.slots.some((slot) => slot.startsAt === startsAt),
    isComplete: ({ context }) => draftProblems(context).length === 0,
  },
  actions: {
    /** A reason chosen again keeps one entry. */
    chooseReason: assign({
      reasons: ({ context }, code: string) => [
        ...context.reasons.filter((reason) => reason !== code),
        code,
      ],
    }),
    unchooseReason: assign({
      reasons: ({ context }, code: string) => context.reasons.filter((reason) => reason !== code),
    }),
    editNote: assign({ note: (_, text: string) => text }),
    /** A slot offered again at the same start keeps one entry, with its end now. */
    addSlot: assign({
      slots: ({ context }, added: OfferedSlot) => [
        ...context.slots.filter((slot) => slot.startsAt !== added.startsAt),
        added,
      ],
    }),
    removeSlot: assign({
      slots: ({ context }, startsAt: string) =>
        context.slots.filter((slot) => slot.startsAt !== startsAt),
    }),
    chooseSlot: assign({ slotId: (_, slotId: number) => slotId }),
    /** Tells the review (its parent) the draft to confirm. */
    notifyReady: sendParent(
      ({ context }): DraftReadyEvent => ({ type: "draftReady", draft: contentOf(context) }),
    ),
  },
}).createMachine({
  id: "reviewDraft",
  description:
    "One decision being written in the review console: its coded reasons, the note, the slots offered or the one an appointment moves to; what is missing shows when confirming is asked for.",
  meta: { spec: "tunnel §4 Dossier status (statuscode)" },
  context: ({ input }) => ({
    decision: input.decision,
    offeredReasons: input.offeredReasons,
    reasons: [],
    note: "",
    slots: [],
    slotId: null,
  }),
  initial: "editing",
  on: {
    chooseReason: {
      guard: { type: "isOfferedReason", params: ({ event }) => event.code },
      actions: { type: "chooseReason", params: ({ event }) => event.code },
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
      description: "The note to the applicant is typed, as is (a decision that gives reasons).",
    },
    addSlot: {
      guard: "takesSlots",
      actions: { type: "addSlot", params: ({ event }) => event.slot },
      description: "An inventory slot is added to those offered.",
    },
    removeSlot: {
      guard: { type: "isChosenSlot", params: ({ event }) => event.startsAt },
      actions: { type: "removeSlot", params: ({ event }) => event.startsAt },
      description: "An offered slot is taken off.",
    },
    chooseSlot: {
      guard: "takesSlotChoice",
      actions: { type: "chooseSlot", params: ({ event }) => event.slotId },
      description: "The free slot the appointment moves to is chosen.",
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
        description: "Something is missing (a reason, a slot): say what.",
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
