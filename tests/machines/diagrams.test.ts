import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { machineRegistry } from "../../machines/index.ts";
import { specTagSources } from "../../scripts/specSources.ts";
import {
  diagramProblems,
  MACHINE_DOCS_DIR,
  machineDocs,
  pagesOnDisk,
} from "../../tools/machines/machineDoc.ts";
import {
  machineSpecEntries,
  SPEC_INDEX_PATH,
  specIndexEntries,
  toSpecIndex,
} from "../../tools/machines/specIndex.ts";
import { toMermaid } from "../../tools/machines/toMermaid.ts";
import { quizMachine } from "./fixtures/quizMachine.ts";

const root = join(import.meta.dirname, "../..");

describe("docs/machines", () => {
  it("holds, for every registered machine, exactly the page its machine produces now", () => {
    const dir = join(root, MACHINE_DOCS_DIR);
    const onDisk = pagesOnDisk(existsSync(dir) ? readdirSync(dir) : [], (path) =>
      readFileSync(join(root, path), "utf8"),
    );
    expect(diagramProblems(machineDocs(machineRegistry), onDisk), "run `npm run diagrams`").toEqual(
      [],
    );
  });
});

describe("docs/spec-index.md", () => {
  const page = () => readFileSync(join(root, SPEC_INDEX_PATH), "utf8");

  it("holds exactly the index the spec tags of the machines and sources produce now", () => {
    const expected = toSpecIndex(specIndexEntries(machineRegistry, specTagSources(root)));
    expect(existsSync(join(root, SPEC_INDEX_PATH)), "run `npm run diagrams`").toBe(true);
    expect(page(), "docs/spec-index.md is out of date: run `npm run diagrams`").toBe(expected);
  });

  it.each(machineRegistry.map(({ id }) => id))(
    "lists machine %s under the sections its root is tagged with, and every tagged state",
    (id) => {
      const entries = machineSpecEntries(machineRegistry.filter((entry) => entry.id === id));
      const atRoot = entries.filter((entry) => entry.symbol === `#${id}`);
      expect(atRoot.length, `#${id} needs meta: { spec } on its root`).toBeGreaterThan(0);
      const rows = page().split("\n");
      for (const entry of entries) {
        const row = rows.find(
          (line) =>
            line.startsWith(`| ${entry.section} | [machines/${id}.ts]`) &&
            line.includes(`[\`${entry.symbol}\`](machines/${id}.md)`),
        );
        expect(row, `${entry.symbol} under ${entry.document} ${entry.section}`).toBeDefined();
      }
      expect(existsSync(join(root, "machines", `${id}.ts`))).toBe(true);
    },
  );
});

describe("diagramProblems", () => {
  it("names missing, stale and orphaned pages", () => {
    const expected = new Map([
      ["docs/machines/a.md", "A"],
      ["docs/machines/b.md", "B"],
    ]);
    const onDisk = new Map([
      ["docs/machines/b.md", "old B"],
      ["docs/machines/gone.md", "G"],
    ]);
    expect(diagramProblems(expected, onDisk)).toEqual([
      "docs/machines/a.md: missing",
      "docs/machines/b.md: out of date",
      "docs/machines/gone.md: no registered machine has this id",
    ]);
  });
});

describe("toMermaid", () => {
  const diagram = toMermaid(quizMachine)
    .split("\n")
    .map((line) => line.trim());

  it("draws nested and parallel states, each region apart", () => {
    expect(diagram[0]).toBe("stateDiagram-v2");
    expect(diagram).toContain("state asking {");
    expect(diagram).toContain("state asking__answer {");
    expect(diagram).toContain("--");
    expect(diagram).toContain("[*] --> asking__clock__running");
  });

  it("labels transitions with their event, guard, delay name and invoked actor", () => {
    expect(diagram).toContain(
      "asking__answer__waiting --> asking__answer__right: answer [isCorrect]",
    );
    expect(diagram).toContain(
      "asking__answer__wrong --> asking__answer__waiting: always [mayRetry]",
    );
    expect(diagram).toContain("asking__clock__running --> asking__clock__running: after TICK");
    expect(diagram).toContain("loading --> broken: fetchQuestion failed");
    expect(diagram).toContain("asking --> finished: done");
  });

  it("marks final states and draws machine-wide events from a box around the chart", () => {
    expect(diagram).toContain("asking__answer__right --> [*]");
    expect(diagram).toContain("state quiz {");
    expect(diagram).toContain("quiz --> idle: reset");
  });

  it("keeps a transition out of a parallel block, where the last region would swallow it", () => {
    const start = diagram.indexOf("state asking {");
    let depth = 0;
    const end = diagram.findIndex((line, index) => {
      if (index < start) return false;
      depth += line.endsWith("{") ? 1 : line === "}" ? -1 : 0;
      return depth === 0;
    });
    const edge = diagram.indexOf("asking__clock --> asking__clock__timeUp: after ANSWER_TIME");
    expect(start).toBeGreaterThan(0);
    expect(edge).toBeGreaterThan(end);
  });
});

describe("npm run diagrams", () => {
  // A copy of what the script reads, so the check can be made to fail without touching the tree.
  const copy = mkdtempSync(join(tmpdir(), "diagrams-"));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const copied = [
    "machines",
    "tools",
    "src",
    "scripts/diagrams.ts",
    "scripts/specSources.ts",
    "package.json",
    MACHINE_DOCS_DIR,
    SPEC_INDEX_PATH,
  ];
  for (const path of copied) {
    if (existsSync(join(root, path)))
      cpSync(join(root, path), join(copy, path), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
  const node = join(root, "node_modules/.bin/node");
  const check = () =>
    spawnSync(node, ["scripts/diagrams.ts", "--check"], { cwd: copy, encoding: "utf8" });

  it("--check exits 1 naming a stale page, and passes again once the pages are rewritten", () => {
    writeFileSync(join(copy, MACHINE_DOCS_DIR, "alerts.md"), "# stale\n");
    const stale = check();
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain("docs/machines/alerts.md: out of date");

    execFileSync(node, ["scripts/diagrams.ts"], { cwd: copy });
    const fresh = check();
    expect(fresh.stderr).toBe("");
    expect(fresh.status).toBe(0);
  });

  it("--check exits 1 when a spec tag changed and docs/spec-index.md was not rewritten", () => {
    const config = join(copy, "src/config/index.ts");
    const original = readFileSync(config, "utf8");
    writeFileSync(
      config,
      `${original}\n/** @spec tunnel §4 Signature steps */\nexport const SIGNATURE_PROBE = 1;\n`,
    );
    const stale = check();
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain(`${SPEC_INDEX_PATH}: out of date`);

    execFileSync(node, ["scripts/diagrams.ts"], { cwd: copy });
    expect(readFileSync(join(copy, SPEC_INDEX_PATH), "utf8")).toContain(
      "| §4 Signature steps | [src/config/index.ts](../src/config/index.ts) | `SIGNATURE_PROBE` |",
    );
    expect(check().status).toBe(0);

    writeFileSync(
      config,
      `${original}\n/** @spec tunnel §4 No such section */\nexport const X = 1;\n`,
    );
    const wrong = check();
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain("src/config/index.ts:");
    expect(wrong.stderr).toContain('"tunnel §4 No such section" names no section');
  });
});
