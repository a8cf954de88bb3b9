/**
 * One way to list a machine's state nodes and transitions and to name them, shared by the
 * diagram export and the path-coverage count so that a diagram, a coverage report and a failing
 * test all speak of "showingAlert on dismiss [hasAnotherAlert]" the same way.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

/** Every state node below the root, depth first in declaration order. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const visit = (node: AnyStateNode): AnyStateNode[] =>
    Object.values(node.states).flatMap((child) => [child, ...visit(child)]);
  return visit(machine.root);
}

/**
 * The transitions leaving a node: events, invoked actors' completion and failure, delays, the
 * node's own completion, then eventless (`always`) transitions. Guarded alternatives of one event
 * are distinct transitions: each branch must be shown and covered.
 */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...allStateNodes(machine)].flatMap(transitionsOf);
}

/** A node's path below the root ("step1.editing"), stable across `.provide()` copies. */
export function statePath(node: AnyStateNode): string {
  return node.path.join(".");
}

/** A stable name for one transition: source, trigger, branch. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const siblings =
    transition.eventType === ""
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  const branch = siblings.length > 1 ? ` #${siblings.indexOf(transition) + 1}` : "";
  const guard = guardLabel(transition.guard);
  return `${statePath(source) || "(root)"} on ${triggerLabel(transition)}${guard ? ` [${guard}]` : ""}${branch}`;
}

const DONE_ACTOR = "xstate.done.actor.";
const ERROR_ACTOR = "xstate.error.actor.";
const DONE_STATE = "xstate.done.state.";
const AFTER = "xstate.after.";
const SNAPSHOT = "xstate.snapshot.";

/** What makes the transition happen, as a reader says it: "dismiss", "loadAlerts done", "after POLL_INTERVAL". */
export function triggerLabel(transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  if (type === "") return "always";
  if (type.startsWith(DONE_ACTOR)) return `${type.slice(DONE_ACTOR.length)} done`;
  if (type.startsWith(ERROR_ACTOR)) return `${type.slice(ERROR_ACTOR.length)} failed`;
  if (type.startsWith(SNAPSHOT)) return `${type.slice(SNAPSHOT.length)} snapshot`;
  if (type.startsWith(DONE_STATE)) return "done";
  if (type.startsWith(AFTER)) {
    const delay = "delay" in transition ? transition.delay : type.slice(AFTER.length);
    return typeof delay === "number" ? `after ${delay} ms` : `after ${String(delay)}`;
  }
  return type;
}

export function isTimed(transition: AnyTransitionDefinition): boolean {
  return transition.eventType.startsWith(AFTER);
}

/** A guard's name; higher-order guards read as `not(isMinor)`, `and(a, b)`. */
export function guardLabel(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === "string") return guard;
  if (typeof guard === "function") {
    const inner = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(inner))
      return `${guard.name}(${inner.map((g) => guardLabel(g) ?? "?").join(", ")})`;
    return guard.name && guard.name !== "guard" ? guard.name : "inline guard";
  }
  if (typeof guard === "object" && "type" in guard) return String(guard.type);
  return "guard";
}

/** An action's name: named actions by name, built-ins by kind ("assign"), inline ones as "inline action". */
export function actionLabel(action: unknown): string {
  if (typeof action === "string") return action;
  if (typeof action === "object" && action !== null && "type" in action) return String(action.type);
  if (typeof action === "function") {
    const builtIn = (action as { type?: unknown }).type;
    if (typeof builtIn === "string") return builtIn.replace(/^xstate\./, "");
    return action.name && action.name !== "actions" ? action.name : "inline action";
  }
  return "action";
}
