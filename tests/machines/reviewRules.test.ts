/**
 * The review's rules and views (machines/review.selectors.ts) for every decision and role: the
 * path walks (review.test.ts) start one decision, these say what each one may and must have.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ReviewCallFailure, reviewFailureOf } from "../../machines/review.failure.ts";
import {
  draftProblems,
  mayTake,
  needsReasons,
  offeredReasons,
  takesNote,
  takesSlotChoice,
  takesSlots,
  toDecisionRequest,
  toReviewView,
} from "../../machines/review.selectors.ts";
import { type ReviewContext, reviewMachine } from "../../machines/review.ts";
import type { DraftContent, TypedSlot } from "../../machines/reviewDraft.ts";
import { DECISION_KINDS, type DecisionKind } from "../../src/api/reviewSchemas.ts";
import { StaffDecisionSchema } from "../../src/api/staffSchemas.ts";
import {
  changesAsked,
  file,
  fileForManager,
  otherHold,
  ownHold,
  reference,
} from "./fixtures/reviewData.ts";

const kindsWhere = (rule: (decision: DecisionKind) => boolean) => DECISION_KINDS.filter(rule);

describe("who may start which decision", () => {
  it("offers exactly what the server allows this reviewer, role included", () => {
    expect(kindsWhere((decision) => mayTake(file, decision))).toEqual(["update"]);
    expect(kindsWhere((decision) => mayTake(fileForManager, decision))).toEqual([
      "accept",
      "refuse",
      "update",
    ]);
    const everything = { ...file, allowedDecisions: [...DECISION_KINDS] };
    expect(kindsWhere((decision) => mayTake(everything, decision))).toEqual([...DECISION_KINDS]);
  });
});

describe("what each decision is sent with", () => {
  it("needs reasons to refuse a file, a transfer or a certificate, and to ask for changes", () => {
    expect(kindsWhere(needsReasons)).toEqual([
      "refuse",
      "update",
      "refuse-transfer",
      "refuse-insurance",
    ]);
  });

  it("takes a note to the applicant with every decision that gives reasons", () => {
    expect(kindsWhere(takesNote)).toEqual(kindsWhere(needsReasons));
  });

  it("takes slots to offer them, and a free slot to move an appointment", () => {
    expect(kindsWhere(takesSlots)).toEqual(["offer-slots"]);
    expect(kindsWhere(takesSlotChoice)).toEqual(["move-appointment"]);
  });

  it("offers the catalogue's reasons of the decision only", () => {
    expect(offeredReasons(file, "update")).toEqual(["identityUnreadable", "insufficientGuarantee"]);
    expect(offeredReasons(file, "refuse")).toEqual(["insufficientGuarantee", "documentsForged"]);
    expect(offeredReasons(file, "accept")).toEqual([]);
  });
});

describe("draftProblems", () => {
  const draft = (
    decision: DecisionKind,
    content: Partial<Omit<DraftContent, "slots"> & { typedSlots: TypedSlot[] }> = {},
  ) => ({
    decision,
    reasons: [],
    note: "",
    typedSlots: [],
    checkedAt: "2027-06-01T08:00:00.000Z",
    slotId: null,
    ...content,
  });
  const typed = (day: string, startTime: string, endTime: string, key = 1) => ({
    key,
    day,
    startTime,
    endTime,
  });
  const nine = typed("2027-09-01", "09:00", "09:30");

  it.each([
    ["accept", draft("accept"), []],
    ["a refusal without a reason", draft("refuse"), ["reasonRequired"]],
    ["a refusal with a note only", draft("refuse", { note: "Non." }), ["reasonRequired"]],
    ["a refusal with one", draft("refuse", { reasons: ["documentsForged"] }), []],
    ["a transfer refused without a why", draft("refuse-transfer"), ["reasonRequired"]],
    ["a transfer refused with a note", draft("refuse-transfer", { note: "Montant faux." }), []],
    [
      "a certificate refused with blanks",
      draft("refuse-insurance", { note: "  " }),
      ["reasonRequired"],
    ],
    ["changes without a reason", draft("update"), ["reasonRequired"]],
    ["changes with one", draft("update", changesAsked), []],
    ["slots offered without one", draft("offer-slots"), ["slotsRequired"]],
    ["a slot offered", draft("offer-slots", { typedSlots: [nine] }), []],
    [
      "a slot without its end",
      draft("offer-slots", { typedSlots: [nine, typed("2027-09-02", "09:00", "", 2)] }),
      ["slotIncomplete"],
    ],
    [
      "a slot not a real day",
      draft("offer-slots", { typedSlots: [typed("2027-02-30", "09:00", "09:30")] }),
      ["slotIncomplete"],
    ],
    [
      "a slot ending at its start",
      draft("offer-slots", { typedSlots: [typed("2027-09-01", "09:00", "09:00")] }),
      ["slotEndNotAfterStart"],
    ],
    [
      "a slot started before confirming (10:00 in Paris)",
      draft("offer-slots", { typedSlots: [typed("2027-06-01", "09:45", "10:30")] }),
      ["slotInPast"],
    ],
    [
      "two slots wrong in different ways",
      draft("offer-slots", {
        typedSlots: [typed("2027-05-01", "09:00", "09:30"), typed("", "09:00", "09:30", 2)],
      }),
      ["slotInPast", "slotIncomplete"],
    ],
    ["an appointment moved nowhere", draft("move-appointment"), ["slotRequired"]],
    ["an appointment moved", draft("move-appointment", { slotId: 4 }), []],
    ["an appointment cancelled", draft("cancel-appointment"), []],
  ] as const)("%s → %j", (_, candidate, expected) => {
    expect(draftProblems(candidate)).toEqual(expected);
  });
});

describe("toDecisionRequest", () => {
  it("sends the draft as typed, on the version read, as the API's body", () => {
    const request = toDecisionRequest(file, "update", changesAsked);
    expect(request).toEqual({
      reference,
      body: {
        decision: "update",
        version: 7,
        reasons: ["identityUnreadable"],
        text: "Le recto est flou.",
      },
    });
    expect(v.is(StaffDecisionSchema, request.body)).toBe(true);
  });

  it("sends only what the decision takes", () => {
    const slot = { startsAt: "2027-09-01T09:00:00.000Z", endsAt: "2027-09-01T09:30:00.000Z" };
    const content = { reasons: ["x"], note: "n", slots: [slot], slotId: 3 };
    expect(toDecisionRequest(file, "accept", content).body).toEqual({
      decision: "accept",
      version: 7,
    });
    expect(toDecisionRequest(file, "offer-slots", content).body).toEqual({
      decision: "offer-slots",
      version: 7,
      slots: [slot],
    });
    expect(toDecisionRequest(file, "move-appointment", content).body).toEqual({
      decision: "move-appointment",
      version: 7,
      slotId: 3,
    });
    for (const decision of DECISION_KINDS)
      expect(v.is(StaffDecisionSchema, toDecisionRequest(file, decision, content).body)).toBe(true);
  });
});

describe("reviewFailureOf", () => {
  it("reads a typed failure, and anything else as generic", () => {
    expect(reviewFailureOf(new ReviewCallFailure({ kind: "stale" }))).toEqual({ kind: "stale" });
    expect(reviewFailureOf(new TypeError("Failed to fetch"))).toEqual({ kind: "generic" });
  });
});

describe("toReviewView", () => {
  const context = (facts: Partial<ReviewContext>): ReviewContext => ({
    reference,
    file,
    hold: null,
    heldBy: null,
    decision: null,
    submitted: null,
    failure: null,
    renewalFailure: null,
    ...facts,
  });
  const at = (value: Parameters<typeof reviewMachine.resolveState>[0]["value"], facts = {}) =>
    toReviewView(reviewMachine.resolveState({ value, context: context(facts) }));

  it("shows another reviewer's hold read-only, with nothing to start", () => {
    expect(at("heldByAnother", { heldBy: otherHold })).toMatchObject({
      isReadOnly: true,
      holder: otherHold,
      hold: null,
      canRetry: true,
    });
    expect(Object.values(at("heldByAnother").canStart)).not.toContain(true);
  });

  it("offers countersigning where the server allows it", () => {
    const countersignable = { ...fileForManager, allowedDecisions: ["countersign" as const] };
    const view = at(
      { held: { work: "viewing", hold: { counting: "running" } } },
      {
        file: countersignable,
        hold: ownHold,
      },
    );
    expect(view).toMatchObject({ isReadOnly: false, hold: ownHold, isHoldEnding: false });
    expect(view.canStart.countersign).toBe(true);
    expect(view.canStart.accept).toBe(false);
  });

  it("says a renewal failed only while the warning shows", () => {
    const failed = { hold: ownHold, renewalFailure: { kind: "network" as const } };
    expect(at({ held: { work: "viewing", hold: { counting: "ending" } } }, failed)).toMatchObject({
      isHoldEnding: true,
      renewalErrorCode: "network",
    });
    expect(
      at({ held: { work: "viewing", hold: { counting: "running" } } }, failed).renewalErrorCode,
    ).toBeNull();
  });

  it("words a refusal in the file's state by the server's code", () => {
    const view = at(
      { held: { work: "notAllowed", hold: { counting: "running" } } },
      {
        decision: "accept",
        failure: { kind: "notAllowed", code: "notInThisStatus" },
      },
    );
    expect(view).toMatchObject({
      isNotAllowed: true,
      errorCode: "notInThisStatus",
      canReload: true,
    });
  });
});
