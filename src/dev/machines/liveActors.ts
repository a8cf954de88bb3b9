/**
 * What the machines page knows of the app's live actors, from the messages of the app's tabs
 * (src/shared/machineBroadcast.ts). Pure, so it is tested without a browser.
 */
import type { StateValue } from "xstate";
import type { LiveActorMessage, MachinesMessage } from "../../shared/machineBroadcast.ts";

/** Every active state's path ("open", "open.message", "open.message.editingForm"). */
export function activePaths(value: StateValue, prefix = ""): string[] {
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === "string") return [join(value)];
  return Object.entries(value).flatMap(([key, inner]) =>
    inner === undefined ? [join(key)] : [join(key), ...activePaths(inner, join(key))],
  );
}

/** The actors by tab and session id, as the last message of each said. */
export type LiveActors = ReadonlyMap<string, LiveActorMessage>;

const keyOf = (message: LiveActorMessage) => `${message.tab}/${message.actor}`;

export function withMessage(actors: LiveActors, message: MachinesMessage): LiveActors {
  if (message.kind === "actor") return new Map(actors).set(keyOf(message), message);
  if (message.kind === "bye") {
    return new Map([...actors].filter(([, actor]) => actor.tab !== message.tab));
  }
  return actors;
}

export function actorsOf(actors: LiveActors, machineId: string): LiveActorMessage[] {
  return [...actors.values()].filter((actor) => actor.machine === machineId);
}

/** The states to highlight in a machine's diagram: those of its actors that have not stopped. */
export function highlightedStates(actors: LiveActors, machineId: string): Set<string> {
  return new Set(
    actorsOf(actors, machineId)
      .filter((actor) => actor.status !== "stopped")
      .flatMap((actor) => activePaths(actor.value)),
  );
}
