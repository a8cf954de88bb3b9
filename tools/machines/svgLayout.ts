/**
 * Where toSvg.ts draws everything: the states' boxes and every piece of text (state names, "↻"
 * lines, arrows' labels) as a rectangle, so a test can prove no two texts overlap with the very
 * boxes the SVG draws.
 *
 * States: a compound state is a box whose children stand in rows, the initial child first and
 * each following row holding the siblings one transition further (a breadth-first rank); the
 * regions of a parallel state stand side by side. Boxes are sized from their text, measured with
 * a per-character width table (no browser to measure with), a little wider than the real font.
 *
 * Arrows' labels: wrapped on several lines past LABEL_CHARS characters, then placed one by one
 * at the first free spot along their arrow (its middle first), clear of the texts placed before
 * and of the leaf states' boxes; the rows of a compound state are spaced by how many arrows cross
 * between them, so there is room.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { allStateNodes, transitionsOf } from "./stateNodes.ts";
import { transitionLabel } from "./toMermaid.ts";

export const NAME_FONT = 13;
export const LABEL_FONT = 11;
/** The height of a line of label text. */
export const LINE = 14;
const HEADER = 26;
const PAD = 14;
const GAP_X = 36;
/** The least gap between two rows of states, before room for the labels crossing it. */
const GAP_Y = 44;
const MIN_WIDTH = 90;
/** Past this many characters, a label goes on to another line (at a space). */
const LABEL_CHARS = 24;
const MARGIN = 20;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface StateBox extends Rect {
  node: AnyStateNode;
  /** Its transitions that stay in it, each drawn as a "↻" text inside the box. */
  loops: { transition: AnyTransitionDefinition; label: TextBox }[];
  name: TextBox;
  children: StateBox[];
}

/** A piece of text: its lines, and the rectangle they fill. */
export interface TextBox extends Rect {
  lines: string[];
}

export interface ArrowLayout {
  transition: AnyTransitionDefinition;
  /** The quadratic curve: start, control point, end. */
  path: [number, number, number, number, number, number];
  label: TextBox;
}

export interface DiagramLayout {
  boxes: Map<AnyStateNode, StateBox>;
  arrows: ArrowLayout[];
  /** The drawing's extent, labels included. */
  bounds: Rect;
}

/** Em widths of a sans-serif font's regular weight. */
function charWidth(char: string): number {
  if (/[ilj.,:;'|!\][()]/.test(char)) return 0.32;
  if (/[ftrI ]/.test(char)) return 0.4;
  if (/[mwMW↻∥]/.test(char)) return 0.9;
  if (/[A-Z]/.test(char)) return 0.72;
  return 0.6;
}

/**
 * A text's width, on the wide side: Debian's wide default sans (DejaVu) measured in Chromium
 * reaches 1.05 times the table for regular text and 1.18 for bold, so a margin covers both.
 */
function textWidth(text: string, fontSize: number, bold = false): number {
  const ems = [...text].reduce((sum, char) => sum + charWidth(char), 0);
  return ems * fontSize * (bold ? 1.25 : 1.1);
}

/** A label on lines of at most LABEL_CHARS characters, cut at spaces. */
export function wrap(text: string): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= LABEL_CHARS) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

const textBox = (lines: string[], fontSize: number, bold = false): TextBox => ({
  lines,
  x: 0,
  y: 0,
  width: Math.max(...lines.map((line) => textWidth(line, fontSize, bold))),
  height: lines.length * LINE,
});

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

/** For each child of `node`, the siblings its transitions (or its descendants') lead to. */
function siblingTargets(node: AnyStateNode): Map<AnyStateNode, AnyStateNode[]> {
  return new Map(
    Object.values(node.states).map((child) => [
      child,
      descendantsAndSelf(child)
        .flatMap(transitionsOf)
        .flatMap((transition) => transition.target ?? [])
        .map((target) => childHolding(node, target))
        .filter((target): target is AnyStateNode => target !== undefined && target !== child),
    ]),
  );
}

/** The children of a compound state in rows: initial first, then one transition further each row. */
function rowsOf(node: AnyStateNode, next: Map<AnyStateNode, AnyStateNode[]>): AnyStateNode[][] {
  const children = Object.values(node.states);
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

/** The gap under each row: room for the labels of the arrows between it and the next rows. */
function rowGaps(rows: AnyStateNode[][], next: Map<AnyStateNode, AnyStateNode[]>): number[] {
  const rowOf = new Map(rows.flatMap((row, index) => row.map((node) => [node, index] as const)));
  const crossing = rows.map(() => 0);
  for (const [from, targets] of next) {
    for (const target of targets) {
      const [a, b] = [rowOf.get(from) ?? 0, rowOf.get(target) ?? 0].sort((x, y) => x - y);
      // An arrow across several rows may put its label in any gap on its way.
      for (let row = a ?? 0; row < (b ?? 0); row++) crossing[row] = (crossing[row] ?? 0) + 1;
    }
  }
  // Labels stand side by side too: a row of boxes has room for a few abreast.
  return crossing.map((count, index) => {
    const abreast = Math.max(1, Math.min(3, rows[index]?.length ?? 1));
    return GAP_Y + Math.ceil(count / abreast) * LINE * 2;
  });
}

function measure(node: AnyStateNode): StateBox {
  const loops = transitionsOf(node)
    .filter(isLoop)
    .map((transition) => ({
      transition,
      label: textBox(wrap(`↻ ${transitionLabel(transition)}`), LABEL_FONT),
    }));
  let loopY = HEADER;
  for (const loop of loops) {
    loop.label.x = PAD;
    loop.label.y = loopY;
    loopY += loop.label.height;
  }
  const name = {
    ...textBox([`${node.key}${node.type === "parallel" ? " ∥" : ""}`], NAME_FONT, true),
    x: PAD,
    y: 5,
    height: 18,
  };
  const ownWidth = Math.max(
    MIN_WIDTH,
    name.width + 2 * PAD,
    ...loops.map((loop) => loop.label.width + 2 * PAD),
  );
  const box: StateBox = {
    node,
    x: 0,
    y: 0,
    width: ownWidth,
    height: loopY + 8,
    loops,
    name,
    children: [],
  };
  if (Object.keys(node.states).length === 0) return box;
  const next = siblingTargets(node);
  const stateRows = node.type === "parallel" ? [Object.values(node.states)] : rowsOf(node, next);
  const gaps = rowGaps(stateRows, next);
  const rows = stateRows.map((row) => row.map(measure));
  let y = loopY + PAD;
  rows.forEach((row, index) => {
    let x = PAD;
    for (const child of row) {
      child.x = x;
      child.y = y;
      x += child.width + GAP_X;
    }
    box.width = Math.max(box.width, x - GAP_X + PAD);
    y += Math.max(...row.map((child) => child.height)) + (gaps[index] ?? GAP_Y);
  });
  // Centre each row in the box.
  for (const row of rows) {
    const rowWidth = row.reduce((sum, child) => sum + child.width, 0) + GAP_X * (row.length - 1);
    const shift = (box.width - 2 * PAD - rowWidth) / 2;
    for (const child of row) child.x += shift;
  }
  box.height = y - (gaps.at(-1) ?? GAP_Y) + PAD;
  box.children = rows.flat();
  return box;
}

/** Makes every position absolute: a box's, then its texts' and its children's. */
function place(box: StateBox, x: number, y: number, into: Map<AnyStateNode, StateBox>): void {
  box.x += x;
  box.y += y;
  for (const text of [box.name, ...box.loops.map((loop) => loop.label)]) {
    text.x += box.x;
    text.y += box.y;
  }
  into.set(box.node, box);
  for (const child of box.children) place(child, box.x, box.y, into);
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** A point of a box's horizontal side, leaning toward `towardX` so arrows spread along the side. */
const alongWidth = (box: Rect, towardX: number) =>
  box.x + box.width * clamp((towardX - box.x) / box.width, 0.2, 0.8);
const alongHeight = (box: Rect, towardY: number) =>
  box.y + box.height * clamp((towardY - box.y) / box.height, 0.3, 0.7);

/** Where an arrow leaves `from` and enters `to`: facing sides, so arrows rarely cross boxes. */
function anchors(from: Rect, to: Rect): [number, number, number, number] {
  const centre = (box: Rect) => [box.x + box.width / 2, box.y + box.height / 2] as const;
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

export const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where along the arrow a label may stand, best first: the middle, then further out. */
const ALONG = [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8];
const ASIDE = [0, -1, 1, -2, 2, -3, 3, -4, 4, -6, 6];

/** The label's rectangle at the first spot along the arrow that no obstacle covers. */
function placeLabel(
  lines: string[],
  [x1, y1, cx, cy, x2, y2]: ArrowLayout["path"],
  obstacles: Rect[],
): TextBox {
  const label = textBox(lines, LABEL_FONT);
  const at = (t: number, aside: number, sideways: boolean) => {
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t ** 2 * x2;
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t ** 2 * y2;
    const step = sideways ? { x: (aside * label.width) / 2, y: 0 } : { x: 0, y: aside * LINE };
    return { ...label, x: x + step.x - label.width / 2, y: y + step.y - label.height / 2 };
  };
  // A mostly vertical arrow makes room sideways; a horizontal one, up or down.
  const sideways = Math.abs(y2 - y1) > Math.abs(x2 - x1);
  for (const aside of ASIDE) {
    for (const t of ALONG) {
      const spot = at(t, aside, sideways);
      if (!obstacles.some((obstacle) => overlaps(spot, obstacle))) return spot;
    }
  }
  return at(0.5, 0, sideways);
}

export function diagramLayout(machine: AnyStateMachine): DiagramLayout {
  const root = measure(machine.root);
  const boxes = new Map<AnyStateNode, StateBox>();
  place(root, MARGIN, MARGIN, boxes);
  const obstacles: Rect[] = [...boxes.values()].flatMap((box): Rect[] =>
    box.children.length === 0 ? [box] : [box.name, ...box.loops.map((loop) => loop.label)],
  );
  const arrows = [machine.root, ...allStateNodes(machine)]
    .flatMap(transitionsOf)
    .filter((transition) => !isLoop(transition))
    .flatMap((transition, index) => {
      const from = boxes.get(transition.source);
      return (transition.target ?? []).flatMap((target): ArrowLayout[] => {
        const to = boxes.get(target);
        if (!from || !to) return [];
        const [x1, y1, x2, y2] = anchors(from, to);
        // Arrows between the same pair of boxes bend apart.
        const bend = ((index % 5) - 2) * 22;
        const path: ArrowLayout["path"] = [
          x1,
          y1,
          (x1 + x2) / 2 + bend,
          (y1 + y2) / 2 + bend / 2,
          x2,
          y2,
        ];
        const label = placeLabel(wrap(transitionLabel(transition)), path, obstacles);
        obstacles.push(label);
        return [{ transition, path, label }];
      });
    });
  const texts = [...arrows.map((arrow) => arrow.label), root];
  const left = Math.min(...texts.map((text) => text.x)) - MARGIN;
  const top = Math.min(...texts.map((text) => text.y)) - MARGIN;
  const right = Math.max(...texts.map((text) => text.x + text.width)) + MARGIN;
  const bottom = Math.max(...texts.map((text) => text.y + text.height)) + MARGIN;
  return { boxes, arrows, bounds: { x: left, y: top, width: right - left, height: bottom - top } };
}
