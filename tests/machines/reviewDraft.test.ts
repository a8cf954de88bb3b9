import { describe, expect, it } from "vitest";
import { type AnyActorRef, createActor } from "xstate";
import {
  draftProblems,
  MAX_OFFERED_SLOTS,
  offeredSlotsOf,
  toReviewDraftView,
} from "../../machines/review.selectors.ts";
import {
  type DraftContent,
  type ReviewDraftContext,
  type ReviewDraftEvent,
  reviewDraftMachine,
} from "../../machines/reviewDraft.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

/** When confirming is asked for in the walks: 10:00 in Paris (summer time). */
const at = "2027-06-01T08:00:00.000Z";
const atInParis = "2027-06-01T10:00";

/** What each draft told the review, by actor session. */
const told = new Map<string, DraftContent[]>();
/**
 * The walks' draft holds two slots at most, so its graph stays small enough to walk every edge;
 * the machine's own limit (`MAX_OFFERED_SLOTS`) is tested on its own below.
 */
const WALKED_SLOTS = 2;
const machine = reviewDraftMachine.provide({
  guards: {
    hasRoomForSlot: ({ context }: { context: ReviewDraftContext }) =>
      context.decision === "offer-slots" && context.typedSlots.length < WALKED_SLOTS,
  },
  actions: {
    notifyReady: ({ self, context }: { self: AnyActorRef; context: ReviewDraftContext }) =>
      void told.set(self.sessionId, [
        ...(told.get(self.sessionId) ?? []),
        {
          reasons: context.reasons,
          note: context.note,
          slots: offeredSlotsOf(context.typedSlots),
          slotId: context.slotId,
        },
      ]),
  },
});

const events = {
  chooseReason: {
    cause: "ticks a reason of the catalogue",
    cases: [
      { type: "chooseReason", code: "identityUnreadable" },
      { type: "chooseReason", code: "notInCatalogue" },
    ],
  },
  unchooseReason: {
    cause: "unticks a reason",
    cases: [{ type: "unchooseReason", code: "identityUnreadable" }],
  },
  editNote: { cause: "types the note", cases: [{ type: "editNote", text: "Le recto est flou." }] },
  addSlot: { cause: 'clicks "Ajouter un créneau"', cases: [{ type: "addSlot" }] },
  editSlot: {
    cause: "types a slot's day, start or end time",
    cases: [
      { type: "editSlot", key: 1, field: "day", value: "2027-09-01" },
      { type: "editSlot", key: 1, field: "startTime", value: "09:00" },
      { type: "editSlot", key: 1, field: "endTime", value: "09:30" },
      { type: "editSlot", key: 1, field: "endTime", value: "08:30" },
    ],
  },
  removeSlot: {
    cause: 'clicks "Retirer le créneau 1"',
    cases: [{ type: "removeSlot", key: 1 }],
  },
  chooseSlot: { cause: "picks a free slot", cases: [{ type: "chooseSlot", slotId: 12 }] },
  submit: { cause: 'clicks "Vérifier et confirmer"', cases: [{ type: "submit", at }] },
} satisfies EventTeaching<ReviewDraftEvent>;

const view = toReviewDraftView;

describePathCoverage({
  id: "reviewDraft",
  machine,
  inputs: {
    "asking for changes": { decision: "update", offeredReasons: ["identityUnreadable"] },
    "refusing a transfer proof": { decision: "refuse-transfer", offeredReasons: [] },
    "offering inventory slots": { decision: "offer-slots", offeredReasons: [] },
    "moving an appointment": { decision: "move-appointment", offeredReasons: [] },
    accepting: { decision: "accept", offeredReasons: [] },
  },
  events,
  states: {
    editing: (snapshot, run) => {
      const draft = view(snapshot);
      expect(draft.problems, "nothing is said missing before confirming is asked").toEqual([]);
      expect(draft.reasons).not.toContain("notInCatalogue");
      if (!draft.takesNote) expect(draft.note).toBe("");
      if (!draft.takesSlots) expect(draft.typedSlots).toEqual([]);
      expect(draft.typedSlots.length).toBeLessThanOrEqual(MAX_OFFERED_SLOTS);
      if (!draft.takesSlotChoice) expect(draft.slotId).toBeNull();
      // The review is told only of drafts with nothing missing.
      for (const content of told.get(run.actor.sessionId) ?? []) {
        expect(
          draftProblems({ decision: draft.decision, ...content, typedSlots: [], checkedAt: at }),
        ).toEqual(draft.takesSlots ? ["slotsRequired"] : []);
        if (draft.takesSlots) expect(content.slots.length).toBeGreaterThan(0);
        for (const slot of content.slots) {
          expect(slot.endsAt > slot.startsAt, "each slot ends after it starts").toBe(true);
          expect(slot.startsAt > at, "each slot is still to come").toBe(true);
        }
      }
    },
    showingProblems: (snapshot) => {
      const draft = view(snapshot);
      const { decision, reasons, note, typedSlots, slotId } = snapshot.context;
      // Each slot's first problem, in Paris time as typed (the walks' confirmation is at 10:00).
      const slotProblems = typedSlots.map((slot) =>
        !slot.day || !slot.startTime || !slot.endTime
          ? "slotIncomplete"
          : slot.endTime <= slot.startTime
            ? "slotEndNotAfterStart"
            : `${slot.day}T${slot.startTime}` <= atInParis
              ? "slotInPast"
              : null,
      );
      const expected = [
        ...((decision === "update" && reasons.length === 0) ||
        (decision === "refuse-transfer" && reasons.length === 0 && note.trim() === "")
          ? ["reasonRequired"]
          : []),
        ...(decision === "move-appointment" && slotId === null ? ["slotRequired"] : []),
        ...(decision === "offer-slots" && typedSlots.length === 0 ? ["slotsRequired"] : []),
        ...new Set(slotProblems.filter((problem) => problem !== null)),
      ];
      expect(
        draft.typedSlots.map((slot) => slot.problem),
        "each slot shows its own problem",
      ).toEqual(slotProblems);
      expect(draft.problems).toEqual(expected);
      // A draft that needs nothing is never incomplete.
      expect(decision).not.toBe("accept");
    },
  },
});

describe("the draft and the review", () => {
  it("tells the review the draft as typed once nothing is missing, and not before", () => {
    const draft = createActor(machine, {
      input: { decision: "update", offeredReasons: ["identityUnreadable"] },
    }).start();
    const toldHere = () => told.get(draft.sessionId) ?? [];
    draft.send({ type: "editNote", text: "  Le recto est flou. " });
    draft.send({ type: "submit", at });
    expect(view(draft.getSnapshot()).problems, "a note alone is not a coded reason").toEqual([
      "reasonRequired",
    ]);
    expect(toldHere()).toEqual([]);
    draft.send({ type: "chooseReason", code: "identityUnreadable" });
    expect(view(draft.getSnapshot()).problems, "shown live until fixed").toEqual([]);
    draft.send({ type: "submit", at });
    expect(draft.getSnapshot().value).toBe("editing");
    expect(toldHere()).toEqual([
      { reasons: ["identityUnreadable"], note: "  Le recto est flou. ", slots: [], slotId: null },
    ]);
    draft.stop();
  });

  it("offers slots typed in Paris time, as UTC, once each is complete, after its start and to come", () => {
    const draft = createActor(machine, {
      input: { decision: "offer-slots", offeredReasons: [] },
    }).start();
    const toldHere = () => told.get(draft.sessionId) ?? [];
    const type = (key: number, day: string, startTime: string, endTime: string) => {
      draft.send({ type: "editSlot", key, field: "day", value: day });
      draft.send({ type: "editSlot", key, field: "startTime", value: startTime });
      draft.send({ type: "editSlot", key, field: "endTime", value: endTime });
    };
    expect(view(draft.getSnapshot()).typedSlots, "one slot to type at first").toHaveLength(1);
    type(1, "2027-09-01", "09:00", "09:30");
    draft.send({ type: "addSlot" });
    type(2, "2027-12-01", "10:00", "09:45");
    draft.send({ type: "submit", at });
    expect(view(draft.getSnapshot()).problems).toEqual(["slotEndNotAfterStart"]);
    expect(view(draft.getSnapshot()).typedSlots.map((slot) => slot.problem)).toEqual([
      null,
      "slotEndNotAfterStart",
    ]);
    draft.send({ type: "editSlot", key: 2, field: "endTime", value: "10:30" });
    expect(view(draft.getSnapshot()).problems, "shown live until fixed").toEqual([]);
    draft.send({ type: "submit", at });
    expect(toldHere()).toEqual([
      {
        reasons: [],
        note: "",
        // Summer time (UTC+2), then winter time (UTC+1).
        slots: [
          { startsAt: "2027-09-01T07:00:00.000Z", endsAt: "2027-09-01T07:30:00.000Z" },
          { startsAt: "2027-12-01T09:00:00.000Z", endsAt: "2027-12-01T09:30:00.000Z" },
        ],
        slotId: null,
      },
    ]);
    draft.stop();
  });

  it("says a slot is past against the moment confirming is asked for", () => {
    const draft = createActor(machine, {
      input: { decision: "offer-slots", offeredReasons: [] },
    }).start();
    draft.send({ type: "editSlot", key: 1, field: "day", value: "2027-06-01" });
    draft.send({ type: "editSlot", key: 1, field: "startTime", value: "10:00" });
    draft.send({ type: "editSlot", key: 1, field: "endTime", value: "10:30" });
    draft.send({ type: "submit", at });
    expect(view(draft.getSnapshot()).problems).toEqual(["slotInPast"]);
    draft.send({ type: "submit", at: "2027-06-01T07:59:00.000Z" });
    expect(draft.getSnapshot().value).toBe("editing");
    draft.stop();
  });

  it("holds ten slots at most, and says when none is left", () => {
    const draft = createActor(reviewDraftMachine, {
      input: { decision: "offer-slots", offeredReasons: [] },
    }).start();
    for (let added = 0; added < 12; added += 1) draft.send({ type: "addSlot" });
    // Another slot's field: nothing to edit.
    draft.send({ type: "editSlot", key: 99, field: "day", value: "2027-09-01" });
    expect(view(draft.getSnapshot()).typedSlots).toHaveLength(MAX_OFFERED_SLOTS);
    expect(view(draft.getSnapshot()).canAddSlot).toBe(false);
    for (const slot of view(draft.getSnapshot()).typedSlots)
      draft.send({ type: "removeSlot", key: slot.key });
    draft.send({ type: "submit", at });
    expect(view(draft.getSnapshot()).problems).toEqual(["slotsRequired"]);
    draft.stop();
  });
});
