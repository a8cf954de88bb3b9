/**
 * `/dev/machines`, served by `npm run dev` only (scripts/devMachinesPage.ts): every registered
 * machine drawn from its config (tools/machines/toSvg.ts, no network), the spec sections with
 * links to the states that implement them, and, while tabs of the app run in this browser, each
 * tab's live actors as a tree (liveView.ts), their current states highlighted in the diagrams
 * with the last events they received (src/shared/machineBroadcast.ts). `?lang=fr` shows the
 * descriptions and the live part in French.
 *
 * A developer's and product owner's tool, outside the app: plain DOM, no Lingui, no Chakra, so
 * nothing of it reaches the app's bundles.
 */

import { machineRegistry } from "../../../machines/index.ts";
import frenchCatalogue from "../../../machines/locales/fr.po?raw";
import { readCatalogue } from "../../../tools/machines/descriptionCatalogue.ts";
import { machineSpecEntries } from "../../../tools/machines/specIndex.ts";
import { allStateNodes, statePath } from "../../../tools/machines/stateNodes.ts";
import { stateAnchor, toSvg } from "../../../tools/machines/toSvg.ts";
import { MACHINES_CHANNEL, type MachinesMessage } from "../../shared/machineBroadcast.ts";
import { element, machineAnchor } from "./dom.ts";
import {
  actorsOf,
  actorTrees,
  highlightedStates,
  type LiveActors,
  withMessage,
} from "./liveActors.ts";
import { actorSummary, liveTrees, type Naming } from "./liveView.ts";
import { machineTitle, WORDS } from "./productWords.ts";

const french = new URLSearchParams(window.location.search).get("lang") === "fr";
const catalogue = french ? readCatalogue(frenchCatalogue) : new Map<string, string>();
const say = (text: string) => catalogue.get(text) || text;
const words = WORDS[french ? "fr" : "en"];

const stateDescriptions = new Map(
  machineRegistry.flatMap(({ id, machine }) =>
    allStateNodes(machine).map((node) => [`${id}/${statePath(node)}`, node.description ?? ""]),
  ),
);
const naming: Naming = {
  language: french ? "fr" : "en",
  machineName: (id) => {
    const description = machineRegistry.find((entry) => entry.id === id)?.description;
    return description ? machineTitle(say(description)) : id;
  },
  stateDescription: (id, path) => say(stateDescriptions.get(`${id}/${path}`) ?? ""),
};

function specIndex(): HTMLElement {
  const bySection = new Map<string, { label: string; href: string }[]>();
  for (const entry of machineSpecEntries(machineRegistry)) {
    const title = `${entry.document} ${entry.section}`;
    const [machineId = "", ...path] = entry.symbol.slice(1).split(".");
    const link =
      path.length === 0
        ? { label: machineId, href: `#${machineAnchor(machineId)}` }
        : {
            label: `${machineId}.${path.join(".")}`,
            href: `#${stateAnchor(machineId, path.join("."))}`,
          };
    bySection.set(title, [...(bySection.get(title) ?? []), link]);
  }
  return element(
    "section",
    { class: "spec", "aria-labelledby": "spec-heading" },
    element("h2", { id: "spec-heading" }, "Spec sections → states"),
    element(
      "ul",
      {},
      ...[...bySection].map(([title, links]) =>
        element(
          "li",
          {},
          `${title}: `,
          ...links.flatMap((link, index) => [
            index > 0 ? ", " : "",
            element("a", { href: link.href }, link.label),
          ]),
        ),
      ),
    ),
  );
}

function machineSection(id: string, description: string, svg: string): HTMLElement {
  // A wide diagram scrolls sideways: focusable, so the keyboard can scroll it too.
  const diagram = element("div", {
    class: "diagram",
    tabindex: "0",
    role: "region",
    "aria-label": `${id} diagram`,
  });
  diagram.innerHTML = svg;
  // The diagram's tooltips carry the English descriptions; the page's language replaces them.
  for (const title of diagram.querySelectorAll("title")) {
    const text = title.textContent ?? "";
    const [path, ...rest] = text.split(": ");
    title.textContent = rest.length > 0 ? `${path}: ${say(rest.join(": "))}` : say(text);
  }
  return element(
    "section",
    { class: "machine", id: machineAnchor(id), "aria-labelledby": `${machineAnchor(id)}-heading` },
    element("h2", { id: `${machineAnchor(id)}-heading` }, element("code", {}, id)),
    element("p", french ? { lang: "fr" } : {}, say(description)),
    element("div", { class: "live", "data-live-for": id, "aria-live": "polite" }, words.noActor),
    diagram,
  );
}

function render(root: HTMLElement): void {
  const otherLanguage = french ? "?lang=en" : "?lang=fr";
  root.append(
    element("h1", {}, "Machines"),
    element(
      "p",
      {},
      "Development only, drawn from the code (machines/index.ts) with no network. Open the app in another tab of this browser: its actors are listed below as a tree, their current states highlighted in the diagrams, with the last events they received. ",
      element(
        "a",
        { href: otherLanguage },
        french ? "Descriptions in English" : "Descriptions en français",
      ),
    ),
    element(
      "nav",
      { "aria-label": "Machines" },
      element(
        "ul",
        {},
        ...machineRegistry.map(({ id }) =>
          element("li", {}, element("a", { href: `#${machineAnchor(id)}` }, id)),
        ),
      ),
    ),
    element(
      "section",
      { class: "live-actors", "aria-labelledby": "live-heading" },
      element("h2", { id: "live-heading" }, words.liveHeading),
      element("div", { id: "live-trees", "aria-live": "polite" }, words.noActor),
    ),
    specIndex(),
    ...machineRegistry.map(({ id, description, machine }) =>
      machineSection(id, description, toSvg(machine)),
    ),
  );
}

function showLive(actors: LiveActors): void {
  document.getElementById("live-trees")?.replaceChildren(...liveTrees(actorTrees(actors), naming));
  for (const { id } of machineRegistry) {
    const live = document.querySelector<HTMLElement>(`[data-live-for="${id}"]`);
    const running = actorsOf(actors, id);
    if (live) {
      live.replaceChildren(
        running.length === 0
          ? words.noActor
          : element(
              "ul",
              {},
              ...running.map((actor) =>
                element(
                  "li",
                  { class: actor.status === "stopped" ? "stopped" : "" },
                  `${actor.page} · `,
                  ...actorSummary(actor, naming),
                ),
              ),
            ),
      );
    }
    const highlighted = highlightedStates(actors, id);
    for (const state of document.querySelectorAll<SVGGElement>(
      `svg[data-machine="${id}"] g[data-state]`,
    )) {
      state.classList.toggle("active", highlighted.has(state.dataset.state ?? ""));
    }
  }
}

const root = document.getElementById("machines-page");
if (root) {
  render(root);
  let actors: LiveActors = new Map();
  const channel = new BroadcastChannel(MACHINES_CHANNEL);
  channel.onmessage = (message: MessageEvent<MachinesMessage>) => {
    actors = withMessage(actors, message.data);
    showLive(actors);
  };
  channel.postMessage({ kind: "hello" } satisfies MachinesMessage);
  // A jump to a state from the spec index lands once the diagrams are there.
  if (window.location.hash)
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
}
