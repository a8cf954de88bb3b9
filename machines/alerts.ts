/**
 * The alert banner above the menu (spec public area 2.2 and 4): a queue of the alerts that have
 * begun and not ended, sorted by beginning, shown one at a time; the close button shows the
 * next one; after the last the banner is gone.
 *
 * The page either hands over the alerts it already loaded (input `alerts`) or lets the machine
 * load them through the `loadAlerts` actor the app provides. A failed load simply hides the banner.
 */
import { assign, setup } from "xstate";
import { selectAlertQueue } from "./alerts.selectors.ts";
import { providedByApp } from "./provided.ts";

/** An alert as the content service sends it (spec 3); dates are ISO 8601 strings. */
export interface Alert {
  id: string;
  title: string;
  information: string;
  /** Present when the alert has a details page (the banner's learn-more link). */
  description?: string | null;
  beginning: string;
  end: string;
}

export interface AlertsInput {
  /** The moment the queue is computed for; alerts are current at this moment or not. */
  now: Date | number;
  /** Alerts the page already loaded; when absent the machine loads them itself. */
  alerts?: readonly Alert[];
}

/** Facts only: what was loaded, when, and how many alerts the visitor closed. */
export interface AlertsContext {
  /** Every alert as loaded, current or not; `null` until loaded. */
  loadedAlerts: readonly Alert[] | null;
  /** Epoch milliseconds. */
  now: number;
  dismissedCount: number;
}

export type AlertsEvent = { type: "dismiss" };

export const alertsMachine = setup({
  types: {
    input: {} as AlertsInput,
    context: {} as AlertsContext,
    events: {} as AlertsEvent,
  },
  actors: {
    // The app supplies the real call (GET /{locale}/api/content/alert_acquisition) with
    // `.provide()`; this default only makes a forgotten provide visible as a hidden banner.
    loadAlerts: providedByApp.actor<readonly Alert[]>("alerts", "loadAlerts"),
  },
  guards: {
    alertsWereGiven: ({ context }) => context.loadedAlerts !== null,
    hasCurrentAlert: ({ context }) => selectAlertQueue(context).length > 0,
    hasAnotherAlert: ({ context }) => context.dismissedCount + 1 < selectAlertQueue(context).length,
  },
  actions: {
    rememberLoadedAlerts: assign({
      loadedAlerts: (_, loaded: readonly Alert[]) => loaded,
    }),
    countDismissal: assign({ dismissedCount: ({ context }) => context.dismissedCount + 1 }),
  },
}).createMachine({
  id: "alerts",
  meta: { spec: ["public §2.2 Shell common to all pages", "public §4 States and transitions"] },
  description:
    "Alert banner above the menu: the alerts that have begun and not ended, sorted by beginning, shown one at a time until the visitor has closed them all.",
  context: ({ input }) => ({
    loadedAlerts: input.alerts ?? null,
    now: typeof input.now === "number" ? input.now : input.now.getTime(),
    dismissedCount: 0,
  }),
  initial: "checkingForGivenAlerts",
  states: {
    checkingForGivenAlerts: {
      description:
        "Decides whether the page already handed over the alerts or they must be loaded.",
      always: [
        {
          guard: "alertsWereGiven",
          target: "choosingFirstAlert",
          description: "The page loaded the alerts itself: no call is made.",
        },
        { target: "loadingAlerts", description: "No alerts were given: load them." },
      ],
    },
    loadingAlerts: {
      description: "Loads the alerts of the current language; the banner stays hidden meanwhile.",
      invoke: {
        id: "loadAlerts",
        src: "loadAlerts",
        onDone: {
          target: "choosingFirstAlert",
          actions: { type: "rememberLoadedAlerts", params: ({ event }) => event.output },
          description: "The alerts arrived: keep them all, the queue is derived from them.",
        },
        onError: {
          target: "loadFailed",
          description: "The alerts could not be loaded: the banner is simply not shown.",
        },
      },
    },
    choosingFirstAlert: {
      meta: { spec: "public §4 States and transitions" },
      description:
        "Keeps the alerts begun and not ended, sorted by beginning, and picks the first.",
      always: [
        {
          guard: "hasCurrentAlert",
          target: "showingAlert",
          description: "At least one alert is current: show the earliest begun.",
        },
        { target: "noCurrentAlert", description: "No alert is current: no banner." },
      ],
    },
    showingAlert: {
      meta: { spec: "public §2.2 Shell common to all pages" },
      description:
        "The banner shows the current alert's title and information, with a learn-more link when it has a description.",
      on: {
        dismiss: [
          {
            guard: "hasAnotherAlert",
            actions: "countDismissal",
            description: "The close button hides this alert and shows the next one.",
          },
          {
            target: "allDismissed",
            actions: "countDismissal",
            description: "The close button on the last alert makes the banner disappear.",
          },
        ],
      },
    },
    noCurrentAlert: {
      type: "final",
      description: "Nothing to show: no alert has begun and not ended. The banner is hidden.",
    },
    allDismissed: {
      type: "final",
      description: "The visitor closed every current alert. The banner is hidden.",
    },
    loadFailed: {
      type: "final",
      description: "Loading the alerts failed. The banner is hidden; the page works without it.",
    },
  },
});
