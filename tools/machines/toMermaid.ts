/**
 * A machine as a Mermaid `stateDiagram-v2`, computed from the machine itself so the diagram a
 * product owner reads cannot drift from the behaviour the app runs.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { allStateNodes, guardLabel, transitionsOf, triggerLabel } from "./stateNodes.ts";

const INDENT = "  ";

/** Mermaid ids cannot hold dots and must be unique across nesting levels. */
function mermaidId(node: AnyStateNode): string {
  return node.path.length > 0 ? node.path.join("__") : node.machine.id;
}

/** Label text stops at these characters in Mermaid's grammar. */
function clean(text: string): string {
  return text.replace(/[:;#{}"]/g, " ").trim();
}

export function transitionLabel(transition: AnyTransitionDefinition): string {
  const guard = guardLabel(transition.guard);
  return clean(guard ? `${triggerLabel(transition)} [${guard}]` : triggerLabel(transition));
}

/** Transitions are drawn in the innermost block holding both ends, where Mermaid can route them. */
function commonAncestor(a: AnyStateNode, b: AnyStateNode): AnyStateNode | undefined {
  const ancestors = (node: AnyStateNode): AnyStateNode[] =>
    node.parent ? [...ancestors(node.parent), node.parent] : [];
  const ofB = new Set(ancestors(b));
  return ancestors(a)
    .filter((node) => ofB.has(node))
    .at(-1);
}

type Edge = { scope: AnyStateNode | undefined; line: string };

/** A parallel block's last region would swallow lines written after it: draw above the block. */
function outsideParallel(scope: AnyStateNode | undefined): AnyStateNode | undefined {
  return scope?.type === "parallel" ? outsideParallel(scope.parent) : scope;
}

function edgesOf(node: AnyStateNode): Edge[] {
  return transitionsOf(node).flatMap((transition) => {
    const targets: readonly AnyStateNode[] = transition.target?.length ? transition.target : [node];
    return targets.map((target) => {
      const scope = outsideParallel(target === node ? node.parent : commonAncestor(node, target));
      return {
        scope,
        line: `${mermaidId(node)} --> ${mermaidId(target)}: ${transitionLabel(transition)}`,
      };
    });
  });
}

function blockOf(node: AnyStateNode, edges: Edge[], depth: number): string[] {
  const pad = INDENT.repeat(depth);
  const children = Object.values(node.states);
  const lines: string[] = [];
  if (node.type === "parallel") {
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${pad}--`);
      lines.push(...declare(region, edges, depth));
    });
  } else {
    if (node.type === "compound" && node.initial.target[0]) {
      lines.push(`${pad}[*] --> ${mermaidId(node.initial.target[0])}`);
    }
    for (const child of children) lines.push(...declare(child, edges, depth));
  }
  for (const edge of edges) if (edge.scope === node) lines.push(`${pad}${edge.line}`);
  return lines;
}

function declare(node: AnyStateNode, edges: Edge[], depth: number): string[] {
  const pad = INDENT.repeat(depth);
  const id = mermaidId(node);
  const lines: string[] = [];
  if (id !== node.key || node.type === "history") {
    const kind = node.type === "history" ? ` (${node.history} history)` : "";
    lines.push(`${pad}state "${clean(node.key)}${kind}" as ${id}`);
  }
  if (Object.keys(node.states).length > 0) {
    lines.push(`${pad}state ${id} {`, ...blockOf(node, edges, depth + 1), `${pad}}`);
  } else if (node.type !== "final" && id === node.key) {
    lines.push(`${pad}${id}`);
  }
  if (node.type === "final") lines.push(`${pad}${id} --> [*]`);
  return lines;
}

/**
 * The machine as a `stateDiagram-v2` source, without the Markdown fence. When the machine reacts
 * to events in every state (root-level `on`), the whole chart is drawn as one composite state so
 * those transitions have a box to leave from.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root;
  const edges = [root, ...allStateNodes(machine)].flatMap(edgesOf);
  const rootEdges = edges.filter((edge) => edge.scope === undefined);
  const body =
    rootEdges.length === 0
      ? blockOf(root, edges, 1)
      : [
          `${INDENT}[*] --> ${mermaidId(root)}`,
          `${INDENT}state ${mermaidId(root)} {`,
          ...blockOf(root, edges, 2),
          `${INDENT}}`,
          ...rootEdges.map((edge) => `${INDENT}${edge.line}`),
        ];
  return ["stateDiagram-v2", ...body].join("\n");
}
