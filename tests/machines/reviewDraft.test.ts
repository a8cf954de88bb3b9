import { describe, expect, it } from "vitest";
import { type AnyActorRef, createActor } from "xstate";
import { draftProblems, toReviewDraftView } from "../../machines/review.selectors.ts";
import {
  type DraftContent,
  type ReviewDraftEvent,
  reviewDraftMachine,
} from "../../machines/reviewDraft.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const identity = { kind: "section", section: "identity" } as const;
const nine = "2027-09-01T09:00:00.000Z";
const ten = "2027-09-01T10:00:00.000Z";

/** What each draft told the review, by actor session. */
const told = new Map<string, DraftContent[]>();
const machine = reviewDraftMachine.provide({
  actions: {
    notifyReady: ({ self, context }: { self: AnyActorRef; context: DraftContent }) =>
      void told.set(self.sessionId, [
        ...(told.get(self.sessionId) ?? []),
        { reasons: context.reasons, note: context.note, slots: context.slots },
      ]),
  },
});

const events = {
  chooseReason: {
    cause: "ticks a reason (with what it is about, when asking for changes)",
    cases: [
      { type: "chooseReason", reason: { code: "illegible", about: identity } },
      { type: "chooseReason", reason: { code: "illegible", about: null } },
      { type: "chooseReason", reason: { code: "notInCatalogue", about: null } },
    ],
  },
  unchooseReason: {
    cause: "unticks a reason",
    cases: [{ type: "unchooseReason", code: "illegible" }],
  },
  editNote: { cause: "types the note", cases: [{ type: "editNote", text: "Le recto est flou." }] },
  addSlot: {
    cause: "adds a start time",
    cases: [
      { type: "addSlot", startsAt: nine },
      { type: "addSlot", startsAt: ten },
    ],
  },
  removeSlot: { cause: "removes a start time", cases: [{ type: "removeSlot", startsAt: nine }] },
  submit: { cause: 'clicks "Vérifier et confirmer"' },
} satisfies EventTeaching<ReviewDraftEvent>;

const view = toReviewDraftView;

describePathCoverage({
  id: "reviewDraft",
  machine,
  inputs: {
    "asking for changes": { decision: "askForChanges", offeredReasons: ["illegible"] },
    "offering inventory slots": { decision: "offerSlots", offeredReasons: [] },
    "moving an appointment": { decision: "moveAppointment", offeredReasons: [] },
    accepting: { decision: "accept", offeredReasons: [] },
  },
  events,
  states: {
    editing: (snapshot, run) => {
      const draft = view(snapshot);
      expect(draft.problems, "nothing is said missing before confirming is asked").toEqual([]);
      expect(draft.reasons.map((reason) => reason.code)).not.toContain("notInCatalogue");
      if (!draft.takesNote) expect(draft.note).toBe("");
      if (!draft.takesSlots) expect(draft.slots).toEqual([]);
      // The review is told only of drafts with nothing missing.
      for (const content of told.get(run.actor.sessionId) ?? []) {
        expect(draftProblems({ decision: draft.decision, ...content })).toEqual([]);
      }
    },
    showingProblems: (snapshot) => {
      const draft = view(snapshot);
      const { decision, reasons, slots } = snapshot.context;
      const expected = [
        ...(decision === "askForChanges" && reasons.length === 0 ? ["reasonRequired"] : []),
        ...(reasons.some((reason) => reason.about === null) ? ["targetRequired"] : []),
        ...(decision !== "askForChanges" && slots.length === 0 ? ["slotRequired"] : []),
        ...(decision === "moveAppointment" && slots.length > 1 ? ["oneSlotOnly"] : []),
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
      input: { decision: "askForChanges", offeredReasons: ["illegible"] },
    }).start();
    const toldHere = () => told.get(draft.sessionId) ?? [];
    draft.send({ type: "editNote", text: "  Le recto est flou. " });
    draft.send({ type: "submit" });
    expect(view(draft.getSnapshot()).problems).toEqual(["reasonRequired"]);
    draft.send({ type: "chooseReason", reason: { code: "illegible", about: null } });
    expect(view(draft.getSnapshot()).problems, "shown live until fixed").toEqual([
      "targetRequired",
    ]);
    draft.send({ type: "submit" });
    expect(toldHere()).toEqual([]);
    draft.send({ type: "chooseReason", reason: { code: "illegible", about: identity } });
    draft.send({ type: "submit" });
    expect(draft.getSnapshot().value).toBe("editing");
    expect(toldHere()).toEqual([
      {
        reasons: [{ code: "illegible", about: identity }],
        note: "  Le recto est flou. ",
        slots: [],
      },
    ]);
    draft.stop();
  });
});
