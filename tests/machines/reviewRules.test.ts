/**
 * The review's rules and views (machines/review.selectors.ts) for every decision and role: the
 * path walks (review.test.ts) start one decision, these say what each one may and must have.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ReviewCallFailure, reviewFailureOf } from "../../machines/review.failure.ts";
import {
  draftProblems,
  mayCountersign,
  mayTake,
  needsReasons,
  needsTargets,
  offeredReasons,
  takesNote,
  takesSlots,
  toDecisionRequest,
  toReviewView,
} from "../../machines/review.selectors.ts";
import { type ReviewContext, reviewMachine } from "../../machines/review.ts";
import {
  DECISION_KINDS,
  type DecisionKind,
  DecisionRequestSchema,
} from "../../src/api/reviewSchemas.ts";
import { changesAsked, file, otherHold, ownHold, reference } from "./fixtures/reviewData.ts";

const kindsWhere = (rule: (decision: DecisionKind) => boolean) => DECISION_KINDS.filter(rule);
const everyDecision = { ...file, allowedDecisions: [...DECISION_KINDS] };

describe("who may start which decision", () => {
  it("lets only a manager countersign", () => {
    expect(mayCountersign("manager")).toBe(true);
    expect(mayCountersign("sales")).toBe(false);
  });

  it("follows the file's state for every decision, and the role for countersigning", () => {
    const asManager = { ...everyDecision, reviewerRole: "manager" as const };
    const asSales = { ...everyDecision, reviewerRole: "sales" as const };
    expect(kindsWhere((decision) => mayTake(asManager, decision))).toEqual([...DECISION_KINDS]);
    expect(kindsWhere((decision) => mayTake(asSales, decision))).toEqual(
      DECISION_KINDS.filter((decision) => decision !== "countersign"),
    );
    const onlyAccept = { ...asManager, allowedDecisions: ["accept" as const] };
    expect(kindsWhere((decision) => mayTake(onlyAccept, decision))).toEqual(["accept"]);
  });
});

describe("what each decision is sent with", () => {
  it("needs coded reasons to refuse a file, a transfer or a certificate, and to ask for changes", () => {
    expect(kindsWhere(needsReasons)).toEqual([
      "refuse",
      "askForChanges",
      "refuseTransfer",
      "refuseInsurance",
    ]);
  });

  it("ties each change asked for to a step, a field or a section, with an optional note", () => {
    expect(kindsWhere(needsTargets)).toEqual(["askForChanges"]);
    expect(kindsWhere(takesNote)).toEqual(["askForChanges"]);
  });

  it("takes start times to offer inventory slots and to move an appointment", () => {
    expect(kindsWhere(takesSlots)).toEqual(["offerSlots", "moveAppointment"]);
  });

  it("offers the catalogue's reasons of the decision only", () => {
    expect(offeredReasons(file, "askForChanges")).toEqual(["illegible", "missingPayslip"]);
    expect(offeredReasons(file, "refuse")).toEqual(["incomeTooLow"]);
    expect(offeredReasons(file, "accept")).toEqual([]);
  });
});

describe("draftProblems", () => {
  const draft = (decision: DecisionKind, content: Partial<typeof changesAsked> = {}) => ({
    decision,
    reasons: [],
    slots: [],
    ...content,
  });
  const nine = "2027-09-01T09:00:00.000Z";
  const ten = "2027-09-01T10:00:00.000Z";

  it.each([
    ["accept", draft("accept"), []],
    ["a refusal without a reason", draft("refuse"), ["reasonRequired"]],
    [
      "a refusal with one",
      draft("refuse", { reasons: [{ code: "incomeTooLow", about: null }] }),
      [],
    ],
    ["a transfer refused without a reason", draft("refuseTransfer"), ["reasonRequired"]],
    ["a certificate refused without a reason", draft("refuseInsurance"), ["reasonRequired"]],
    ["changes without a reason", draft("askForChanges"), ["reasonRequired"]],
    [
      "a change not said what it is about",
      draft("askForChanges", { reasons: [{ code: "illegible", about: null }] }),
      ["targetRequired"],
    ],
    ["changes tied to a section", draft("askForChanges", changesAsked), []],
    ["slots offered without one", draft("offerSlots"), ["slotRequired"]],
    ["two slots offered", draft("offerSlots", { slots: [nine, ten] }), []],
    ["an appointment moved nowhere", draft("moveAppointment"), ["slotRequired"]],
    [
      "an appointment moved to two times",
      draft("moveAppointment", { slots: [nine, ten] }),
      ["oneSlotOnly"],
    ],
    ["an appointment cancelled", draft("cancelAppointment"), []],
  ] as const)("%s → %j", (_, candidate, expected) => {
    expect(draftProblems(candidate)).toEqual(expected);
  });
});

describe("toDecisionRequest", () => {
  it("sends the draft as typed, on the version read, in the contract's shape", () => {
    const request = toDecisionRequest(file, "askForChanges", changesAsked);
    expect(request).toEqual({ reference, version: 7, decision: "askForChanges", ...changesAsked });
    expect(v.is(DecisionRequestSchema, request)).toBe(true);
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

  it("offers a manager countersigning where the file allows it", () => {
    const forManager = { ...everyDecision, reviewerRole: "manager" as const };
    const view = at(
      { held: { work: "viewing", hold: { counting: "running" } } },
      {
        file: forManager,
        hold: ownHold,
      },
    );
    expect(view).toMatchObject({ isReadOnly: false, hold: ownHold, isHoldEnding: false });
    expect(view.canStart.countersign).toBe(true);
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
        failure: { kind: "notAllowed", code: "statutModifie" },
      },
    );
    expect(view).toMatchObject({ isNotAllowed: true, errorCode: "statutModifie", canReload: true });
  });
});
