import { describe, expect, it } from "vitest";
import { type AnyActorRef, createActor } from "xstate";
import { draftProblems, toReviewDraftView } from "../../machines/review.selectors.ts";
import {
  type DraftContent,
  type ReviewDraftEvent,
  reviewDraftMachine,
} from "../../machines/reviewDraft.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const nine = { startsAt: "2027-09-01T09:00:00.000Z", endsAt: "2027-09-01T09:30:00.000Z" };
const ten = { startsAt: "2027-09-01T10:00:00.000Z", endsAt: "2027-09-01T10:30:00.000Z" };

/** What each draft told the review, by actor session. */
const told = new Map<string, DraftContent[]>();
const machine = reviewDraftMachine.provide({
  actions: {
    notifyReady: ({ self, context }: { self: AnyActorRef; context: DraftContent }) =>
      void told.set(self.sessionId, [
        ...(told.get(self.sessionId) ?? []),
        {
          reasons: context.reasons,
          note: context.note,
          slots: context.slots,
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
  addSlot: {
    cause: "adds a slot to offer",
    cases: [
      { type: "addSlot", slot: nine },
      { type: "addSlot", slot: ten },
    ],
  },
  removeSlot: {
    cause: "removes an offered slot",
    cases: [{ type: "removeSlot", startsAt: nine.startsAt }],
  },
  chooseSlot: { cause: "picks a free slot", cases: [{ type: "chooseSlot", slotId: 12 }] },
  submit: { cause: 'clicks "Vérifier et confirmer"' },
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
      if (!draft.takesSlots) expect(draft.slots).toEqual([]);
      if (!draft.takesSlotChoice) expect(draft.slotId).toBeNull();
      // The review is told only of drafts with nothing missing.
      for (const content of told.get(run.actor.sessionId) ?? []) {
        expect(draftProblems({ decision: draft.decision, ...content })).toEqual([]);
      }
    },
    showingProblems: (snapshot) => {
      const draft = view(snapshot);
      const { decision, reasons, note, slots, slotId } = snapshot.context;
      const expected = [
        ...((decision === "update" && reasons.length === 0) ||
        (decision === "refuse-transfer" && reasons.length === 0 && note.trim() === "")
          ? ["reasonRequired"]
          : []),
        ...((decision === "offer-slots" && slots.length === 0) ||
        (decision === "move-appointment" && slotId === null)
          ? ["slotRequired"]
          : []),
      ];
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
    draft.send({ type: "submit" });
    expect(view(draft.getSnapshot()).problems, "a note alone is not a coded reason").toEqual([
      "reasonRequired",
    ]);
    expect(toldHere()).toEqual([]);
    draft.send({ type: "chooseReason", code: "identityUnreadable" });
    expect(view(draft.getSnapshot()).problems, "shown live until fixed").toEqual([]);
    draft.send({ type: "submit" });
    expect(draft.getSnapshot().value).toBe("editing");
    expect(toldHere()).toEqual([
      { reasons: ["identityUnreadable"], note: "  Le recto est flou. ", slots: [], slotId: null },
    ]);
    draft.stop();
  });
});
