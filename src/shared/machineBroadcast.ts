/**
 * Development only: every tab of the app tells the machines page (`/dev/machines`,
 * src/dev/machines/) which machine actors it runs, their current state and the last events they
 * received, over a BroadcastChannel of the origin. It is an inspection observer, handed to every
 * actor by `getInspect()` (src/shared/inspector.ts) in development and never in a production
 * build. Only event types travel, never their payloads (what the user typed, tokens); an actor
 * says who invoked it (its parent's session id) and its `systemId`, so the page draws the tunnel's
 * actors as one tree.
 */
import type { InspectionEvent, Observer, StateValue } from "xstate";

export const MACHINES_CHANNEL = "hestia-machines";

/** How many of an actor's last events the page is told. */
const LAST_EVENTS = 5;

export interface LiveActorMessage {
  kind: "actor";
  /** The tab, so the page can forget a closed tab's actors. */
  tab: string;
  page: string;
  /** The actor's session id, unique in its tab. */
  actor: string;
  /** The session id of the actor that invoked or spawned it; none for a root actor. */
  parent?: string;
  /** The name it is registered under in its actor system ("wizard", "savedNotice"), if any. */
  systemId?: string;
  /** The registered machine's id (machines/index.ts). */
  machine: string;
  value: StateValue;
  status: string;
  /** Newest last. */
  events: string[];
}

export type MachinesMessage =
  | LiveActorMessage
  /** The page opened: tabs answer with the actors they run. */
  | { kind: "hello" }
  | { kind: "bye"; tab: string };

type MachineLogic = { id: string; root: unknown };
/** What the inspection says of an actor: an Actor, whose logic says whether it is a machine. */
type InspectedActor = {
  sessionId: string;
  systemId?: string;
  _parent?: { sessionId: string };
  logic?: unknown;
  getSnapshot(): unknown;
};

const isMachine = (logic: unknown): logic is MachineLogic =>
  typeof logic === "object" && logic !== null && "root" in logic && "id" in logic;

export function machineBroadcast(): Observer<InspectionEvent> | undefined {
  if (typeof BroadcastChannel === "undefined" || typeof window === "undefined") return undefined;
  const channel = new BroadcastChannel(MACHINES_CHANNEL);
  const tab = Math.random().toString(36).slice(2);
  const actors = new Map<string, { ref: InspectedActor; events: string[] }>();

  const messageOf = (ref: InspectedActor, events: string[]): LiveActorMessage | undefined => {
    const logic: unknown = ref.logic;
    // An actor that never started (React's development double render makes some) is not live.
    if (!isMachine(logic) || events.length === 0) return undefined;
    const snapshot = ref.getSnapshot() as { value?: StateValue; status?: string };
    if (snapshot.value === undefined) return undefined;
    return {
      kind: "actor",
      tab,
      page: window.location.pathname,
      actor: ref.sessionId,
      ...(ref._parent ? { parent: ref._parent.sessionId } : {}),
      ...(ref.systemId ? { systemId: ref.systemId } : {}),
      machine: logic.id,
      value: snapshot.value,
      status: snapshot.status ?? "active",
      events,
    };
  };
  const post = (message: MachinesMessage | undefined) => {
    if (message) channel.postMessage(message);
  };

  channel.onmessage = (message: MessageEvent<MachinesMessage>) => {
    if (message.data?.kind !== "hello") return;
    for (const { ref, events } of actors.values()) post(messageOf(ref, events));
  };
  window.addEventListener("pagehide", () => post({ kind: "bye", tab }));

  return {
    next: (event) => {
      const ref = event.actorRef as InspectedActor;
      if (!isMachine(ref.logic)) return;
      const known = actors.get(ref.sessionId) ?? { ref, events: [] };
      actors.set(ref.sessionId, known);
      if (event.type === "@xstate.event") {
        known.events = [...known.events, event.event.type].slice(-LAST_EVENTS);
      } else if (event.type === "@xstate.snapshot") {
        post(messageOf(ref, known.events));
      }
    },
  };
}
