/**
 * Watching the real machines run, in development only: the Stately inspector when the URL has
 * `?inspect` or VITE_INSPECT=true (it needs the internet), and always the offline machines page
 * (`/dev/machines`, fed by machineBroadcast.ts). Pass the result as the `inspect` option of
 * `createActor` or of an actor context's `Provider` options; it is `undefined` in a production
 * build and in tests, which XState ignores.
 */
import type { InspectionEvent, Observer } from "xstate";
import { machineBroadcast } from "./machineBroadcast.ts";

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

/** One observer for several, or undefined when there is none. */
function both(observers: Array<Inspect | undefined>): Inspect | undefined {
  const present = observers.filter((observer): observer is Inspect => observer !== undefined);
  if (present.length <= 1) return present[0];
  return {
    next: (event) => {
      for (const observer of present) observer.next?.(event);
    },
  };
}

export function getInspect(): Inspect | undefined {
  if (!import.meta.env.DEV) return undefined;
  if (!decided) {
    decided = true;
    inspect = both([
      isWanted() ? lazyBrowserInspect() : undefined,
      // The vitest suites run in development mode: they need no page to talk to.
      import.meta.env.MODE === "test" ? undefined : machineBroadcast(),
    ]);
  }
  return inspect;
}
