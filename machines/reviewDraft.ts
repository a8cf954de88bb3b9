/**
 * One decision being written in the review console (machines/review.ts spawns it when the
 * reviewer starts a decision, as `draft`): the coded reasons chosen from the catalogue loaded
 * with the file (each one says what it concerns), the note, the slots offered (each typed as a
 * day and start and end times in Paris, up to `MAX_OFFERED_SLOTS`) or the one an appointment
 * moves to. Asking to
 * confirm with something missing shows what, as codes (`draftProblems`); with nothing missing,
 * the draft goes to the review, which asks for the confirmation and sends it. The draft lives as
 * long as the decision: through the confirmation, a failed send, a new sign-in or a hold taken
 * again, it stays as typed.
 */
import { assign, sendParent, setup } from "xstate";
import type { DecisionKind } from "../src/api/reviewSchemas.ts";
import {
  draftProblems,
  MAX_OFFERED_SLOTS,
  offeredSlotsOf,
  takesNote,
  takesSlotChoice,
  takesSlots,
} from "./review.selectors.ts";

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

/**
 * A slot to offer as typed, in Paris time: its day (`2027-09-01`) and its start and end times
 * (`09:30`), as the date and time inputs give them, "" until typed. `key` names it while it is
 * edited.
 */
export interface TypedSlot {
  key: number;
  day: string;
  startTime: string;
  endTime: string;
}

export type TypedSlotField = "day" | "startTime" | "endTime";

export interface ReviewDraftContext extends Omit<DraftContent, "slots"> {
  decision: DecisionKind;
  offeredReasons: readonly string[];
  /** The slots to offer as typed; sent as `slots` (UTC) once nothing is missing. */
  typedSlots: TypedSlot[];
  /** When confirming was last asked for (UTC ISO): a slot starting by then is past. */
  checkedAt: string | null;
}

export type ReviewDraftEvent =
  | { type: "chooseReason"; code: string }
  | { type: "unchooseReason"; code: string }
  | { type: "editNote"; text: string }
  | { type: "addSlot" }
  | { type: "editSlot"; key: number; field: TypedSlotField; value: string }
  | { type: "removeSlot"; key: number }
  | { type: "chooseSlot"; slotId: number }
  /** `at`: the moment confirming is asked for (UTC ISO), against which a slot is past. */
  | { type: "submit"; at: string };

/** What the draft tells the review once nothing is missing. */
export type DraftReadyEvent = { type: "draftReady"; draft: DraftContent };

const contentOf = ({ reasons, note, typedSlots, slotId }: ReviewDraftContext): DraftContent => ({
  reasons,
  note,
  slots: offeredSlotsOf(typedSlots),
  slotId,
});

const blankSlot = (key: number): TypedSlot => ({ key, day: "", startTime: "", endTime: "" });

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
    hasRoomForSlot: ({ context }) =>
      takesSlots(context.decision) && context.typedSlots.length < MAX_OFFERED_SLOTS,
    takesSlotChoice: ({ context }) => takesSlotChoice(context.decision),
    isTypedSlot: ({ context }, key: number) => context.typedSlots.some((slot) => slot.key === key),
    isComplete: ({ context }, at: string) =>
      draftProblems({ ...context, checkedAt: at }).length === 0,
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
    /** A blank slot to type, after the others. */
    addSlot: assign({
      typedSlots: ({ context }) => [
        ...context.typedSlots,
        blankSlot(Math.max(0, ...context.typedSlots.map((slot) => slot.key)) + 1),
      ],
    }),
    editSlot: assign({
      typedSlots: (
        { context },
        { key, field, value }: { key: number; field: TypedSlotField; value: string },
      ) =>
        context.typedSlots.map((slot) => (slot.key === key ? { ...slot, [field]: value } : slot)),
    }),
    removeSlot: assign({
      typedSlots: ({ context }, key: number) =>
        context.typedSlots.filter((slot) => slot.key !== key),
    }),
    checkAt: assign({ checkedAt: (_, at: string) => at }),
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
    // Offering slots starts with one to type.
    typedSlots: takesSlots(input.decision) ? [blankSlot(1)] : [],
    checkedAt: null,
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
      guard: "hasRoomForSlot",
      actions: "addSlot",
      description: "A blank inventory slot is added to those offered, up to ten.",
    },
    editSlot: {
      guard: { type: "isTypedSlot", params: ({ event }) => event.key },
      actions: {
        type: "editSlot",
        params: ({ event }) => ({ key: event.key, field: event.field, value: event.value }),
      },
      description: "An offered slot's day, start time or end time (Paris time) is typed.",
    },
    removeSlot: {
      guard: { type: "isTypedSlot", params: ({ event }) => event.key },
      actions: { type: "removeSlot", params: ({ event }) => event.key },
      description: "An offered slot is taken off.",
    },
    chooseSlot: {
      guard: "takesSlotChoice",
      actions: { type: "chooseSlot", params: ({ event }) => event.slotId },
      description: "The free slot the appointment moves to is chosen.",
    },
    submit: [
      {
        guard: { type: "isComplete", params: ({ event }) => event.at },
        target: ".editing",
        actions: [{ type: "checkAt", params: ({ event }) => event.at }, "notifyReady"],
        description: "Nothing is missing: the review asks the reviewer to confirm.",
      },
      {
        target: ".showingProblems",
        actions: { type: "checkAt", params: ({ event }) => event.at },
        description:
          "Something is missing or wrong (a reason, a slot, a slot's time or one past): say what.",
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
