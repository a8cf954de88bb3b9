/**
 * A machine drawn as SVG, computed from the machine itself and with no library, so the
 * development machines page (src/dev/machines/) can draw every registered machine offline.
 *
 * Where everything stands is svgLayout.ts's (states in rows, boxes sized from their text, arrows'
 * labels wrapped and placed clear of other texts); this file writes it as markup. A transition
 * between two states is an arrow with its trigger (and guard); one that stays in its state is a
 * "↻" line inside the state's box. Every state is a `<g data-state="path">` with the description
 * as its tooltip, which the page highlights while a live actor is in it; its id (`stateAnchor`)
 * is a link target.
 *
 * Pure: returns markup.
 */
import type { AnyStateMachine } from "xstate";
import { allStateNodes, statePath, transitionKey } from "./stateNodes.ts";
import {
  type ArrowLayout,
  diagramLayout,
  LABEL_FONT,
  LINE,
  NAME_FONT,
  type StateBox,
  type TextBox,
} from "./svgLayout.ts";

export function stateAnchor(machineId: string, path: string): string {
  return `state-${machineId}-${path.replace(/\./g, "-")}`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A text's lines as `<tspan>`s, each on its line of the text's box (see svgLayout.ts). */
function lines(text: TextBox, anchor: "start" | "middle"): string {
  const x = anchor === "middle" ? text.x + text.width / 2 : text.x;
  return text.lines
    .map(
      (line, index) =>
        `<tspan x="${x}" y="${text.y + index * LINE + LINE - 3}">${escapeXml(line)}</tspan>`,
    )
    .join("");
}

function stateMarkup(machineId: string, box: StateBox, isInitial: boolean): string {
  const { node } = box;
  const path = statePath(node);
  const kind = node.type === "final" ? " final" : node.type === "parallel" ? " parallel" : "";
  const rounded = Object.keys(node.states).length === 0 ? 10 : 4;
  const loops = box.loops.map(
    ({ transition, label }) =>
      `<text class="loop" data-transition="${escapeXml(transitionKey(transition))}">${lines(label, "start")}<title>${escapeXml(transition.description ?? "")}</title></text>`,
  );
  const initialMark = isInitial
    ? `<circle class="initial" cx="${box.x - 8}" cy="${box.y + 8}" r="5"/>`
    : "";
  return [
    `<g class="state${kind}" data-state="${escapeXml(path)}" id="${stateAnchor(machineId, path)}">`,
    `<title>${escapeXml(`${path}: ${node.description ?? ""}`)}</title>`,
    `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="${rounded}"/>`,
    node.type === "final"
      ? `<rect class="inner" x="${box.x + 3}" y="${box.y + 3}" width="${box.width - 6}" height="${box.height - 6}" rx="${rounded}"/>`
      : "",
    `<text class="name" x="${box.name.x}" y="${box.name.y + 13}">${escapeXml(box.name.lines.join(""))}</text>`,
    ...loops,
    initialMark,
    "</g>",
  ].join("");
}

function arrowMarkup({ transition, path, label }: ArrowLayout): string {
  const [x1, y1, cx, cy, x2, y2] = path;
  return [
    `<g class="transition" data-transition="${escapeXml(transitionKey(transition))}">`,
    `<title>${escapeXml(transition.description ?? "")}</title>`,
    `<path d="M${x1},${y1} Q${cx},${cy} ${x2},${y2}" marker-end="url(#arrow-${escapeXml(transition.source.machine.id)})"/>`,
    `<text text-anchor="middle">${lines(label, "middle")}</text>`,
    "</g>",
  ].join("");
}

const STYLE = `
.state rect{fill:#fff;stroke:#4a5568;stroke-width:1.2}
.state.parallel>rect{stroke-dasharray:6 3}
.state .inner{fill:none}
.state .name{font:600 ${NAME_FONT}px system-ui,sans-serif;fill:#1a202c}
.state .loop{font:${LABEL_FONT}px system-ui,sans-serif;fill:#4a5568}
.state .initial{fill:#1a202c}
.state.active>rect{fill:#fff3c4;stroke:#b7791f;stroke-width:3}
.state:target>rect{stroke:#2448b0;stroke-width:4}
.transition path{fill:none;stroke:#718096;stroke-width:1.2}
.transition text{font:${LABEL_FONT}px system-ui,sans-serif;fill:#2d3748;paint-order:stroke;stroke:#fff;stroke-width:4px}
.transition.recent path{stroke:#b7791f;stroke-width:2.5}
`;

/** The machine as an SVG document fragment (an `<svg>` element), sized to fit. */
export function toSvg(machine: AnyStateMachine): string {
  const { boxes, arrows, bounds } = diagramLayout(machine);
  const initials = new Set(
    [machine.root, ...allStateNodes(machine)].flatMap((node) =>
      node.type === "compound" && node.initial.target[0] ? [node.initial.target[0]] : [],
    ),
  );
  const states = [...boxes.values()].map((box) =>
    stateMarkup(machine.id, box, initials.has(box.node)),
  );
  const { x, y, width, height } = bounds;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="machine-diagram" data-machine="${escapeXml(machine.id)}" width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}" role="img" aria-label="${escapeXml(`Diagram of the ${machine.id} machine`)}">`,
    `<style>${STYLE}</style>`,
    `<defs><marker id="arrow-${escapeXml(machine.id)}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#718096"/></marker></defs>`,
    ...states,
    ...arrows.map(arrowMarkup),
    "</svg>",
  ].join("\n");
}
