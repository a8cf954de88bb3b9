/**
 * `/dev/machines`, served by `npm run dev` only (scripts/devMachinesPage.ts): every registered
 * machine drawn from its config (machines/tooling/toSvg.ts, no network), the spec sections with
 * links to the states that implement them, and, while tabs of the app run in this browser, each
 * live actor's current state highlighted in its diagram with the last events it received
 * (src/shared/machineBroadcast.ts). `?lang=fr` shows the descriptions in French.
 *
 * A developer's and product owner's tool, outside the app: plain DOM, no Lingui, no Chakra, so
 * nothing of it reaches the app's bundles.
 */

import { machineRegistry } from "../../../machines/index.ts";
import frenchCatalogue from "../../../machines/locales/fr.po?raw";
import { readCatalogue } from "../../../machines/tooling/descriptionCatalogue.ts";
import { machineSpecEntries } from "../../../machines/tooling/specIndex.ts";
import { stateAnchor, toSvg } from "../../../machines/tooling/toSvg.ts";
import { MACHINES_CHANNEL, type MachinesMessage } from "../../shared/machineBroadcast.ts";
import {
  activePaths,
  actorsOf,
  highlightedStates,
  type LiveActors,
  withMessage,
} from "./liveActors.ts";

const french = new URLSearchParams(window.location.search).get("lang") === "fr";
const catalogue = french ? readCatalogue(frenchCatalogue) : new Map<string, string>();
const say = (text: string) => catalogue.get(text) || text;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const machineAnchor = (id: string) => `machine-${id}`;

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
    element("div", { class: "live", "data-live-for": id, "aria-live": "polite" }, "No live actor."),
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
      "Development only, drawn from the code (machines/index.ts) with no network. Open the app in another tab of this browser: its actors' current states are highlighted, with the last events they received. ",
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
    specIndex(),
    ...machineRegistry.map(({ id, description, machine }) =>
      machineSection(id, description, toSvg(machine)),
    ),
  );
}

function showLive(actors: LiveActors): void {
  for (const { id } of machineRegistry) {
    const live = document.querySelector<HTMLElement>(`[data-live-for="${id}"]`);
    const running = actorsOf(actors, id);
    if (live) {
      live.replaceChildren(
        running.length === 0
          ? "No live actor."
          : element(
              "ul",
              {},
              ...running.map((actor) =>
                element(
                  "li",
                  { class: actor.status === "stopped" ? "stopped" : "" },
                  `${actor.page} · actor ${actor.actor} (${actor.status}) · in `,
                  element("strong", {}, activePaths(actor.value).join(", ")),
                  ` · last events: ${actor.events.join(" → ") || "none"}`,
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
