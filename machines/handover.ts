/**
 * The handover's to-do list, once every party has signed (tunnel spec 2 "Handover view",
 * "Bientôt chez vous !"): the link to the Client space, the home-insurance certificate to send
 * and the inventory-of-fixtures appointment to book. The follow-up invokes it while it shows
 * "Bientôt chez vous !" (machines/followUp.ts, `movingIn`).
 *
 * The certificate goes as a step-5 proof does (machines/proofUpload.ts): choosing a file only
 * checks it in the browser and shows it; it leaves only with the send button. The appointment
 * is one of the residence's free slots; a slot another applicant took meanwhile is said so, and
 * the free slots are read again. Both sides run side by side: one does not wait for the other.
 */
import { assign, setup } from "xstate";
import type {
  HandoverFacts,
  InsuranceReview,
  InventorySlot,
  SentInsurance,
} from "../src/api/handoverSchemas.ts";
import { type FollowUpFailure, failureOf } from "./followUp.failure.ts";
import type { ChosenProof } from "./proofUpload.ts";
import { providedByApp } from "./provided.ts";

/**
 * The server's answer when the slot was taken by another file meanwhile (409).
 * @spec tunnel §2 Step 5: follow-up after sending
 */
export const SLOT_TAKEN_CODE = "creneauPris";

/** What the handover reads at start: its facts, and the Client space's address. */
export interface LoadedHandover extends HandoverFacts {
  /** `login_ec_uri` of the identity configuration; null when the server names none. */
  clientSpaceUrl: string | null;
}

export interface HandoverContext {
  clientSpaceUrl: string | null;
  /** The certificate the server holds; null until one is sent (and once the team refused it). */
  insurance: SentInsurance | null;
  /** The team's check of the last certificate, as read; null until checked, or once another is sent. */
  insuranceReview: InsuranceReview | null;
  /** The booked appointment; null until one is booked. */
  appointment: InventorySlot | null;
  /** The residence's free slots, as last read. */
  slots: InventorySlot[];
  /** The certificate chosen and checked, not sent yet. */
  chosenInsurance: ChosenProof | null;
  insuranceError: FollowUpFailure | null;
  /** The slot being booked (or last tried). */
  slotId: number | null;
  appointmentError: FollowUpFailure | null;
  /** The item done last on this page (not read as done): the page moves focus to it. */
  justDone: "insurance" | "appointment" | null;
}

/** `file` is the browser's File; the machine only hands it to the check and the upload. */
export type HandoverEvent =
  | { type: "retry" }
  | { type: "chooseInsurance"; file: File }
  | { type: "removeInsurance" }
  | { type: "sendInsurance" }
  | { type: "bookSlot"; slotId: number };

const actor = <Output, Input = void>(name: string) =>
  providedByApp.actor<Output, Input>("handover", name);

const fail = (type: "rememberInsuranceError" | "rememberAppointmentError") =>
  ({ type, params: ({ event }: { event: { error: unknown } }) => failureOf(event.error) }) as const;

export const handoverMachine = setup({
  types: {
    context: {} as HandoverContext,
    events: {} as HandoverEvent,
  },
  actors: {
    /** GET handover and the identity configuration's Client space address. */
    loadHandover: actor<LoadedHandover>("loadHandover"),
    /** GET handover again, for the free slots. */
    reloadSlots: actor<HandoverFacts>("reloadSlots"),
    /** Checks the file in the browser (extension, size, content); sends nothing. */
    checkInsurance: actor<ChosenProof, { file: File }>("checkInsurance"),
    /** POST handover/insurance. */
    sendInsurance: actor<SentInsurance, { file: File }>("sendInsurance"),
    /** POST handover/appointment. */
    bookSlot: actor<InventorySlot, { slotId: number }>("bookSlot"),
  },
  guards: {
    hasSentInsurance: ({ context }) => context.insurance !== null,
    hasChosenInsurance: ({ context }) => context.chosenInsurance !== null,
    hasAppointment: ({ context }) => context.appointment !== null,
    /** The 409 of a slot another file took between the read and the click. */
    isSlotTaken: (_, failure: FollowUpFailure) =>
      failure.kind === "code" && failure.code === SLOT_TAKEN_CODE,
  },
  actions: {
    rememberLoaded: assign((_, loaded: LoadedHandover) => ({
      clientSpaceUrl: loaded.clientSpaceUrl,
      insurance: loaded.insurance,
      insuranceReview: loaded.insuranceReview,
      appointment: loaded.appointment,
      slots: loaded.slots,
    })),
    rememberSlots: assign({ slots: (_, facts: HandoverFacts) => facts.slots }),
    /** The reload failed: at least the slot known to be taken goes from the list. */
    dropTakenSlot: assign({
      slots: ({ context }) => context.slots.filter((slot) => slot.id !== context.slotId),
    }),
    rememberChosen: assign({
      chosenInsurance: (_, proof: ChosenProof) => proof,
      insuranceError: null,
    }),
    forgetChosen: assign({ chosenInsurance: null, insuranceError: null }),
    rememberSent: assign({
      insurance: (_, sent: SentInsurance) => sent,
      // The new certificate waits for the team's check, whatever became of the one before.
      insuranceReview: null,
      chosenInsurance: null,
      insuranceError: null,
      justDone: "insurance",
    }),
    clearInsuranceError: assign({ insuranceError: null }),
    rememberSlotId: assign({
      slotId: (_, slotId: number) => slotId,
      appointmentError: null,
    }),
    rememberAppointment: assign({
      appointment: (_, slot: InventorySlot) => slot,
      slots: [],
      appointmentError: null,
      justDone: "appointment",
    }),
    rememberInsuranceError: assign({ insuranceError: (_, failure: FollowUpFailure) => failure }),
    rememberAppointmentError: assign({
      appointmentError: (_, failure: FollowUpFailure) => failure,
    }),
  },
}).createMachine({
  id: "handover",
  description:
    '"Bientôt chez vous !": the Client space link, the home-insurance certificate to send and the inventory-of-fixtures appointment to book, side by side.',
  meta: { spec: "tunnel §2 Step 5: follow-up after sending" },
  context: {
    clientSpaceUrl: null,
    insurance: null,
    insuranceReview: null,
    appointment: null,
    slots: [],
    chosenInsurance: null,
    insuranceError: null,
    slotId: null,
    appointmentError: null,
    justDone: null,
  },
  initial: "loading",
  states: {
    loading: {
      description: "Reads what is done, the free slots and the Client space's address.",
      invoke: {
        id: "loadHandover",
        src: "loadHandover",
        onDone: {
          target: "ready",
          actions: { type: "rememberLoaded", params: ({ event }) => event.output },
          description: "Read: show the to-do list, each item done or not.",
        },
        onError: {
          target: "loadFailed",
          description: "The read failed: the generic error and a retry.",
        },
      },
    },
    loadFailed: {
      description: "The generic error with a retry button, instead of the to-do list.",
      on: { retry: { target: "loading", description: "The applicant asks to read it again." } },
    },
    ready: {
      description: "The to-do list: the certificate and the appointment, each on its own.",
      type: "parallel",
      states: {
        insurance: {
          description: "The home-insurance certificate, sent before the key handover.",
          initial: "checkingWhatIsDone",
          states: {
            checkingWhatIsDone: {
              description: "Has a certificate been sent already?",
              always: [
                { guard: "hasSentInsurance", target: "sent", description: "Yes: it is done." },
                { target: "waitingForFile", description: "No: offer the upload." },
              ],
            },
            waitingForFile: {
              description: "No certificate chosen: send is disabled.",
              on: {
                chooseInsurance: {
                  target: "checking",
                  actions: "clearInsuranceError",
                  description: "A file was chosen or dropped: check it in the browser.",
                },
              },
            },
            checking: {
              description:
                "Checks the file's type, size and content in the browser; nothing is sent.",
              invoke: {
                id: "checkInsurance",
                src: "checkInsurance",
                input: ({ event }) => ({
                  file: (event as Extract<HandoverEvent, { type: "chooseInsurance" }>).file,
                }),
                onDone: {
                  target: "chosen",
                  actions: { type: "rememberChosen", params: ({ event }) => event.output },
                  description: "The file passes: shown, and send is offered.",
                },
                onError: [
                  {
                    guard: "hasChosenInsurance",
                    target: "chosen",
                    actions: fail("rememberInsuranceError"),
                    description: "Refused, but an earlier file is chosen: say why and keep it.",
                  },
                  {
                    guard: "hasSentInsurance",
                    target: "sent",
                    actions: fail("rememberInsuranceError"),
                    description: "Refused as a replacement: say why; the one sent stays.",
                  },
                  {
                    target: "waitingForFile",
                    actions: fail("rememberInsuranceError"),
                    description: "Refused (type, size, content): say why; choose another file.",
                  },
                ],
              },
            },
            chosen: {
              description:
                "A checked certificate is shown (name, size, preview): send, change or remove it.",
              on: {
                chooseInsurance: {
                  target: "checking",
                  actions: "clearInsuranceError",
                  description: "Another file replaces it, once checked.",
                },
                removeInsurance: {
                  target: "checkingWhatIsDone",
                  actions: "forgetChosen",
                  description: "The file is removed: send is disabled again.",
                },
                sendInsurance: {
                  target: "sending",
                  actions: "clearInsuranceError",
                  description: "Sends the certificate to the residence's team.",
                },
              },
            },
            sending: {
              description: "Uploads the certificate; the server checks it again.",
              invoke: {
                id: "sendInsurance",
                src: "sendInsurance",
                // Only `chosen` sends here, and it holds a checked file.
                input: ({ context }) => ({ file: (context.chosenInsurance as ChosenProof).file }),
                onDone: {
                  target: "sent",
                  actions: { type: "rememberSent", params: ({ event }) => event.output },
                  description: "Stored (and a mail confirms it): the item is done.",
                },
                onError: {
                  target: "chosen",
                  actions: fail("rememberInsuranceError"),
                  description: "Refused or failed: say why; the file stays chosen.",
                },
              },
            },
            sent: {
              description: "Done: the certificate sent is named; another may replace it.",
              on: {
                chooseInsurance: {
                  target: "checking",
                  actions: "clearInsuranceError",
                  description: "A new certificate to replace the one sent: check it.",
                },
              },
            },
          },
        },
        appointment: {
          description: "The inventory-of-fixtures appointment with the residence manager.",
          initial: "checkingWhatIsDone",
          states: {
            checkingWhatIsDone: {
              description: "Is an appointment booked already?",
              always: [
                { guard: "hasAppointment", target: "booked", description: "Yes: it is done." },
                { target: "choosingSlot", description: "No: offer the free slots." },
              ],
            },
            choosingSlot: {
              description: "The residence's free slots, each a button.",
              on: {
                bookSlot: {
                  target: "booking",
                  actions: { type: "rememberSlotId", params: ({ event }) => event.slotId },
                  description: "The applicant picks a slot: book it.",
                },
              },
            },
            booking: {
              description: "Books the slot picked.",
              invoke: {
                id: "bookSlot",
                src: "bookSlot",
                // Only `bookSlot` comes here, and it names the slot.
                input: ({ context }) => ({ slotId: context.slotId as number }),
                onDone: {
                  target: "booked",
                  actions: { type: "rememberAppointment", params: ({ event }) => event.output },
                  description: "Booked (and a mail confirms it): the item is done.",
                },
                onError: [
                  {
                    guard: {
                      type: "isSlotTaken",
                      params: ({ event }) => failureOf(event.error),
                    },
                    target: "reloadingSlots",
                    actions: fail("rememberAppointmentError"),
                    description:
                      "Another applicant took it meanwhile: say so, read the free slots again.",
                  },
                  {
                    target: "choosingSlot",
                    actions: fail("rememberAppointmentError"),
                    description: "Refused or failed: say why; the slots stay.",
                  },
                ],
              },
            },
            reloadingSlots: {
              description: "Reads the free slots again after a slot was taken.",
              invoke: {
                id: "reloadSlots",
                src: "reloadSlots",
                onDone: {
                  target: "choosingSlot",
                  actions: { type: "rememberSlots", params: ({ event }) => event.output },
                  description: "The slots still free are shown.",
                },
                onError: {
                  target: "choosingSlot",
                  actions: "dropTakenSlot",
                  description: "The read failed: the taken slot at least goes from the list.",
                },
              },
            },
            booked: {
              description: "Done: the appointment's day and time are shown.",
            },
          },
        },
      },
    },
  },
});
