/**
 * `npm run diagrams`: writes docs/machines/<id>.md (description, Mermaid diagram, tables of states
 * and transitions) for every machine of machines/index.ts, and removes pages of machines that left
 * the registry.
 * `--check` writes nothing and exits 1 listing the pages that are missing, stale or orphaned, so a
 * behaviour change cannot ship with an outdated diagram.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { machineRegistry } from "../machines/index.ts";
import {
  diagramProblems,
  MACHINE_DOCS_DIR,
  machineDocs,
  pagesOnDisk,
} from "../machines/tooling/machineDoc.ts";

const root = join(import.meta.dirname, "..");
const docsDir = join(root, MACHINE_DOCS_DIR);
const expected = machineDocs(machineRegistry);
const onDisk = pagesOnDisk(existsSync(docsDir) ? readdirSync(docsDir) : [], (path) =>
  readFileSync(join(root, path), "utf8"),
);

if (process.argv.includes("--check")) {
  const problems = diagramProblems(expected, onDisk);
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    console.error("\nRun `npm run diagrams` and commit docs/machines.");
    process.exit(1);
  }
  console.info(`diagrams: ${expected.size} page(s) up to date in docs/machines.`);
} else {
  mkdirSync(docsDir, { recursive: true });
  for (const [path, content] of expected) writeFileSync(join(root, path), content);
  for (const path of onDisk.keys()) if (!expected.has(path)) rmSync(join(root, path));
  console.info(`diagrams: wrote ${[...expected.keys()].join(", ")}`);
}
