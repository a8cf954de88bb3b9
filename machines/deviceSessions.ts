/**
 * "Your signed-in devices" on the profile page (OWASP ASVS 5.0, session management): the
 * account's devices load, the user can sign out one other device or all of them, and each end
 * is announced. A failed load offers a retry; a failed end keeps the list as it was.
 *
 * The server answers every end with the list as it is after, which replaces the one held here.
 */
import { assertEvent, assign, setup } from "xstate";
import type { DeviceSession } from "../src/api/deviceSessions.ts";
import { providedByApp } from "./provided.ts";

export type { DeviceSession };

export interface DeviceSessionsContext {
  sessions: DeviceSession[];
  /** The device the last end signed out, for its announcement; `null` after "all others". */
  endedDevice: string | null;
}

export type DeviceSessionsEvent =
  | { type: "retry" }
  | { type: "end"; id: string }
  | { type: "endOthers" };

const ID = "deviceSessions";

export const deviceSessionsMachine = setup({
  types: {
    context: {} as DeviceSessionsContext,
    events: {} as DeviceSessionsEvent,
  },
  actors: {
    // The app supplies the real calls (src/features/profile/deviceSessionsActors.ts).
    loadSessions: providedByApp.actor<DeviceSession[]>(ID, "loadSessions"),
    endSession: providedByApp.actor<DeviceSession[], { id: string }>(ID, "endSession"),
    endOtherSessions: providedByApp.actor<DeviceSession[]>(ID, "endOtherSessions"),
  },
  guards: {
    /** Only a listed device other than this one: this one signs out with the logout. */
    isOtherListedSession: ({ context, event }) => {
      assertEvent(event, "end");
      return context.sessions.some(({ id, current }) => id === event.id && !current);
    },
    hasOtherSessions: ({ context }) => context.sessions.some(({ current }) => !current),
  },
  actions: {
    rememberSessions: assign({
      sessions: (_, sessions: DeviceSession[]) => sessions,
    }),
    rememberEndedDevice: assign({
      endedDevice: ({ context, event }) => {
        assertEvent(event, "end");
        return context.sessions.find(({ id }) => id === event.id)?.device ?? null;
      },
    }),
    forgetEndedDevice: assign({ endedDevice: null }),
  },
}).createMachine({
  id: ID,
  meta: { spec: "public §2.4 Profile page" },
  description:
    "Signed-in devices on the profile page: the list of the account's devices, signing one other device or all of them out, each end announced.",
  context: { sessions: [], endedDevice: null },
  initial: "loadingSessions",
  states: {
    loadingSessions: {
      description: "Loads the account's signed-in devices (utilisateur/sessions).",
      invoke: {
        id: "loadSessions",
        src: "loadSessions",
        onDone: {
          target: "showingSessions",
          actions: { type: "rememberSessions", params: ({ event }) => event.output },
          description: "The list arrived: each device shows with its last use.",
        },
        onError: {
          target: "loadFailed",
          description: "The list could not be loaded: the generic error shows with a retry.",
        },
      },
    },
    loadFailed: {
      description: "The generic error shows with a retry button instead of the list.",
      on: {
        retry: {
          target: "loadingSessions",
          description: "The user asks to load the list again.",
        },
      },
    },
    showingSessions: {
      description:
        "The list shows; each other device has a sign-out button, and a button signs all the others out.",
      initial: "idle",
      on: {
        end: {
          guard: "isOtherListedSession",
          target: "endingSession",
          actions: "rememberEndedDevice",
          description: "The user signs one other device out (one in the list, not this one).",
        },
        endOthers: {
          guard: "hasOtherSessions",
          target: "endingOtherSessions",
          actions: "forgetEndedDevice",
          description: "The user signs all the other devices out (when there is one).",
        },
      },
      states: {
        idle: { description: "Nothing was ended yet." },
        sessionEnded: {
          description: "The device just signed out is announced (politely) and gone from the list.",
        },
        otherSessionsEnded: {
          description: "The announcement says every other device was signed out.",
        },
        endFailed: {
          description: "The end failed: the error shows above the list, which stays as it was.",
        },
      },
    },
    endingSession: {
      description: "Signs the chosen device out (utilisateur/sessions/end); its button is busy.",
      invoke: {
        id: "endSession",
        src: "endSession",
        input: ({ event }) => {
          assertEvent(event, "end");
          return { id: event.id };
        },
        onDone: {
          target: "showingSessions.sessionEnded",
          actions: { type: "rememberSessions", params: ({ event }) => event.output },
          description:
            "The device is signed out: the list as the server answers it replaces this one.",
        },
        onError: {
          target: "showingSessions.endFailed",
          description: "Any failure: the error shows and the list stays.",
        },
      },
    },
    endingOtherSessions: {
      description:
        "Signs every other device out (utilisateur/sessions/endOthers); the button is busy.",
      invoke: {
        id: "endOtherSessions",
        src: "endOtherSessions",
        onDone: {
          target: "showingSessions.otherSessionsEnded",
          actions: { type: "rememberSessions", params: ({ event }) => event.output },
          description: "The other devices are signed out: only this one is left in the list.",
        },
        onError: {
          target: "showingSessions.endFailed",
          description: "Any failure: the error shows and the list stays.",
        },
      },
    },
  },
});
