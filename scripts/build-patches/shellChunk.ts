import type { Plugin } from "vite";

/** The app's start-up module (src/startup/main.tsx imports it after React and the styles). */
const START = "/src/startup/start.tsx";
/** The steps main.tsx evaluates before the app: their code stays in chunks of their own. */
const EARLIER_STEPS = [
  "/src/startup/main.tsx",
  "/node_modules/react-dom/client.js",
  "/src/app/theme/system.ts",
];

type ModuleGraph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

function staticClosure(graph: ModuleGraph, id: string, found = new Set<string>()): Set<string> {
  if (found.has(id)) return found;
  found.add(id);
  for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
    staticClosure(graph, imported, found);
  }
  return found;
}

/**
 * Every page runs the app's start-up, so every page loads every module start.tsx imports
 * statically. Left to itself the bundler cut them into some seventy chunks by which lazy pages
 * share them, most under 1 KB, each compressed on its own and importing the others by name:
 * the home page's first scripts were 240.7 KB gzip in 97 files. One chunk for them makes them
 * 232.8 KB in 58 files and loads nothing a page did not load before.
 *
 * Left out: what the earlier start-up steps import (React DOM, the style system), so that
 * src/startup/main.tsx still evaluates React, the styles and the app in tasks of their own. The
 * group must not take its modules' dependencies with it (`includeDependenciesRecursively:
 * false` in vite.config.ts): with them it took React and Chakra, the entry then imported the
 * shell statically and evaluated the whole app in its first task. The set is closed under
 * static imports apart from those earlier steps' modules, so the shell imports only chunks
 * that never import it back. It is read from the module graph once complete (`buildEnd`),
 * before the chunks are made.
 */
export function shellChunk(): { plugin: Plugin; isShellModule: (id: string) => boolean } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: "hestia:shell-chunk",
    apply: "build",
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const ids = [...graph.getModuleIds()];
      const start = ids.find((id) => id.endsWith(START));
      if (!start) return; // the server-rendering build has no start-up
      const earlier = new Set<string>();
      for (const step of EARLIER_STEPS) {
        const id = ids.find((candidate) => candidate.endsWith(step));
        if (id) staticClosure(graph, id, earlier);
      }
      for (const id of staticClosure(graph, start)) {
        if (!earlier.has(id)) shell.add(id);
      }
    },
  };
  return { plugin, isShellModule: (id) => shell.has(id) };
}
