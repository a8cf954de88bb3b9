import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { ReviewCallFailure } from "../../machines/review.failure.ts";
import {
  type ReviewSnapshot,
  selectDraft,
  toReviewDraftView,
  toReviewView,
} from "../../machines/review.selectors.ts";
import {
  REVIEW_LOCK_DURATION_MS,
  REVIEW_LOCK_WARNING_LEAD_MS,
  type ReviewEvent,
  reviewMachine,
} from "../../machines/review.ts";
import type { DecisionRequest } from "../../src/api/reviewSchemas.ts";
import { StaffDecisionSchema } from "../../src/api/staffSchemas.ts";
import {
  changesAsked,
  decidedFile,
  file,
  otherHold,
  ownHold,
  reference,
  renewedHold,
} from "./fixtures/reviewData.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const heldByAnother = new ReviewCallFailure({ kind: "heldByAnother", hold: otherHold });
const noAnswer = new ReviewCallFailure({ kind: "network" });
const serverFault = new Error("500");
const stale = new ReviewCallFailure({ kind: "stale" });
const notAllowed = new ReviewCallFailure({ kind: "notAllowed", code: "notInThisStatus" });
const signInTooOld = new ReviewCallFailure({ kind: "reauthenticationRequired" });
const forbidden = new ReviewCallFailure({ kind: "forbidden" });

const view = (snapshot: ReviewSnapshot) => toReviewView(snapshot);
/** The draft child's view, or null when no decision is being written. */
const draftOf = (snapshot: ReviewSnapshot) => {
  const draft = selectDraft(snapshot);
  return draft ? toReviewDraftView(draft.getSnapshot()) : null;
};
/** The draft typed in the walks: kept as is, whatever happens until it is sent or dropped. */
const typed = changesAsked;
const [illegibleIdentity] = changesAsked.reasons as [string];
const expectDraftKept = (snapshot: ReviewSnapshot) => {
  expect(draftOf(snapshot), "the draft is kept as typed").toMatchObject({
    decision: "update",
    ...typed,
  });
  expect(view(snapshot).submitted).toEqual(typed);
};

/** When the warning shows: a minute before the hold's 15 minutes end. */
const warnAt = REVIEW_LOCK_DURATION_MS - REVIEW_LOCK_WARNING_LEAD_MS;

const events = {
  retry: { cause: 'clicks "Réessayer"' },
  leave: { cause: "leaves the file (closes it, or opens another)" },
  keepReviewing: { cause: 'clicks "Continuer l\'examen" in the warning' },
  start: {
    cause: 'clicks "Demander des compléments"',
    cases: [{ type: "start", decision: "update" }],
  },
  draftReady: {
    cause: "chooses a reason of the catalogue, types a note, asks to confirm",
    cases: [{ type: "draftReady", draft: typed }],
    // The draft child tells the review: the gestures go to the child, as the console's do.
    exec: (event, run) => {
      const draft = selectDraft(run.actor.getSnapshot() as ReviewSnapshot);
      if (!draft) throw new Error("no draft is being written");
      for (const code of event.draft.reasons) draft.send({ type: "chooseReason", code });
      draft.send({ type: "editNote", text: event.draft.note });
      draft.send({ type: "submit", at: "2027-06-01T08:00:00.000Z" });
    },
  },
  cancelDraft: { cause: 'clicks "Abandonner"' },
  back: { cause: 'clicks "Modifier"' },
  confirm: { cause: 'clicks "Confirmer l\'envoi"' },
  reload: { cause: 'clicks "Recharger le dossier"' },
  signedInAgain: { cause: "signs in again in the sign-in window" },
} satisfies EventTeaching<ReviewEvent>;

const asked = (run: { actors: { inputsOf(id: string): unknown[] } }, id: string) =>
  run.actors.inputsOf(id).at(-1);

describePathCoverage({
  id: "review",
  machine: reviewMachine,
  inputs: { "a file sent for analysis, opened by a sales reviewer": { reference } },
  events,
  invocations: {
    loadFile: {
      done: { "under analysis": file },
      error: { "server fault": serverFault },
    },
    takeFile: {
      done: { taken: ownHold },
      error: { "held by another reviewer": heldByAnother, "no answer": noAnswer },
    },
    renewHold: {
      done: { "taken again": renewedHold },
      error: { "held by another reviewer": heldByAnother, "no answer": noAnswer },
    },
    sendDecision: {
      done: { decided: null },
      error: {
        "file changed": stale,
        "not allowed in its state": notAllowed,
        "sign-in too old": signInTooOld,
        "role not allowed": forbidden,
        "no answer": noAnswer,
      },
    },
    releaseFile: { done: { freed: null }, error: { "no answer": noAnswer } },
    reloadFile: {
      done: { "sent back for changes": decidedFile },
      error: { "server fault": serverFault },
    },
  },
  states: {
    opening: (snapshot, run) => {
      expect(asked(run, "loadFile")).toEqual({ reference });
      expect(view(snapshot)).toMatchObject({ isLoading: true, isReadOnly: false, hold: null });
      expect(Object.values(view(snapshot).canStart)).not.toContain(true);
      expect(draftOf(snapshot), "a reload drops the draft written on the old file").toBeNull();
    },
    loadFailed: (snapshot) => {
      expect(view(snapshot)).toMatchObject({ errorCode: "generic", canRetry: true, hold: null });
    },
    taking: (snapshot, run) => {
      expect(asked(run, "takeFile")).toEqual({ reference });
      expect(view(snapshot)).toMatchObject({ isTaking: true, isReadOnly: false });
      expect(view(snapshot).hold, "the hold shows once taken").toBeNull();
      expect(view(snapshot).file).not.toBeNull();
    },
    heldByAnother: (snapshot) => {
      expect(view(snapshot)).toMatchObject({
        isReadOnly: true,
        holder: otherHold,
        hold: null,
        canRetry: true,
        errorCode: null,
      });
      expect(Object.values(view(snapshot).canStart)).not.toContain(true);
    },
    takeFailed: (snapshot) => {
      expect(view(snapshot)).toMatchObject({
        isReadOnly: true,
        holder: null,
        errorCode: "network",
        canRetry: true,
      });
    },
    "held.work.viewing": (snapshot) => {
      const underAnalysis = snapshot.context.file?.version === file.version;
      expect(view(snapshot).canStart, "what the server allows this reviewer").toEqual({
        accept: false,
        refuse: false,
        update: underAnalysis,
        lease: false,
        "confirm-transfer": false,
        "refuse-transfer": false,
        countersign: false,
        "accept-insurance": false,
        "refuse-insurance": false,
        "move-appointment": false,
        "cancel-appointment": false,
        "offer-slots": false,
      });
      expect(view(snapshot)).toMatchObject({ isReadOnly: false, decision: null, errorCode: null });
      expect(draftOf(snapshot)).toBeNull();
    },
    "held.work.drafting": (snapshot) => {
      const draft = draftOf(snapshot);
      expect(draft).toMatchObject({
        decision: "update",
        offeredReasons: ["identityUnreadable", "insufficientGuarantee"],
        needsReasons: true,
        takesNote: true,
        takesSlots: false,
      });
      // Fresh, or kept as typed after going back or taking the file again.
      expect([[], typed.reasons]).toContainEqual(draft?.reasons);
      expect(view(snapshot)).toMatchObject({ isDrafting: true, submitted: null });
      expect(Object.values(view(snapshot).canStart)).not.toContain(true);
    },
    "held.work.confirming": (snapshot) => {
      expectDraftKept(snapshot);
      expect(view(snapshot)).toMatchObject({ isConfirming: true, errorCode: null });
      expect(snapshot.can({ type: "confirm" })).toBe(true);
    },
    "held.work.sending": (snapshot, run) => {
      const request = asked(run, "sendDecision");
      expect(request, "sent on the version read, as typed").toEqual({
        reference,
        body: {
          decision: "update",
          version: file.version,
          reasons: typed.reasons,
          text: typed.note,
        },
      });
      expect(v.is(StaffDecisionSchema, (request as DecisionRequest).body), "the API's body").toBe(
        true,
      );
      expect(view(snapshot)).toMatchObject({ isSending: true, errorCode: null });
    },
    "held.work.sendFailed": (snapshot) => {
      expectDraftKept(snapshot);
      expect(view(snapshot)).toMatchObject({ errorCode: "network", canRetry: true });
    },
    "held.work.reauthenticationRequired": (snapshot) => {
      expectDraftKept(snapshot);
      expect(view(snapshot)).toMatchObject({
        needsSignIn: true,
        errorCode: "reauthenticationRequired",
      });
    },
    "held.work.stale": (snapshot) => {
      expectDraftKept(snapshot);
      expect(view(snapshot)).toMatchObject({ isStale: true, errorCode: "stale", canReload: true });
    },
    "held.work.notAllowed": (snapshot) => {
      expectDraftKept(snapshot);
      expect(view(snapshot)).toMatchObject({
        isNotAllowed: true,
        errorCode: "notInThisStatus",
        canReload: true,
      });
    },
    "held.work.forbidden": (snapshot) => {
      expect(view(snapshot)).toMatchObject({ isForbidden: true, errorCode: "forbidden" });
      expect(snapshot.can({ type: "cancelDraft" })).toBe(true);
    },
    "held.hold.counting.running": (snapshot) => {
      expect([ownHold, renewedHold]).toContainEqual(view(snapshot).hold);
      expect(view(snapshot).isHoldEnding).toBe(false);
      expect(snapshot.can({ type: "keepReviewing" })).toBe(false);
    },
    "held.hold.counting.ending": (snapshot, run) => {
      expect(run.clock.now(), "warned a minute before the end").toBeGreaterThanOrEqual(warnAt);
      expect(view(snapshot)).toMatchObject({ isHoldEnding: true, isReadOnly: false });
      expect([null, "network"]).toContain(view(snapshot).renewalErrorCode);
      expect(snapshot.can({ type: "keepReviewing" })).toBe(true);
    },
    "held.hold.counting.renewing": (snapshot, run) => {
      expect(asked(run, "renewHold")).toEqual({ reference });
      expect(view(snapshot).isRenewingHold).toBe(true);
    },
    holdExpired: (snapshot, run) => {
      expect(run.clock.now(), "the 15 minutes ran out").toBeGreaterThanOrEqual(
        REVIEW_LOCK_DURATION_MS,
      );
      expect(view(snapshot)).toMatchObject({ isReadOnly: true, hasHoldExpired: true, hold: null });
      expect(draftOf(snapshot) !== null, "a draft waits for the file to be taken again").toBe(
        snapshot.context.decision !== null,
      );
    },
    releasing: (_, run) => {
      expect(asked(run, "releaseFile")).toEqual({ reference });
    },
    reloading: (snapshot, run) => {
      expect(asked(run, "reloadFile")).toEqual({ reference });
      expect(view(snapshot)).toMatchObject({ isLoading: true, hold: null, decision: null });
      expect(draftOf(snapshot), "the draft went with the decision").toBeNull();
    },
    reloadFailed: (snapshot) => {
      expect(view(snapshot)).toMatchObject({
        isReadOnly: true,
        errorCode: "generic",
        canRetry: true,
      });
    },
    decided: (snapshot) => {
      expect(view(snapshot)).toMatchObject({
        isDecided: true,
        isReadOnly: true,
        file: decidedFile,
        hold: null,
      });
    },
    left: (snapshot) => {
      expect(snapshot.status).toBe("done");
    },
  },
});

/** A review on plain fakes and a simulated clock, for stories longer than one walk step. */
function openReview(sendDecision: () => Promise<unknown>) {
  const clock = new SimulatedClock();
  const sent: unknown[] = [];
  const machine = reviewMachine.provide({
    actors: {
      loadFile: fromPromise(async () => file),
      takeFile: fromPromise(async () => ownHold),
      releaseFile: fromPromise<unknown, { reference: string }>(async () => null),
      sendDecision: fromPromise<unknown, DecisionRequest>(async ({ input }) => {
        sent.push(input);
        return sendDecision();
      }),
    },
  });
  const actor = createActor(machine, { input: { reference }, clock }).start();
  const draft = () => {
    const child = selectDraft(actor.getSnapshot());
    if (!child) throw new Error("no draft is being written");
    return child;
  };
  return { actor, clock, sent, draft };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const note = "  Le verso de la pièce d'identité manque.\n";

describe("the review over time", () => {
  it("keeps a draft as typed through a hold that ran out and was taken again", async () => {
    const { actor, clock, draft } = openReview(async () => null);
    await settle();
    actor.send({ type: "start", decision: "update" });
    draft().send({ type: "chooseReason", code: illegibleIdentity });
    draft().send({ type: "editNote", text: note });
    clock.increment(REVIEW_LOCK_DURATION_MS);
    expect(actor.getSnapshot().value).toBe("holdExpired");
    actor.send({ type: "retry" });
    await settle();
    expect(actor.getSnapshot().matches({ held: { work: "drafting" } })).toBe(true);
    expect(draftOf(actor.getSnapshot())).toMatchObject({ reasons: typed.reasons, note });
    actor.stop();
  });

  it("sends the same decision again after a failure, exactly as typed", async () => {
    const { actor, sent, draft } = openReview(async () => {
      throw new ReviewCallFailure({ kind: "network" });
    });
    await settle();
    actor.send({ type: "start", decision: "update" });
    draft().send({ type: "chooseReason", code: illegibleIdentity });
    draft().send({ type: "editNote", text: note });
    draft().send({ type: "submit", at: "2027-06-01T08:00:00.000Z" });
    actor.send({ type: "confirm" });
    await settle();
    expect(view(actor.getSnapshot()).errorCode).toBe("network");
    actor.send({ type: "retry" });
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]).toMatchObject({
      body: { text: note, reasons: typed.reasons, version: file.version },
    });
    actor.stop();
  });

  it("gives a kept hold its 15 minutes again, warned a minute before their end", async () => {
    const { actor, clock } = openReview(async () => null);
    await settle();
    clock.increment(warnAt);
    expect(view(actor.getSnapshot()).isHoldEnding).toBe(true);
    actor.send({ type: "keepReviewing" });
    await settle();
    // Past the first hold's end: the kept hold counts its 15 minutes from the renewal.
    clock.increment(REVIEW_LOCK_WARNING_LEAD_MS);
    expect(view(actor.getSnapshot())).toMatchObject({ isHoldEnding: false, isReadOnly: false });
    clock.increment(warnAt - REVIEW_LOCK_WARNING_LEAD_MS - 1);
    expect(view(actor.getSnapshot()).isHoldEnding).toBe(false);
    clock.increment(1);
    expect(view(actor.getSnapshot()).isHoldEnding).toBe(true);
    clock.increment(REVIEW_LOCK_WARNING_LEAD_MS);
    expect(actor.getSnapshot().value).toBe("holdExpired");
    actor.stop();
  });
});
