/**
 * The pre-booking countdown (tunnel spec 4, "Pre-booking countdown"): runs until
 * `date_fin_prereservation`, then the end-of-pre-reservation dialog offers to cancel or extend.
 * Not shown for resicamp dossiers. The page runs it while the step is below 5.
 *
 * How time gets in: context holds facts only (the end date, the server clock's offset, read once
 * through the `readServerClockOffset` actor the app provides), never a clock reading. Every second (`TICK`) the machine reads the device clock through the `readClock`
 * actor and compares, through the `hasPrebookingEnded` guard, the end date with the server's time
 * at that moment. So a tab that slept, a device clock that was changed or a slow device is right
 * at the next tick: the remaining time is computed, never counted. The header computes the same
 * remaining time with `toCountdownView(context, now)`.
 *
 * The server frees an expired lot by itself; the machine only shows the dialog. The "Votre lot a
 * été libéré" dialog is this machine's alone: the wizard sends `lotReleased` when sending the file
 * finds the pre-reservation gone, so the rule and its two ways out live here once.
 */
import { assign, fromPromise, setup } from "xstate";
import { hasPrebookingEnded } from "./prebooking.selectors.ts";
import { providedByApp } from "./provided.ts";
import type {
  FlatListing,
  ListingTarget,
  TunnelDossier,
  TunnelErrorCode,
} from "./tunnelLoader.dossier.ts";
import { selectLastSearchTarget } from "./tunnelLoader.dossier.ts";

/**
 * The countdown's tick: the machine checks the clock and the header redraws this often.
 * @spec tunnel §9 Business constants and limits
 */
export const TICK_MS = 1000;
const MINUTE_MS = 60_000;

export interface PrebookingInput {
  dossier: TunnelDossier;
}

export interface PrebookingContext {
  /** The end of the pre-reservation, epoch ms on the server's clock; null when none is held. */
  endsAt: number | null;
  /** How far the server's clock is ahead of this device's; 0 until read (or when unknown). */
  serverClockOffsetMs: number;
  isResicamp: boolean;
  /** For "Dernière recherche" once the lot is released. */
  listing: FlatListing | null;
  arrivalDate: string | null;
  errorCode: TunnelErrorCode | null;
  /** The minutes the last extension added, for the header to confirm it; null before any. */
  extendedMinutes: number | null;
}

export type PrebookingEvent =
  | { type: "cancelPrebooking" }
  | { type: "extendPrebooking" }
  | { type: "close" }
  | { type: "newSearch" }
  | { type: "lastSearch" }
  /** From the wizard: sending the file found the pre-reservation gone (the lot was freed). */
  | { type: "lotReleased" };

/**
 * `dossier/prolongerPreReservation`'s answer: the minutes added to the end date, or the KO marker
 * (`released`): no extension is left and the server freed the lot. Call failures reject.
 */
export type ExtensionAnswer = { outcome: "extended"; minutes: number } | { outcome: "released" };

function endDateOf(text: string | null): number | null {
  if (text === null) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : time;
}

/**
 * The wizard's send of the file found the pre-reservation gone. Heard wherever the file can be
 * sent from: not while the end-of-pre-reservation dialog (modal) covers the send button.
 */
const lotFreedWhileSending = {
  lotReleased: {
    target: "showingLotReleased",
    description:
      "The wizard's send of the file found the pre-reservation gone: the lot-released dialog opens.",
  },
} as const;

export const prebookingMachine = setup({
  types: {
    input: {} as PrebookingInput,
    context: {} as PrebookingContext,
    events: {} as PrebookingEvent,
    tags: {} as "countdownShown" | "expiredDialog" | "busy",
  },
  actors: {
    /** This device's clock, epoch ms. The app may keep this default; tests give a simulated one. */
    readClock: fromPromise<number>(async () => Date.now()),
    /** How far the server's clock is ahead of this device's, as the app measured it, in ms. */
    readServerClockOffset: providedByApp.actor<number>("prebooking", "readServerClockOffset"),
    /** GET dossier/annulerPreReservation: releases the flat. */
    cancelPrebooking: providedByApp.actor<unknown>("prebooking", "cancelPrebooking"),
    /** GET dossier/prolongerPreReservation. */
    extendPrebooking: providedByApp.actor<ExtensionAnswer>("prebooking", "extendPrebooking"),
  },
  delays: { TICK: TICK_MS },
  guards: {
    isResicamp: ({ context }) => context.isResicamp,
    hasNoEndDate: ({ context }) => context.endsAt === null,
    hasPrebookingEnded: ({ context }, deviceNow: number) => hasPrebookingEnded(context, deviceNow),
    wasReleased: (_, answer: ExtensionAnswer) => answer.outcome === "released",
    hasLastSearchTarget: ({ context }) => selectLastSearchTarget(context) !== null,
  },
  actions: {
    rememberServerClockOffset: assign({ serverClockOffsetMs: (_, offset: number) => offset }),
    moveEndDate: assign({
      endsAt: ({ context }, answer: ExtensionAnswer) =>
        answer.outcome === "extended" && context.endsAt !== null
          ? context.endsAt + answer.minutes * MINUTE_MS
          : context.endsAt,
      extendedMinutes: ({ context }, answer: ExtensionAnswer) =>
        answer.outcome === "extended" ? answer.minutes : context.extendedMinutes,
    }),
    rememberError: assign({ errorCode: "generic" as TunnelErrorCode }),
    clearError: assign({ errorCode: null }),
    goHome: providedByApp.action("prebooking", "goHome"),
    goToLastSearch: providedByApp.action<ListingTarget>("prebooking", "goToLastSearch"),
  },
}).createMachine({
  id: "prebooking",
  meta: { spec: "tunnel §4 Pre-booking countdown" },
  description:
    "The pre-booking countdown to date_fin_prereservation, computed each second from the end date and the server's clock; at the end, the dialog to cancel or extend the pre-reservation.",
  context: ({ input }) => ({
    endsAt: endDateOf(input.dossier.prebookingEndsAt),
    serverClockOffsetMs: 0,
    isResicamp: input.dossier.isResicamp,
    listing: input.dossier.listing,
    arrivalDate: input.dossier.arrivalDate,
    errorCode: null,
    extendedMinutes: null,
  }),
  initial: "decidingWhetherToCount",
  states: {
    decidingWhetherToCount: {
      description: "Decides whether this dossier has a countdown at all.",
      always: [
        {
          guard: "isResicamp",
          target: "countdownNotShown",
          description: "Resicamp dossiers have no pre-booking countdown.",
        },
        {
          guard: "hasNoEndDate",
          target: "countdownNotShown",
          description: "Nothing is pre-reserved (or the end date is unreadable): no countdown.",
        },
        {
          target: "readingServerClock",
          description: "A flat is pre-reserved: learn the server's clock to count down to it.",
        },
      ],
    },
    readingServerClock: {
      description: "Reads how far the server's clock is ahead of this device's.",
      on: lotFreedWhileSending,
      invoke: {
        id: "readServerClockOffset",
        src: "readServerClockOffset",
        onDone: {
          target: "checkingTheClock",
          actions: { type: "rememberServerClockOffset", params: ({ event }) => event.output },
          description: "Known: check at once whether the time is already up on the server's clock.",
        },
        onError: {
          target: "checkingTheClock",
          description:
            "Unknown (never expected): this device's clock stands for the server's; check at once.",
        },
      },
    },
    checkingTheClock: {
      tags: "countdownShown",
      description: "Reads the device clock to compare the end date with the server's time now.",
      on: lotFreedWhileSending,
      invoke: {
        id: "readClock",
        src: "readClock",
        onDone: [
          {
            guard: { type: "hasPrebookingEnded", params: ({ event }) => event.output },
            target: "showingExpired",
            description:
              "The end date is reached on the server's clock: the end-of-pre-reservation dialog opens.",
          },
          {
            target: "counting",
            description: "Time is left: the header shows it; look again in a second.",
          },
        ],
        onError: {
          target: "counting",
          description: "The clock could not be read (never expected): try again in a second.",
        },
      },
    },
    counting: {
      tags: "countdownShown",
      description:
        "The header shows the time left (hours only above 0, at least 1 minute until the end).",
      on: lotFreedWhileSending,
      after: {
        TICK: {
          target: "checkingTheClock",
          description: "A second later (or later, after a sleeping tab): check the clock again.",
        },
      },
    },
    showingExpired: {
      meta: { spec: "tunnel §2 Pop-ups" },
      tags: ["countdownShown", "expiredDialog"],
      description:
        'The "Délai de pré-réservation expiré" dialog: cancel or extend the pre-reservation; closing it goes home.',
      on: {
        cancelPrebooking: {
          target: "cancelling",
          actions: "clearError",
          description: '"Annuler la pré-réservation": release the flat.',
        },
        extendPrebooking: {
          target: "extending",
          actions: "clearError",
          description: '"Prolonger la pré-réservation": ask the server for more time.',
        },
        close: { target: "sentHome", description: "Closing the dialog goes home." },
      },
    },
    cancelling: {
      tags: ["countdownShown", "expiredDialog", "busy"],
      description: "Cancels the pre-reservation, releasing the flat.",
      invoke: {
        id: "cancelPrebooking",
        src: "cancelPrebooking",
        onDone: { target: "sentHome", description: "Cancelled: go home." },
        onError: {
          target: "showingExpired",
          actions: "rememberError",
          description: "Failed: the dialog shows the generic error; the buttons try again.",
        },
      },
    },
    extending: {
      tags: ["countdownShown", "expiredDialog", "busy"],
      description: "Asks the server to extend the pre-reservation.",
      invoke: {
        id: "extendPrebooking",
        src: "extendPrebooking",
        onDone: [
          {
            guard: { type: "wasReleased", params: ({ event }) => event.output },
            target: "showingLotReleased",
            description: "The KO marker: no extension left, the lot was freed.",
          },
          {
            target: "checkingTheClock",
            actions: { type: "moveEndDate", params: ({ event }) => event.output },
            description:
              "Extended: the end date moves by the minutes returned, the header confirms it and the countdown resumes.",
          },
        ],
        onError: {
          target: "showingExpired",
          actions: "rememberError",
          description: "Failed: the dialog shows the generic error; the buttons try again.",
        },
      },
    },
    showingLotReleased: {
      meta: { spec: "tunnel §2 Pop-ups" },
      description:
        'The "Votre lot a été libéré" dialog: no extension was left, or sending the file found the lot freed.',
      on: {
        newSearch: { target: "sentHome", description: '"Nouvelle recherche": the home page.' },
        lastSearch: {
          guard: "hasLastSearchTarget",
          target: "sentToLastSearch",
          description:
            '"Dernière recherche": the listing of the flat type with the arrival date (YYYY-MM-DD).',
        },
        close: { target: "sentHome", description: "Closing the dialog goes home." },
      },
    },
    sentHome: { type: "final", entry: "goHome", description: "Sent to the home page." },
    sentToLastSearch: {
      type: "final",
      entry: {
        type: "goToLastSearch",
        params: ({ context }) => selectLastSearchTarget(context) as ListingTarget,
      },
      description: "Sent to the listing of the flat type last searched, at the arrival date.",
    },
    countdownNotShown: {
      description:
        "No countdown for this dossier; the machine stays, to show the lot-released dialog if the wizard asks.",
      on: lotFreedWhileSending,
    },
  },
});
