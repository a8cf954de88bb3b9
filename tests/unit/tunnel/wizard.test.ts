import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type StepDraftOffer, stepRecordMachine } from "../../../machines/stepRecord.ts";
import { type StepSaveError, StepSaveFailure } from "../../../machines/stepSaveError.ts";
import {
  informationStatus,
  type LoadedDossier,
  type TunnelDossier,
} from "../../../machines/tunnelLoader.dossier.ts";
import {
  isLeaveWarningNeeded,
  LEAVE_WARNING,
  selectProgress,
  toStepView,
} from "../../../machines/wizard.selectors.ts";
import {
  analyticsStepLabels,
  type DossierCheckAnswer,
  type FormStep,
  type SendAnswer,
  type StepSubmission,
  wizardMachine,
} from "../../../machines/wizard.ts";
import { tunnelStepLabels } from "../../../src/analytics/events.ts";
import { type DossierInfo, DossierInfoSchema } from "../../../src/api/dossierSchemas.ts";
import { heldDossier } from "../../components/tunnel/tunnelFixtures.ts";
import { stillWizardChildren } from "../../machines/fixtures/wizardChildren.ts";

const held: TunnelDossier = {
  dossierId: "D-1",
  statuscode: "creation",
  informationStatus: informationStatus.lotPreReserved,
  temporaryApplicationId: null,
  prebookingEndsAt: "2025-06-02T10:30:00Z",
  isResicamp: false,
  arrivalDate: "2025-09-01",
  listing: null,
};

const details = v.parse(DossierInfoSchema, heldDossier());

const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
};

interface Options {
  /** null: the applicant has no file yet. */
  dossier?: TunnelDossier | null;
  /** The step stored for this dossier before a reload. */
  startStep?: FormStep;
  /** Fails the save with this reason when it returns one for the submission. */
  failSave?: (submission: StepSubmission) => StepSaveError | Error | null;
  check?: DossierCheckAnswer;
  /** Fails the reload after "Reprendre plus tard" this many times. */
  refreshFailures?: number;
  /** The loaded dossier's answer (default: held, step 1 not saved). */
  details?: DossierInfo;
  /** The version steps 2 and 3's records load with (default: none, never saved). */
  recordVersion?: number;
}

function open(options: Options = {}) {
  const submissions: StepSubmission[] = [];
  const tracked: unknown[] = [];
  /** Steps 2 and 3's records, loaded empty, with nothing kept on the device. */
  const emptyRecord = stepRecordMachine.provide({
    actors: {
      loadRecord: fromPromise(async () =>
        options.recordVersion === undefined ? {} : { version: options.recordVersion },
      ),
      readDraft: fromPromise<StepDraftOffer | null, string | null>(async () => null),
    },
    actions: { forgetDraft: () => {} },
  });
  const storedSteps: number[] = [];
  let refreshFailures = options.refreshFailures ?? 0;
  const loadedDetails = options.details ?? details;
  const dossier =
    options.dossier === null ? { ...held, dossierId: null } : (options.dossier ?? held);
  const machine = wizardMachine.provide({
    actors: {
      ...stillWizardChildren,
      profileRecord: emptyRecord,
      guaranteeRecord: emptyRecord,
      submitStep: fromPromise(async ({ input }) => {
        submissions.push(input);
        const failure = options.failSave?.(input) ?? null;
        if (failure instanceof Error) throw failure;
        if (failure) throw new StepSaveFailure(failure);
        if (input.step === 2)
          return { record: { ...input.values, version: 7 }, situation: "student" };
        return { record: input.step === 3 ? { ...input.values, version: null } : null };
      }),
      checkDossier: fromPromise(async () => options.check ?? { outcome: "complete" }),
      sendDossier: fromPromise(async (): Promise<SendAnswer> => ({ outcome: "deposited" })),
      getDossierInfo: fromPromise(async (): Promise<LoadedDossier> => {
        if (refreshFailures-- > 0) throw new Error("network down");
        return { dossier, details: loadedDetails };
      }),
    },
    actions: {
      trackTunnelEvent: (_, event) => tracked.push(event),
      rememberJustDeposited: () => tracked.push("has_just_deposed"),
      persistStep: (_, { step }) => storedSteps.push(step),
    },
  });
  const actor = createActor(machine, {
    input: {
      loaded: { dossier, details: loadedDetails },
      ...(options.startStep
        ? { stored: { step: options.startStep, dossierId: dossier.dossierId ?? undefined } }
        : {}),
    },
  });
  actor.start();
  const view = () => toStepView(actor.getSnapshot());
  const continueWith = async (values: Record<string, unknown>) => {
    actor.send({ type: "formLoaded" });
    actor.send({ type: "continue", values });
    await settle();
  };
  /** What the wizard told its children of the saves: the records' contents, step 3's situation. */
  const told = () => {
    const { children } = actor.getSnapshot();
    return {
      profileRecord: children.profileRecord?.getSnapshot().context.record,
      guaranteeRecord: children.guaranteeRecord?.getSnapshot().context.record,
      situation: children.guarantees?.getSnapshot().context.status,
    };
  };
  return { actor, view, submissions, tracked, told, storedSteps, continueWith };
}

describe("Continue", () => {
  it("saves each step with its values, then moves 1→2→3→4, telling each record what it saved", async () => {
    const wizard = open();
    await wizard.continueWith({ duration: 6 });
    expect(wizard.view().currentStep).toBe(2);
    await wizard.continueWith({ firstname: "Élodie" });
    await wizard.continueWith({ hasGuarantor: "non" });
    expect(wizard.view()).toMatchObject({ currentStep: 4, canContinue: false, canSend: true });
    expect(wizard.submissions).toEqual([
      { step: 1, values: { duration: 6 }, mustSave: false },
      { step: 2, values: { firstname: "Élodie" }, mustSave: false },
      { step: 3, values: { hasGuarantor: "non" }, mustSave: false },
    ]);
    expect(wizard.told()).toEqual({
      profileRecord: { firstname: "Élodie", version: 7 },
      guaranteeRecord: { hasGuarantor: "non", version: null },
      situation: "student",
    });
  });

  it("sends the analytics event with the spec's step labels when pressed", async () => {
    const wizard = open();
    await wizard.continueWith({});
    await wizard.continueWith({});
    await wizard.continueWith({});
    wizard.actor.send({ type: "saveAndResumeLater", values: {} });
    expect(wizard.tracked).toEqual([
      { event: "tunnel_continue", step: "1 your flat" },
      { event: "tunnel_continue", step: "2 your profile" },
      { event: "tunnel_continue", step: "3 guarantors profile" },
      { event: "tunnel_save_later", step: "4 your documents" },
    ]);
  });

  it("uses the same step labels as src/analytics", () => {
    expect(analyticsStepLabels).toEqual(tunnelStepLabels);
  });

  it("keeps the step, the unsaved flag and the error after a failed save; pressing again retries", async () => {
    let failures = 1;
    const wizard = open({ failSave: () => (failures-- > 0 ? new Error("500") : null) });
    wizard.actor.send({ type: "formChanged" });
    await wizard.continueWith({ duration: 9 });
    expect(wizard.view()).toMatchObject({
      currentStep: 1,
      saveError: { kind: "generic" },
      isLeaveWarningNeeded: true,
      canContinue: true,
    });
    expect(wizard.told()).toEqual({ profileRecord: {}, guaranteeRecord: {}, situation: null });
    await wizard.continueWith({ duration: 9 });
    expect(wizard.view()).toMatchObject({ currentStep: 2, saveError: null });
    expect(wizard.submissions.map((submission) => submission.values)).toEqual([
      { duration: 9 },
      { duration: 9 },
    ]);
  });

  it("keeps the typed reason of a failed save for the step to show", async () => {
    const fields = { kind: "fields", fields: { lastname: "Requis*" } } as const;
    const wizard = open({ failSave: () => fields });
    await wizard.continueWith({ lastname: "" });
    expect(wizard.view()).toMatchObject({ currentStep: 1, saveError: fields, dialog: null });
  });

  it("opens the gender pop-up for colocationIncorrecte; closing it keeps the step", async () => {
    const wizard = open({ startStep: 2, failSave: () => ({ kind: "genderIncompatible" }) });
    await wizard.continueWith({ gender: "221310000" });
    expect(wizard.view()).toMatchObject({ currentStep: 2, dialog: "genderIncompatible" });
    wizard.actor.send({ type: "dismissError" });
    expect(wizard.view()).toMatchObject({ currentStep: 2, dialog: null, saveError: null });
  });

  it("offers nothing to save without a dossier (step 1 welcome message)", () => {
    const wizard = open({ dossier: null });
    wizard.actor.send({ type: "formLoaded" });
    expect(wizard.view()).toMatchObject({
      hasDossier: false,
      canContinue: false,
      canSaveAndResumeLater: false,
      canSend: false,
    });
    const noId = open({ dossier: { ...held, dossierId: null } });
    expect(noId.view().hasDossier).toBe(false);
  });
});

describe("the step kept for a reload", () => {
  it("opens the stored step of the same dossier, and remembers each step shown", async () => {
    const wizard = open({ startStep: 3 });
    expect(wizard.view().currentStep).toBe(3);
    wizard.actor.send({ type: "back" });
    await wizard.continueWith({});
    expect(wizard.storedSteps).toEqual([3, 2, 3]);
  });

  it("opens a file sent back for changes on the stored step 2 to 4, else on step 2", () => {
    const sentBack = { ...held, statuscode: "toUpdate" };
    expect(open({ dossier: sentBack, startStep: 3 }).view().currentStep).toBe(3);
    expect(open({ dossier: sentBack, startStep: 1 }).view().currentStep).toBe(2);
    expect(open({ dossier: sentBack }).view().currentStep).toBe(2);
  });

  it("opens step 1 for a step stored for another dossier", () => {
    const wizard = wizardMachine.provide({
      actors: stillWizardChildren,
      actions: { persistStep: () => {} },
    });
    const actor = createActor(wizard, {
      input: { loaded: { dossier: held, details }, stored: { step: 3, dossierId: "D-0" } },
    }).start();
    expect(actor.getSnapshot().context.step).toBe(1);
  });
});

describe("Back and the progress bar", () => {
  it("goes back 4→3→2→1 without saving, and not before step 1", () => {
    const wizard = open({ startStep: 4 });
    for (const expected of [3, 2, 1]) {
      wizard.actor.send({ type: "back" });
      expect(wizard.view().currentStep).toBe(expected);
    }
    expect(wizard.view().canGoBack).toBe(false);
    expect(wizard.submissions).toEqual([]);
  });

  const statuses = (wizard: ReturnType<typeof open>) =>
    selectProgress(wizard.actor.getSnapshot()).map((item) => item.status);

  it("marks done only the earlier steps the server holds: a jump past a step leaves it neutral", () => {
    // Step 1 saved (its duration is known), steps 2 and 3 never saved.
    const wizard = open({
      startStep: 1,
      details: v.parse(DossierInfoSchema, heldDossier({ duration: 6 })),
    });
    wizard.actor.send({ type: "formLoaded" });
    wizard.actor.send({ type: "jumpToStep", step: 4 });
    expect(statuses(wizard)).toEqual(["done", "neutral", "neutral", "current", "neutral"]);
  });

  it("leaves step 1 neutral while its stay is not saved", () => {
    const wizard = open({ startStep: 3 });
    expect(statuses(wizard)).toEqual(["neutral", "neutral", "current", "neutral", "neutral"]);
  });

  it("marks a step done once its save succeeds", async () => {
    const wizard = open();
    await wizard.continueWith({ duration: 6, partner_code: "" });
    await wizard.continueWith({ firstName: "Ana" });
    expect(statuses(wizard)).toEqual(["done", "done", "current", "neutral", "neutral"]);
  });

  it("marks steps 2 and 3 done when their records come with a version (saved on an earlier visit)", async () => {
    const wizard = open({ startStep: 4, recordVersion: 3 });
    await settle();
    expect(statuses(wizard)).toEqual(["neutral", "done", "done", "current", "neutral"]);
  });

  it("marks every step of a file sent back for changes done (it was sent whole)", () => {
    const wizard = open({ dossier: { ...held, statuscode: "toUpdate" } });
    wizard.actor.send({ type: "formLoaded" });
    wizard.actor.send({ type: "jumpToStep", step: 4 });
    expect(statuses(wizard)).toEqual(["done", "done", "done", "current", "neutral"]);
  });

  it("is clickable only once the form is on screen, toward another form step", () => {
    const wizard = open({ startStep: 2 });
    const clickable = () => wizard.view().progress.map((item) => item.isClickable);
    expect(clickable()).toEqual([false, false, false, false, false]);
    wizard.actor.send({ type: "formLoaded" });
    expect(clickable()).toEqual([true, false, true, true, false]);
    wizard.actor.send({ type: "jumpToStep", step: 4 });
    expect(wizard.view().currentStep).toBe(4);
    // The new step's form must appear before the bar works again.
    expect(clickable()).toEqual([false, false, false, false, false]);
  });

  it("is never clickable without a dossier", () => {
    const wizard = open({ dossier: null });
    wizard.actor.send({ type: "formLoaded" });
    expect(wizard.view().progress.every((item) => !item.isClickable)).toBe(true);
  });
});

describe("Save and resume later", () => {
  it("submits with the save flag, then goes to step 1 and loads the dossier again", async () => {
    const wizard = open({ startStep: 3 });
    wizard.actor.send({ type: "formChanged" });
    wizard.actor.send({ type: "saveAndResumeLater", values: { hasGuarantor: "oui" } });
    expect(wizard.view().isSaving).toBe(true);
    await settle();
    expect(wizard.submissions).toEqual([
      { step: 3, values: { hasGuarantor: "oui" }, mustSave: true },
    ]);
    expect(wizard.view()).toMatchObject({
      currentStep: 1,
      isSaving: false,
      isLeaveWarningNeeded: false,
    });
    expect(wizard.told()).toMatchObject({
      guaranteeRecord: { hasGuarantor: "oui", version: null },
    });
    expect(wizard.actor.getSnapshot().matches("editing")).toBe(true);
    expect(wizard.view().hasRefreshFailed).toBe(false);
  });

  it("says when the reload fails, and reloads again on request", async () => {
    const wizard = open({ startStep: 3, refreshFailures: 1 });
    wizard.actor.send({ type: "saveAndResumeLater", values: {} });
    await settle();
    expect(wizard.view()).toMatchObject({ currentStep: 1, hasRefreshFailed: true });
    wizard.actor.send({ type: "retryRefresh" });
    await settle();
    expect(wizard.view().hasRefreshFailed).toBe(false);
  });

  it("stays on the step and asks for no refresh when the save fails", async () => {
    const wizard = open({ startStep: 2, failSave: () => new Error("500") });
    wizard.actor.send({ type: "saveAndResumeLater", values: {} });
    await settle();
    expect(wizard.view()).toMatchObject({ currentStep: 2, saveError: { kind: "generic" } });
    expect(wizard.told()).toEqual({ profileRecord: {}, guaranteeRecord: {}, situation: null });
    // The next submission is a plain Continue: the save flag did not stick.
    await wizard.continueWith({});
    expect(wizard.submissions.at(-1)?.mustSave).toBe(false);
  });
});

describe("a file sent back for changes (toUpdate): steps 2 to 4 only", () => {
  const sentBack: TunnelDossier = {
    ...held,
    statuscode: "toUpdate",
    informationStatus: informationStatus.finished,
    prebookingEndsAt: null,
  };

  it("opens on step 2 when no later step is stored, and goes back no further", () => {
    const wizard = open({ dossier: sentBack, startStep: 1 });
    expect(wizard.view().currentStep).toBe(2);
    expect(wizard.view().canGoBack).toBe(false);
    wizard.actor.send({ type: "back" });
    expect(wizard.view().currentStep).toBe(2);
  });

  it("keeps step 1 out of the progress bar", () => {
    const wizard = open({ dossier: sentBack });
    wizard.actor.send({ type: "formLoaded" });
    expect(wizard.view().progress.map((item) => item.isClickable)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
    wizard.actor.send({ type: "jumpToStep", step: 1 });
    expect(wizard.view().currentStep).toBe(2);
    wizard.actor.send({ type: "jumpToStep", step: 4 });
    wizard.actor.send({ type: "back" });
    expect(wizard.view().currentStep).toBe(3);
  });

  it('"Reprendre plus tard" saves and comes back to step 2, not step 1', async () => {
    const wizard = open({ dossier: sentBack });
    wizard.actor.send({ type: "saveAndResumeLater", values: { firstname: "Léa" } });
    await settle();
    expect(wizard.submissions).toEqual([{ step: 2, values: { firstname: "Léa" }, mustSave: true }]);
    expect(wizard.view().currentStep).toBe(2);
  });

  it("saves steps 2 to 4, then checks and sends the file again: step 5 follows", async () => {
    const wizard = open({ dossier: sentBack });
    await wizard.continueWith({ firstname: "Léa" });
    await wizard.continueWith({ hasGuarantor: "non" });
    expect(wizard.view().currentStep).toBe(4);
    wizard.actor.send({ type: "sendRequest", values: { newsletter: "1" } });
    await settle();
    expect(wizard.submissions.map((submission) => submission.step)).toEqual([2, 3, 4]);
    expect(wizard.view().dialog).toBe("depositSent");
    wizard.actor.send({ type: "acknowledgeDeposit" });
    expect(wizard.view().currentStep).toBe(5);
  });
});

describe("the leave warning", () => {
  it("is needed once the form changed, until it is saved", async () => {
    const wizard = open();
    const needed = () => isLeaveWarningNeeded(wizard.actor.getSnapshot());
    expect(needed()).toBe(false);
    wizard.actor.send({ type: "formChanged" });
    expect(needed()).toBe(true);
    wizard.actor.send({ type: "formSaved" });
    expect(needed()).toBe(false);
    wizard.actor.send({ type: "formChanged" });
    await wizard.continueWith({});
    expect(needed()).toBe(false);
  });

  it("is a code the page translates, not a text", () => {
    expect(LEAVE_WARNING).toBe("leaveTunnelWithUnsavedChanges");
  });
});

describe("sending (step 4)", () => {
  it("saves step 4, checks, sends, remembers the deposit and ends at step 5", async () => {
    const wizard = open({ startStep: 4 });
    wizard.actor.send({ type: "sendRequest", values: { newsletter: "1" } });
    await settle();
    expect(wizard.view()).toMatchObject({ dialog: "depositSent" });
    expect(wizard.tracked).toEqual([
      { event: "tunnel_continue", step: "4 your documents" },
      "has_just_deposed",
      { event: "deposit_conversion" },
    ]);
    wizard.actor.send({ type: "acknowledgeDeposit" });
    const sent = wizard.actor.getSnapshot();
    expect(sent.output).toEqual({
      next: "followUp",
      loaded: { dossier: sent.context.dossier, details: sent.context.details },
    });
    expect(wizard.view().currentStep).toBe(5);
  });

  it("lists the missing items and opens the step of the one clicked", async () => {
    const missingItems = [{ step: 2 as const, error: "missing_info", more_info: "birthDate" }];
    const wizard = open({ startStep: 4, check: { outcome: "incomplete", missingItems } });
    wizard.actor.send({ type: "sendRequest", values: {} });
    await settle();
    expect(wizard.view()).toMatchObject({ dialog: "incompleteRequest", missingItems });
    wizard.actor.send({ type: "jumpToStep", step: 2 });
    expect(wizard.view()).toMatchObject({ dialog: null, currentStep: 2, missingItems: [] });
  });
});
