/**
 * The layer rules checked by `npm run boundaries` (`check-boundaries.ts`), as pure functions.
 *
 * Layers, from the bottom: `machines/` (framework-free statecharts, which `tools/machines/`
 * reads to draw, index and plan them, never the other way), then `src/shared/` (what
 * every page uses: links, head, page data, current route, session context...), then
 * `src/features/<area>/`, then `src/app/` (the shell: providers, router, root layout, start-up),
 * which is the only place that puts the features together. `src/app/theme/` is the design system:
 * a leaf that features and shared code may use, so it imports nothing above it.
 */
import { posix } from "node:path";

/** Feature folders that several features build on: any feature may import any of their files. */
const sharedFeatures = ["page", "offer", "html"];

export type Import = { specifier: string; line: number; typeOnly: boolean };

/**
 * The imports of a TypeScript module: `import ... from`, `import "x"`, `export ... from` and
 * `import("x")`. Static ones are read at the start of a line, as Biome's formatter writes them,
 * so commented-out code and text that mentions an import are not read.
 */
export function readImports(source: string): Import[] {
  const imports: Import[] = [];
  const lineAt = (index: number) => source.slice(0, index).split("\n").length;
  const statement =
    /^[ \t]*(?:import|export)\s+(type\s+)?(?:[\w$\s{},*]*?\s*from\s*)?["']([^"']+)["']/gm;
  for (const match of source.matchAll(statement)) {
    const [, type, specifier = ""] = match;
    imports.push({ specifier, line: lineAt(match.index), typeOnly: type !== undefined });
  }
  const dynamic = /(\btypeof\s+)?\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;
  for (const match of source.matchAll(dynamic)) {
    const line = lineAt(match.index);
    const text = source.split("\n")[line - 1]?.trim() ?? "";
    if (text.startsWith("//") || text.startsWith("*") || text.startsWith("/*")) continue;
    imports.push({ specifier: match[2] ?? "", line, typeOnly: match[1] !== undefined });
  }
  return imports.sort((a, b) => a.line - b.line);
}

type Layer =
  | { kind: "machines" }
  | { kind: "tools" }
  | { kind: "theme" }
  | { kind: "app" }
  | { kind: "shared" }
  | { kind: "feature"; name: string; rest: string }
  | { kind: "src" }
  | { kind: "other" };

/** The layer of a path relative to the repository root (`src/features/faq/FaqPage.tsx`). */
function layerOf(path: string): Layer {
  const parts = path.split("/");
  if (parts[0] === "machines") return { kind: "machines" };
  if (parts[0] === "tools") return { kind: "tools" };
  if (parts[0] !== "src") return { kind: "other" };
  if (parts[1] === "app") return parts[2] === "theme" ? { kind: "theme" } : { kind: "app" };
  if (parts[1] === "shared") return { kind: "shared" };
  if (parts[1] === "features" && parts.length > 3) {
    return { kind: "feature", name: parts[2] ?? "", rest: parts.slice(3).join("/") };
  }
  return { kind: "src" };
}

/**
 * The rule an import from `from` to `to` (paths relative to the repository root) breaks, or
 * null. Type-only imports matter only to `machines/`, whose compiled code must not pull the app in.
 */
export function brokenRule(from: string, to: string, typeOnly: boolean): string | null {
  const source = layerOf(from);
  const target = layerOf(to);
  switch (source.kind) {
    case "machines":
      if (target.kind === "tools") {
        return "machines/ holds the product's behaviour alone: it imports nothing of tools/ (the tools read the machines)";
      }
      if (target.kind !== "machines" && target.kind !== "other" && !typeOnly) {
        return "machines/ imports nothing at runtime from src/ (type-only imports are allowed)";
      }
      return null;
    case "feature":
      if (target.kind === "app") {
        return "a feature does not import src/app/ (what features share lives in src/shared/)";
      }
      if (
        target.kind === "feature" &&
        target.name !== source.name &&
        !sharedFeatures.includes(target.name) &&
        target.rest !== "index.ts"
      ) {
        return `a feature imports another feature only through its index.ts (src/features/${target.name}/index.ts)`;
      }
      return null;
    case "shared":
    case "theme":
      if (target.kind === "app" || target.kind === "feature") {
        const folder = source.kind === "shared" ? "src/shared/" : "src/app/theme/";
        return `${folder} imports neither src/app/ nor src/features/ (they build on it)`;
      }
      return null;
    default:
      return null;
  }
}

/**
 * The file a relative specifier names, relative to the repository root, or null for a package.
 * `exists` tells whether a path is a file; a specifier without extension tries `.ts`, `.tsx`
 * and `index.ts(x)`.
 */
export function resolveSpecifier(
  fromFile: string,
  specifier: string,
  exists: (path: string) => boolean,
): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find(exists) ?? base;
}
