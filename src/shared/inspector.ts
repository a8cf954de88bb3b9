/**
 * The Stately inspector, for watching the real machines run: in development only, when the URL
 * has `?inspect` or VITE_INSPECT=true. Pass the result as the `inspect` option of `createActor`
 * or of an actor context's `Provider` options; it is `undefined` otherwise, which XState ignores.
 */
import type { InspectionEvent, Observer } from "xstate";

type Inspect = Observer<InspectionEvent>;

let decided = false;
let inspect: Inspect | undefined;

function isWanted(): boolean {
  if (import.meta.env.VITE_INSPECT === "true") return true;
  return (
    typeof window !== "undefined" && new URLSearchParams(window.location.search).has("inspect")
  );
}

/**
 * Actors start before the lazily imported inspector arrives; their first events (which announce
 * the actors) are kept and replayed, or the inspector would never learn those actors exist.
 */
function lazyBrowserInspect(): Inspect {
  let target: Inspect | undefined;
  const early: InspectionEvent[] = [];
  // Dynamic import inside a development-only branch: the production bundle never contains it.
  void import("@statelyai/inspect").then(({ createBrowserInspector }) => {
    target = createBrowserInspector().inspect;
    for (const event of early.splice(0)) target.next?.(event);
  });
  return {
    next: (event) => {
      if (target) target.next?.(event);
      else early.push(event);
    },
  };
}

export function getInspect(): Inspect | undefined {
  if (!import.meta.env.DEV) return undefined;
  if (!decided) {
    decided = true;
    inspect = isWanted() ? lazyBrowserInspect() : undefined;
  }
  return inspect;
}
