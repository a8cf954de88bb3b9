import type { Plugin } from "vite";

type ChunkLike = { type: string; imports?: string[]; dynamicImports?: string[] };

/**
 * The app's entry imports its start-up steps one after the other (src/startup/main.tsx), so that each
 * is evaluated in a task of its own. This build plugin lists every script of those steps as a
 * `<link rel="modulepreload">` in index.html, beside the ones Vite adds for the entry's own
 * imports: the browser asks for all of them at once, and a step never waits for the network
 * once the previous one has run. Page chunks are not listed: the router asks for them.
 */
export function startupPreloads(): Plugin {
  return {
    name: "hestia:startup-preloads",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const { chunk: entry, bundle } = context;
        if (!entry || !bundle) return [];
        const files = new Set<string>();
        const addWithImports = (fileName: string) => {
          const chunk = bundle[fileName] as ChunkLike | undefined;
          if (chunk?.type !== "chunk" || files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunk.imports ?? []) addWithImports(imported);
        };
        for (const step of entry.dynamicImports ?? []) addWithImports(step);
        for (const imported of entry.imports ?? []) files.delete(imported);
        return [...files].map((fileName) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${fileName}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}
