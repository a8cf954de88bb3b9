/**
 * The Book button of a flat type's page (public spec 2.3 and 4; tunnel spec 3, "Temporary
 * application"). A signed-in visitor has the choice kept as the temporary dossier info (valid
 * 5 minutes from the click) and goes to the tunnel, which creates the temporary application.
 * Anyone else gets the reservation dialog: its "Se connecter" and "Créer un compte" keep the
 * same choice and start signing in (the second on the provider's sign-up form), which comes back
 * to the tunnel; closing it reloads the page unless a choice is already kept.
 *
 * Whether someone is signed in and whether a choice is kept come with the events: the app reads
 * them from the browser when the visitor acts (the access-token cookie and local storage are the
 * spec's sources of truth, shared with other tabs), so the machine stays a pure model.
 */
import { assign, setup } from "xstate";
import type { TemporaryApplication } from "../src/api/schemas.ts";
import { providedByApp } from "./provided.ts";

export interface BookingContext {
  /** The flat chosen by a visitor who must sign in first; null when none waits. */
  pending: TemporaryApplication | null;
  /** Starting the sign-in failed (the provider could not be reached): say so, allow a retry. */
  hasSignInFailed: boolean;
  /** "Créer un compte" was chosen: the provider opens on its sign-up form. */
  createsAccount: boolean;
}

/** What starting the sign-in needs to know. */
export type SignInStart = { createAccount: boolean };

export type BookingEvent =
  /** `isSignedIn`: the access-token cookie is there (public spec 5). */
  | { type: "book"; application: TemporaryApplication; isSignedIn: boolean }
  | { type: "signIn" }
  | { type: "signUp" }
  /** `hasKeptChoice`: a choice is kept as temporary dossier info (local storage). */
  | { type: "close"; hasKeptChoice: boolean };

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
  },
  actors: {
    /** Sends the browser to the sign-in provider, back to the tunnel; rejects if it cannot. */
    startSignIn: providedByApp.actor<void, SignInStart>("booking", "startSignIn"),
  },
  guards: {
    isSignedIn: (_, params: { isSignedIn: boolean }) => params.isSignedIn,
    hasKeptChoice: (_, params: { hasKeptChoice: boolean }) => params.hasKeptChoice,
  },
  actions: {
    rememberPending: assign({
      pending: (_, application: TemporaryApplication) => application,
      hasSignInFailed: false,
    }),
    forgetPending: assign({ pending: null, hasSignInFailed: false, createsAccount: false }),
    markSignInFailed: assign({ hasSignInFailed: true }),
    chooseScreen: assign({ createsAccount: (_, createsAccount: boolean) => createsAccount }),
    /** Keeps the choice as temporary dossier info, stamped now (valid 5 minutes). */
    keepChoice: providedByApp.action<TemporaryApplication>("booking", "keepChoice"),
    goToTunnel: providedByApp.action("booking", "goToTunnel"),
    /** The conversion event of a visitor who books and signs in (analytics). */
    trackBookingConversion: providedByApp.action("booking", "trackBookingConversion"),
    reloadPage: providedByApp.action("booking", "reloadPage"),
  },
}).createMachine({
  id: "booking",
  meta: { spec: ["public §2.3 Dialogs", "public §4 States and transitions"] },
  description:
    "The Book button: straight to the tunnel when signed in, otherwise the reservation dialog, whose sign-in keeps the chosen flat.",
  context: { pending: null, hasSignInFailed: false, createsAccount: false },
  initial: "choosing",
  states: {
    choosing: {
      description: "The visitor chooses an arrival day and a flat, then books.",
      on: {
        book: [
          {
            guard: { type: "isSignedIn", params: ({ event }) => event },
            actions: [
              { type: "keepChoice", params: ({ event }) => event.application },
              "goToTunnel",
            ],
            description: "Signed in: the choice is kept and the tunnel opens.",
          },
          {
            target: "askingToSignIn",
            actions: { type: "rememberPending", params: ({ event }) => event.application },
            description: "Not signed in: the reservation dialog asks to sign in.",
          },
        ],
      },
    },
    askingToSignIn: {
      meta: { spec: "public §2.3 Dialogs" },
      description:
        'The reservation dialog: "Vous devez vous connecter ou créer un compte pour réserver un appartement".',
      on: {
        signIn: {
          target: "startingSignIn",
          actions: { type: "chooseScreen", params: false },
          description: '"Se connecter": keep the choice, then sign in.',
        },
        signUp: {
          target: "startingSignIn",
          actions: { type: "chooseScreen", params: true },
          description:
            '"Créer un compte": keep the choice, then sign in, on the provider\'s sign-up form.',
        },
        close: [
          {
            guard: { type: "hasKeptChoice", params: ({ event }) => event },
            target: "choosing",
            actions: "forgetPending",
            description: "Closed while a choice is kept: the dialog closes.",
          },
          {
            target: "reloadingPage",
            description: "Closed with no choice kept: the page reloads (public spec 4).",
          },
        ],
      },
    },
    startingSignIn: {
      meta: { spec: "tunnel §3 Temporary application" },
      description: "Keeps the choice and sends the visitor to the sign-in provider.",
      entry: [
        {
          type: "keepChoice",
          params: ({ context }) => context.pending as TemporaryApplication,
        },
        "trackBookingConversion",
      ],
      invoke: {
        id: "startSignIn",
        src: "startSignIn",
        input: ({ context }) => ({ createAccount: context.createsAccount }),
        onDone: {
          target: "leftForSignIn",
          description: "The browser is on its way to the provider.",
        },
        onError: {
          target: "askingToSignIn",
          actions: "markSignInFailed",
          description: "The provider could not be reached: the dialog says so; try again.",
        },
      },
    },
    leftForSignIn: {
      type: "final",
      description: "The page is being left for the sign-in provider.",
    },
    reloadingPage: {
      type: "final",
      entry: "reloadPage",
      description: "The page reloads.",
    },
  },
});
