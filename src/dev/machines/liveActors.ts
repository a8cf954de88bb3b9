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

const keyOf = ({ tab, actor }: Pick<LiveActorMessage, "tab" | "actor">) => `${tab}/${actor}`;

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

/** The deepest active states: where the actor is ("open.message.editingForm"). */
export function leafPaths(value: StateValue): string[] {
  const paths = activePaths(value);
  return paths.filter((path) => !paths.some((other) => other.startsWith(`${path}.`)));
}

export interface ActorTree {
  actor: LiveActorMessage;
  children: ActorTree[];
}

/** One tab's actors as trees: each root actor, the actors it invoked, theirs, and so on. */
export interface TabActors {
  tab: string;
  /** The page of the tab's newest actor: where the tab is now. */
  page: string;
  roots: ActorTree[];
}

/** XState numbers its session ids ("x:12") as it creates actors: the number is their age. */
const creationOrder = (a: ActorTree, b: ActorTree) =>
  Number(a.actor.actor.split(":").at(-1)) - Number(b.actor.actor.split(":").at(-1)) ||
  a.actor.actor.localeCompare(b.actor.actor);

/**
 * The actors of each tab nested under their parent, oldest first (tabs answer the page's hello
 * in no useful order). An actor whose parent was never told (not a machine, or not started)
 * stands as a root.
 */
export function actorTrees(actors: LiveActors): TabActors[] {
  const nodes = [...actors.values()]
    .map((actor): ActorTree => ({ actor, children: [] }))
    .sort(creationOrder);
  const byKey = new Map(nodes.map((node) => [keyOf(node.actor), node]));
  const tabs = new Map<string, TabActors>();
  // Oldest first, so the last page written is the newest actor's.
  for (const { actor } of nodes) {
    tabs.set(actor.tab, {
      tab: actor.tab,
      page: actor.page,
      roots: tabs.get(actor.tab)?.roots ?? [],
    });
  }
  for (const node of nodes) {
    const { tab, parent } = node.actor;
    const parentNode = parent === undefined ? undefined : byKey.get(keyOf({ tab, actor: parent }));
    (parentNode?.children ?? tabs.get(tab)?.roots)?.push(node);
  }
  return [...tabs.values()];
}
