import { expect } from "vitest";
import type { AnyActorRef } from "xstate";
import { toBookingView } from "../../machines/booking.selectors.ts";
import { type BookingEvent, bookingMachine } from "../../machines/booking.ts";
import type { TemporaryApplication } from "../../src/api/schemas.ts";
import { describePathCoverage, type EventTeaching, type WalkRun } from "./pathCoverage.ts";

const studio: TemporaryApplication = {
  id_residence: "crm-residence-gerland",
  type_typologie: "crm-typology-gerland-studio",
  id_bien: "bed-GER-ST-103",
  date_arrivee: "2031-09-01",
  resicamp: false,
  id_offre: null,
};

/** The browser effects asked for, by actor session. */
const effects = new Map<string, string[]>();
const effectsOf = (actor: AnyActorRef) => effects.get(actor.sessionId) ?? [];
const note = (self: AnyActorRef, effect: string) =>
  effects.set(self.sessionId, [...effectsOf(self), effect]);
const lastEffects = (run: WalkRun, count: number) => effectsOf(run.actor).slice(-count);

const machine = bookingMachine.provide({
  actions: {
    keepChoice: ({ self }, application) => note(self, `keep ${application.id_bien}`),
    goToTunnel: ({ self }) => note(self, "tunnel"),
    trackBookingConversion: ({ self }) => note(self, "booking_conversion"),
    reloadPage: ({ self }) => note(self, "reload"),
  },
});

const events = {
  book: {
    cause: "clicks Réserver ce logement",
    cases: [
      { type: "book", application: studio, isSignedIn: true },
      { type: "book", application: studio, isSignedIn: false },
    ],
  },
  signIn: { cause: 'clicks "Se connecter" in the reservation dialog' },
  signUp: { cause: 'clicks "Créer un compte" in the reservation dialog' },
  close: {
    cause: "closes the reservation dialog",
    cases: [
      { type: "close", hasKeptChoice: true },
      { type: "close", hasKeptChoice: false },
    ],
  },
} satisfies EventTeaching<BookingEvent>;

describePathCoverage({
  id: "booking",
  machine,
  events,
  invocations: {
    startSignIn: { done: { redirecting: undefined }, error: { unreachable: new Error("down") } },
  },
  states: {
    choosing: (snapshot, run) => {
      expect(toBookingView(snapshot)).toEqual({
        isDialogOpen: false,
        isStartingSignIn: false,
        hasSignInFailed: false,
        createsAccount: false,
      });
      expect(snapshot.context.pending).toBeNull();
      // Booking while signed in goes straight to the tunnel, with the choice kept first.
      const last = lastEffects(run, 2);
      if (last.at(-1) === "tunnel") expect(last).toEqual(["keep bed-GER-ST-103", "tunnel"]);
    },
    askingToSignIn: (snapshot) => {
      expect(toBookingView(snapshot).isDialogOpen).toBe(true);
      expect(toBookingView(snapshot).isStartingSignIn).toBe(false);
      expect(snapshot.context.pending).toEqual(studio);
    },
    startingSignIn: (snapshot, run) => {
      expect(toBookingView(snapshot)).toMatchObject({ isDialogOpen: true, isStartingSignIn: true });
      expect(lastEffects(run, 2)).toEqual(["keep bed-GER-ST-103", "booking_conversion"]);
    },
    leftForSignIn: (snapshot) => {
      expect(snapshot.status).toBe("done");
      expect(toBookingView(snapshot).isStartingSignIn).toBe(true);
    },
    reloadingPage: (_, run) => {
      expect(lastEffects(run, 1)).toEqual(["reload"]);
    },
  },
});
