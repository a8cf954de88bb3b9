/**
 * The residence team's side of a file, in the review console: a reviewer opens a file, takes it
 * (one reviewer at a time, for `REVIEW_LOCK_DURATION_MS`; a minute before it runs out, "keep
 * reviewing" takes it again), drafts one of the decisions the file's state and their role allow,
 * confirms it and sends it on the version they read. The console renders the snapshot through
 * `toReviewView` (review.selectors.ts) and only sends events; the calls are actors the app
 * provides.
 *
 * The decision being written is a child, `draft` (machines/reviewDraft.ts), which the console
 * edits directly; it lives as long as the decision, so a draft survives the hold running out and
 * being taken again. A decision sent is final for this hold: the server frees the file, and the
 * file is read again. Whatever goes wrong while sending keeps the draft as typed: a changed file
 * (stale) or a state that no longer allows the decision offers a reload, where nothing is
 * overwritten; a sign-in too old asks for a new one; a lost connection offers to send again.
 */
import { assign, enqueueActions, setup } from "xstate";
import type {
  DecisionKind,
  DecisionRequest,
  ReviewFile,
  ReviewHold,
} from "../src/api/reviewSchemas.ts";
import { providedByApp } from "./provided.ts";
import { type ReviewFailure, reviewFailureOf } from "./review.failure.ts";
import { mayTake, offeredReasons, toDecisionRequest } from "./review.selectors.ts";
import { type DraftContent, type DraftReadyEvent, reviewDraftMachine } from "./reviewDraft.ts";

/** How long a reviewer holds a file they opened (the server's hold lasts as long). */
export const REVIEW_LOCK_DURATION_MS = 15 * 60_000;

/** How long before the hold runs out the console warns and offers "keep reviewing". */
export const REVIEW_LOCK_WARNING_LEAD_MS = 60_000;

export interface ReviewInput {
  /** The file's reference, as the console's address names it. */
  reference: string;
}

export interface ReviewContext {
  reference: string;
  /** The file as last read; null before the first read. */
  file: ReviewFile | null;
  /** The reviewer's own hold, while they have it. */
  hold: ReviewHold | null;
  /** Another reviewer's hold, when taking the file found one. */
  heldBy: ReviewHold | null;
  /** The decision being written (its draft is the child `draft`); null when none is. */
  decision: DecisionKind | null;
  /** The draft the reviewer asked to confirm, as the child gave it; null until then. */
  submitted: DraftContent | null;
  /** Why the last call failed; null once another starts. */
  failure: ReviewFailure | null;
  /** Why the last try to keep the hold failed; the hold's last minute still runs. */
  renewalFailure: ReviewFailure | null;
}

export type ReviewEvent =
  | { type: "retry" }
  | { type: "leave" }
  | { type: "keepReviewing" }
  | { type: "start"; decision: DecisionKind }
  /** Sent by the child `draft`, not the console: nothing is missing. */
  | DraftReadyEvent
  | { type: "cancelDraft" }
  | { type: "back" }
  | { type: "confirm" }
  | { type: "reload" }
  /** The console's new sign-in succeeded (a decisive action needs a recent one). */
  | { type: "signedInAgain" };

const actor = <Output, Input>(name: string) => providedByApp.actor<Output, Input>("review", name);

type Reference = { reference: string };

/** A guard or an action on the failure an actor threw. */
const onFailure = <Name extends string>(type: Name) =>
  ({
    type,
    params: ({ event }: { event: { error: unknown } }) => reviewFailureOf(event.error),
  }) as const;

/** The decision started is the one being sent: sending follows confirming, which needs both. */
const decisionOf = (context: ReviewContext) => context.decision as DecisionKind;

export const reviewMachine = setup({
  types: {
    input: {} as ReviewInput,
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    children: {} as { draft: "reviewDraft" },
  },
  actors: {
    reviewDraft: reviewDraftMachine,
    /** Reads the file, the decisions the server allows this reviewer, and the reasons. */
    loadFile: actor<ReviewFile, Reference>("loadFile"),
    /** Takes (or takes again) the file for this reviewer; another's hold fails `heldByAnother`. */
    takeFile: actor<ReviewHold, Reference>("takeFile"),
    /** Frees the file for other reviewers. */
    releaseFile: actor<unknown, Reference>("releaseFile"),
    /** Sends one decision on the file's version as read. */
    sendDecision: actor<unknown, DecisionRequest>("sendDecision"),
  },
  delays: {
    REVIEW_LOCK_DURATION: REVIEW_LOCK_DURATION_MS,
    REVIEW_LOCK_WARNING: REVIEW_LOCK_DURATION_MS - REVIEW_LOCK_WARNING_LEAD_MS,
  },
  guards: {
    mayTake: ({ context }, decision: DecisionKind) =>
      context.file !== null && mayTake(context.file, decision),
    hasDraft: ({ context }) => context.decision !== null,
    isHeldByAnother: (_, failure: ReviewFailure) => failure.kind === "heldByAnother",
    isStale: (_, failure: ReviewFailure) => failure.kind === "stale",
    isNotAllowedInState: (_, failure: ReviewFailure) => failure.kind === "notAllowed",
    needsRecentSignIn: (_, failure: ReviewFailure) => failure.kind === "reauthenticationRequired",
    isForbidden: (_, failure: ReviewFailure) => failure.kind === "forbidden",
  },
  actions: {
    rememberFile: assign({ file: (_, file: ReviewFile) => file, failure: null }),
    rememberHold: assign({
      hold: (_, hold: ReviewHold) => hold,
      heldBy: null,
      failure: null,
      renewalFailure: null,
    }),
    rememberRenewedHold: assign({ hold: (_, hold: ReviewHold) => hold, renewalFailure: null }),
    rememberRenewalFailure: assign({ renewalFailure: (_, failure: ReviewFailure) => failure }),
    rememberHeldBy: assign({
      heldBy: (_, failure: ReviewFailure) =>
        failure.kind === "heldByAnother" ? failure.hold : null,
      hold: null,
      failure: null,
      renewalFailure: null,
    }),
    forgetHold: assign({ hold: null }),
    rememberFailure: assign({ failure: (_, failure: ReviewFailure) => failure }),
    forgetFailure: assign({ failure: null }),
    forgetRenewalFailure: assign({ renewalFailure: null }),
    /** The child `draft` holds what is typed; the review, which decision it is. */
    startDraft: enqueueActions(({ context, enqueue }, decision: DecisionKind) => {
      enqueue.assign({ decision, submitted: null, failure: null });
      enqueue.spawnChild("reviewDraft", {
        id: "draft",
        systemId: "reviewDraft",
        input: { decision, offeredReasons: offeredReasons(context.file as ReviewFile, decision) },
      });
    }),
    rememberSubmitted: assign({ submitted: (_, draft: DraftContent) => draft }),
    forgetSubmitted: assign({ submitted: null }),
    forgetDraft: enqueueActions(({ enqueue }) => {
      enqueue.assign({ decision: null, submitted: null });
      enqueue.stopChild("draft");
    }),
  },
}).createMachine({
  id: "review",
  description:
    "The residence team's side of a file: taken by one reviewer at a time, one decision drafted with its coded reasons, confirmed and sent on the version read.",
  meta: {
    spec: ["tunnel §4 Dossier status (statuscode)", "tunnel §6 Roles and permissions"],
  },
  context: ({ input }) => ({
    reference: input.reference,
    file: null,
    hold: null,
    heldBy: null,
    decision: null,
    submitted: null,
    failure: null,
    renewalFailure: null,
  }),
  initial: "opening",
  states: {
    opening: {
      description:
        "Reads the file: its status, the decisions the server allows this reviewer (the file's state and their role) and the reasons' catalogue.",
      invoke: {
        id: "loadFile",
        src: "loadFile",
        input: ({ context }) => ({ reference: context.reference }),
        onDone: {
          target: "taking",
          actions: { type: "rememberFile", params: ({ event }) => event.output },
          description: "Read: try to take it for review.",
        },
        onError: {
          target: "loadFailed",
          actions: onFailure("rememberFailure"),
          description: "The read failed: say so, offer to try again.",
        },
      },
    },
    loadFailed: {
      description: "The file could not be read: the error and a retry, nothing else.",
      on: { retry: { target: "opening", description: "The reviewer tries to read it again." } },
    },
    taking: {
      description: "Takes the file for this reviewer, so no one else decides on it meanwhile.",
      invoke: {
        id: "takeFile",
        src: "takeFile",
        input: ({ context }) => ({ reference: context.reference }),
        onDone: {
          target: "held",
          actions: { type: "rememberHold", params: ({ event }) => event.output },
          description: "Taken: the reviewer holds it for 15 minutes.",
        },
        onError: [
          {
            guard: onFailure("isHeldByAnother"),
            target: "heldByAnother",
            actions: onFailure("rememberHeldBy"),
            description: "Another reviewer holds it: show who, and until when.",
          },
          {
            target: "takeFailed",
            actions: onFailure("rememberFailure"),
            description: "Taking it failed: the file is shown only, with a retry.",
          },
        ],
      },
    },
    heldByAnother: {
      description:
        "Read-only: another reviewer holds the file; their name and the end of their hold show.",
      tags: ["readOnly"],
      on: { retry: { target: "taking", description: "The reviewer tries to take it again." } },
    },
    takeFailed: {
      description: "Read-only: the file could not be taken (no answer, or refused).",
      tags: ["readOnly"],
      on: { retry: { target: "taking", description: "The reviewer tries to take it again." } },
    },
    held: {
      description: "The reviewer holds the file: they may decide, while the hold runs.",
      type: "parallel",
      on: {
        leave: {
          target: "releasing",
          description: "The reviewer leaves the file: free it for the others.",
        },
      },
      states: {
        work: {
          description: "The file and the decision being drafted.",
          initial: "resuming",
          states: {
            resuming: {
              description: "Was a decision being drafted when the file was taken again?",
              always: [
                {
                  guard: "hasDraft",
                  target: "drafting",
                  actions: "forgetSubmitted",
                  description: "Yes: the draft comes back as typed, to confirm again.",
                },
                { target: "viewing", description: "No: the file is shown." },
              ],
            },
            viewing: {
              description:
                "The file is shown with the decisions the server allows this reviewer now.",
              on: {
                start: {
                  guard: { type: "mayTake", params: ({ event }) => event.decision },
                  target: "drafting",
                  actions: { type: "startDraft", params: ({ event }) => event.decision },
                  description: "The reviewer starts one of the decisions allowed.",
                },
              },
            },
            drafting: {
              description:
                "The decision is written in its draft (the child `draft`): reasons, note, slot.",
              on: {
                draftReady: {
                  target: "confirming",
                  actions: { type: "rememberSubmitted", params: ({ event }) => event.draft },
                  description: "Nothing is missing in the draft: ask the reviewer to confirm.",
                },
                cancelDraft: {
                  target: "viewing",
                  actions: "forgetDraft",
                  description: "The reviewer drops the draft.",
                },
              },
            },
            confirming: {
              description: "The decision as it will be sent, with confirm and back.",
              on: {
                back: {
                  target: "drafting",
                  actions: "forgetSubmitted",
                  description: "Back to the draft, as typed.",
                },
                confirm: {
                  target: "sending",
                  actions: "forgetFailure",
                  description: "The reviewer confirms: send it.",
                },
              },
            },
            sending: {
              description: "Sends the decision on the file's version as read.",
              invoke: {
                id: "sendDecision",
                src: "sendDecision",
                // Only `confirming` sends here, with the file read and a complete draft.
                input: ({ context }) =>
                  toDecisionRequest(
                    context.file as ReviewFile,
                    decisionOf(context),
                    context.submitted as DraftContent,
                  ),
                onDone: {
                  target: "#review.reloading",
                  actions: ["forgetDraft", "forgetHold"],
                  description: "Decided: the server freed the file; read it again.",
                },
                onError: [
                  {
                    guard: onFailure("isStale"),
                    target: "stale",
                    actions: onFailure("rememberFailure"),
                    description: "The file changed since it was read: nothing was overwritten.",
                  },
                  {
                    guard: onFailure("isNotAllowedInState"),
                    target: "notAllowed",
                    actions: onFailure("rememberFailure"),
                    description: "The file's state does not allow it: show the server's why.",
                  },
                  {
                    guard: onFailure("needsRecentSignIn"),
                    target: "reauthenticationRequired",
                    actions: onFailure("rememberFailure"),
                    description: "The sign-in is too old for a decision: ask for a new one.",
                  },
                  {
                    guard: onFailure("isForbidden"),
                    target: "forbidden",
                    actions: onFailure("rememberFailure"),
                    description: "The reviewer may not take this decision.",
                  },
                  {
                    target: "sendFailed",
                    actions: onFailure("rememberFailure"),
                    description: "No answer (connection, timeout) or a fault: keep the draft.",
                  },
                ],
              },
            },
            sendFailed: {
              description: "The decision did not go: the draft is kept as typed, with a retry.",
              on: {
                retry: {
                  target: "sending",
                  actions: "forgetFailure",
                  description: "The reviewer sends it again.",
                },
                back: {
                  target: "drafting",
                  actions: ["forgetFailure", "forgetSubmitted"],
                  description: "Back to the draft, as typed.",
                },
              },
            },
            reauthenticationRequired: {
              description: "Asks the reviewer to sign in again; the draft waits as typed.",
              on: {
                signedInAgain: {
                  target: "confirming",
                  actions: "forgetFailure",
                  description: "Signed in again: confirm the decision once more.",
                },
              },
            },
            stale: {
              description: "Someone changed the file since it was read; nothing was overwritten.",
              on: {
                reload: {
                  target: "#review.opening",
                  actions: "forgetDraft",
                  description: "Read the file again; the draft, written on the old one, goes.",
                },
              },
            },
            notAllowed: {
              description: "The file's state does not allow the decision; the server says why.",
              on: {
                reload: {
                  target: "#review.opening",
                  actions: "forgetDraft",
                  description: "Read the file again, with the decisions its state allows now.",
                },
              },
            },
            forbidden: {
              description: "The reviewer's role does not allow the decision.",
              on: {
                cancelDraft: {
                  target: "viewing",
                  actions: ["forgetDraft", "forgetFailure"],
                  description: "The reviewer drops the draft.",
                },
              },
            },
          },
        },
        hold: {
          description: "The reviewer's hold on the file.",
          initial: "counting",
          states: {
            counting: {
              description: "The hold's 15 minutes, with a warning one minute before they end.",
              initial: "running",
              after: {
                REVIEW_LOCK_DURATION: {
                  target: "#review.holdExpired",
                  actions: ["forgetHold", "forgetRenewalFailure"],
                  description: "The hold ran out: the file is shown only; the draft is kept.",
                },
              },
              states: {
                running: {
                  description: "The hold runs.",
                  after: {
                    REVIEW_LOCK_WARNING: {
                      target: "ending",
                      description: "One minute is left: warn, and offer to keep reviewing.",
                    },
                  },
                },
                ending: {
                  description: 'The warning: the hold ends in a minute, with "keep reviewing".',
                  on: {
                    keepReviewing: {
                      target: "renewing",
                      description: "The reviewer keeps reviewing: take the file again.",
                    },
                  },
                },
                renewing: {
                  description: "Takes the file again for another 15 minutes.",
                  invoke: {
                    id: "renewHold",
                    src: "takeFile",
                    input: ({ context }) => ({ reference: context.reference }),
                    onDone: {
                      // Only the count starts over: the decision being written stays as it is.
                      target: "#review.held.hold.counting",
                      reenter: true,
                      actions: { type: "rememberRenewedHold", params: ({ event }) => event.output },
                      description: "Taken again: the 15 minutes start over.",
                    },
                    onError: [
                      {
                        guard: onFailure("isHeldByAnother"),
                        target: "#review.heldByAnother",
                        actions: onFailure("rememberHeldBy"),
                        description: "Another reviewer holds it now: show who; the draft is kept.",
                      },
                      {
                        target: "ending",
                        actions: onFailure("rememberRenewalFailure"),
                        description: "Taking it again failed: say so; the minute left still runs.",
                      },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
    holdExpired: {
      description: "Read-only: the hold ran out; the draft is kept for when it is taken again.",
      tags: ["readOnly"],
      on: { retry: { target: "taking", description: "The reviewer takes the file again." } },
    },
    releasing: {
      description: "Frees the file for the other reviewers.",
      invoke: {
        id: "releaseFile",
        src: "releaseFile",
        input: ({ context }) => ({ reference: context.reference }),
        onDone: { target: "left", description: "Freed." },
        onError: {
          target: "left",
          description: "Not freed: the hold runs out on its own within 15 minutes.",
        },
      },
    },
    reloading: {
      description: "Reads the decided file again; the reviewer no longer holds it.",
      invoke: {
        id: "reloadFile",
        src: "loadFile",
        input: ({ context }) => ({ reference: context.reference }),
        onDone: {
          target: "decided",
          actions: { type: "rememberFile", params: ({ event }) => event.output },
          description: "Read: the file shows the decision's effect.",
        },
        onError: {
          target: "reloadFailed",
          actions: onFailure("rememberFailure"),
          description: "The read failed: the decision stands; offer to read it again.",
        },
      },
    },
    reloadFailed: {
      description: "The decision was sent, but the file could not be read again.",
      tags: ["readOnly"],
      on: { retry: { target: "reloading", description: "The reviewer reads it again." } },
    },
    decided: {
      description: "Read-only: the file after the decision, freed for the others.",
      tags: ["readOnly"],
      on: {
        retry: {
          target: "taking",
          description: "The reviewer takes the file again for another decision.",
        },
      },
    },
    left: {
      description: "The reviewer left the file.",
      type: "final",
    },
  },
});
