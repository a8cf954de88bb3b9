/**
 * `npm run boundaries`: reads every import of `machines/` and `src/` and fails when one crosses a
 * layer the wrong way (the rules are in `boundaries.ts`; `docs/architecture.md` explains them),
 * or when a tunnel file runs a React effect the allow-list of `tunnelEffects.ts` does not name.
 * Run by `npm test`.
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

for (const violation of violations) console.error(violation);
const summary = `boundaries: ${files.length} files, ${importCount} imports, ${violations.length} violation(s).`;
if (violations.length > 0) {
  console.error(`\n${summary}`);
  process.exit(1);
}
console.info(summary);
