import { describe, expect, it } from "vitest";
import { shellChunk } from "../../../scripts/build-patches/shellChunk.ts";

/** A module graph by static imports, as the bundler's plugin context answers it. */
function graphOf(imports: Record<string, string[]>) {
  return {
    getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
  };
}

function shellOf(imports: Record<string, string[]>) {
  const { plugin, isShellModule } = shellChunk();
  (plugin.buildEnd as (this: unknown) => void).call(graphOf(imports));
  return isShellModule;
}

describe("the start-up's own modules in one chunk", () => {
  const app = "/app/src";
  const react = "/app/node_modules/react/index.js";
  const graph = {
    [`${app}/startup/main.tsx`]: [],
    "/app/node_modules/react-dom/client.js": [react],
    [react]: [],
    [`${app}/app/theme/system.ts`]: [`${app}/app/theme/tokens.ts`],
    [`${app}/app/theme/tokens.ts`]: [],
    [`${app}/startup/start.tsx`]: [`${app}/app/router.tsx`, react, `${app}/app/theme/tokens.ts`],
    [`${app}/app/router.tsx`]: [`${app}/api/call.ts`, "/app/node_modules/ky/index.js"],
    [`${app}/api/call.ts`]: [],
    "/app/node_modules/ky/index.js": [],
    [`${app}/features/home/HomePage.tsx`]: [`${app}/api/call.ts`],
  };

  it("takes the modules start.tsx imports, directly or not, libraries included", () => {
    const isShell = shellOf(graph);
    expect(isShell(`${app}/startup/start.tsx`)).toBe(true);
    expect(isShell(`${app}/app/router.tsx`)).toBe(true);
    expect(isShell(`${app}/api/call.ts`)).toBe(true);
    expect(isShell("/app/node_modules/ky/index.js")).toBe(true);
  });

  it("leaves the earlier start-up steps' modules and lazy pages to the bundler", () => {
    const isShell = shellOf(graph);
    expect(isShell(react)).toBe(false);
    expect(isShell(`${app}/app/theme/tokens.ts`)).toBe(false);
    expect(isShell(`${app}/features/home/HomePage.tsx`)).toBe(false);
  });

  it("takes nothing from a build without the start-up (the server render)", () => {
    const isShell = shellOf({ [`${app}/entry-server.tsx`]: [`${app}/api/call.ts`] });
    expect(isShell(`${app}/api/call.ts`)).toBe(false);
  });
});
