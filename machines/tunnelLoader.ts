/**
 * Loading the reservation tunnel (tunnel spec 4, "Loading the tunnel"): which page the applicant
 * lands on, after creating the temporary application of the flat they chose (or handing a
 * resicamp choice over to the residence site), asking about a change of apartment, or explaining
 * why the chosen flat cannot be booked.
 *
 * Every call needs a signed-in applicant, so signing in is checked first; the spec's rules keep
 * their order otherwise. Each call is an actor the app provides; a failed call waits for `retry`
 * and runs again, so loading never ends in a dead end. The temporary info is forgotten (an action
 * the app provides) once used, expired, or unusable because a dossier is already under way.
 */
import { assign, setup } from "xstate";
import type { DossierInfo } from "../src/api/dossierSchemas.ts";
import type { TemporaryApplication } from "../src/api/schemas.ts";
import type { TemporaryDossierInfo } from "../src/storage/temporaryDossier.ts";
import { isReopenableStep, type ReopenableStep } from "./followUp.selectors.ts";
import { followUpMachine, type PaymentReturn } from "./followUp.ts";
import { providedByApp } from "./provided.ts";
import {
  informationStatus,
  isSentBackForChanges,
  type ListingTarget,
  type LoadedDossier,
  selectLastSearchTarget,
  TUNNEL_ROUTE,
  type TunnelDossier,
  type TunnelErrorCode,
} from "./tunnelLoader.dossier.ts";
import {
  isAnotherLotWaiting,
  isFollowUpDue,
  isOpenToNewApplication,
  isTemporaryInfoValid,
} from "./tunnelLoader.selectors.ts";
import { type StoredStep, type WizardOutput, wizardMachine } from "./wizard.ts";

export interface TunnelLoaderInput {
  isSignedIn: boolean;
  /** The flat chosen before signing in (local storage), or null. */
  temporaryDossierInfo: TemporaryDossierInfo | null;
  /** Epoch ms when the tunnel page opened: the temporary info must be valid after it. */
  now: number;
  /** Where the applicant was in a dossier before a reload (local storage), for the wizard. */
  storedStep?: StoredStep;
  /** The step the page's address names (1 to 5), if any: a reopened file's step after a reload. */
  addressStep?: number;
  /** Where the card page sent the applicant back (`?payment=`), read once; for step 5. */
  paymentReturn?: PaymentReturn | null;
  /** The `has_just_deposed` flag (local storage): the file was sent and step 5 not shown since. */
  hasJustDeposited?: boolean;
}

export interface TunnelLoaderContext {
  isSignedIn: boolean;
  temporaryDossierInfo: TemporaryDossierInfo | null;
  /** The moment loading started; the temporary info's validity is judged at this moment. */
  startedAt: number;
  /** The dossier as last loaded (`getDossierInfo`); null before. */
  dossier: TunnelDossier | null;
  /** The whole answer of that load, which the page renders; null before. */
  details: DossierInfo | null;
  /** The error shown in the open dialog; null when none. */
  errorCode: TunnelErrorCode | null;
  /** Where the applicant was before a reload; the wizard opens there (`resumeStep`). */
  storedStep: StoredStep | undefined;
  /**
   * The step the address named when the page opened. For a file sent back for changes, a form
   * step there means it was reopened before the reload (the address is this device's memory).
   * Reopening from step 5 sets it to the step asked for (a reason's link), or clears it (step 2).
   */
  addressStep: number | undefined;
  /** The card page's answer, until step 5 has shown it once. */
  paymentReturn: PaymentReturn | null;
  /**
   * The file was sent moments ago: step 5 shows the right column (help and "Vos questions") this
   * time only (tunnel spec 2, common frame). Its stored flag is forgotten once step 5 shows.
   */
  hasJustDeposited: boolean;
}

export type TunnelLoaderEvent =
  | { type: "retry" }
  | { type: "confirmBedChange" }
  | { type: "cancelBedChange" }
  | { type: "restartSearch" }
  | { type: "newSearch" }
  | { type: "lastSearch" }
  /**
   * Step 5's "Compléter ma demande" (sent by the follow-up, the loader's child): a file sent back
   * for changes opens its steps again.
   */
  | { type: "reopenForChanges"; step?: ReopenableStep };

/** `getTypeDossier`'s answer as the machine needs it. */
export interface DossierTypeAnswer {
  /** The status of the applicant's current dossier; null when the answer is empty (no dossier). */
  statuscode: string | null;
}

/**
 * `dossierTemporaire/creer`'s answer: `created` for OK, `unavailable` for the KO marker (lot
 * taken), `genderIncompatible` when the server refused with `colocationIncorrecte`.
 * Any other failure rejects.
 */
export type TemporaryApplicationAnswer = {
  outcome: "created" | "unavailable" | "genderIncompatible";
};

/** `dossier/changementBien`'s answer: `unavailable` for the KO marker (the new lot was taken). */
export type BedChangeAnswer = { outcome: "changed" | "unavailable" };

/** `dossierResicamp/handle`'s answer: the residence site's check-selection page. */
export interface ResicampHandOverAnswer {
  checkPageUrl: string;
}

/** Where the applicant goes back to search: the chosen flat type's page when known. */
export interface SearchReturn {
  /** The flat type's alias kept with the temporary info; null for a fresh search. */
  typology: string | null;
  /** The arrival date the applicant had chosen, if known. */
  arrivalDate: string | null;
}

/**
 * The loader ends only when the visitor leaves the tunnel (sign-in, home, a search, the residence
 * site); the wizard and step 5 are states it stays in, since step 5 may open the steps again.
 */
export type TunnelLoaderOutput = { next: "leftTunnel" };

/** An app-provided effect left unprovided is a bug: make it loud, not a silent no-op. */
const mustBeProvided = <Params = undefined>(name: string) =>
  providedByApp.action<Params>("tunnelLoader", name);
const mustBeProvidedActor = <Output, Input = void>(name: string) =>
  providedByApp.actor<Output, Input>("tunnelLoader", name);

/** A loading call that fails waits in its `failed` child for `retry`. */
const callFailed = {
  target: ".failed",
  description: "The call failed: show the generic error and offer to retry.",
} as const;

/**
 * The inside of a state that makes one loading call: waiting for the answer, or failed with the
 * generic error until `retry` re-enters the state, which makes the call again.
 */
function waitingOrRetrying(stateName: string) {
  return {
    initial: "waitingForAnswer",
    states: {
      waitingForAnswer: { tags: "loading", description: "The call is in flight." },
      failed: {
        tags: "loadFailed",
        description: "The generic error is shown with a retry button.",
        on: {
          retry: {
            target: `#tunnelLoader.${stateName}`,
            reenter: true,
            description: "Calls again.",
          },
        },
      },
    },
  } as const;
}

function applicationOf(info: TemporaryDossierInfo): TemporaryApplication {
  const { id_residence, type_typologie, id_bien, date_arrivee, resicamp, id_offre } = info;
  return { id_residence, type_typologie, id_bien, date_arrivee, resicamp, id_offre };
}

/**
 * Where the wizard opens: for a file sent back for changes, the step its address named (else
 * step 2, as "Compléter ma demande" opens it); for any other file, the step stored for a reload.
 */
function storedStepForWizard(context: TunnelLoaderContext): { stored?: StoredStep } {
  const dossier = context.dossier as TunnelDossier;
  if (!isSentBackForChanges(dossier.statuscode))
    return context.storedStep ? { stored: context.storedStep } : {};
  return isReopenableStep(context.addressStep)
    ? { stored: { step: context.addressStep, dossierId: dossier.dossierId ?? undefined } }
    : {};
}

export const tunnelLoaderMachine = setup({
  types: {
    input: {} as TunnelLoaderInput,
    context: {} as TunnelLoaderContext,
    events: {} as TunnelLoaderEvent,
    output: {} as TunnelLoaderOutput,
    tags: {} as "loading" | "loadFailed" | "dialogBusy" | "genderIncompatibility",
    children: {} as {
      wizard: "wizard";
      followUp: "followUp";
      getTypeDossier: "getTypeDossier";
      createTemporaryApplication: "createTemporaryApplication";
      handOverToResicamp: "handOverToResicamp";
      getDossierInfo: "getDossierInfo";
      changeBed: "changeBed";
      restartColocationSearch: "restartColocationSearch";
      reloadDossierInfo: "getDossierInfo";
    },
  },
  actors: {
    /** Steps 1 to 4 (machines/wizard.ts), a child of the loader in the tunnel's actor system. */
    wizard: wizardMachine,
    /** Step 5 (machines/followUp.ts), the loader's child once the file is sent. */
    followUp: followUpMachine,
    /** GET dossierDepose/getTypeDossier. */
    getTypeDossier: mustBeProvidedActor<DossierTypeAnswer>("getTypeDossier"),
    /** POST dossierTemporaire/creer with the spec's six fields. */
    createTemporaryApplication: mustBeProvidedActor<
      TemporaryApplicationAnswer,
      TemporaryApplication
    >("createTemporaryApplication"),
    /** POST dossierResicamp/handle with the chosen lot. */
    handOverToResicamp: mustBeProvidedActor<ResicampHandOverAnswer, { id_bien: string }>(
      "handOverToResicamp",
    ),
    /** POST dossier/getInfos, mapped to the facts the tunnel decides on. */
    getDossierInfo: mustBeProvidedActor<LoadedDossier>("getDossierInfo"),
    /** POST dossier/changementBien with the waiting temporary application. */
    changeBed: mustBeProvidedActor<BedChangeAnswer, { dossierTmp: string }>("changeBed"),
    /** GET dossier/relancerRechercheColocation: lets go of the shared flat. */
    restartColocationSearch: mustBeProvidedActor<unknown>("restartColocationSearch"),
  },
  guards: {
    isSignedOut: ({ context }) => !context.isSignedIn,
    hasNoTemporaryInfo: ({ context }) => context.temporaryDossierInfo === null,
    isTemporaryInfoExpired: ({ context }) =>
      context.temporaryDossierInfo !== null &&
      !isTemporaryInfoValid(context.temporaryDossierInfo, context.startedAt),
    isOpenToNewApplication: (_, answer: DossierTypeAnswer) =>
      isOpenToNewApplication(answer.statuscode),
    isOpenToResicampHandOver: ({ context }, answer: DossierTypeAnswer) =>
      isOpenToNewApplication(answer.statuscode) && context.temporaryDossierInfo?.resicamp === true,
    wasCreated: (_, answer: TemporaryApplicationAnswer) => answer.outcome === "created",
    isGenderIncompatible: (_, answer: TemporaryApplicationAnswer) =>
      answer.outcome === "genderIncompatible",
    isAnotherLotWaiting: (_, dossier: TunnelDossier) => isAnotherLotWaiting(dossier),
    isLotFreed: (_, dossier: TunnelDossier) =>
      dossier.informationStatus === informationStatus.lotFreed,
    isFinished: (_, dossier: TunnelDossier) => isFollowUpDue(dossier),
    isSentBackForChanges: (_, dossier: TunnelDossier) => isSentBackForChanges(dossier.statuscode),
    isReopenedAtAddress: ({ context }, dossier: TunnelDossier) =>
      isSentBackForChanges(dossier.statuscode) && isReopenableStep(context.addressStep),
    wasBedChanged: (_, answer: BedChangeAnswer) => answer.outcome === "changed",
    hasLastSearchTarget: ({ context }) => selectLastSearchTarget(context.dossier) !== null,
    wasSent: (_, output: WizardOutput) => output.next === "followUp",
  },
  actions: {
    rememberDossier: assign((_, loaded: LoadedDossier) => ({
      dossier: loaded.dossier,
      details: loaded.details,
    })),
    rememberError: assign({ errorCode: (_, code: TunnelErrorCode) => code }),
    clearError: assign({ errorCode: null }),
    /**
     * "Compléter ma demande" opens step 2, a reason's link its own step, whatever step the
     * address named at first.
     */
    openAtStep: assign({ addressStep: (_, step: ReopenableStep | undefined) => step }),
    /** The card page's answer was shown by the follow-up: a later one starts without it. */
    forgetPaymentReturn: assign({ paymentReturn: null }),
    /** The wizard sent the file: step 5 shows right after sending. */
    markJustDeposited: assign({ hasJustDeposited: true }),
    /** The steps open again: a later step 5 is no longer right after sending. */
    unmarkJustDeposited: assign({ hasJustDeposited: false }),
    /** Sends the visitor to the identity provider, to come back to `returnTo` afterwards. */
    redirectToSignIn: mustBeProvided<{ returnTo: string }>("redirectToSignIn"),
    goHome: mustBeProvided("goHome"),
    /** Leaves for the residence site's check-selection page (resicamp hand-over). */
    redirectToResicampCheck: mustBeProvided<{ url: string }>("redirectToResicampCheck"),
    goBackToSearch: mustBeProvided<SearchReturn>("goBackToSearch"),
    goToLastSearch: mustBeProvided<ListingTarget>("goToLastSearch"),
    /** Removes the temporary dossier info from local storage. */
    forgetTemporaryDossierInfo: mustBeProvided("forgetTemporaryDossierInfo"),
    /**
     * Removes the `has_just_deposed` flag from local storage: step 5 is shown, so it is consumed
     * and a reload shows step 5 without the right column.
     */
    forgetJustDepositedFlag: mustBeProvided("forgetJustDepositedFlag"),
  },
}).createMachine({
  id: "tunnelLoader",
  meta: { spec: "tunnel §4 Loading the tunnel" },
  description:
    "Loading the reservation tunnel: sign-in, the temporary application of the chosen flat (or the resicamp hand-over), the bed-change question, a freed lot, then the wizard or the follow-up (step 5).",
  context: ({ input }) => ({
    isSignedIn: input.isSignedIn,
    temporaryDossierInfo: input.temporaryDossierInfo,
    startedAt: input.now,
    dossier: null,
    details: null,
    errorCode: null,
    storedStep: input.storedStep,
    addressStep: input.addressStep,
    paymentReturn: input.paymentReturn ?? null,
    hasJustDeposited: input.hasJustDeposited ?? false,
  }),
  output: () => ({ next: "leftTunnel" }),
  initial: "checkingWhatToLoad",
  states: {
    checkingWhatToLoad: {
      description:
        "Decides the first move from what the page knows: whether someone is signed in and whether a flat was chosen before.",
      always: [
        {
          guard: "isSignedOut",
          target: "sentToSignIn",
          description: "Nobody is signed in: every call needs an applicant, so sign in first.",
        },
        {
          guard: "hasNoTemporaryInfo",
          target: "fetchingDossierInfo",
          description: "No flat was chosen before: load the applicant's dossier as it is.",
        },
        {
          guard: "isTemporaryInfoExpired",
          target: "sentHome",
          actions: "forgetTemporaryDossierInfo",
          description:
            "The chosen flat's info is no longer valid (5 minutes, strictly in the future): forget it and go home.",
        },
        {
          target: "fetchingDossierType",
          description: "A flat was chosen moments ago: find out whether it can be booked now.",
        },
      ],
    },
    fetchingDossierType: {
      description: "Asks for the type and status of the applicant's current dossier.",
      invoke: {
        id: "getTypeDossier",
        src: "getTypeDossier",
        onDone: [
          {
            guard: { type: "isOpenToResicampHandOver", params: ({ event }) => event.output },
            target: "handingOverToResicamp",
            description:
              "No dossier, or one in creation or abandoned, and the chosen flat is a resicamp offer: the residence site takes over.",
          },
          {
            guard: { type: "isOpenToNewApplication", params: ({ event }) => event.output },
            target: "creatingTemporaryApplication",
            description:
              "No dossier, or one in creation or abandoned: create the temporary application of the chosen flat.",
          },
          {
            target: "fetchingDossierInfo",
            actions: "forgetTemporaryDossierInfo",
            description:
              "A dossier is already under way: the chosen flat cannot be booked now; load that dossier.",
          },
        ],
        onError: callFailed,
      },
      ...waitingOrRetrying("fetchingDossierType"),
    },
    creatingTemporaryApplication: {
      description:
        "Creates the temporary application of the chosen flat (residence, flat type, lot, arrival date, resicamp flag, offer).",
      invoke: {
        id: "createTemporaryApplication",
        src: "createTemporaryApplication",
        input: ({ context }) => applicationOf(context.temporaryDossierInfo as TemporaryDossierInfo),
        onDone: [
          {
            guard: { type: "wasCreated", params: ({ event }) => event.output },
            target: "fetchingDossierInfo",
            actions: "forgetTemporaryDossierInfo",
            description: "The flat is held: forget the temporary info and load the dossier.",
          },
          {
            guard: { type: "isGenderIncompatible", params: ({ event }) => event.output },
            target: "showingGenderIncompatibility",
            actions: "forgetTemporaryDossierInfo",
            description:
              "The shared flat is reserved for the other gender (colocationIncorrecte): say so.",
          },
          {
            target: "showingApartmentUnavailable",
            actions: "forgetTemporaryDossierInfo",
            description: "The KO marker: someone else booked the flat meanwhile.",
          },
        ],
        onError: callFailed,
      },
      ...waitingOrRetrying("creatingTemporaryApplication"),
    },
    handingOverToResicamp: {
      description: "Tells the server the chosen lot goes through the resicamp flow.",
      invoke: {
        id: "handOverToResicamp",
        src: "handOverToResicamp",
        input: ({ context }) => ({
          id_bien: (context.temporaryDossierInfo as TemporaryDossierInfo).id_bien,
        }),
        onDone: {
          target: "handedOverToResicamp",
          actions: [
            "forgetTemporaryDossierInfo",
            {
              type: "redirectToResicampCheck",
              params: ({ event }) => ({ url: event.output.checkPageUrl }),
            },
          ],
          description: "Accepted: leave for the residence site's check-selection page.",
        },
        onError: callFailed,
      },
      ...waitingOrRetrying("handingOverToResicamp"),
    },
    fetchingDossierInfo: {
      description: "Loads the applicant's dossier to decide which page of the tunnel to show.",
      invoke: {
        id: "getDossierInfo",
        src: "getDossierInfo",
        onDone: [
          {
            guard: { type: "isAnotherLotWaiting", params: ({ event }) => event.output.dossier },
            target: "askingAboutBedChange",
            actions: { type: "rememberDossier", params: ({ event }) => event.output },
            description:
              "A lot is pre-reserved and a temporary application for another one waits: ask whether to change apartment.",
          },
          {
            guard: { type: "isLotFreed", params: ({ event }) => event.output.dossier },
            target: "showingFreedLot",
            actions: { type: "rememberDossier", params: ({ event }) => event.output },
            description: "The pre-reserved lot was freed: show the freed-lot notice.",
          },
          {
            guard: { type: "isReopenedAtAddress", params: ({ event }) => event.output.dossier },
            target: "readyForWizard",
            actions: { type: "rememberDossier", params: ({ event }) => event.output },
            description:
              "A file sent back for changes, reloaded on a form step's address (2 to 4): it was reopened, so the wizard opens on that step.",
          },
          {
            guard: { type: "isFinished", params: ({ event }) => event.output.dossier },
            target: "readyForFollowUp",
            actions: { type: "rememberDossier", params: ({ event }) => event.output },
            description: "The dossier was sent (or refused since): go to step 5.",
          },
          {
            target: "readyForWizard",
            actions: { type: "rememberDossier", params: ({ event }) => event.output },
            description: "Anything else: the steps of the application (with or without a lot).",
          },
        ],
        onError: callFailed,
      },
      ...waitingOrRetrying("fetchingDossierInfo"),
    },
    askingAboutBedChange: {
      meta: { spec: "tunnel §2 Pop-ups" },
      description:
        'The "Changement d\'appartement" dialog: another apartment is already pre-reserved; change for the new one?',
      on: {
        confirmBedChange: {
          target: "changingBed",
          actions: "clearError",
          description: "The applicant takes the new apartment.",
        },
        cancelBedChange: {
          target: "readyForWizard",
          actions: "clearError",
          description: "The applicant keeps the apartment already pre-reserved.",
        },
      },
    },
    changingBed: {
      tags: "dialogBusy",
      description: "Moves the dossier to the new lot (changementBien).",
      invoke: {
        id: "changeBed",
        src: "changeBed",
        input: ({ context }) => ({
          dossierTmp: context.dossier?.temporaryApplicationId ?? "",
        }),
        onDone: [
          {
            guard: { type: "wasBedChanged", params: ({ event }) => event.output },
            target: "fetchingDossierInfo",
            description: "Changed: load the dossier with its new lot.",
          },
          {
            target: "showingApartmentUnavailable",
            description: "The KO marker: the new lot was taken meanwhile.",
          },
        ],
        onError: {
          target: "askingAboutBedChange",
          actions: { type: "rememberError", params: "bedChangeFailed" },
          description:
            'Failed: the dialog stays, with "Erreur lors de la modification du dossier"; confirming again retries.',
        },
      },
    },
    showingApartmentUnavailable: {
      meta: { spec: "tunnel §2 Pop-ups" },
      description: 'The "Désolé, cet appartement n\'est plus disponible" dialog.',
      on: {
        restartSearch: {
          target: "sentBackToSearch",
          actions: {
            type: "goBackToSearch",
            params: ({ context }) => ({
              typology: context.temporaryDossierInfo?.typology ?? null,
              arrivalDate: context.temporaryDossierInfo?.date_arrivee ?? null,
            }),
          },
          description: "Back to the chosen flat type's page, to pick another lot or date.",
        },
        newSearch: { target: "sentHome", description: "A new search, from the home page." },
      },
    },
    showingGenderIncompatibility: {
      meta: { spec: "tunnel §2 Pop-ups" },
      tags: "genderIncompatibility",
      description:
        'The "Incompatibilité de genre" dialog: the chosen shared flat is reserved for men or for women.',
      on: {
        restartSearch: {
          target: "releasingSharedFlat",
          actions: "clearError",
          description: '"Relancer la recherche": first let go of the shared flat.',
        },
      },
    },
    releasingSharedFlat: {
      tags: ["genderIncompatibility", "dialogBusy"],
      description: "Lets go of the shared flat (relancerRechercheColocation).",
      invoke: {
        id: "restartColocationSearch",
        src: "restartColocationSearch",
        onDone: {
          target: "sentBackToSearch",
          actions: {
            type: "goBackToSearch",
            params: ({ context }) => ({
              typology: null,
              arrivalDate: context.temporaryDossierInfo?.date_arrivee ?? null,
            }),
          },
          description: "Released: a fresh search at the same arrival date.",
        },
        onError: {
          target: "showingGenderIncompatibility",
          actions: { type: "rememberError", params: "bedReleaseFailed" },
          description:
            'Failed: the dialog stays, with "Erreur à la libération du bien"; the button retries.',
        },
      },
    },
    showingFreedLot: {
      meta: { spec: "tunnel §2 Step 1: Your apartment" },
      description:
        'The pre-reservation expired and the lot was freed: "Votre pré-réservation a expiré, l\'appartement a été libéré."',
      on: {
        lastSearch: {
          guard: "hasLastSearchTarget",
          target: "sentToLastSearch",
          description: '"Dernière recherche": the flat type\'s listing at the arrival date.',
        },
        newSearch: { target: "sentHome", description: "A new search, from the home page." },
      },
    },
    sentToSignIn: {
      meta: { spec: "tunnel §6 Roles and permissions" },
      type: "final",
      entry: { type: "redirectToSignIn", params: { returnTo: TUNNEL_ROUTE } },
      description: "Sent to sign in; the identity provider brings the applicant back here.",
    },
    sentHome: {
      type: "final",
      entry: "goHome",
      description: "Sent to the home page.",
    },
    sentBackToSearch: {
      type: "final",
      description: "Sent back to searching for a flat.",
    },
    sentToLastSearch: {
      type: "final",
      entry: {
        type: "goToLastSearch",
        params: ({ context }) => selectLastSearchTarget(context.dossier) as ListingTarget,
      },
      description: "Sent to the listing of the flat type last searched, at the arrival date.",
    },
    handedOverToResicamp: {
      type: "final",
      description: "Gone to the residence site, which handles resicamp bookings.",
    },
    readyForWizard: {
      description:
        "Loaded: the steps of the application take over, with the dossier (steps 2 to 4 only for a file sent back for changes).",
      invoke: {
        id: "wizard",
        systemId: "wizard",
        src: "wizard",
        input: ({ context }) => ({
          loaded: {
            dossier: context.dossier as TunnelDossier,
            details: context.details as DossierInfo,
          },
          ...storedStepForWizard(context),
        }),
        onDone: [
          {
            guard: { type: "wasSent", params: ({ event }) => event.output },
            target: "readyForFollowUp",
            actions: [
              {
                type: "rememberDossier",
                params: ({ event, context }) =>
                  event.output.next === "followUp"
                    ? event.output.loaded
                    : {
                        dossier: context.dossier as TunnelDossier,
                        details: context.details as DossierInfo,
                      },
              },
              "markJustDeposited",
            ],
            description:
              "The file was sent: step 5 takes over, with the dossier as the wizard last had it, right after sending.",
          },
          {
            target: "leftThroughWizard",
            description: "The wizard sent the applicant elsewhere (home, the last search).",
          },
        ],
      },
    },
    leftThroughWizard: {
      type: "final",
      description: "Gone from the tunnel through one of the wizard's dialogs.",
    },
    readyForFollowUp: {
      description:
        "Loaded: the dossier was sent; step 5 (follow-up) takes over. The stored just-sent flag is consumed: a reload shows step 5 without the right column.",
      entry: "forgetJustDepositedFlag",
      invoke: {
        id: "followUp",
        systemId: "followUp",
        src: "followUp",
        input: ({ context }) => ({ paymentReturn: context.paymentReturn }),
      },
      on: {
        reopenForChanges: {
          target: "reopeningForChanges",
          actions: [
            "forgetPaymentReturn",
            { type: "openAtStep", params: ({ event }) => event.step },
            "unmarkJustDeposited",
          ],
          description:
            "Staff asked for changes and the applicant pressed \"Compléter ma demande\" (or a reason's link): open the steps again, at step 2 or the reason's step.",
        },
      },
    },
    reopeningForChanges: {
      meta: { spec: "tunnel §4 Dossier status (statuscode)" },
      description:
        "Loads the dossier again before opening its steps: staff may have decided otherwise meanwhile.",
      invoke: {
        id: "reloadDossierInfo",
        src: "getDossierInfo",
        onDone: [
          {
            guard: { type: "isSentBackForChanges", params: ({ event }) => event.output.dossier },
            target: "readyForWizard",
            actions: { type: "rememberDossier", params: ({ event }) => event.output },
            description: "Still sent back for changes: the wizard opens on step 2.",
          },
          {
            target: "readyForFollowUp",
            actions: { type: "rememberDossier", params: ({ event }) => event.output },
            description: "Staff decided otherwise meanwhile (refused...): step 5 shows the status.",
          },
        ],
        onError: callFailed,
      },
      ...waitingOrRetrying("reopeningForChanges"),
    },
  },
});
