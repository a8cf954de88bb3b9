/**
 * The residence team's queue (docs/staff.md, "Queue"): the console's first page. It finishes
 * the console's sign-in when it opens on its callback address, reads one page of one tab with
 * every tab's count under the same filters (residence, arrival month, search), the oldest sent
 * first, and reads it again whenever the reviewer changes a tab, a filter, the search or the
 * page. A call answered 401 means the console's sign-in is gone: it offers to sign in. The
 * calls are actors the app provides (src/features/staff).
 */
import { assign, setup } from "xstate";
import type { StaffFailure, StaffQueueRequest } from "../src/api/staff.ts";
import type { StaffQueue } from "../src/api/staffSchemas.ts";
import { providedByApp } from "./provided.ts";
import { reviewFailureOf } from "./review.failure.ts";

interface StaffResidence {
  crmId: string;
  name: string;
}

/** What one read gives: the page of the queue, and the residences to filter by. */
export interface StaffQueueRead {
  queue: StaffQueue;
  residences: StaffResidence[];
}

export interface StaffQueueInput {
  /** The address the page opened on when it is the sign-in's callback; null otherwise. */
  callbackUrl: string | null;
}

type QueryChange = Partial<Pick<StaffQueueRequest, "tab" | "residence" | "arrivalMonth" | "q">>;

export interface StaffQueueContext {
  callbackUrl: string | null;
  query: StaffQueueRequest;
  /** The last page read; kept while the next one loads. */
  read: StaffQueueRead | null;
  failure: StaffFailure | null;
}

export type StaffQueueEvent =
  /** A tab, a filter or the search changed (an empty filter is "all"). */
  | { type: "changeQuery"; change: QueryChange }
  | { type: "goToPage"; page: number }
  | { type: "retry" }
  | { type: "signIn" }
  | { type: "signOut" };

const actor = <Output, Input>(name: string) =>
  providedByApp.actor<Output, Input>("staffQueue", name);

/** Why the actor threw, as the app's calls name it (`staffFailureOf`). */
const failureOf = (error: unknown): StaffFailure => reviewFailureOf(error);

export const staffQueueMachine = setup({
  types: {
    input: {} as StaffQueueInput,
    context: {} as StaffQueueContext,
    events: {} as StaffQueueEvent,
  },
  actors: {
    /** Finishes the console's sign-in on its callback address, and leaves that address. */
    completeSignIn: actor<unknown, { callbackUrl: string }>("completeSignIn"),
    /** Sends the browser to the provider to sign in to the console. */
    startSignIn: actor<unknown, undefined>("startSignIn"),
    /**
     * Forgets the console's tokens, then sends the browser to the provider to end its session;
     * throws when the provider cannot be reached.
     */
    signOut: actor<unknown, undefined>("signOut"),
    /** Reads one page of the queue and the residences; throws a `StaffFailure`. */
    loadQueue: actor<StaffQueueRead, StaffQueueRequest>("loadQueue"),
  },
  guards: {
    isOnCallback: ({ context }) => context.callbackUrl !== null,
    isSignedOut: ({ event }) =>
      failureOf((event as { error?: unknown }).error).kind === "signedOut",
    isAnotherPage: ({ context }, page: number) =>
      page !== context.query.page &&
      page >= 1 &&
      page <= (context.read?.queue.pages ?? context.query.page),
  },
  actions: {
    rememberFailure: assign({
      failure: ({ event }) => failureOf((event as { error?: unknown }).error),
    }),
  },
}).createMachine({
  id: "staffQueue",
  description:
    "The residence team's queue: the console's sign-in finished, one page of a tab with every tab's count, filtered by residence, arrival month and search, the oldest first.",
  meta: { spec: "tunnel §4 Dossier status (statuscode)" },
  context: ({ input }) => ({
    callbackUrl: input.callbackUrl,
    query: { tab: "toReview", residence: "", arrivalMonth: "", q: "", page: 1 },
    read: null,
    failure: null,
  }),
  initial: "starting",
  states: {
    starting: {
      description: "Did the page open on the sign-in's callback address?",
      always: [
        {
          guard: "isOnCallback",
          target: "completingSignIn",
          description: "Yes: finish the sign-in first.",
        },
        { target: "queue", description: "No: read the queue." },
      ],
    },
    completingSignIn: {
      description: "Checks the provider's answer and gets the console's tokens.",
      invoke: {
        id: "completeSignIn",
        src: "completeSignIn",
        input: ({ context }) => ({ callbackUrl: context.callbackUrl as string }),
        onDone: {
          target: "queue",
          actions: assign({ callbackUrl: null }),
          description: "Signed in: read the queue.",
        },
        onError: {
          target: "signInFailed",
          actions: assign({ callbackUrl: null }),
          description: "The sign-in could not be finished: offer to sign in again.",
        },
      },
    },
    signInFailed: {
      description: "The sign-in did not succeed; a button signs in again.",
      on: { signIn: { target: "signingIn", description: "The reviewer signs in again." } },
    },
    signedOut: {
      description: "The console's sign-in is missing or over: a button signs in.",
      on: { signIn: { target: "signingIn", description: "The reviewer signs in." } },
    },
    signingOut: {
      description:
        "Forgets the console's tokens and sends the browser to the provider, which ends its session and comes back to the console.",
      invoke: {
        id: "signOut",
        src: "signOut",
        onDone: {
          target: "signedOut",
          description: "Signed out: the browser leaves for the provider's page.",
        },
        onError: {
          target: "signedOutHereOnly",
          description:
            "The provider could not be reached: the console is signed out, the provider's session may not be.",
        },
      },
    },
    signedOutHereOnly: {
      description:
        "Signed out of the console, but the provider's session may still be open: it says to close the browser on a shared computer; a button signs in.",
      on: { signIn: { target: "signingIn", description: "The reviewer signs in." } },
    },
    signingIn: {
      description: "Sends the browser to the provider's sign-in page.",
      invoke: {
        id: "startSignIn",
        src: "startSignIn",
        onError: {
          target: "signInFailed",
          description: "The provider could not be reached: say so.",
        },
      },
    },
    queue: {
      description: "The queue and its filters.",
      initial: "loading",
      on: {
        signOut: { target: "signingOut", description: "The reviewer signs out of the console." },
        changeQuery: {
          target: ".loading",
          actions: assign({
            query: ({ context, event }) => ({ ...context.query, ...event.change, page: 1 }),
          }),
          description:
            "Another tab, residence, arrival month or search (reference, name, email): its first page.",
        },
        goToPage: {
          guard: { type: "isAnotherPage", params: ({ event }) => event.page },
          target: ".loading",
          actions: assign({
            query: ({ context, event }) => ({ ...context.query, page: event.page }),
          }),
          description: "Another page of the tab, among those it has.",
        },
      },
      states: {
        loading: {
          description: "Reads the page asked for; the last one read stays shown meanwhile.",
          invoke: {
            id: "loadQueue",
            src: "loadQueue",
            input: ({ context }) => context.query,
            onDone: {
              target: "showing",
              actions: assign({ read: ({ event }) => event.output, failure: null }),
              description: "Read: show the files and the counts.",
            },
            onError: [
              {
                guard: "isSignedOut",
                target: "#staffQueue.signedOut",
                actions: "rememberFailure",
                description: "The sign-in is gone (401): offer to sign in.",
              },
              {
                target: "loadFailed",
                actions: "rememberFailure",
                description: "No answer or a fault: say so, with a retry.",
              },
            ],
          },
        },
        showing: {
          description: "The tab's files (or that it has none), the counts and the pages.",
        },
        loadFailed: {
          description: "The queue could not be read: the error and a retry.",
          on: { retry: { target: "loading", description: "The reviewer tries again." } },
        },
      },
    },
  },
});
