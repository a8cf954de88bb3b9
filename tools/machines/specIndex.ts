/**
 * docs/spec-index.md: for each section of the spec, the states and symbols that implement it.
 * `npm run diagrams` writes it beside the machine pages and a test fails when it is stale.
 *
 * Two kinds of tag, one grammar (tools/machines/specSections.ts):
 * - a machine's root and its states carry `meta: { spec: "tunnel §4 Pre-booking countdown" }`
 *   (or a list), read from the built machines of the registry;
 * - a declaration anywhere in `src/` or `machines/` carries a `@spec` line in its doc comment,
 *   read from the source text (nothing is run, no React is loaded).
 *
 * Pure: the caller reads the files and hands over their text.
 */
import type { AnyStateMachine, AnyStateNode } from "xstate";
import {
  compareSpecSections,
  parseSpecTag,
  type SpecDocument,
  type SpecSection,
  specDocuments,
} from "./specSections.ts";
import { allStateNodes, statePath } from "./stateNodes.ts";

export const SPEC_INDEX_PATH = "docs/spec-index.md";

/** Where the index's source scan looks for `@spec` tags. */
export const SPEC_TAG_ROOTS = ["machines", "src"] as const;

export interface SourceFile {
  /** From the repository root, with forward slashes: "src/config/index.ts". */
  path: string;
  text: string;
}

export interface SpecIndexEntry extends SpecSection {
  /** From the repository root. */
  file: string;
  /** `#prebooking.counting` for a state (the machine alone for its root), or a declared name. */
  symbol: string;
  /** For a state: its machine's id, whose diagram page the symbol links to. */
  machineId?: string;
}

interface IndexedMachine {
  id: string;
  machine: AnyStateMachine;
}

function specTagsOf(node: AnyStateNode): string[] {
  const spec: unknown = (node.meta as { spec?: unknown } | undefined)?.spec;
  if (spec === undefined) return [];
  if (typeof spec === "string") return [spec];
  if (Array.isArray(spec) && spec.every((tag) => typeof tag === "string")) return spec;
  throw new Error(`#${node.machine.id}: meta.spec must be a string or a list of strings`);
}

/** The sections the machines' roots and states are tagged with, in registry and state order. */
export function machineSpecEntries(
  machines: readonly IndexedMachine[],
  machineFile: (id: string) => string = (id) => `machines/${id}.ts`,
): SpecIndexEntry[] {
  return machines.flatMap(({ id, machine }) =>
    [machine.root, ...allStateNodes(machine)].flatMap((node) => {
      const path = statePath(node);
      const symbol = path ? `#${id}.${path}` : `#${id}`;
      return specTagsOf(node).map((tag) => ({
        ...parseSpecTag(tag, symbol),
        file: machineFile(id),
        symbol,
        machineId: id,
      }));
    }),
  );
}

const docComment = /\/\*\*([\s\S]*?)\*\//g;
const declaration =
  /^\s*(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:async\s+)?(?:const|let|var|function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/;
const member = /^\s*(?:readonly\s+)?["']?([A-Za-z_$][\w$]*)["']?\??\s*:/;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/**
 * The `@spec` tags of one file's doc comments, each with the name declared right after its
 * comment (a `const`, `function`, `type`... or an object member `name:`). A tag must start a line of the
 * comment, as JSDoc block tags do; a tag followed by no declaration is an error.
 */
export function sourceSpecEntries(file: SourceFile): SpecIndexEntry[] {
  const entries: SpecIndexEntry[] = [];
  for (const comment of file.text.matchAll(docComment)) {
    const body = comment[1] ?? "";
    const tags = body
      .split("\n")
      .map((line) => line.replace(/^\s*\*?\s?/, "").trim())
      .filter((line) => line.startsWith("@spec "))
      .map((line) => line.slice("@spec ".length).trim());
    if (tags.length === 0) continue;
    const where = `${file.path}:${lineOf(file.text, comment.index)}`;
    const after = file.text.slice(comment.index + comment[0].length);
    const symbol = (declaration.exec(after) ?? member.exec(after))?.[1];
    if (!symbol) throw new Error(`${where}: a @spec tag must document a declaration`);
    for (const tag of tags) entries.push({ ...parseSpecTag(tag, where), file: file.path, symbol });
  }
  return entries;
}

/** Every tag of the machines and the sources, sorted by section, then machines, then files. */
export function specIndexEntries(
  machines: readonly IndexedMachine[],
  sources: readonly SourceFile[],
): SpecIndexEntry[] {
  const fromMachines = machineSpecEntries(machines);
  const fromSources = [...sources]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .flatMap(sourceSpecEntries);
  const tagged = [...fromMachines, ...fromSources];
  // A stable sort keeps machines before sources, and each in its own order, within a section.
  return tagged.sort(compareSpecSections);
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|");
}

function row(entry: SpecIndexEntry): string {
  const file = `[${entry.file}](../${entry.file})`;
  const symbol = entry.machineId
    ? `[\`${entry.symbol}\`](machines/${entry.machineId}.md)`
    : `\`${entry.symbol}\``;
  return `| ${cell(entry.section)} | ${file} | ${symbol} |`;
}

const chapterOf = (section: string) => section.slice(0, section.indexOf(" "));

/** A chapter heading with sections of its own below it ("§2 Screens and routes"). */
function hasSubsections(section: string, sections: readonly string[]): boolean {
  const chapter = chapterOf(section);
  const first = sections.find((other) => chapterOf(other).split(".")[0] === chapter);
  return (
    first === section &&
    sections.some((other) => other !== section && chapterOf(other).split(".")[0] === chapter)
  );
}

/** The Markdown page: one table per spec document, then the sections nothing is tagged with. */
export function toSpecIndex(entries: readonly SpecIndexEntry[]): string {
  const documents = Object.keys(specDocuments) as SpecDocument[];
  const parts = documents.flatMap((document) => {
    const { file, title, sections } = specDocuments[document];
    const rows = entries.filter((entry) => entry.document === document);
    const tagged = new Set(rows.map((entry) => entry.section));
    const untagged = sections.filter(
      (section) => !tagged.has(section) && !hasSubsections(section, sections),
    );
    return [
      `## ${title} (\`${document}\`: ${file})`,
      "",
      "| Section | File | Symbol |",
      "| --- | --- | --- |",
      ...rows.map(row),
      "",
      untagged.length > 0
        ? `Sections nothing is tagged with yet: ${untagged.join("; ")}.`
        : "Every section is tagged.",
      "",
    ];
  });
  return [
    "# Spec index",
    "",
    "Where each section of the specification (`../shared/spec/`) is implemented: machine states",
    "tagged `meta: { spec }` (linked to their diagram) and declarations tagged `@spec` in their doc",
    "comment. The tags and their grammar are described in [architecture.md](architecture.md#spec-tags).",
    "",
    "<!-- Generated by `npm run diagrams` from the spec tags. Do not edit by hand. -->",
    "",
    ...parts,
  ].join("\n");
}
