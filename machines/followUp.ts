/**
 * Step 5, the follow-up after sending (tunnel spec 2 "Step 5", 4 "Step 5 sub-stage rule",
 * "Payment and transfer", "Signature steps"): the server's facts (`getSignature`) decide the
 * sub-stage, one state each, that a product owner can read: analysis, accepted (lease in
 * preparation), payment, lease signature, handover; statuses without a sub-stage show their text.
 *
 * The facts are read again when the applicant comes back from the card page (the page opens
 * anew), sends a proof, closes the signature frame, and, while staff have the next move, every
 * few seconds while the page is in view and at once when it comes back into view (tab shown,
 * window focused), so the page follows their decisions without a reload. A failed
 * re-read keeps the page as it was and says so; only the first load blocks the page (with a
 * retry).
 */
import { assign, type EventObject, enqueueActions, sendParent, setup } from "xstate";
import type { FollowUpData, PaymentRequest, ProofDocument } from "../src/api/followUpSchemas.ts";
import { type FollowUpFailure, failureOf } from "./followUp.failure.ts";
import {
  hasApplicantSigned,
  haveAllSignersSigned,
  isSignatureStopped,
  isTransferBeingChecked,
  type ProofActorId,
  proofActorId,
  proofsAskedFor,
  type ReopenableStep,
  selectSubStage,
} from "./followUp.selectors.ts";
import { handoverMachine } from "./handover.ts";
import { proofUploadMachine } from "./proofUpload.ts";
import { providedByApp } from "./provided.ts";
import { isSentBackForChanges } from "./tunnelLoader.dossier.ts";

/**
 * The signature frame loads this long after the dialog opens (tunnel spec 9).
 * @spec tunnel §9 Business constants and limits
 */
export const SIGNATURE_FRAME_DELAY_MS = 3000;

/**
 * How often the page reads the file again while staff have the next move (analysis, lease in
 * preparation, a transfer being checked, countersignature) and the page is in view. Not in the
 * spec: our choice, short enough that a staff decision shows within 15 s.
 * @spec tunnel §2 Step 5: follow-up after sending
 */
export const STAFF_POLL_INTERVAL_MS = 8_000;

/** How the card page sent the applicant back (`?payment=success` or `error&code=`). */
export type PaymentReturn = { outcome: "success" } | { outcome: "error"; code: string };

export interface FollowUpInput {
  paymentReturn: PaymentReturn | null;
}

export interface FollowUpContext {
  /** The server's facts as last read; null before the first load. */
  data: FollowUpData | null;
  /** Where the card page sent the applicant back from, if it did. */
  paymentReturn: PaymentReturn | null;
  paymentError: FollowUpFailure | null;
  /** Why the last attempt to start the signature failed; shown after the reload. */
  signatureError: FollowUpFailure | null;
  /** The started signature's page, loaded in the frame. */
  signatureLink: string | null;
  /** The last re-read failed: the page shows what it had, and says so. */
  refreshFailed: boolean;
  /** The last lease download failed ("cannot download this document"). */
  leaseDownloadFailed: boolean;
  /**
   * The page is out of view (another tab, a minimised window): no reading meanwhile. Known only
   * while staff have the move (told by the listener those states run).
   */
  isPageOutOfView: boolean;
}

export type FollowUpEvent =
  | { type: "retry" }
  | { type: "refresh" }
  | { type: "payByCard" }
  | { type: "proofSent" }
  | { type: "startSigning" }
  | { type: "closeSignature" }
  | { type: "downloadLease" }
  | { type: "leaseDownloadFailed" }
  /**
   * "Compléter ma demande", or the link of a reason the team gave: opens the steps again, at the
   * step named (the reason's), else at step 2.
   */
  | { type: "reopenForChanges"; step?: ReopenableStep }
  /** Sent by `watchPageVisibility`: the tab was hidden. */
  | { type: "pageHidden" }
  /** Sent by `watchPageVisibility`: the tab was shown again, or the window got the focus. */
  | { type: "pageShown" };

/** What the page's visibility listener tells the follow-up. */
export type PageVisibilityEvent = Extract<FollowUpEvent, { type: "pageHidden" | "pageShown" }>;

export type CanSignAnswer = { canSign: boolean };
export type StartedSignature = { link: string };

const actor = <Output, Input = void>(name: string) =>
  providedByApp.actor<Output, Input>("followUp", name);

const reread = {
  target: "#followUp.refreshing",
  description: "Reads the file again.",
} as const;

/**
 * While staff or a co-signer (a guardian, a guarantor signing from their mail) have the next
 * move, the file is read again every few seconds while the page is in view, and at once when it
 * comes back into view.
 */
const followStaffDecisions = {
  // Its listener says at once if the page is out of view, then each change.
  invoke: { src: "watchPageVisibility" },
  // The fact is the listener's: the next waiting state's listener says it again.
  exit: "notePageInView",
  after: {
    STAFF_POLL_INTERVAL: {
      guard: "isPageInView",
      target: "#followUp.refreshing",
      description: "Staff may have acted: read the file again (not while the page is out of view).",
    },
  },
  on: {
    pageHidden: {
      actions: "notePageOutOfView",
      description: "The page went out of view: staff's decisions are not read meanwhile.",
    },
    pageShown: {
      target: "#followUp.refreshing",
      actions: "notePageInView",
      description: "The page is back in view (tab shown, window focused): read the file at once.",
    },
  },
} as const;

type ProofSubStage = "payment" | "signature";
type ProofChild = { src: "proofUpload"; logic: typeof proofUploadMachine; id: ProofActorId };
/** `enqueueActions` typed for the proofs' children (setup cannot infer it for its own actions). */
const proofActions = enqueueActions<
  FollowUpContext,
  FollowUpEvent,
  ProofSubStage,
  FollowUpEvent,
  ProofChild,
  never,
  never,
  never,
  never
>;
type ProofEnqueue = Parameters<Parameters<typeof proofActions>[0]>[0]["enqueue"];

/** An action on each proof a sub-stage asks for (the sub-stage is the action's params). */
function onProofs(act: (enqueue: ProofEnqueue, document: ProofDocument) => void) {
  return proofActions(({ context, enqueue }, subStage) => {
    if (context.data === null) return;
    for (const document of proofsAskedFor(context.data.dossier, subStage)) act(enqueue, document);
  });
}

export const followUpMachine = setup({
  types: {
    input: {} as FollowUpInput,
    context: {} as FollowUpContext,
    events: {} as FollowUpEvent,
    /** One upload actor per proof the sub-stage shows, named after its proof (`proofActorId`). */
    children: {} as { [Id in ProofActorId]: "proofUpload" } & { handover: "handover" },
  },
  actors: {
    /** One proof to send (machines/proofUpload.ts): a child while its sub-stage shows it. */
    proofUpload: proofUploadMachine,
    /** The handover's to-do list (machines/handover.ts): a child while it shows. */
    handover: handoverMachine,
    /** GET dossierDepose/getSignature. */
    loadFollowUp: actor<FollowUpData>("loadFollowUp"),
    /** POST payment/payment with the lease code. */
    requestCardPayment: actor<PaymentRequest, { leaseCode: string }>("requestCardPayment"),
    /** GET dossierDepose/canSign. */
    checkCanSign: actor<CanSignAnswer>("checkCanSign"),
    /** GET dossierDepose/signatureBail. */
    startSignature: actor<StartedSignature>("startSignature"),
    /**
     * Tells `pageHidden` (at once if the page is out of view, then on visibilitychange) and
     * `pageShown` (visibilitychange, window focus); the app listens.
     */
    watchPageVisibility: providedByApp.callback<EventObject>("followUp", "watchPageVisibility"),
  },
  delays: {
    SIGNATURE_FRAME_DELAY: SIGNATURE_FRAME_DELAY_MS,
    STAFF_POLL_INTERVAL: STAFF_POLL_INTERVAL_MS,
  },
  guards: {
    isAnalysis: ({ context }) => subStageOf(context) === 0,
    isWaitingForLease: ({ context }) => subStageOf(context) === 1,
    isPayment: ({ context }) => subStageOf(context) === 2,
    isSignature: ({ context }) => subStageOf(context) === 3,
    isHandover: ({ context }) => subStageOf(context) === 4,
    isTransferBeingChecked: ({ context }) =>
      context.data !== null && isTransferBeingChecked(context.data.dossier),
    isPageInView: ({ context }) => !context.isPageOutOfView,
    hasApplicantSigned: ({ context }) => context.data !== null && hasApplicantSigned(context.data),
    haveAllSignersSigned: ({ context }) =>
      context.data !== null && haveAllSignersSigned(context.data),
    isSignatureStopped: ({ context }) => context.data !== null && isSignatureStopped(context.data),
    hasCompanySigned: ({ context }) => context.data?.dossier.signe_gecina === true,
    mayStartSignature: (_, answer: CanSignAnswer) => answer.canSign,
    isSentBackForChanges: ({ context }) =>
      context.data !== null && isSentBackForChanges(context.data.dossier.statuscode),
  },
  actions: {
    rememberData: assign({ data: (_, data: FollowUpData) => data, refreshFailed: false }),
    noteRefreshFailed: assign({ refreshFailed: true }),
    notePageOutOfView: assign({ isPageOutOfView: true }),
    notePageInView: assign({ isPageOutOfView: false }),
    rememberPaymentError: assign({ paymentError: (_, failure: FollowUpFailure) => failure }),
    clearPaymentError: assign({ paymentError: null }),
    rememberSignatureError: assign({ signatureError: (_, failure: FollowUpFailure) => failure }),
    clearSignatureError: assign({ signatureError: null }),
    rememberSignatureLink: assign({ signatureLink: (_, link: string) => link }),
    /** Posts the payment fields as a form to the card page: the browser leaves the app. */
    submitPaymentForm: providedByApp.action<PaymentRequest>("followUp", "submitPaymentForm"),
    /** Saves the lease PDF (`sharepoint/downloadBail`); a failure sends `leaseDownloadFailed`. */
    downloadLease: providedByApp.action("followUp", "downloadLease"),
    noteLeaseDownloadFailed: assign({ leaseDownloadFailed: true }),
    clearLeaseDownloadFailed: assign({ leaseDownloadFailed: false }),
    /** Removes `?payment=...` from the address, so a reload does not show it again. */
    forgetPaymentReturn: providedByApp.action("followUp", "forgetPaymentReturn"),
    /**
     * Asks the tunnel (the loader, its parent) to open steps 2 to 4 again, at the step named if
     * any; it reads the file anew.
     */
    reopenSteps: sendParent((_, step: ReopenableStep | undefined) => ({
      type: "reopenForChanges" as const,
      ...(step === undefined ? {} : { step }),
    })),
    /** Starts the upload actor of each proof the sub-stage asks for, known by its proof. */
    startProofs: onProofs((enqueue, document) => {
      const id = proofActorId(document);
      enqueue.spawnChild("proofUpload", { id, systemId: id, input: { document } });
    }),
    /** Stops them when the sub-stage is left (the facts have not changed meanwhile). */
    stopProofs: onProofs((enqueue, document) => enqueue.stopChild(proofActorId(document))),
  },
}).createMachine({
  id: "followUp",
  description:
    "Step 5, the follow-up after sending: analysis, payment (card or transfer), lease signature and handover, each a sub-stage derived from the server's facts.",
  meta: {
    spec: [
      "tunnel §2 Step 5: follow-up after sending",
      "tunnel §4 Step 5 sub-stage rule",
      "tunnel §4 Payment and transfer",
      "tunnel §4 Signature steps",
    ],
  },
  context: ({ input }) => ({
    data: null,
    paymentReturn: input.paymentReturn,
    paymentError: null,
    signatureError: null,
    signatureLink: null,
    refreshFailed: false,
    leaseDownloadFailed: false,
    isPageOutOfView: false,
  }),
  entry: "forgetPaymentReturn",
  initial: "loading",
  states: {
    loading: {
      description: "Reads the file's step-5 facts; the page shows its loader.",
      invoke: {
        id: "loadFollowUp",
        src: "loadFollowUp",
        onDone: {
          target: "showing",
          actions: { type: "rememberData", params: ({ event }) => event.output },
          description: "Read: show the sub-stage they give.",
        },
        onError: {
          target: "loadFailed",
          description: "The read failed: the generic error and a retry.",
        },
      },
    },
    loadFailed: {
      description: "The generic error with a retry button, instead of the follow-up.",
      on: { retry: { target: "loading", description: "The applicant asks to read it again." } },
    },
    refreshing: {
      description: "Reads the facts again; the page keeps showing what it had meanwhile.",
      invoke: {
        id: "reloadFollowUp",
        src: "loadFollowUp",
        onDone: {
          target: "showing",
          actions: { type: "rememberData", params: ({ event }) => event.output },
          description: "Read: show the sub-stage they give now.",
        },
        onError: {
          target: "showing",
          actions: "noteRefreshFailed",
          description: "The re-read failed: keep the page as it was and say so.",
        },
      },
    },
    showing: {
      description: "The request card and the view of the sub-stage.",
      on: {
        refresh: {
          ...reread,
          description: "The applicant asks to read the file again (after a failed re-read).",
        },
        downloadLease: {
          actions: ["clearLeaseDownloadFailed", "downloadLease"],
          description: "Downloads the lease, readable even before signing.",
        },
        leaseDownloadFailed: {
          actions: "noteLeaseDownloadFailed",
          description: "The download failed: say so.",
        },
      },
      initial: "choosingSubStage",
      states: {
        choosingSubStage: {
          description: "The sub-stage rule on the facts decides the view.",
          always: [
            { guard: "isAnalysis", target: "analysis", description: "Sub-stage 0." },
            { guard: "isWaitingForLease", target: "waitingForLease", description: "Sub-stage 1." },
            { guard: "isPayment", target: "payment", description: "Sub-stage 2." },
            { guard: "isSignature", target: "signature", description: "Sub-stage 3." },
            { guard: "isHandover", target: "handover", description: "Sub-stage 4." },
            {
              guard: "isSentBackForChanges",
              target: "sentBackForChanges",
              description: "No sub-stage: staff asked for changes (toUpdate).",
            },
            {
              target: "statusOnly",
              description: "No sub-stage (cancelled, refused...).",
            },
          ],
        },
        analysis: {
          description: "Sub-stage 0: request received, then analysed by the team.",
          ...followStaffDecisions,
        },
        waitingForLease: {
          description: "Sub-stage 1: request accepted, the lease is being prepared.",
          ...followStaffDecisions,
        },
        payment: {
          description: "Sub-stage 2: the entry fees, by card or bank transfer.",
          entry: { type: "startProofs", params: "payment" },
          exit: { type: "stopProofs", params: "payment" },
          on: {
            proofSent: {
              ...reread,
              description: "A proof (transfer or guarantee) was sent: the facts changed.",
            },
          },
          initial: "choosingPaymentView",
          states: {
            choosingPaymentView: {
              description: "Is a transfer's proof being checked by staff?",
              always: [
                {
                  guard: "isTransferBeingChecked",
                  target: "transferBeingChecked",
                  description: "Yes: the applicant waits for staff.",
                },
                { target: "choosingMethod", description: "No: the card and transfer tabs." },
              ],
            },
            transferBeingChecked: {
              meta: { spec: "tunnel §4 Payment and transfer" },
              description:
                "The transfer's proof is sent: staff check it, then confirm it (the fees are paid) or refuse it.",
              ...followStaffDecisions,
            },
            choosingMethod: {
              description: "The card and transfer tabs.",
              on: {
                payByCard: {
                  target: "requestingCardPayment",
                  actions: "clearPaymentError",
                  description: "Asks the server for the card page.",
                },
              },
            },
            requestingCardPayment: {
              description: "Asks the server for the card page and its signed fields.",
              invoke: {
                id: "requestCardPayment",
                src: "requestCardPayment",
                input: ({ context }) => ({ leaseCode: context.data?.dossier.code_bail ?? "" }),
                onDone: {
                  target: "leavingForCardPage",
                  actions: { type: "submitPaymentForm", params: ({ event }) => event.output },
                  description: "Posts the fields to the card page: the browser leaves.",
                },
                onError: {
                  target: "cardPaymentRefused",
                  actions: {
                    type: "rememberPaymentError",
                    params: ({ event }) => failureOf(event.error),
                  },
                  description: "The server refused or failed: say why; nothing is paid.",
                },
              },
            },
            leavingForCardPage: {
              description: "On the way to the card page.",
            },
            cardPaymentRefused: {
              description: "Why the card payment could not start; the tabs stay.",
              on: {
                payByCard: {
                  target: "requestingCardPayment",
                  actions: "clearPaymentError",
                  description: "Tries again.",
                },
              },
            },
          },
        },
        signature: {
          description: "Sub-stage 3: the lease signature.",
          entry: { type: "startProofs", params: "signature" },
          exit: { type: "stopProofs", params: "signature" },
          on: {
            proofSent: {
              ...reread,
              description: "The guarantee proof was sent: the facts changed.",
            },
          },
          initial: "checkingWhoSigned",
          states: {
            checkingWhoSigned: {
              description:
                "Who has signed already, in the spec's order (tenant, guardian, guarantors)?",
              always: [
                {
                  guard: "isSignatureStopped",
                  target: "signatureStopped",
                  description: "A signer refused, or the 8 days ran out: the signature stopped.",
                },
                {
                  guard: "haveAllSignersSigned",
                  target: "waitingForCountersignature",
                  description: "Every signer signed: the team signs next.",
                },
                {
                  guard: "hasApplicantSigned",
                  target: "waitingForCoSigners",
                  description: "The applicant signed; a guardian or guarantor has still to.",
                },
                { target: "readyToSign", description: "Nobody yet: offer the signature." },
              ],
            },
            waitingForCoSigners: {
              description:
                "The applicant signed; the legal guardian or a guarantor signs from their mail, in turn.",
              ...followStaffDecisions,
            },
            signatureStopped: {
              description:
                "The error card of a refusal or an expiry, and the button that starts a new signature.",
              on: {
                startSigning: {
                  target: "checkingCanSign",
                  actions: "clearSignatureError",
                  description: "Starts a new signature: every signer is asked again, in turn.",
                },
              },
            },
            readyToSign: {
              description: 'The lease to download and "Lire et signer le bail via Yousign >".',
              on: {
                startSigning: {
                  target: "checkingCanSign",
                  actions: "clearSignatureError",
                  description: "Asks whether the lease can be signed now.",
                },
              },
            },
            checkingCanSign: {
              description: "canSign.",
              invoke: {
                id: "checkCanSign",
                src: "checkCanSign",
                onDone: [
                  {
                    guard: { type: "mayStartSignature", params: ({ event }) => event.output },
                    target: "startingSignature",
                    description: "Yes: start the signature.",
                  },
                  {
                    ...reread,
                    actions: {
                      type: "rememberSignatureError",
                      params: { kind: "cannotSign" } as FollowUpFailure,
                    },
                    description: "No: say so, then read the file again.",
                  },
                ],
                onError: {
                  ...reread,
                  actions: {
                    type: "rememberSignatureError",
                    params: ({ event }) => failureOf(event.error),
                  },
                  description: "The check failed: the message, then the reload.",
                },
              },
            },
            startingSignature: {
              description: "signatureBail: the provider prepares the signing page.",
              invoke: {
                id: "startSignature",
                src: "startSignature",
                onDone: {
                  target: "signing",
                  actions: {
                    type: "rememberSignatureLink",
                    params: ({ event }) => event.output.link,
                  },
                  description: "Started: the full-screen dialog opens.",
                },
                onError: {
                  ...reread,
                  actions: {
                    type: "rememberSignatureError",
                    params: ({ event }) => failureOf(event.error),
                  },
                  description: "Start failure: its message, then the reload.",
                },
              },
            },
            signing: {
              description: "The full-screen signature dialog.",
              on: {
                closeSignature: {
                  ...reread,
                  description: "Closed: read the file again (the signature may be done).",
                },
              },
              initial: "waitingForFrame",
              states: {
                waitingForFrame: {
                  description: "The dialog says the signing page is coming.",
                  after: {
                    SIGNATURE_FRAME_DELAY: {
                      target: "showingFrame",
                      description: "3 s later, the frame loads the signing page.",
                    },
                  },
                },
                showingFrame: { description: "The provider's signing page in the frame." },
              },
            },
            waitingForCountersignature: {
              description: '"À nous de jouer": the applicant signed, the team signs next.',
              ...followStaffDecisions,
            },
          },
        },
        handover: {
          description: 'Sub-stage 4: "Bientôt chez vous !" once the team has signed.',
          initial: "checkingCompanySignature",
          states: {
            checkingCompanySignature: {
              description: "Has the team countersigned?",
              always: [
                {
                  guard: "hasCompanySigned",
                  target: "movingIn",
                  description: "Yes: the to-do list before the keys.",
                },
                { target: "waitingForCountersignature", description: 'No: "À nous de jouer".' },
              ],
            },
            waitingForCountersignature: {
              description: '"À nous de jouer": every party signed but the team.',
              ...followStaffDecisions,
            },
            movingIn: {
              description: '"Bientôt chez vous !" and the to-do list, acted on by its own child.',
              invoke: { id: "handover", systemId: "handover", src: "handover" },
            },
          },
        },
        sentBackForChanges: {
          meta: { spec: "tunnel §4 Dossier status (statuscode)" },
          description:
            "Staff asked for changes: the status text, the team's reasons next to the step each concerns, and the button that opens steps 2 to 4 again.",
          initial: "waitingForApplicant",
          states: {
            waitingForApplicant: {
              description: 'The applicant has the move: "Compléter ma demande".',
              on: {
                reopenForChanges: {
                  target: "openingSteps",
                  actions: { type: "reopenSteps", params: ({ event }) => event.step },
                  description:
                    "\"Compléter ma demande\", or a reason's link: the tunnel reads the file again and opens step 2, or the reason's step.",
                },
              },
            },
            openingSteps: {
              description: "On the way to step 2; the button waits.",
            },
          },
        },
        statusOnly: {
          description: "A status without a sub-stage: its text only.",
        },
      },
    },
  },
});

function subStageOf(context: FollowUpContext) {
  return context.data === null ? null : selectSubStage(context.data.dossier);
}
