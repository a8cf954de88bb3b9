/**
 * A machine drawn as SVG, computed from the machine itself and with no library, so the
 * development machines page (src/dev/machines/) can draw every registered machine offline.
 *
 * Layout: a compound state is a box whose children stand in rows, the initial child first and
 * each following row holding the siblings one transition further (a breadth-first rank); the
 * regions of a parallel state stand side by side. A transition between two states is an arrow
 * with its trigger (and guard); one that stays in its state is a "↻" line inside the state's
 * box. Every state is a `<g data-state="path">` with the description as its tooltip, which the
 * page highlights while a live actor is in it; its id (`stateAnchor`) is a link target.
 *
 * Pure: returns markup.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { allStateNodes, statePath, transitionKey, transitionsOf } from "./stateNodes.ts";
import { transitionLabel } from "./toMermaid.ts";

const CHAR_WIDTH = 6.6;
const NAME_CHAR_WIDTH = 8.4;
const LINE = 16;
const HEADER = 26;
const PAD = 14;
const GAP_X = 36;
const GAP_Y = 72;
const MIN_WIDTH = 90;

interface Box {
  node: AnyStateNode;
  width: number;
  height: number;
  /** Relative to the parent box, then made absolute by `place`. */
  x: number;
  y: number;
  children: Box[];
  loops: AnyTransitionDefinition[];
}

export function stateAnchor(machineId: string, path: string): string {
  return `state-${machineId}-${path.replace(/\./g, "-")}`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const textWidth = (text: string) => text.length * CHAR_WIDTH;

/** A transition that leaves its state unchanged (no target, or back to itself without re-entry). */
function isLoop(transition: AnyTransitionDefinition): boolean {
  const targets = transition.target ?? [];
  return targets.length === 0 || (targets.length === 1 && targets[0] === transition.source);
}

/** The child of `parent` that holds `node` (or is it). */
function childHolding(parent: AnyStateNode, node: AnyStateNode): AnyStateNode | undefined {
  let current: AnyStateNode | undefined = node;
  while (current && current.parent !== parent) current = current.parent;
  return current;
}

function descendantsAndSelf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(descendantsAndSelf)];
}

/** The children of a compound state in rows: initial first, then one transition further each row. */
function rowsOf(node: AnyStateNode): AnyStateNode[][] {
  const children = Object.values(node.states);
  const next = new Map<AnyStateNode, Set<AnyStateNode>>();
  for (const child of children) {
    const targets = descendantsAndSelf(child)
      .flatMap(transitionsOf)
      .flatMap((transition) => transition.target ?? [])
      .map((target) => childHolding(node, target))
      .filter((target): target is AnyStateNode => target !== undefined && target !== child);
    next.set(child, new Set(targets));
  }
  const rank = new Map<AnyStateNode, number>();
  const start =
    node.type === "compound" ? childHolding(node, node.initial.target[0] ?? node) : undefined;
  const visit = (from: AnyStateNode, at: number) => {
    const queue: AnyStateNode[] = [from];
    rank.set(from, at);
    while (queue.length > 0) {
      const current = queue.shift() as AnyStateNode;
      for (const target of next.get(current) ?? []) {
        if (rank.has(target)) continue;
        rank.set(target, (rank.get(current) ?? 0) + 1);
        queue.push(target);
      }
    }
  };
  if (start) visit(start, 0);
  for (const child of children) {
    if (!rank.has(child)) visit(child, Math.max(0, ...rank.values()) + 1);
  }
  const rows: AnyStateNode[][] = [];
  for (const child of children) {
    const at = rank.get(child) ?? 0;
    rows[at] = [...(rows[at] ?? []), child];
  }
  return rows.filter((row) => row.length > 0);
}

function measure(node: AnyStateNode): Box {
  const loops = transitionsOf(node).filter(isLoop);
  const loopsHeight = loops.length * LINE;
  const ownWidth = Math.max(
    MIN_WIDTH,
    node.key.length * NAME_CHAR_WIDTH + 2 * PAD + 12,
    ...loops.map((loop) => textWidth(`↻ ${transitionLabel(loop)}`) + 2 * PAD),
  );
  const children = Object.values(node.states);
  if (children.length === 0) {
    return {
      node,
      width: ownWidth,
      height: HEADER + loopsHeight + 8,
      x: 0,
      y: 0,
      children: [],
      loops,
    };
  }
  const rows: Box[][] =
    node.type === "parallel"
      ? [children.map(measure)]
      : rowsOf(node).map((row) => row.map(measure));
  let y = HEADER + loopsHeight + PAD;
  let width = ownWidth;
  for (const row of rows) {
    let x = PAD;
    for (const box of row) {
      box.x = x;
      box.y = y;
      x += box.width + GAP_X;
    }
    width = Math.max(width, x - GAP_X + PAD);
    y += Math.max(...row.map((box) => box.height)) + GAP_Y;
  }
  // Centre each row in the box.
  for (const row of rows) {
    const rowWidth = row.reduce((sum, box) => sum + box.width, 0) + GAP_X * (row.length - 1);
    const shift = (width - 2 * PAD - rowWidth) / 2;
    for (const box of row) box.x += shift;
  }
  return { node, width, height: y - GAP_Y + PAD, x: 0, y: 0, children: rows.flat(), loops };
}

function place(box: Box, x: number, y: number, into: Map<AnyStateNode, Box>): void {
  box.x += x;
  box.y += y;
  into.set(box.node, box);
  for (const child of box.children) place(child, box.x, box.y, into);
}

function stateMarkup(machineId: string, box: Box, isInitial: boolean): string {
  const { node } = box;
  const path = statePath(node);
  const kind = node.type === "final" ? " final" : node.type === "parallel" ? " parallel" : "";
  const rounded = Object.keys(node.states).length === 0 ? 10 : 4;
  const loops = box.loops.map(
    (loop, index) =>
      `<text class="loop" x="${box.x + PAD}" y="${box.y + HEADER + 4 + index * LINE}" data-transition="${escapeXml(transitionKey(loop))}">↻ ${escapeXml(transitionLabel(loop))}<title>${escapeXml(loop.description ?? "")}</title></text>`,
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
    `<text class="name" x="${box.x + PAD}" y="${box.y + 18}">${escapeXml(node.key)}${node.type === "parallel" ? " ∥" : ""}</text>`,
    ...loops,
    initialMark,
    "</g>",
  ].join("");
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A point of a box's horizontal side, leaning toward `towardX` so arrows spread along the side. */
const alongWidth = (box: Box, towardX: number) =>
  box.x + box.width * clamp((towardX - box.x) / box.width, 0.2, 0.8);
const alongHeight = (box: Box, towardY: number) =>
  box.y + box.height * clamp((towardY - box.y) / box.height, 0.3, 0.7);

/** Where an arrow leaves `from` and enters `to`: facing sides, so arrows rarely cross boxes. */
function anchors(from: Box, to: Box): [number, number, number, number] {
  const centre = (box: Box) => [box.x + box.width / 2, box.y + box.height / 2] as const;
  const [fx, fy] = centre(from);
  const [tx, ty] = centre(to);
  if (to.y >= from.y + from.height) {
    return [alongWidth(from, tx), from.y + from.height, alongWidth(to, fx), to.y];
  }
  if (to.y + to.height <= from.y) {
    return [alongWidth(from, tx), from.y, alongWidth(to, fx), to.y + to.height];
  }
  return tx >= fx
    ? [from.x + from.width, alongHeight(from, ty), to.x, alongHeight(to, fy)]
    : [from.x, alongHeight(from, ty), to.x + to.width, alongHeight(to, fy)];
}

function transitionMarkup(
  transition: AnyTransitionDefinition,
  boxes: Map<AnyStateNode, Box>,
  index: number,
): string[] {
  const from = boxes.get(transition.source);
  return (transition.target ?? []).flatMap((target) => {
    const to = boxes.get(target);
    if (!from || !to) return [];
    const [x1, y1, x2, y2] = anchors(from, to);
    // Arrows between the same pair of boxes bend apart.
    const bend = ((index % 5) - 2) * 22;
    const cx = (x1 + x2) / 2 + bend;
    const cy = (y1 + y2) / 2 + bend / 2;
    const label = transitionLabel(transition);
    return [
      `<g class="transition" data-transition="${escapeXml(transitionKey(transition))}">`,
      `<title>${escapeXml(transition.description ?? "")}</title>`,
      `<path d="M${x1},${y1} Q${cx},${cy} ${x2},${y2}" marker-end="url(#arrow-${escapeXml(transition.source.machine.id)})"/>`,
      // The curve's own midpoint, where bent arrows are apart.
      `<text x="${(x1 + 2 * cx + x2) / 4}" y="${(y1 + 2 * cy + y2) / 4}" text-anchor="middle">${escapeXml(label)}</text>`,
      "</g>",
    ].join("");
  });
}

const STYLE = `
.state rect{fill:#fff;stroke:#4a5568;stroke-width:1.2}
.state.parallel>rect{stroke-dasharray:6 3}
.state .inner{fill:none}
.state .name{font:600 13px system-ui,sans-serif;fill:#1a202c}
.state .loop{font:11px system-ui,sans-serif;fill:#4a5568}
.state .initial{fill:#1a202c}
.state.active>rect{fill:#fff3c4;stroke:#b7791f;stroke-width:3}
.state:target>rect{stroke:#2448b0;stroke-width:4}
.transition path{fill:none;stroke:#718096;stroke-width:1.2}
.transition text{font:11px system-ui,sans-serif;fill:#2d3748;paint-order:stroke;stroke:#fff;stroke-width:4px}
.transition.recent path{stroke:#b7791f;stroke-width:2.5}
`;

/** The machine as an SVG document fragment (an `<svg>` element), sized to fit. */
export function toSvg(machine: AnyStateMachine): string {
  const rootBox = measure(machine.root);
  const margin = 20;
  const boxes = new Map<AnyStateNode, Box>();
  place(rootBox, margin, margin, boxes);
  const initials = new Set(
    [machine.root, ...allStateNodes(machine)].flatMap((node) =>
      node.type === "compound" && node.initial.target[0] ? [node.initial.target[0]] : [],
    ),
  );
  const states = [...boxes.values()].map((box) =>
    stateMarkup(machine.id, box, initials.has(box.node)),
  );
  const arrows = [machine.root, ...allStateNodes(machine)]
    .flatMap(transitionsOf)
    .filter((transition) => !isLoop(transition))
    .flatMap((transition, index) => transitionMarkup(transition, boxes, index));
  const width = rootBox.width + 2 * margin;
  const height = rootBox.height + 2 * margin;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="machine-diagram" data-machine="${escapeXml(machine.id)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`Diagram of the ${machine.id} machine`)}">`,
    `<style>${STYLE}</style>`,
    `<defs><marker id="arrow-${escapeXml(machine.id)}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#718096"/></marker></defs>`,
    ...states,
    ...arrows,
    "</svg>",
  ].join("\n");
}
