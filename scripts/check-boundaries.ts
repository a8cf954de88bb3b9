/**
 * `npm run boundaries`: reads every import of `machines/` and `src/` and fails when one crosses a
 * layer the wrong way (the rules are in `boundaries.ts`; `docs/architecture.md` explains them),
 * when a tunnel file runs a React effect the allow-list of `tunnelEffects.ts` does not name, or
 * when a server route runs SQL itself (its queries belong in `server/domain/`). Run by `npm test`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brokenRule, readImports, resolveSpecifier } from "./boundaries.ts";
import { brokenEffectRule } from "./tunnelEffects.ts";

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((name) => join(folder, name).split("\\").join("/"))
    .filter((path) => /\.tsx?$/.test(path) && isFile(path))
    .sort();
}

const files = ["machines", "tools", "src"].flatMap(sourceFiles);
let importCount = 0;
const violations: string[] = [];
for (const file of files) {
  const source = readFileSync(file, "utf8");
  const effectRule = brokenEffectRule(file, source);
  if (effectRule !== null) violations.push(`${file} — ${effectRule}`);
  for (const { specifier, line, typeOnly } of readImports(source)) {
    importCount += 1;
    const target = resolveSpecifier(file, specifier, isFile);
    const rule = target === null ? null : brokenRule(file, target, typeOnly);
    if (rule !== null) violations.push(`${file}:${line} imports ${specifier} — ${rule}`);
  }
}

/**
 * A route parses the request, calls the domain and answers: SQL there (a statement prepared or
 * executed, or the query helpers of `server/db.ts`) is a query to move into `server/domain/`.
 */
const sqlInRoutes = [
  { pattern: /\.prepare\(/, what: "prepares a statement" },
  { pattern: /\bdb\.exec\(/, what: "executes SQL" },
  {
    pattern: /import\s*\{[^}]*\b(?:one|all|run)\b[^}]*\}\s*from\s*"\.\.\/db\.ts"/,
    what: "imports the query helpers one/all/run",
  },
];
const routeFiles = sourceFiles("server/routes");
for (const file of routeFiles) {
  const source = readFileSync(file, "utf8");
  for (const { pattern, what } of sqlInRoutes) {
    const match = pattern.exec(source);
    if (match === null) continue;
    const line = source.slice(0, match.index).split("\n").length;
    violations.push(
      `${file}:${line} ${what} — routes run no SQL: move the query into a named function of server/domain/`,
    );
  }
}

for (const violation of violations) console.error(violation);
const summary = `boundaries: ${files.length} files, ${importCount} imports, ${routeFiles.length} server routes, ${violations.length} violation(s).`;
if (violations.length > 0) {
  console.error(`\n${summary}`);
  process.exit(1);
}
console.info(summary);
