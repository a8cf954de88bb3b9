/**
 * The live part of the machines page: each tab's actors as a tree (the tunnel loader, the wizard
 * it invokes, the saved notice the wizard invokes…), each actor named in product words with its
 * current states' descriptions and its last events in words.
 */
import type { LiveActorMessage } from "../../shared/machineBroadcast.ts";
import { element, machineAnchor } from "./dom.ts";
import type { ActorTree, TabActors } from "./liveActors.ts";
import { leafPaths } from "./liveActors.ts";
import { eventLabel, type PageLanguage, WORDS } from "./productWords.ts";

/** What the page knows to name things: its language and the machines' descriptions in it. */
export interface Naming {
  language: PageLanguage;
  machineName(machineId: string): string;
  /** A state's description in the page's language, "" when it has none. */
  stateDescription(machineId: string, path: string): string;
}

/** One actor: its name, system id and status, then where it is, then its last events. */
export function actorSummary(actor: LiveActorMessage, naming: Naming): Array<Node | string> {
  const words = WORDS[naming.language];
  const status = words.status[actor.status as keyof typeof words.status] ?? actor.status;
  const states = leafPaths(actor.value).flatMap((path, index) => {
    const description = naming.stateDescription(actor.machine, path);
    return [
      index > 0 ? "; " : "",
      element("strong", {}, path),
      description ? ` (${description})` : "",
    ];
  });
  const events = actor.events.map((type) => eventLabel(type, naming.language));
  return [
    element("a", { href: `#${machineAnchor(actor.machine)}` }, naming.machineName(actor.machine)),
    " ",
    element("code", {}, actor.systemId ?? actor.machine),
    ` · ${status}`,
    element("span", { class: "states" }, "→ ", ...states),
    element(
      "span",
      { class: "events" },
      `${words.lastEvents}: ${events.join(" → ") || words.none}`,
    ),
  ];
}

function treeItem(node: ActorTree, naming: Naming): HTMLLIElement {
  return element(
    "li",
    {
      class: node.actor.status === "stopped" ? "stopped" : "",
      "data-actor": node.actor.systemId ?? node.actor.machine,
    },
    ...actorSummary(node.actor, naming),
    ...(node.children.length > 0
      ? [element("ul", {}, ...node.children.map((child) => treeItem(child, naming)))]
      : []),
  );
}

/** Every tab's actor trees, or a line saying there is none. */
export function liveTrees(tabs: TabActors[], naming: Naming): Array<Node | string> {
  const words = WORDS[naming.language];
  if (tabs.length === 0) return [words.noActor];
  return tabs.map((tab) =>
    element(
      "div",
      { class: "tab" },
      element("p", {}, `${words.tabOn} `, element("code", {}, tab.page)),
      element("ul", { class: "tree" }, ...tab.roots.map((root) => treeItem(root, naming))),
    ),
  );
}
