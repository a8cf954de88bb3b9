import { describe, expect, it } from "vitest";
import { type AnyActorRef, createActor, fromCallback, fromPromise, SimulatedClock } from "xstate";
import {
  type FollowUpDossier,
  type FollowUpSnapshot,
  isCompanyGuaranteePending,
  selectProofUpload,
  selectSubStage,
  toFollowUpView,
} from "../../machines/followUp.selectors.ts";
import {
  type CanSignAnswer,
  followUpMachine,
  SIGNATURE_FRAME_DELAY_MS,
  STAFF_POLL_INTERVAL_MS,
  type StartedSignature,
} from "../../machines/followUp.ts";
import {
  type ChosenProof,
  proofUploadMachine,
  type UploadedProof,
} from "../../machines/proofUpload.ts";
import type { FollowUpData, ProofDocument } from "../../src/api/followUpSchemas.ts";
import { followUpParsed as at, followUpData } from "./fixtures/followUpData.ts";
import { describePathCoverage } from "./pathCoverage.ts";
import { followUpPlan, paymentRequest } from "./plans/followUp.ts";

const dossier = (facts: Partial<FollowUpDossier>) => followUpData(facts).dossier;

describe("selectSubStage: the spec's rule, row by row", () => {
  const accepted = { statuscode: "accepted", amettredansyousign: true, paiement_recu: true };
  it.each([
    ["complete", { statuscode: "complete" }, 0],
    ["recycling", { statuscode: "recycling" }, 0],
    ["accepted, not put in the signature provider", { statuscode: "accepted" }, 1],
    [
      "accepted, in the provider, payment not received",
      { statuscode: "accepted", amettredansyousign: true },
      2,
    ],
    ["accepted, paid, not all parties signed", accepted, 3],
    [
      "accepted, paid, all signed, company guarantee not deposited",
      { ...accepted, tous_partis_signes: true, type_de_garant: 3, suivi_garantie: 1 },
      3,
    ],
    [
      "accepted, paid, all signed, company guarantee deposited",
      { ...accepted, tous_partis_signes: true, type_de_garant: 3, suivi_garantie: 2 },
      4,
    ],
    [
      "accepted, paid, all signed (personal guarantor)",
      { ...accepted, tous_partis_signes: true },
      4,
    ],
    ["signed", { statuscode: "signed" }, 4],
    ["definitive", { statuscode: "definitive" }, 4],
    ["all signed, whatever the status", { statuscode: "payed", tous_partis_signes: true }, 4],
    ["toUpdate", { statuscode: "toUpdate" }, null],
    ["abandoned", { statuscode: "abandoned" }, null],
    ["refused", { statuscode: "refused" }, null],
    ["creation", { statuscode: "creation" }, null],
  ] as const)("%s → %s", (_, facts, expected) => {
    expect(selectSubStage(dossier(facts))).toBe(expected);
  });

  it("a complete file under analysis stays at 0 whatever else is set", () => {
    expect(selectSubStage(dossier({ statuscode: "complete", tous_partis_signes: true }))).toBe(0);
  });

  it("knows the company guarantee by its kind (3, Garantme) and its tracking (waiting 1)", () => {
    expect(isCompanyGuaranteePending(dossier({ type_de_garant: 3, suivi_garantie: 1 }))).toBe(true);
    expect(isCompanyGuaranteePending(dossier({ type_de_garant: 3, suivi_garantie: 3 }))).toBe(
      false,
    );
    expect(isCompanyGuaranteePending(dossier({ type_de_garant: 4, suivi_garantie: 1 }))).toBe(
      false,
    );
  });
});

/** The browser effects asked for, by actor session. */
const effects = new Map<string, string[]>();
const effectsOf = (actor: AnyActorRef) => effects.get(actor.sessionId) ?? [];
const note = (self: AnyActorRef, effect: string) =>
  effects.set(self.sessionId, [...effectsOf(self), effect]);

/** The page's visibility listener held still: the walks send `pageHidden` / `pageShown` themselves. */
const stillVisibility = { watchPageVisibility: fromCallback(() => {}) };

const machine = followUpMachine.provide({
  actors: stillVisibility,
  actions: {
    submitPaymentForm: ({ self }, request) => note(self, `post to ${request.url}`),
    forgetPaymentReturn: ({ self }) => note(self, "forget ?payment"),
    downloadLease: ({ self }) => note(self, "download lease"),
    reopenSteps: ({ self }) => note(self, "reopen steps 2 to 4"),
  },
});

const view = (snapshot: FollowUpSnapshot) => toFollowUpView(snapshot);
const documents: ProofDocument[] = ["transfer_justificative", "guarantor_justificative"];
/** The proofs whose upload actor the follow-up runs now. */
const proofsRunning = (snapshot: FollowUpSnapshot) =>
  documents.filter((document) => selectProofUpload(snapshot, document) !== undefined);
const subStageIs = (snapshot: FollowUpSnapshot, subStage: number | null) =>
  expect(view(snapshot).subStage).toBe(subStage);

describePathCoverage({
  id: "followUp",
  machine,
  ...followUpPlan,
  states: {
    loading: (snapshot, run) => {
      expect(view(snapshot)).toMatchObject({ isLoading: true, data: null, view: null });
      expect(run.actors.isRunning("loadFollowUp")).toBe(true);
      expect(proofsRunning(snapshot)).toEqual([]);
      expect(effectsOf(run.actor)[0], "the ?payment return is dropped from the address").toBe(
        "forget ?payment",
      );
    },
    loadFailed: (snapshot) => {
      expect(view(snapshot)).toMatchObject({ hasLoadFailed: true, data: null });
      expect(snapshot.can({ type: "retry" })).toBe(true);
    },
    refreshing: (snapshot, run) => {
      expect(view(snapshot).isRefreshing).toBe(true);
      expect(run.actors.isRunning("reloadFollowUp")).toBe(true);
      expect(view(snapshot).data, "the page keeps what it had").not.toBeNull();
      expect(proofsRunning(snapshot), "a sub-stage left stops its proofs").toEqual([]);
    },
    "showing.analysis": (snapshot) => {
      subStageIs(snapshot, 0);
      expect(view(snapshot).view).toBe("analysis");
      expect(proofsRunning(snapshot)).toEqual([]);
    },
    "showing.waitingForLease": (snapshot) => {
      subStageIs(snapshot, 1);
      expect(view(snapshot).view).toBe("waitingForLease");
    },
    "showing.payment.choosingMethod": (snapshot) => {
      subStageIs(snapshot, 2);
      expect(view(snapshot).payment).toMatchObject({ isRequesting: false, isLeaving: false });
      expect(snapshot.can({ type: "payByCard" })).toBe(true);
      // The transfer's proof, its own actor; no company guarantee to prove in these facts.
      expect(proofsRunning(snapshot)).toEqual(["transfer_justificative"]);
      expect(
        selectProofUpload(snapshot, "transfer_justificative")?.getSnapshot().context.document,
      ).toBe("transfer_justificative");
    },
    "showing.payment.transferBeingChecked": (snapshot) => {
      subStageIs(snapshot, 2);
      expect(snapshot.context.data?.dossier.transferReview?.status).toBe("checking");
      expect(snapshot.can({ type: "payByCard" }), "no card payment while it is checked").toBe(
        false,
      );
    },
    "showing.payment.requestingCardPayment": (snapshot, run) => {
      expect(view(snapshot).payment.isRequesting).toBe(true);
      expect(run.actors.inputsOf("requestCardPayment").at(-1)).toEqual({
        leaseCode: "BAIL-2026-00042",
      });
      expect(snapshot.can({ type: "payByCard" }), "one request at a time").toBe(false);
    },
    "showing.payment.leavingForCardPage": (snapshot, run) => {
      expect(view(snapshot).payment.isLeaving).toBe(true);
      expect(effectsOf(run.actor)).toContain(`post to ${paymentRequest.url}`);
    },
    "showing.payment.cardPaymentRefused": (snapshot) => {
      expect(view(snapshot).payment.error).toEqual({ kind: "code", code: "paiementBloque" });
      expect(snapshot.can({ type: "payByCard" })).toBe(true);
    },
    "showing.signature.readyToSign": (snapshot) => {
      subStageIs(snapshot, 3);
      expect(view(snapshot).signature).toMatchObject({
        canStart: true,
        isDialogOpen: false,
        isWaitingForTeam: false,
      });
      expect(proofsRunning(snapshot), "no company guarantee to prove here").toEqual([]);
    },
    "showing.signature.checkingCanSign": (snapshot) => {
      expect(view(snapshot).signature).toMatchObject({ isStarting: true, canStart: false });
      expect(view(snapshot).signature.error, "a new attempt clears the last error").toBeNull();
    },
    "showing.signature.startingSignature": (snapshot, run) => {
      expect(view(snapshot).signature.isStarting).toBe(true);
      expect(run.actors.isRunning("startSignature")).toBe(true);
    },
    "showing.signature.signing.waitingForFrame": (snapshot) => {
      expect(view(snapshot).signature).toMatchObject({
        isDialogOpen: true,
        isFrameShown: false,
        link: "http://127.0.0.1/simulators/signature/sig-1",
      });
    },
    "showing.signature.signing.showingFrame": (snapshot) => {
      expect(view(snapshot).signature).toMatchObject({ isDialogOpen: true, isFrameShown: true });
    },
    "showing.signature.waitingForCoSigners": (snapshot) => {
      subStageIs(snapshot, 3);
      expect(view(snapshot).signature).toMatchObject({
        isWaitingForCoSigners: true,
        isWaitingForTeam: false,
        isStopped: false,
        canStart: false,
      });
      expect(snapshot.context.data?.signature?.etapes[1]).toEqual({
        etape: "representant_legal",
        statut: "DEMANDEE",
      });
    },
    "showing.signature.signatureStopped": (snapshot) => {
      subStageIs(snapshot, 3);
      expect(view(snapshot).signature).toMatchObject({
        isStopped: true,
        isWaitingForCoSigners: false,
        canStart: true,
      });
      expect(snapshot.context.data?.signature?.statut).toBe("REFUS");
    },
    "showing.signature.waitingForCountersignature": (snapshot) => {
      subStageIs(snapshot, 3);
      expect(view(snapshot).signature).toMatchObject({
        isWaitingForTeam: true,
        isWaitingForCoSigners: false,
        canStart: false,
      });
    },
    "showing.handover.waitingForCountersignature": (snapshot) => {
      subStageIs(snapshot, 4);
      expect(snapshot.children.handover, "no to-do list before the team signs").toBeUndefined();
      expect(view(snapshot)).toMatchObject({ isMovingIn: false, view: "handover" });
      expect(view(snapshot).signature.isWaitingForTeam).toBe(true);
    },
    "showing.handover.movingIn": (snapshot) => {
      subStageIs(snapshot, 4);
      expect(view(snapshot).isMovingIn).toBe(true);
      expect(snapshot.context.data?.dossier.signe_gecina).toBe(true);
      expect(
        snapshot.children.handover,
        "the to-do list runs as the handover's child",
      ).toBeDefined();
    },
    "showing.sentBackForChanges.waitingForApplicant": (snapshot, run) => {
      subStageIs(snapshot, null);
      expect(view(snapshot)).toMatchObject({
        view: "sentBackForChanges",
        canReopen: true,
        isReopening: false,
      });
      expect(effectsOf(run.actor)).not.toContain("reopen steps 2 to 4");
    },
    "showing.sentBackForChanges.openingSteps": (snapshot, run) => {
      expect(view(snapshot)).toMatchObject({ canReopen: false, isReopening: true });
      expect(effectsOf(run.actor)).toContain("reopen steps 2 to 4");
    },
    "showing.statusOnly": (snapshot) => {
      subStageIs(snapshot, null);
      expect(view(snapshot).view).toBe("statusOnly");
      expect(snapshot.context.data?.dossier.statuscode).toBe("refused");
    },
  },
});

describe("followUp on the simulated clock", () => {
  function start(load: () => Promise<FollowUpData>) {
    const clock = new SimulatedClock();
    const loads: number[] = [];
    const provided = followUpMachine.provide({
      actors: {
        loadFollowUp: fromPromise<FollowUpData, void>(() => {
          loads.push(clock.now());
          return load();
        }),
        checkCanSign: fromPromise<CanSignAnswer, void>(async () => ({ canSign: true })),
        startSignature: fromPromise<StartedSignature, void>(async () => ({
          link: "http://127.0.0.1/sign/1",
        })),
        ...stillVisibility,
      },
      actions: {
        forgetPaymentReturn: () => undefined,
        submitPaymentForm: () => undefined,
        downloadLease: () => undefined,
      },
    });
    const actor = createActor(provided, { clock, input: { paymentReturn: null } }).start();
    return { actor, clock, loads, view: () => toFollowUpView(actor.getSnapshot()) };
  }
  const settle = async () => {
    for (let turn = 0; turn < 4; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it("shows the signing frame 3 s after the dialog opens, not before", async () => {
    const run = start(async () => at.signature);
    await settle();
    run.actor.send({ type: "startSigning" });
    await settle();
    expect(run.view().signature.isDialogOpen).toBe(true);
    run.clock.increment(SIGNATURE_FRAME_DELAY_MS - 1);
    expect(run.view().signature.isFrameShown).toBe(false);
    run.clock.increment(1);
    expect(run.view().signature.isFrameShown).toBe(true);
  });

  it("reads the file again every interval while staff have the move, and moves on by itself", async () => {
    let answer: FollowUpData = at.analysis;
    const run = start(async () => answer);
    await settle();
    expect(run.view().view).toBe("analysis");
    run.clock.increment(STAFF_POLL_INTERVAL_MS - 1);
    expect(run.loads).toHaveLength(1);
    answer = at.payment;
    run.clock.increment(1);
    await settle();
    expect(run.loads).toEqual([0, STAFF_POLL_INTERVAL_MS]);
    expect(run.view().view).toBe("payment");
    // The applicant has the move: no more reading on a timer.
    run.clock.increment(STAFF_POLL_INTERVAL_MS * 3);
    expect(run.loads).toHaveLength(2);
  });

  it("while a co-signer has to sign, reads the file again every interval, until all signed", async () => {
    let answer: FollowUpData = at.waitingForGuardian;
    const run = start(async () => answer);
    await settle();
    expect(run.view().signature.isWaitingForCoSigners).toBe(true);
    run.clock.increment(STAFF_POLL_INTERVAL_MS - 1);
    expect(run.loads).toHaveLength(1);
    answer = at.signedByApplicant;
    run.clock.increment(1);
    await settle();
    expect(run.loads).toEqual([0, STAFF_POLL_INTERVAL_MS]);
    expect(run.view().signature).toMatchObject({
      isWaitingForCoSigners: false,
      isWaitingForTeam: true,
    });
  });

  it("reads the file every interval while a transfer is checked, and moves on once staff confirm it", async () => {
    let answer: FollowUpData = at.transferBeingChecked;
    const run = start(async () => answer);
    await settle();
    expect(run.actor.getSnapshot().matches({ showing: { payment: "transferBeingChecked" } })).toBe(
      true,
    );
    run.clock.increment(STAFF_POLL_INTERVAL_MS);
    await settle();
    expect(run.loads, "still checked: read again, and again").toHaveLength(2);
    answer = at.signature;
    run.clock.increment(STAFF_POLL_INTERVAL_MS);
    await settle();
    expect(run.loads).toEqual([0, STAFF_POLL_INTERVAL_MS, 2 * STAFF_POLL_INTERVAL_MS]);
    expect(run.view().view).toBe("signature");
  });

  it("reads nothing while the page is out of view, and reads at once when it is back in view", async () => {
    let answer: FollowUpData = at.analysis;
    const run = start(async () => answer);
    await settle();
    run.actor.send({ type: "pageHidden" });
    run.clock.increment(STAFF_POLL_INTERVAL_MS * 5);
    await settle();
    expect(run.loads, "no reading while hidden").toEqual([0]);
    answer = at.waitingForLease;
    run.clock.increment(1);
    run.actor.send({ type: "pageShown" });
    await settle();
    expect(run.loads, "back in view: read at once").toEqual([0, STAFF_POLL_INTERVAL_MS * 5 + 1]);
    expect(run.view().view).toBe("waitingForLease");
    // In view again: the interval reads once more.
    run.clock.increment(STAFF_POLL_INTERVAL_MS);
    await settle();
    expect(run.loads).toHaveLength(3);
  });

  it("the focus coming back where the applicant has the move reads nothing", async () => {
    const run = start(async () => at.payment);
    await settle();
    run.actor.send({ type: "pageHidden" });
    run.actor.send({ type: "pageShown" });
    run.clock.increment(STAFF_POLL_INTERVAL_MS * 2);
    await settle();
    expect(run.loads).toEqual([0]);
    expect(run.view().view).toBe("payment");
  });

  it("asks the app for the lease, says when the download failed, and clears it on the next try", async () => {
    const downloads: number[] = [];
    const provided = followUpMachine.provide({
      actors: {
        loadFollowUp: fromPromise<FollowUpData, void>(async () => at.signature),
        ...stillVisibility,
      },
      actions: { forgetPaymentReturn: () => undefined, downloadLease: () => downloads.push(1) },
    });
    const actor = createActor(provided, { input: { paymentReturn: null } }).start();
    await settle();
    actor.send({ type: "downloadLease" });
    expect(downloads).toHaveLength(1);
    actor.send({ type: "leaseDownloadFailed" });
    expect(toFollowUpView(actor.getSnapshot()).leaseDownloadFailed).toBe(true);
    actor.send({ type: "downloadLease" });
    expect(toFollowUpView(actor.getSnapshot()).leaseDownloadFailed).toBe(false);
    expect(downloads).toHaveLength(2);
  });

  it("keeps where the card page sent the applicant back, and drops it from the address once", async () => {
    const forgotten: number[] = [];
    const provided = followUpMachine.provide({
      actors: {
        loadFollowUp: fromPromise<FollowUpData, void>(async () => at.payment),
        ...stillVisibility,
      },
      actions: { forgetPaymentReturn: () => forgotten.push(1) },
    });
    const paymentReturn = { outcome: "error", code: "00021" } as const;
    const actor = createActor(provided, { input: { paymentReturn } }).start();
    await settle();
    expect(toFollowUpView(actor.getSnapshot()).paymentReturn).toEqual(paymentReturn);
    expect(forgotten).toHaveLength(1);
  });
});

describe("followUp and its proofs' upload actors", () => {
  const settle = async () => {
    for (let turn = 0; turn < 4; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const pending = { type_de_garant: 3, suivi_garantie: 1 };
  const accepted = { statuscode: "accepted", code_bail: "BAIL-2026-00042" };
  const toPay = followUpData({ ...accepted, amettredansyousign: true, ...pending });
  const toSign = followUpData({
    ...accepted,
    amettredansyousign: true,
    paiement_recu: true,
    ...pending,
  });

  function start(answers: FollowUpData[]) {
    const loads: FollowUpData[] = [];
    const submitted: ProofDocument[] = [];
    const provided = followUpMachine.provide({
      actors: {
        loadFollowUp: fromPromise<FollowUpData, void>(async () => {
          const answer = answers[Math.min(loads.length, answers.length - 1)] as FollowUpData;
          loads.push(answer);
          return answer;
        }),
        proofUpload: proofUploadMachine.provide({
          actors: {
            checkProof: fromPromise<ChosenProof, { file: File }>(async ({ input }) => ({
              file: input.file,
              name: input.file.name,
              size: input.file.size,
              previewUrl: null,
            })),
            uploadProof: fromPromise<UploadedProof, { document: ProofDocument; file: File }>(
              async ({ input }) => ({ fileName: input.file.name }),
            ),
            submitProof: fromPromise<unknown, { document: ProofDocument }>(async ({ input }) => {
              submitted.push(input.document);
              return { status: "OK" };
            }),
          },
        }),
        ...stillVisibility,
      },
      actions: { forgetPaymentReturn: () => undefined },
    });
    const actor = createActor(provided, { input: { paymentReturn: null } }).start();
    return { actor, loads, submitted };
  }

  it("runs the company guarantee's proof too while it is pending, at payment and at signature", async () => {
    const atPayment = start([toPay]);
    await settle();
    expect(proofsRunning(atPayment.actor.getSnapshot())).toEqual(documents);
    const atSignature = start([toSign]);
    await settle();
    expect(atSignature.actor.getSnapshot().matches({ showing: "signature" })).toBe(true);
    expect(proofsRunning(atSignature.actor.getSnapshot())).toEqual(["guarantor_justificative"]);
  });

  it("a proof sent tells the follow-up, which reads the file again; each proof is in the system by its id", async () => {
    const run = start([at.payment, at.signature]);
    await settle();
    const proof = run.actor.system.get("proof.transfer_justificative");
    expect(proof).toBe(selectProofUpload(run.actor.getSnapshot(), "transfer_justificative"));
    proof.send({ type: "choose", file: new File(["%PDF"], "virement.pdf") });
    await settle();
    proof.send({ type: "send" });
    await settle();
    expect(run.submitted).toEqual(["transfer_justificative"]);
    expect(run.loads, "read again once the proof was sent").toHaveLength(2);
    expect(run.actor.getSnapshot().matches({ showing: "signature" })).toBe(true);
    expect(proofsRunning(run.actor.getSnapshot()), "the payment's proof is stopped").toEqual([]);
    expect(run.actor.system.get("proof.transfer_justificative")).toBeUndefined();
  });
});
