import * as v from "valibot";
import { expect } from "vitest";
import { ReviewCallFailure } from "../../machines/review.failure.ts";
import { toStaffQueueView } from "../../machines/staffQueue.selectors.ts";
import {
  type StaffQueueEvent,
  type StaffQueueRead,
  staffQueueMachine,
} from "../../machines/staffQueue.ts";
import { StaffQueueSchema } from "../../src/api/staffSchemas.ts";
import { describePathCoverage, type EventTeaching } from "./pathCoverage.ts";

const counts = {
  toReview: 30,
  sentBack: 0,
  acceptedWithoutLease: 1,
  waitingForPayment: 0,
  transferToCheck: 0,
  waitingForSignatures: 0,
  toCountersign: 0,
  handover: 0,
  inventoryBooked: 0,
};
const row = {
  reference: "HC-2026-00001",
  status: "complete",
  applicant: { firstname: "Karim", lastname: "Benali", email: "examen@demo.hestia.test" },
  residence: "Les Estudines",
  arrival: "2027-09-01",
  sentAt: "2027-02-01T10:00:00.000Z",
  lock: null,
};
const residences = [{ crmId: "8d3c9a52-0000-4000-8000-000000000001", name: "Les Estudines" }];
const twoPages: StaffQueueRead = {
  queue: v.parse(StaffQueueSchema, {
    tab: "toReview",
    counts,
    page: 1,
    pageSize: 25,
    pages: 2,
    files: [row],
  }),
  residences,
};
const empty: StaffQueueRead = {
  queue: { ...twoPages.queue, pages: 1, files: [] },
  residences,
};

const events = {
  changeQuery: {
    cause: "clicks a tab, chooses a residence or an arrival month, or searches",
    cases: [
      {
        type: "changeQuery",
        change: {
          tab: "sentBack",
          residence: residences[0]?.crmId ?? "",
          arrivalMonth: "2027-09",
          q: "Benali",
        },
      },
    ],
  },
  goToPage: {
    cause: 'clicks "Page suivante" or "Page précédente"',
    cases: [
      { type: "goToPage", page: 2 },
      { type: "goToPage", page: 3 },
    ],
  },
  retry: { cause: 'clicks "Réessayer"' },
  signIn: { cause: 'clicks "Se connecter"' },
  signOut: { cause: 'clicks "Se déconnecter de la console"' },
} satisfies EventTeaching<StaffQueueEvent>;

const view = toStaffQueueView;

describePathCoverage({
  id: "staffQueue",
  machine: staffQueueMachine,
  inputs: {
    "opened at the console's address": { callbackUrl: null },
    "opened on the sign-in's callback": {
      callbackUrl: "http://127.0.0.1/fr/equipe/connexion/callback?code=c&state=s",
    },
  },
  events,
  invocations: {
    completeSignIn: {
      done: { "signed in": "/fr/equipe" },
      error: { "state mismatch": new Error("stateMismatch") },
    },
    startSignIn: { done: { "sent to the provider": undefined }, error: { down: new Error("x") } },
    signOut: {
      done: { "sent to the provider's end of session": undefined },
      error: { "provider unreachable": new Error("fetch failed") },
    },
    loadQueue: {
      done: { "two pages": twoPages, "no file": empty },
      error: {
        "no sign-in": new ReviewCallFailure({ kind: "signedOut" }),
        "no answer": new ReviewCallFailure({ kind: "network" }),
        "server fault": new Error("500"),
      },
    },
  },
  states: {
    completingSignIn: (snapshot) => {
      expect(view(snapshot)).toMatchObject({ isCompletingSignIn: true, queue: null });
    },
    signInFailed: (snapshot) => {
      expect(view(snapshot)).toMatchObject({ needsSignIn: true, hasSignInFailed: true });
      expect(snapshot.context.callbackUrl, "the callback is used once").toBeNull();
    },
    signedOut: (snapshot) => {
      expect(view(snapshot)).toMatchObject({ needsSignIn: true, hasSignInFailed: false });
    },
    signingIn: (snapshot) => {
      expect(view(snapshot).isSigningIn).toBe(true);
    },
    signingOut: (snapshot) => {
      expect(view(snapshot)).toMatchObject({ isSigningOut: true, canSignOut: false });
    },
    signedOutHereOnly: (snapshot) => {
      expect(view(snapshot)).toMatchObject({
        needsSignIn: true,
        isProviderStillSignedIn: true,
        canSignOut: false,
      });
    },
    queue: () => {},
    "queue.loading": (snapshot, run) => {
      expect(view(snapshot).isLoading).toBe(true);
      expect(run.actors.inputsOf("loadQueue").at(-1)).toEqual(snapshot.context.query);
    },
    "queue.showing": (snapshot) => {
      const shown = view(snapshot);
      expect(shown.canSignOut).toBe(true);
      expect(shown.queue).not.toBeNull();
      expect(shown.isEmpty).toBe(shown.queue?.files.length === 0);
      expect(shown.residences).toEqual(residences);
      expect(shown.canGoBack).toBe(snapshot.context.query.page > 1);
      expect(shown.canGoForward).toBe(snapshot.context.query.page < (shown.queue?.pages ?? 1));
    },
    "queue.loadFailed": (snapshot) => {
      expect(view(snapshot)).toMatchObject({ hasFailed: true, queue: null });
      expect(["network", "generic"]).toContain(view(snapshot).errorCode);
    },
  },
});
