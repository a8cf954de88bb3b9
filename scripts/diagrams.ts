/**
 * `npm run diagrams`: writes docs/machines/<id>.md (description, Mermaid diagram, tables of states
 * and transitions) for every machine of machines/index.ts, removes pages of machines that left
 * the registry, and writes docs/spec-index.md (spec section → state or symbol) from the spec tags
 * of the machines and of the sources (tools/machines/specIndex.ts).
 * `--check` writes nothing and exits 1 listing the pages that are missing, stale or orphaned, so a
 * behaviour change cannot ship with an outdated diagram or index.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { machineRegistry } from "../machines/index.ts";
import {
  diagramProblems,
  MACHINE_DOCS_DIR,
  machineDocs,
  pagesOnDisk,
} from "../tools/machines/machineDoc.ts";
import { SPEC_INDEX_PATH, specIndexEntries, toSpecIndex } from "../tools/machines/specIndex.ts";
import { specTagSources } from "./specSources.ts";

const root = join(import.meta.dirname, "..");
const docsDir = join(root, MACHINE_DOCS_DIR);
const read = (path: string) => readFileSync(join(root, path), "utf8");

const specIndex = toSpecIndex(specIndexEntries(machineRegistry, specTagSources(root)));
const expected = new Map([...machineDocs(machineRegistry), [SPEC_INDEX_PATH, specIndex]]);
const onDisk = pagesOnDisk(existsSync(docsDir) ? readdirSync(docsDir) : [], read);
if (existsSync(join(root, SPEC_INDEX_PATH))) onDisk.set(SPEC_INDEX_PATH, read(SPEC_INDEX_PATH));

if (process.argv.includes("--check")) {
  const problems = diagramProblems(expected, onDisk);
  if (problems.length > 0) {
    console.error(problems.join("\n"));
    console.error(`\nRun \`npm run diagrams\` and commit docs/machines and ${SPEC_INDEX_PATH}.`);
    process.exit(1);
  }
  console.info(`diagrams: ${expected.size} page(s) up to date in docs/machines and docs/.`);
} else {
  mkdirSync(docsDir, { recursive: true });
  for (const [path, content] of expected) writeFileSync(join(root, path), content);
  for (const path of onDisk.keys()) if (!expected.has(path)) rmSync(join(root, path));
  console.info(`diagrams: wrote ${[...expected.keys()].join(", ")}`);
}
