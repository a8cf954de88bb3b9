/**
 * The steps of the application (tunnel spec 4, "Wizard moves" and "Sending (step 4)"): steps 1 to
 * 4, each saved by the form-submit actor the app provides for it (`submitStep`), then sending the
 * file (check, then send) and step 5 as the output. The step number is a fact in context: every
 * step moves the same way, only the targets differ.
 *
 * - Continue (steps 1 to 3) saves the step, then goes to the next one.
 * - "Envoyer votre demande" (step 4) saves the step, checks the file, then sends it.
 * - Back goes to the previous step without saving (2→1, 3→2, 4→3).
 * - The progress bar jumps to another step only when a dossier is loaded and the step's form is
 *   on screen.
 * - "Reprendre plus tard" submits with the save flag (`mustSave`); on success the flag is dropped,
 *   the wizard goes to step 1 and asks the page to refresh. This is also the spec's "step 3 with
 *   mustSave saves and goes to 1": the flag is the one "Reprendre plus tard" sets.
 * - A failed save keeps the step and the input (the form keeps its values; the machine holds the
 *   typed reason, `StepSaveError`) and pressing the button again retries. A save (or the check,
 *   or the send) that failed because the device is offline is said as such, and made again by
 *   itself when the browser is back online (`editing.waitingForConnection`, whose listener the
 *   app provides: `awaitConnection`).
 * - The loaded dossier (`details`, the page's facts) lives here; after "Reprendre plus tard" the
 *   wizard loads it again, and a failed reload is shown with a retry.
 * - The current step is remembered (an action the app provides: the `step` key) each time it
 *   changes, and a reload opens the same step of the same dossier (`resumeStep`).
 * - A file staff sent back for changes (toUpdate) opens on step 2 (or the step the loader says it
 *   was reopened on) and stays within steps 2 to 4:
 *   step 1 (the flat, the stay) was sent and is no longer edited; sending it again works as the
 *   first time (`firstEditableStep`).
 *
 * The form reports its state: `formLoaded` (on screen), `formChanged` (dirty), `formSaved`
 * (matches the server again). `isLeaveWarningNeeded` tells the page when to warn before leaving.
 */
import {
  assign,
  type EventObject,
  enqueueActions,
  sendParent,
  sendTo,
  setup,
  stopChild,
} from "xstate";
import type { AnalyticsEvent, TunnelStepLabel } from "../src/analytics/events.ts";
import type { DossierInfo } from "../src/api/dossierSchemas.ts";
import { documentsStepMachine } from "./documentsStep.ts";
import { type ContactStatus, type GuaranteesEvent, guaranteesMachine } from "./guarantees.ts";
import { prebookingMachine } from "./prebooking.ts";
import { providedByApp } from "./provided.ts";
import { SAVED_NOTICE_ID, savedNoticeMachine } from "./savedNotice.ts";
import { type StepRecord, type StepRecordEvent, stepRecordMachine } from "./stepRecord.ts";
import { reasonOf, type StepSaveError } from "./stepSaveError.ts";
import type { LoadedDossier, TunnelDossier } from "./tunnelLoader.dossier.ts";
import { isSentBackForChanges } from "./tunnelLoader.dossier.ts";

/** Step 3's record among the wizard's children and in the tunnel's actor system. */
export const GUARANTEE_RECORD_ID = "guaranteeRecord";

/** The steps that keep a server record, and their record among the wizard's children. */
export const recordOfStep = { 2: "profileRecord", 3: GUARANTEE_RECORD_ID } as const;

/** The steps with a form; step 5 (follow-up) is where the wizard ends. */
export type FormStep = 1 | 2 | 3 | 4;
const DOCUMENTS_STEP: FormStep = 4;

/** The id and system id of step 4's files, the wizard's child while step 4 is shown. */
const DOCUMENTS_ID = "documents";

const documentsChild = { id: DOCUMENTS_ID, systemId: DOCUMENTS_ID } as const;

/** Step 4's files as the wizard runs them: once loaded, they tell it the step's form is on screen. */
export const documentsStepOfWizard = documentsStepMachine.provide({
  actions: { reportLoaded: sendParent({ type: "formLoaded" }) },
});

/** A step form's values, as JSON: the machine passes them to `submitStep` without reading them. */
export type StepValues = Readonly<Record<string, unknown>>;

/** What `submitStep` receives: the step, its form values, and the save flag ("Reprendre plus tard"). */
export interface StepSubmission {
  step: FormStep;
  values: StepValues;
  mustSave: boolean;
}

/** What a step's save answers: what the server now holds of its record (steps 2 and 3). */
export interface StepSaveAnswer {
  /** The fields saved and the record's new `version`; null where the step keeps no record. */
  record: StepRecord | null;
  /** Step 2: the applicant's situation as saved, which step 3's choice of guarantee follows. */
  situation?: ContactStatus | null;
  /** Step 1: the prices as the saved promo code makes them (its fee discount), for the recap. */
  pricing?: DossierInfo["pricing"];
}

/** One item of `dossier/check`'s list: the step it belongs to, its code (missing_doc...). */
export interface MissingItem {
  step: FormStep;
  error: string;
  more_info: string | null;
}

/** `dossier/check`'s answer: ok, or the list of what is missing. Call failures reject. */
export type DossierCheckAnswer =
  | { outcome: "complete" }
  | { outcome: "incomplete"; missingItems: MissingItem[] };

/**
 * `dossier/envoyer`'s answer: `deposited` on success, `noLongerAvailable` for
 * annoncePlusDisponible, `otherAnswer` for anything else (the lot was released).
 */
export type SendAnswer = { outcome: "deposited" | "noLongerAvailable" | "otherAnswer" };

/** The `step` and `dossier_id` keys as local storage held them when the page opened. */
export interface StoredStep {
  step: number | undefined;
  dossierId: string | undefined;
}

export interface WizardInput {
  /** The dossier as the loader found it: its facts and the whole answer the page renders. */
  loaded: LoadedDossier;
  /** Where the applicant was in this dossier before a reload, if anywhere. */
  stored?: StoredStep;
}

export interface WizardContext {
  /** The dossier's facts; `dossierId` is null when the applicant has no file yet. */
  dossier: TunnelDossier;
  /** The whole `dossier/getInfos` answer, as last loaded: what the page renders. */
  details: DossierInfo;
  step: FormStep;
  /** The current step's form is on screen (its data loaded). */
  isFormPresent: boolean;
  /** The form holds changes not saved yet (dirty). */
  hasUnsavedChanges: boolean;
  /** Why the last save, check or send failed; null when nothing failed. */
  saveError: StepSaveError | null;
  /** The reload after "Reprendre plus tard" failed: the saved file is fine, the recap is stale. */
  hasRefreshFailed: boolean;
  /** What the last check found missing; shown by the incomplete-request dialog. */
  missingItems: MissingItem[];
  /**
   * What the applicant last asked to save: the form's values and the save flag. Kept so a save
   * that failed offline can be made again, without a click, once the connection is back.
   */
  lastSubmission: { values: StepValues; mustSave: boolean };
  /**
   * The server holds step 1 (the stay): its duration was loaded, or it was saved in this visit.
   * One fact, not a list of steps: steps 2 and 3 are held when their record has a version, and
   * every step of a file sent back for changes is (`selectProgress`).
   */
  isStayHeld: boolean;
}

export type WizardEvent =
  | { type: "formLoaded" }
  | { type: "formChanged" }
  | { type: "formSaved" }
  | { type: "continue"; values: StepValues }
  | { type: "sendRequest"; values: StepValues }
  | { type: "back" }
  | { type: "jumpToStep"; step: FormStep }
  | { type: "saveAndResumeLater"; values: StepValues }
  | { type: "acknowledgeDeposit" }
  | { type: "dismissError" }
  | { type: "retryRefresh" }
  | { type: "close" }
  | { type: "newSearch" }
  /** The browser is online again (sent by `awaitConnection`, the app's listener). */
  | { type: "connectionRestored" };

/** The file was sent (with the dossier as the wizard last had it), or the applicant left. */
export type WizardOutput = { next: "followUp"; loaded: LoadedDossier } | { next: "leftTunnel" };

/**
 * The step labels analytics uses (spec 7). Typed against src/analytics so a renamed label fails to
 * compile; restated because machines import no code from src/ (they run alone for the diagrams).
 */
export const analyticsStepLabels = {
  1: "1 your flat",
  2: "2 your profile",
  3: "3 guarantors profile",
  4: "4 your documents",
} as const satisfies Record<FormStep, TunnelStepLabel>;

function tunnelEvent(
  event: "tunnel_continue" | "tunnel_save_later",
  step: FormStep,
): AnalyticsEvent {
  return { event, step: analyticsStepLabels[step] };
}

const hasDossier = (context: WizardContext) => context.dossier.dossierId !== null;

/**
 * The step the wizard opens on: the stored step when it was stored for this very dossier and is a
 * form step, else step 1. A step left from another dossier (an earlier, abandoned one) must not
 * open a fresh file on step 3.
 */
export function resumeStep(stored: StoredStep | undefined, dossierId: string | null): FormStep {
  if (!stored || dossierId === null || stored.dossierId !== dossierId) return 1;
  const { step } = stored;
  return step !== undefined && step >= 1 && step <= 4 ? (step as FormStep) : 1;
}

/**
 * The first step the applicant may open: step 2 for a file sent back for changes (the flat and
 * the stay were sent and stay as they are; the server edits steps 2 to 4 only), else step 1.
 */
function firstEditableStep(dossier: TunnelDossier): FormStep {
  return isSentBackForChanges(dossier.statuscode) ? 2 : 1;
}

/**
 * The step the wizard opens on: `resumeStep`, but never before the first editable step (a file
 * sent back for changes reopens on the stored step, from its address, or on step 2).
 */
function openingStep(stored: StoredStep | undefined, dossier: TunnelDossier): FormStep {
  return Math.max(resumeStep(stored, dossier.dossierId), firstEditableStep(dossier)) as FormStep;
}

/** A new step shows a new form: not on screen yet, nothing changed, no error. */
const onStep = (step: FormStep) => ({
  step,
  isFormPresent: false,
  hasUnsavedChanges: false,
  saveError: null,
});

/** What `submitStep` receives: the step, the values last submitted, the save flag. */
const submissionOf =
  (mustSave: boolean) =>
  ({ context }: { context: WizardContext }): StepSubmission => ({
    step: context.step,
    values: context.lastSubmission.values,
    mustSave,
  });

/** Keeps what the applicant asked to save (Continue, send, "Reprendre plus tard"). */
const rememberSubmission = (mustSave: boolean) =>
  ({
    type: "rememberSubmission",
    params: ({ event }: { event: WizardEvent }) => ({
      values: "values" in event ? event.values : {},
      mustSave,
    }),
  }) as const;

/** The next and the previous step (through `goToStep`, which starts step 4's files). */
const toNextStep = {
  type: "goToStep",
  params: ({ context }: { context: WizardContext }) => (context.step + 1) as FormStep,
} as const;
const toPreviousStep = {
  type: "goToStep",
  params: ({ context }: { context: WizardContext }) => (context.step - 1) as FormStep,
} as const;

/** Remembers the current step (and its dossier) for a reload. */
const persistStep = {
  type: "persistStep",
  params: ({ context }: { context: WizardContext }) => ({
    step: context.step,
    dossierId: context.dossier.dossierId,
  }),
} as const;

/**
 * The step was saved: its record holds what the server now holds (the form follows it), and the
 * snackbar shows.
 */
const savedStepTold = [
  {
    type: "tellSavedRecord",
    params: ({ event }: { event: { output: StepSaveAnswer } }) => event.output,
  },
  {
    type: "adoptSavedPrices",
    params: ({ event }: { event: { output: StepSaveAnswer } }) => event.output,
  },
  "showSavedNotice",
] as const;

/** `enqueueActions` typed for the wizard (setup cannot infer it for its own actions). */
const wizardActions = enqueueActions<
  WizardContext,
  WizardEvent,
  StepSaveAnswer,
  WizardEvent,
  never,
  never,
  never,
  never,
  never
>;

/**
 * Run before the move to the next step (`context.step` is still the step saved): the step's
 * record takes what the server now holds, and step 3's choice takes step 2's saved situation.
 */
const tellSavedRecord = wizardActions(({ context, enqueue }, answer) => {
  const recordId = context.step in recordOfStep ? recordOfStep[context.step as 2 | 3] : null;
  if (recordId !== null && answer.record !== null)
    enqueue.sendTo(recordId, { type: "saved", record: answer.record } satisfies StepRecordEvent);
  if (answer.situation !== undefined)
    enqueue.sendTo("guarantees", {
      type: "situationSaved",
      status: answer.situation,
    } satisfies GuaranteesEvent);
});

/** The failure a save, check or send actor rejected with, typed (generic when unknown). */
const rememberFailure = {
  type: "rememberSaveError",
  params: ({ event }: { event: { error: unknown } }) => reasonOf(event.error),
} as const;

/** The call failed because the device is offline. */
const failedOffline = {
  type: "isOfflineFailure",
  params: ({ event }: { event: { error: unknown } }) => event.error,
} as const;

/**
 * A save, check or send failed: offline, the step waits for the connection and saves again by
 * itself; otherwise it shows the reason and waits for the applicant.
 */
const onFailure = (what: string, otherwise: string) => [
  {
    guard: failedOffline,
    target: "#wizard.editing.waitingForConnection",
    actions: rememberFailure,
    description: `The ${what} failed because the device is offline: same step, the input kept, "Vous êtes hors ligne" shown; it is made again once the connection is back.`,
  },
  { target: "#wizard.editing", actions: rememberFailure, description: otherwise },
];

export const wizardMachine = setup({
  types: {
    input: {} as WizardInput,
    context: {} as WizardContext,
    events: {} as WizardEvent,
    output: {} as WizardOutput,
    tags: {} as "saving" | "sending",
    children: {} as {
      savedNotice: "savedNotice";
      prebooking: "prebooking";
      profileRecord: "profileRecord";
      guaranteeRecord: "guaranteeRecord";
      guarantees: "guarantees";
      saveStepToContinue: "submitStep";
      saveStepForLater: "submitStep";
      refreshDossier: "getDossierInfo";
      checkDossier: "checkDossier";
      sendDossier: "sendDossier";
      documents: "documentsStep";
      connection: "awaitConnection";
    },
  },
  actors: {
    /** The snackbar "L'étape a été enregistré" and its five seconds (machines/savedNotice.ts). */
    savedNotice: savedNoticeMachine,
    /** The pre-booking countdown and its end-of-pre-reservation dialog (machines/prebooking.ts). */
    prebooking: prebookingMachine,
    /** Step 2's server record (`getInfosPersonnelles`) and its local draft (machines/stepRecord.ts). */
    profileRecord: stepRecordMachine,
    /** Step 3's server record (`getInfosGarant`) and its local draft (machines/stepRecord.ts). */
    guaranteeRecord: stepRecordMachine,
    /** Step 3's choice of guarantee (machines/guarantees.ts), waiting for the step's record. */
    guarantees: guaranteesMachine,
    /** Saves one step's form (setInfos, setInfosPersonnelles, setInfosGarant, newsletter). */
    submitStep: providedByApp.actor<StepSaveAnswer, StepSubmission>("wizard", "submitStep"),
    /** POST dossier/check. */
    checkDossier: providedByApp.actor<DossierCheckAnswer>("wizard", "checkDossier"),
    /** GET dossier/envoyer. */
    sendDossier: providedByApp.actor<SendAnswer>("wizard", "sendDossier"),
    /** POST dossier/getInfos: the dossier again, after "Reprendre plus tard". */
    getDossierInfo: providedByApp.actor<LoadedDossier>("wizard", "getDossierInfo"),
    /** Step 4's files (machines/documentsStep.ts), spawned while step 4 is shown. */
    documentsStep: documentsStepOfWizard,
    /** Listens for the browser's `online` event and sends `connectionRestored`. */
    awaitConnection: providedByApp.callback<EventObject>("wizard", "awaitConnection"),
  },
  guards: {
    mayContinue: ({ context }) => hasDossier(context) && context.step < DOCUMENTS_STEP,
    maySend: ({ context }) => hasDossier(context) && context.step === DOCUMENTS_STEP,
    maySaveForLater: ({ context }) => hasDossier(context),
    hasPreviousStep: ({ context }) => context.step > firstEditableStep(context.dossier),
    mayJumpToStep: ({ context }, target: FormStep) =>
      hasDossier(context) &&
      context.isFormPresent &&
      target !== context.step &&
      target >= firstEditableStep(context.dossier),
    isOnDocumentsStep: ({ context }) => context.step === DOCUMENTS_STEP,
    isDocumentsStep: (_, step: FormStep) => step === DOCUMENTS_STEP,
    isComplete: (_, answer: DossierCheckAnswer) => answer.outcome === "complete",
    wasDeposited: (_, answer: SendAnswer) => answer.outcome === "deposited",
    isNoLongerAvailable: (_, answer: SendAnswer) => answer.outcome === "noLongerAvailable",
    hasRefreshFailed: ({ context }) => context.hasRefreshFailed,
    /** The failure is answered by a pop-up (gender incompatibility, insufficient guarantees). */
    isOfflineFailure: (_, error: unknown) => reasonOf(error).kind === "offline",
    wasSavingForLater: ({ context }) => context.lastSubmission.mustSave,
    isShownAsDialog: ({ context }) =>
      context.saveError?.kind === "genderIncompatible" ||
      context.saveError?.kind === "insufficientGuarantees",
  },
  actions: {
    markFormPresent: assign({ isFormPresent: true }),
    markChanged: assign({ hasUnsavedChanges: true }),
    markSaved: assign({ hasUnsavedChanges: false }),
    /** The current step was saved: when it is step 1, the server now holds the stay. */
    markStepHeld: assign({
      isStayHeld: ({ context }) => context.isStayHeld || context.step === 1,
    }),
    // Step 4's files start when step 4 opens; `closeDocumentsStep`, before a move, stops them.
    goToStep: assign(({ context, spawn }, step: FormStep) => {
      if (step === DOCUMENTS_STEP && context.step !== DOCUMENTS_STEP)
        spawn("documentsStep", documentsChild);
      return onStep(step);
    }),
    /** Before a move off step 4: its files stop (nothing happens when they do not run). */
    closeDocumentsStep: stopChild(DOCUMENTS_ID),
    /** The wizard opens on step 4 (a reload there): its files start. */
    openDocumentsStep: assign(({ context, spawn }) => {
      if (context.step === DOCUMENTS_STEP) spawn("documentsStep", documentsChild);
      return {};
    }),
    rememberSaveError: assign({ saveError: (_, reason: StepSaveError) => reason }),
    rememberSubmission: assign({
      lastSubmission: (_, submission: WizardContext["lastSubmission"]) => submission,
    }),
    clearError: assign({ saveError: null }),
    // Key by key, so a test plan sees that a reload clears `hasRefreshFailed` (contextFacts.ts).
    rememberDossier: assign({
      dossier: (_, loaded: LoadedDossier) => loaded.dossier,
      details: (_, loaded: LoadedDossier) => loaded.details,
      hasRefreshFailed: false,
    }),
    markRefreshFailed: assign({ hasRefreshFailed: true }),
    rememberMissingItems: assign({ missingItems: (_, items: MissingItem[]) => items }),
    forgetMissingItems: assign({ missingItems: [] }),
    tellSavedRecord,
    /** Step 1's prices take the saved promo code's discount (a plain assign: the plan reads it). */
    adoptSavedPrices: assign({
      details: ({ context }, answer: StepSaveAnswer) =>
        answer.pricing ? { ...context.details, pricing: answer.pricing } : context.details,
    }),
    showSavedNotice: sendTo(SAVED_NOTICE_ID, { type: "stepSaved" }),
    /** After "Reprendre plus tard": the notice that says what saving for later means. */
    showSavedForLaterNotice: sendTo(SAVED_NOTICE_ID, { type: "savedForLater" }),
    /** The lot-released dialog and its ways out are the countdown's (machines/prebooking.ts). */
    tellCountdownLotReleased: sendTo("prebooking", { type: "lotReleased" }),
    /** Keeps the step and its dossier in local storage (`step`, `dossier_id`), for a reload. */
    persistStep: providedByApp.action<{ step: FormStep; dossierId: string | null }>(
      "wizard",
      "persistStep",
    ),
    /** Pushes the analytics event (Continue, save later, deposit) to the data layer. */
    trackTunnelEvent: providedByApp.action<AnalyticsEvent>("wizard", "trackTunnelEvent"),
    /** Sets the local `has_just_deposed` flag (step 5 keeps the help column). */
    rememberJustDeposited: providedByApp.action("wizard", "rememberJustDeposited"),
    goHome: providedByApp.action("wizard", "goHome"),
  },
}).createMachine({
  id: "wizard",
  meta: { spec: ["tunnel §4 Wizard moves", "tunnel §4 Sending (step 4)"] },
  description:
    "The application's steps 1 to 4: Continue saves then moves on, Back, progress-bar jumps, save and resume later, unsaved-changes tracking, then sending the file (check, send) to reach step 5.",
  context: ({ input }) => ({
    dossier: input.loaded.dossier,
    details: input.loaded.details,
    ...onStep(openingStep(input.stored, input.loaded.dossier)),
    hasRefreshFailed: false,
    missingItems: [],
    lastSubmission: { values: {}, mustSave: false },
    isStayHeld: input.loaded.details.crm?.eft_duree_du_sejour != null,
  }),
  output: ({ event }) => (event.output as WizardOutput | undefined) ?? { next: "leftTunnel" },
  // These children live as long as the wizard, each known by its id in the tunnel's actor system:
  // the snackbar (a save at any step shows it); the countdown, which runs while steps 1 to 4 show
  // (the wizard ends at step 5); the records of steps 2 and 3, loaded once when the wizard opens,
  // and step 3's choice of guarantee, so Back and Continue keep what they hold.
  invoke: [
    { id: SAVED_NOTICE_ID, systemId: SAVED_NOTICE_ID, src: "savedNotice" },
    {
      id: "prebooking",
      systemId: "prebooking",
      src: "prebooking",
      input: ({ context }) => ({ dossier: context.dossier }),
    },
    {
      id: "profileRecord",
      systemId: "profileRecord",
      src: "profileRecord",
      input: ({ context }) => ({ dossierId: context.dossier.dossierId }),
    },
    {
      id: GUARANTEE_RECORD_ID,
      systemId: GUARANTEE_RECORD_ID,
      src: "guaranteeRecord",
      input: ({ context }) => ({ dossierId: context.dossier.dossierId }),
    },
    {
      id: "guarantees",
      systemId: "guarantees",
      src: "guarantees",
      input: ({ context }) => ({ dossierId: context.dossier.dossierId }),
    },
  ],
  // Opened on step 4: its files run from the start (later moves start and stop them).
  entry: "openDocumentsStep",
  initial: "editing",
  states: {
    editing: {
      description:
        "The current step's form is shown (or, without a dossier, the welcome message of step 1).",
      entry: persistStep,
      initial: "idle",
      states: {
        idle: {
          description: "The form waits for the applicant (a failed save's reason, if any, shown).",
        },
        waitingForConnection: {
          meta: { spec: "tunnel §8 Saves" },
          description:
            'A save failed offline: "Vous êtes hors ligne", the input kept; the browser\'s `online` event makes it again.',
          invoke: { id: "connection", src: "awaitConnection" },
          // Left any other way than by the retry (another save, a step change, the recap's
          // reload): no save waits any more, so the promise of one goes.
          exit: "clearError",
          on: {
            connectionRestored: [
              {
                guard: "wasSavingForLater",
                target: "#wizard.savingForLater",
                actions: "clearError",
                description:
                  'Back online: "Reprendre plus tard" is made again with what was typed, without a click.',
              },
              {
                target: "#wizard.savingToContinue",
                actions: "clearError",
                description:
                  "Back online: Continue (or sending the file) is made again with what was typed, without a click.",
              },
            ],
          },
        },
      },
      on: {
        formLoaded: {
          actions: "markFormPresent",
          description: "The step's form is on screen with its data.",
        },
        formChanged: {
          actions: "markChanged",
          description: "The applicant changed the form: leaving now would lose it.",
        },
        formSaved: {
          actions: "markSaved",
          description: "The form matches what the server has again.",
        },
        continue: {
          guard: "mayContinue",
          target: "savingToContinue",
          actions: [
            "clearError",
            rememberSubmission(false),
            {
              type: "trackTunnelEvent",
              params: ({ context }) => tunnelEvent("tunnel_continue", context.step),
            },
          ],
          description: "Continue (steps 1 to 3, with a dossier): save the step first.",
        },
        sendRequest: {
          guard: "maySend",
          target: "savingToContinue",
          actions: [
            "clearError",
            rememberSubmission(false),
            {
              type: "trackTunnelEvent",
              params: ({ context }) => tunnelEvent("tunnel_continue", context.step),
            },
          ],
          description: '"Envoyer votre demande" (step 4): save the step, then send the file.',
        },
        back: {
          guard: "hasPreviousStep",
          target: ".idle",
          actions: ["closeDocumentsStep", toPreviousStep, persistStep],
          description:
            "Back: the previous step, without saving (2→1, 3→2, 4→3; not to step 1 for a file sent back for changes); a save waiting for the connection is dropped.",
        },
        jumpToStep: {
          guard: { type: "mayJumpToStep", params: ({ event }) => event.step },
          target: ".idle",
          actions: [
            "closeDocumentsStep",
            { type: "goToStep", params: ({ event }) => event.step },
            persistStep,
          ],
          description:
            "A progress-bar click: only with a dossier, the form on screen, and toward another step (not step 1 for a file sent back for changes); a save waiting for the connection is dropped.",
        },
        saveAndResumeLater: {
          guard: "maySaveForLater",
          target: "savingForLater",
          actions: [
            "clearError",
            rememberSubmission(true),
            {
              type: "trackTunnelEvent",
              params: ({ context }) => tunnelEvent("tunnel_save_later", context.step),
            },
          ],
          description: '"Reprendre plus tard": submit the step with the save flag.',
        },
        dismissError: {
          guard: "isShownAsDialog",
          actions: "clearError",
          description:
            'The pop-up of a refused save is closed ("Incompatibilité de genre", or "Garanties insuffisantes" at step 3): the step and its input stay.',
        },
        retryRefresh: {
          guard: "hasRefreshFailed",
          target: "refreshingDossier",
          description: "The reload after a save failed: the applicant asks for it again.",
        },
      },
    },
    savingToContinue: {
      tags: "saving",
      description: "Saves the current step's form.",
      invoke: {
        id: "saveStepToContinue",
        src: "submitStep",
        input: submissionOf(false),
        onDone: [
          {
            guard: "isOnDocumentsStep",
            target: "sending",
            actions: ["markSaved", "markStepHeld", ...savedStepTold],
            description: "Step 4 saved: check and send the file.",
          },
          {
            target: "editing",
            actions: ["markSaved", "markStepHeld", ...savedStepTold, toNextStep],
            description: "Saved: the snackbar confirms, and the next step opens (1→2, 2→3, 3→4).",
          },
        ],
        onError: onFailure(
          "save",
          "The save failed: same step, the input kept, the reason shown (under a field, under the form, the gender pop-up or the generic text); Continue retries.",
        ),
      },
    },
    savingForLater: {
      tags: "saving",
      description: 'Saves the current step\'s form with the save flag ("Reprendre plus tard").',
      invoke: {
        id: "saveStepForLater",
        src: "submitStep",
        input: submissionOf(true),
        onDone: {
          target: "refreshingDossier",
          actions: [
            "markSaved",
            "markStepHeld",
            savedStepTold[0],
            "showSavedForLaterNotice",
            "closeDocumentsStep",
            { type: "goToStep", params: ({ context }) => firstEditableStep(context.dossier) },
          ],
          description:
            "Saved: the flag is dropped, the notice says the file is saved and until when the flat stays held, step 1 opens (step 2 for a file sent back for changes) and the dossier is loaded again.",
        },
        onError: onFailure(
          "save",
          "The save failed: the flag is dropped, same step and input, the reason shown as for Continue.",
        ),
      },
    },
    refreshingDossier: {
      description:
        'After "Reprendre plus tard": loads the dossier again so the recap shows the file as saved.',
      invoke: {
        id: "refreshDossier",
        src: "getDossierInfo",
        onDone: {
          target: "editing",
          actions: { type: "rememberDossier", params: ({ event }) => event.output },
          description: "Loaded: the page shows the dossier as the server now has it.",
        },
        onError: {
          target: "editing",
          actions: "markRefreshFailed",
          description:
            "The reload failed: the file is saved, but the page says its recap may be stale and offers a retry.",
        },
      },
    },
    sending: {
      meta: { spec: "tunnel §4 Sending (step 4)" },
      tags: "sending",
      description: "Sends the application: check the file, then send it.",
      initial: "checkingDossier",
      states: {
        checkingDossier: {
          description: "Checks that the file is complete.",
          invoke: {
            id: "checkDossier",
            src: "checkDossier",
            onDone: [
              {
                guard: { type: "isComplete", params: ({ event }) => event.output },
                target: "sendingDossier",
                description: "Complete: send it.",
              },
              {
                target: "#wizard.showingIncompleteRequest",
                actions: {
                  type: "rememberMissingItems",
                  params: ({ event }) =>
                    event.output.outcome === "incomplete" ? event.output.missingItems : [],
                },
                description: "Items are missing: list them, each linking to its step.",
              },
            ],
            onError: onFailure("check", "The check failed: back on step 4 with the reason."),
          },
        },
        sendingDossier: {
          description: "Sends the file.",
          invoke: {
            id: "sendDossier",
            src: "sendDossier",
            onDone: [
              {
                guard: { type: "wasDeposited", params: ({ event }) => event.output },
                target: "#wizard.showingDepositSent",
                actions: [
                  "rememberJustDeposited",
                  { type: "trackTunnelEvent", params: { event: "deposit_conversion" } },
                ],
                description:
                  "Deposited: remember it locally, fire the conversion event, confirm to the applicant.",
              },
              {
                guard: { type: "isNoLongerAvailable", params: ({ event }) => event.output },
                target: "#wizard.showingTooLate",
                description: "annoncePlusDisponible: the flat is no longer available.",
              },
              {
                target: "#wizard.editing",
                actions: "tellCountdownLotReleased",
                description:
                  "Any other answer: the pre-reservation could not be kept; the countdown's lot-released dialog opens over step 4.",
              },
            ],
            onError: onFailure("send", "The send failed: back on step 4 with the reason."),
          },
        },
      },
    },
    showingIncompleteRequest: {
      meta: { spec: "tunnel §2 Pop-ups" },
      description:
        'The "incomplete request" dialog lists the missing items, each a link to a step.',
      on: {
        jumpToStep: [
          {
            guard: { type: "isDocumentsStep", params: ({ event }) => event.step },
            target: "editing",
            // Sending starts at step 4, so the applicant is there: its files stay on screen as
            // they are, and the progress bar stays usable (no `goToStep`, which would reset it).
            actions: "forgetMissingItems",
            description: "A missing item of step 4: step 4 again, its files as they are.",
          },
          {
            target: "editing",
            actions: [
              "forgetMissingItems",
              "closeDocumentsStep",
              { type: "goToStep", params: ({ event }) => event.step },
            ],
            description: "A missing item's link: that step opens.",
          },
        ],
        close: {
          target: "editing",
          actions: "forgetMissingItems",
          description: "Closed: back on step 4.",
        },
      },
    },
    showingDepositSent: {
      meta: { spec: "tunnel §2 Pop-ups" },
      description:
        '"Demande de réservation envoyée": the reference and arrival date, thanks, a reply will come.',
      on: {
        acknowledgeDeposit: {
          target: "submitted",
          description: '"Continuer": on to step 5.',
        },
      },
    },
    showingTooLate: {
      meta: { spec: "tunnel §2 Pop-ups" },
      description: '"Trop tard !": the flat was taken before the file was sent.',
      on: {
        close: { target: "editing", description: '"Fermer": back on step 4.' },
        newSearch: { target: "sentHome", description: '"Nouvelle recherche": the home page.' },
      },
    },
    submitted: {
      type: "final",
      output: ({ context }) => ({
        next: "followUp" as const,
        loaded: { dossier: context.dossier, details: context.details },
      }),
      description: "The file was sent: step 5 (follow-up) takes over.",
    },
    sentHome: { type: "final", entry: "goHome", description: "Sent to the home page." },
  },
});
