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
import {
  diagramProblems,
  MACHINE_DOCS_DIR,
  machineDocs,
  pagesOnDisk,
} from "../../machines/tooling/machineDoc.ts";
import { toMermaid } from "../../machines/tooling/toMermaid.ts";
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
  for (const path of ["machines", "scripts/diagrams.ts", "package.json", MACHINE_DOCS_DIR]) {
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
});
