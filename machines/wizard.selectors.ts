/**
 * What the tunnel page derives from the wizard: the step shown, the buttons it may offer, the
 * progress bar, the open dialog and whether leaving must be warned about.
 */
import type { SnapshotFrom } from "xstate";
import type { NewsletterAnswers } from "../src/api/documentsSchemas.ts";
import type { DossierInfo } from "../src/api/dossierSchemas.ts";
import type { StepSaveError } from "./stepSaveError.ts";
import type { TunnelDossier } from "./tunnelLoader.dossier.ts";
import { isSentBackForChanges } from "./tunnelLoader.dossier.ts";
import { type FormStep, type MissingItem, recordOfStep, type wizardMachine } from "./wizard.ts";

export type WizardSnapshot = SnapshotFrom<typeof wizardMachine>;

/** The five labels of the progress bar: the four form steps and the follow-up. */
export type ProgressStep = FormStep | 5;
const progressSteps: readonly ProgressStep[] = [1, 2, 3, 4, 5];
const FOLLOW_UP_STEP = 5;

/**
 * The leave warning's code; the page shows its catalogue text (spec 2): "Vous vous apprêtez à
 * quitter le tunnel de réservation. Pensez à cliquer sur "Reprendre plus tard" pour sauvegarder
 * votre demande en cours."
 */
export const LEAVE_WARNING = "leaveTunnelWithUnsavedChanges";

/**
 * Whether leaving (an in-app link, closing the tab) must be confirmed: the form holds unsaved
 * changes and the wizard is still running.
 */
export function isLeaveWarningNeeded(snapshot: WizardSnapshot): boolean {
  return snapshot.status === "active" && snapshot.context.hasUnsavedChanges;
}

/** The step the progress bar highlights: the form step, or 5 once the file was sent. */
/** Step 4's newsletter answers chosen on this visit (its `documents` child's), none elsewhere. */
export function selectChosenNewsletterAnswers(snapshot: WizardSnapshot): NewsletterAnswers {
  return snapshot.children.documents?.getSnapshot().context.newsletterAnswers ?? {};
}

export function selectCurrentStep(snapshot: WizardSnapshot): ProgressStep {
  return snapshot.matches("submitted") ? FOLLOW_UP_STEP : snapshot.context.step;
}

export interface ProgressItem {
  step: ProgressStep;
  /**
   * Before the current step: done when the server holds it, else neutral (a jump skipped it);
   * the current one highlighted; later ones neutral.
   */
  status: "done" | "current" | "neutral";
  isClickable: boolean;
}

/**
 * Whether the server holds a form step: all of a sent file (or one sent back for changes); step
 * 1 once its stay is saved; steps 2 and 3 once their record has a version, which the server
 * gives a record only when it is saved.
 */
function isStepHeld(snapshot: WizardSnapshot, step: FormStep): boolean {
  const { context } = snapshot;
  if (snapshot.matches("submitted") || isSentBackForChanges(context.dossier.statuscode))
    return true;
  if (step === 1) return context.isStayHeld;
  if (step !== 2 && step !== 3) return false;
  const version = snapshot.children[recordOfStep[step]]?.getSnapshot().context.record?.version;
  return typeof version === "number" && version > 0;
}

export function selectProgress(snapshot: WizardSnapshot): ProgressItem[] {
  const current = selectCurrentStep(snapshot);
  const isDone = (step: ProgressStep) =>
    step < current && step !== FOLLOW_UP_STEP && isStepHeld(snapshot, step);
  return progressSteps.map((step) => ({
    step,
    status: isDone(step) ? "done" : step === current ? "current" : "neutral",
    isClickable:
      step !== FOLLOW_UP_STEP &&
      snapshot.matches("editing") &&
      snapshot.can({ type: "jumpToStep", step }),
  }));
}

type WizardDialog =
  | "incompleteRequest"
  | "depositSent"
  | "tooLate"
  | "genderIncompatible"
  | "insufficientGuarantees";

function dialogOf(snapshot: WizardSnapshot): WizardDialog | null {
  const refusal = snapshot.context.saveError?.kind;
  if (
    snapshot.matches("editing") &&
    (refusal === "genderIncompatible" || refusal === "insufficientGuarantees")
  )
    return refusal;
  if (snapshot.matches("showingIncompleteRequest")) return "incompleteRequest";
  if (snapshot.matches("showingDepositSent")) return "depositSent";
  if (snapshot.matches("showingTooLate")) return "tooLate";
  return null;
}

export interface StepView {
  currentStep: ProgressStep;
  /** No dossier: step 1 shows the welcome message and the new-search hint. */
  hasDossier: boolean;
  /** A file sent back for changes, opened again from step 5 (steps 2 to 4 only). */
  isSentBackForChanges: boolean;
  canContinue: boolean;
  canSend: boolean;
  canGoBack: boolean;
  canSaveAndResumeLater: boolean;
  /** A step save is in flight: disable the form and its buttons. */
  isSaving: boolean;
  /** The file is being checked or sent. */
  isSending: boolean;
  /** Why the last save, check or send failed: the step shows it where it belongs. */
  saveError: StepSaveError | null;
  /** The reload after "Reprendre plus tard" failed: say so, offer a retry. */
  hasRefreshFailed: boolean;
  /** The loaded dossier, as the page renders it, and the facts the machines decide on. */
  details: DossierInfo;
  dossier: TunnelDossier;
  isLeaveWarningNeeded: boolean;
  progress: ProgressItem[];
  dialog: WizardDialog | null;
  missingItems: MissingItem[];
}

const noValues = {};

export function toStepView(snapshot: WizardSnapshot): StepView {
  const { context } = snapshot;
  return {
    currentStep: selectCurrentStep(snapshot),
    hasDossier: context.dossier?.dossierId != null,
    isSentBackForChanges: isSentBackForChanges(context.dossier.statuscode),
    canContinue: snapshot.can({ type: "continue", values: noValues }),
    canSend: snapshot.can({ type: "sendRequest", values: noValues }),
    canGoBack: snapshot.can({ type: "back" }),
    canSaveAndResumeLater: snapshot.can({ type: "saveAndResumeLater", values: noValues }),
    isSaving: snapshot.hasTag("saving"),
    isSending: snapshot.hasTag("sending"),
    saveError: context.saveError,
    hasRefreshFailed: context.hasRefreshFailed && !snapshot.matches("refreshingDossier"),
    details: context.details,
    dossier: context.dossier,
    isLeaveWarningNeeded: isLeaveWarningNeeded(snapshot),
    progress: selectProgress(snapshot),
    dialog: dialogOf(snapshot),
    missingItems: context.missingItems,
  };
}
