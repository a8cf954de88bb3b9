import { describe, expect, it } from "vitest";
import { type AnyActorRef, createActor, fromPromise, waitFor } from "xstate";
import { toStepView, type WizardSnapshot } from "../../machines/wizard.selectors.ts";
import {
  type DossierCheckAnswer,
  type StepSaveAnswer,
  type StepSubmission,
  wizardMachine,
} from "../../machines/wizard.ts";
import { stillWizardChildren } from "./fixtures/wizardChildren.ts";
import { describePathCoverage, type WalkRun } from "./pathCoverage.ts";
import { missing, stepValues, wizardPlan } from "./plans/wizard.ts";

/** The browser effects asked for, by actor session, so each walk checks its own. */
const effects = new Map<string, string[]>();
const effectsOf = (actor: AnyActorRef) => effects.get(actor.sessionId) ?? [];
const note = (self: AnyActorRef, effect: string) =>
  effects.set(self.sessionId, [...effectsOf(self), effect]);

const machine = wizardMachine.provide({
  actors: stillWizardChildren,
  actions: {
    trackTunnelEvent: ({ self }, event) =>
      note(self, "step" in event ? `${event.event} ${event.step}` : event.event),
    rememberJustDeposited: ({ self }) => note(self, "has_just_deposed"),
    goHome: ({ self }) => note(self, "home"),
    persistStep: ({ self }, { step, dossierId }) =>
      note(self, `stored step ${step} of ${dossierId}`),
  },
});

const view = (snapshot: WizardSnapshot) => toStepView(snapshot);
const lastEffect = (run: WalkRun) => effectsOf(run.actor).at(-1);
const labels = ["1 your flat", "2 your profile", "3 guarantors profile", "4 your documents"];

/** The snapshot each walk's actor was last checked in, to assert the move that followed it. */
const lastChecked = new Map<string, WizardSnapshot>();
const previousOf = (run: WalkRun) => lastChecked.get(run.actor.sessionId);

/** The step a save leads to: the next one after Continue, step 1 after save-later, or the same step on failure. */
function stepAfterSave(previous: WizardSnapshot | undefined, now: WizardSnapshot): number | null {
  if (!previous) return null;
  const failed = now.context.saveError !== null;
  if (previous.matches("savingToContinue"))
    return failed ? previous.context.step : previous.context.step + 1;
  if (previous.matches("savingForLater")) return failed ? previous.context.step : 1;
  if (previous.matches("refreshingDossier")) return previous.context.step;
  if (previous.hasTag("sending") || previous.matches("showingTooLate")) return 4;
  return null;
}

type StateCheck = (snapshot: WizardSnapshot, run: WalkRun) => void;

/** Each state's check, then the snapshot is kept as the walk's last one. */
function remembering(checks: Record<string, StateCheck>): Record<string, StateCheck> {
  return Object.fromEntries(
    Object.entries(checks).map(([path, check]) => [
      path,
      (snapshot: WizardSnapshot, run: WalkRun) => {
        check(snapshot, run);
        if (snapshot.status === "active")
          expect(Boolean(snapshot.children.documents), "step 4's files run while it is shown").toBe(
            snapshot.context.step === 4,
          );
        lastChecked.set(run.actor.sessionId, snapshot);
      },
    ]),
  );
}

describePathCoverage({
  id: "wizard",
  machine,
  ...wizardPlan,
  states: remembering({
    editing: (snapshot, run) => {
      const { step, isFormPresent, hasUnsavedChanges } = snapshot.context;
      const expectedStep = stepAfterSave(previousOf(run), snapshot);
      if (expectedStep !== null) expect(step, "the step after saving").toBe(expectedStep);
      const withDossier = snapshot.context.dossier.dossierId !== null;
      const shown = view(snapshot);
      const { saveError } = snapshot.context;
      const expectedDialog =
        saveError?.kind === "genderIncompatible" || saveError?.kind === "insufficientGuarantees"
          ? saveError.kind
          : null;
      expect(lastEffect(run), "the step is remembered for a reload").toBe(
        `stored step ${step} of ${snapshot.context.dossier.dossierId}`,
      );
      expect(shown.saveError).toEqual(saveError);
      const sendFoundLotFreed =
        previousOf(run)?.matches({ sending: "sendingDossier" }) === true && saveError === null;
      expect(
        snapshot.children.prebooking?.getSnapshot().matches("showingLotReleased"),
        "the countdown shows the lot-released dialog exactly when the send found the lot freed",
      ).toBe(sendFoundLotFreed);
      expect(shown.details).toBe(snapshot.context.details);
      expect(shown).toMatchObject({
        currentStep: step,
        hasDossier: withDossier,
        canContinue: withDossier && step < 4,
        canSend: withDossier && step === 4,
        canGoBack: step > 1,
        canSaveAndResumeLater: withDossier,
        isSaving: false,
        isSending: false,
        isLeaveWarningNeeded: hasUnsavedChanges,
        dialog: expectedDialog,
        hasRefreshFailed: snapshot.context.hasRefreshFailed,
      });
      // Done only where the server holds the step: here step 1 once its stay is saved (the
      // records of steps 2 and 3 never load in these walks, so they hold no version).
      const isHeld = (s: number) => s === 1 && snapshot.context.isStayHeld;
      expect(shown.progress.map((item) => item.status)).toEqual(
        [1, 2, 3, 4, 5].map((s) =>
          s < step && isHeld(s) ? "done" : s === step ? "current" : "neutral",
        ),
      );
      expect(shown.progress.map((item) => item.isClickable)).toEqual(
        [1, 2, 3, 4, 5].map((s) => withDossier && isFormPresent && s !== step && s !== 5),
      );
      if (!withDossier) expect(step).toBe(1);
    },
    "editing.idle": (snapshot) => {
      expect(snapshot.children.connection, "no listener for the connection").toBeUndefined();
      expect(snapshot.context.saveError?.kind).not.toBe("offline");
    },
    "editing.waitingForConnection": (snapshot) => {
      expect(view(snapshot).saveError, '"Vous êtes hors ligne" is shown').toEqual({
        kind: "offline",
      });
      expect(snapshot.children.connection, "the browser's online event is awaited").toBeDefined();
      expect(view(snapshot).isLeaveWarningNeeded, "what was typed is still unsaved").toBe(
        snapshot.context.hasUnsavedChanges,
      );
    },
    savingToContinue: (snapshot, run) => {
      const { step } = snapshot.context;
      expect(view(snapshot)).toMatchObject({ isSaving: true, canContinue: false, canSend: false });
      expect(run.actors.inputsOf("saveStepToContinue").at(-1)).toMatchObject({
        step,
        mustSave: false,
      });
      // Made again once back online: no second Continue event (unless clicked again meanwhile).
      const couldBeRetry = previousOf(run)?.matches({ editing: "waitingForConnection" }) === true;
      expect(lastEffect(run)).toBeOneOf([
        `tunnel_continue ${labels[step - 1]}`,
        ...(couldBeRetry ? [`stored step ${step} of ${snapshot.context.dossier.dossierId}`] : []),
      ]);
      expect(snapshot.context.saveError).toBeNull();
    },
    savingForLater: (snapshot, run) => {
      const { step } = snapshot.context;
      expect(view(snapshot)).toMatchObject({ isSaving: true, canSaveAndResumeLater: false });
      expect(run.actors.inputsOf("saveStepForLater").at(-1)).toEqual({
        step,
        values: stepValues,
        mustSave: true,
      });
      const couldBeRetry = previousOf(run)?.matches({ editing: "waitingForConnection" }) === true;
      expect(lastEffect(run)).toBeOneOf([
        `tunnel_save_later ${labels[step - 1]}`,
        ...(couldBeRetry ? [`stored step ${step} of ${snapshot.context.dossier.dossierId}`] : []),
      ]);
      expect(snapshot.context.saveError).toBeNull();
    },
    refreshingDossier: (snapshot, run) => {
      expect(view(snapshot).hasRefreshFailed, "no stale warning while reloading").toBe(false);
      if (!previousOf(run)?.matches("savingForLater")) return;
      expect(snapshot.context.step, "saved for later: back on step 1").toBe(1);
      expect(view(snapshot).isLeaveWarningNeeded, "what was saved is not unsaved").toBe(false);
      expect(
        snapshot.children.savedNotice?.getSnapshot().value,
        "the notice says what saving for later means",
      ).toBe("savedForLater");
    },
    "sending.checkingDossier": (snapshot, run) => {
      expect(view(snapshot)).toMatchObject({ isSending: true, currentStep: 4, canGoBack: false });
      expect(run.actors.inputsOf("saveStepToContinue").at(-1)).toEqual({
        step: 4,
        values: { newsletter: "1", newsletterGroup: "2" },
        mustSave: false,
      });
      expect(snapshot.context.hasUnsavedChanges).toBe(false);
    },
    "sending.sendingDossier": (snapshot, run) => {
      expect(view(snapshot).isSending).toBe(true);
      expect(run.actors.isRunning("sendDossier")).toBe(true);
    },
    showingIncompleteRequest: (snapshot) => {
      expect(view(snapshot)).toMatchObject({
        dialog: "incompleteRequest",
        missingItems: missing,
      });
    },
    showingDepositSent: (snapshot, run) => {
      expect(view(snapshot).dialog).toBe("depositSent");
      expect(effectsOf(run.actor).slice(-2)).toEqual(["has_just_deposed", "deposit_conversion"]);
    },
    showingTooLate: (snapshot, run) => {
      expect(view(snapshot).dialog).toBe("tooLate");
      expect(effectsOf(run.actor)).not.toContain("has_just_deposed");
    },
    submitted: (snapshot) => {
      expect(snapshot.output).toEqual({
        next: "followUp",
        loaded: { dossier: snapshot.context.dossier, details: snapshot.context.details },
      });
      expect(view(snapshot).currentStep).toBe(5);
      expect(view(snapshot).progress.map((item) => item.status)).toEqual([
        "done",
        "done",
        "done",
        "done",
        "current",
      ]);
      expect(view(snapshot).isLeaveWarningNeeded).toBe(false);
    },
    sentHome: (snapshot, run) => {
      expect(lastEffect(run)).toBe("home");
      expect(snapshot.output).toEqual({ next: "leftTunnel" });
    },
  }),
});

describe("step 4's files, the wizard's `documents` child", () => {
  it("run from the start when the wizard opens on step 4, and stop when it leaves it", () => {
    const input = wizardPlan.inputs["a flat is pre-reserved"];
    const stored = { step: 4, dossierId: input.loaded.dossier.dossierId ?? undefined };
    const wizard = createActor(machine, { input: { ...input, stored } }).start();
    expect(wizard.getSnapshot().context.step).toBe(4);
    const documents = wizard.getSnapshot().children.documents;
    expect(documents?.getSnapshot().status).toBe("active");
    expect(wizard.system.get("documents")).toBe(documents);
    wizard.send({ type: "back" });
    expect(wizard.getSnapshot().children.documents).toBeUndefined();
    expect(documents?.getSnapshot().status).toBe("stopped");
    wizard.stop();
  });

  it("stay on screen when the incomplete request's step 4 item is followed: the progress bar stays usable", async () => {
    const input = wizardPlan.inputs["a flat is pre-reserved"];
    const stored = { step: 4, dossierId: input.loaded.dossier.dossierId ?? undefined };
    const incomplete = machine.provide({
      actors: {
        submitStep: fromPromise<StepSaveAnswer, StepSubmission>(async () => ({ record: null })),
        checkDossier: fromPromise<DossierCheckAnswer>(async () => ({
          outcome: "incomplete",
          missingItems: missing,
        })),
      },
    });
    const wizard = createActor(incomplete, { input: { ...input, stored } }).start();
    const documents = wizard.getSnapshot().children.documents;
    wizard.send({ type: "formLoaded" });
    wizard.send({ type: "sendRequest", values: stepValues });
    await waitFor(wizard, (state) => state.matches("showingIncompleteRequest"));
    wizard.send({ type: "jumpToStep", step: 4 });
    const snapshot = wizard.getSnapshot();
    expect(snapshot.value).toEqual({ editing: "idle" });
    expect(snapshot.children.documents).toBe(documents);
    expect(toStepView(snapshot).progress.map((item) => item.isClickable)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    wizard.stop();
  });
});
