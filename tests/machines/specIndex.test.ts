import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createMachine } from "xstate";
import {
  machineSpecEntries,
  sourceSpecEntries,
  specIndexEntries,
  toSpecIndex,
} from "../../tools/machines/specIndex.ts";
import { parseSpecTag, specDocuments, specSectionsOf } from "../../tools/machines/specSections.ts";

const root = join(import.meta.dirname, "../..");
/** The spec lives beside the repository (README): `../shared/spec/`. */
const specDir = join(root, "../shared/spec");

describe("specDocuments", () => {
  // Skipped, and reported as skipped, where the spec is not checked out beside the repository.
  for (const { file, sections } of Object.values(specDocuments)) {
    const path = join(specDir, file);
    it.skipIf(!existsSync(path))(`lists the headings of ${file}, in order`, () => {
      expect(specSectionsOf(readFileSync(path, "utf8"))).toEqual(sections);
    });
  }
});

describe("specSectionsOf", () => {
  it("names numbered headings by their number and unnumbered ones by their chapter's", () => {
    const markdown = [
      "# Title",
      "## 2. Screens",
      "### 2.1 Route table",
      "### Pop-ups",
      "## 4. States and transitions",
      "### Pre-booking countdown",
      "text ### not a heading",
    ].join("\n");
    expect(specSectionsOf(markdown)).toEqual([
      "§2 Screens",
      "§2.1 Route table",
      "§2 Pop-ups",
      "§4 States and transitions",
      "§4 Pre-booking countdown",
    ]);
  });
});

describe("parseSpecTag", () => {
  it("reads the document and the section's place", () => {
    expect(parseSpecTag("tunnel §4 Pre-booking countdown", "here")).toMatchObject({
      document: "tunnel",
      section: "§4 Pre-booking countdown",
    });
    expect(parseSpecTag("public §2.3 Dialogs", "here").order).toBeLessThan(
      parseSpecTag("public §4 States and transitions", "here").order,
    );
  });

  it("refuses an unknown document, a malformed tag and a section the document lacks", () => {
    expect(() => parseSpecTag("shell §2.3 Dialogs", "#x")).toThrow(/#x: spec tag "shell/);
    expect(() => parseSpecTag("tunnel Pre-booking countdown", "#x")).toThrow(/must read/);
    expect(() => parseSpecTag("tunnel §2.3 Dialogs", "a.ts:3")).toThrow(
      'a.ts:3: "tunnel §2.3 Dialogs" names no section of reservation-tunnel.md',
    );
  });
});

describe("sourceSpecEntries", () => {
  const entriesOf = (text: string) => sourceSpecEntries({ path: "src/x.ts", text });

  it("reads one entry per @spec line, naming the declaration the comment documents", () => {
    const text = [
      "/**",
      " * The tick.",
      " * @spec tunnel §9 Business constants and limits",
      " * @spec tunnel §4 Pre-booking countdown",
      " */",
      "export const TICK_MS = 1000;",
      "/** @spec public §2.2 Shell common to all pages */",
      "export function loadsSharedContent() {}",
      "const delays = {",
      "  /** @spec public §9 Business constants and limits */",
      "  RENEW: 30_000,",
      "};",
    ].join("\n");
    expect(entriesOf(text).map(({ section, symbol }) => [section, symbol])).toEqual([
      ["§9 Business constants and limits", "TICK_MS"],
      ["§4 Pre-booking countdown", "TICK_MS"],
      ["§2.2 Shell common to all pages", "loadsSharedContent"],
      ["§9 Business constants and limits", "RENEW"],
    ]);
  });

  it("ignores @spec in the middle of a comment's line, and comments without a tag", () => {
    const text = [
      "/** A tag reads `@spec tunnel §4 Nowhere` in a doc comment. */",
      "export const A = 1;",
      "/** Plain. */",
      "export const B = 2;",
    ].join("\n");
    expect(entriesOf(text)).toEqual([]);
  });

  it("fails on a tag that documents no declaration, or names no section, with file and line", () => {
    expect(() => entriesOf("\n/** @spec public §2.3 Dialogs */\nfoo();\n")).toThrow(
      "src/x.ts:2: a @spec tag must document a declaration",
    );
    expect(() => entriesOf("/** @spec public §2.3 Dailogs */\nconst A = 1;")).toThrow(
      /src\/x\.ts:1: "public §2\.3 Dailogs" names no section/,
    );
  });
});

describe("machineSpecEntries and toSpecIndex", () => {
  const machine = createMachine({
    id: "door",
    meta: { spec: ["tunnel §4 Wizard moves", "public §2.3 Dialogs"] },
    initial: "closed",
    states: {
      closed: { meta: { spec: "public §4 States and transitions" }, on: { open: "opened" } },
      opened: { states: { ajar: { meta: { spec: "tunnel §2 Pop-ups" } } }, initial: "ajar" },
    },
  });

  it("reads the root's and the states' tags, naming states by machine id and path", () => {
    expect(
      machineSpecEntries([{ id: "door", machine }]).map(({ document, section, symbol }) =>
        [document, section, symbol].join(" "),
      ),
    ).toEqual([
      "tunnel §4 Wizard moves #door",
      "public §2.3 Dialogs #door",
      "public §4 States and transitions #door.closed",
      "tunnel §2 Pop-ups #door.opened.ajar",
    ]);
  });

  it("refuses a meta.spec that is not a string or a list of strings", () => {
    const wrong = createMachine({ id: "wrong", meta: { spec: 4 } });
    expect(() => machineSpecEntries([{ id: "wrong", machine: wrong }])).toThrow(
      /#wrong: meta.spec/,
    );
  });

  it("groups by document, sorts by the document's section order, machines before sources", () => {
    const entries = specIndexEntries(
      [{ id: "door", machine }],
      [
        { path: "src/b.ts", text: "/** @spec public §2.3 Dialogs */\nexport const B = 1;" },
        { path: "src/a.ts", text: "/** @spec public §2.3 Dialogs */\nexport const A = 1;" },
      ],
    );
    const page = toSpecIndex(entries);
    const rows = page.split("\n").filter((line) => line.startsWith("| §"));
    expect(rows).toEqual([
      "| §2.3 Dialogs | [machines/door.ts](../machines/door.ts) | [`#door`](machines/door.md) |",
      "| §2.3 Dialogs | [src/a.ts](../src/a.ts) | `A` |",
      "| §2.3 Dialogs | [src/b.ts](../src/b.ts) | `B` |",
      "| §4 States and transitions | [machines/door.ts](../machines/door.ts) | [`#door.closed`](machines/door.md) |",
      "| §2 Pop-ups | [machines/door.ts](../machines/door.ts) | [`#door.opened.ajar`](machines/door.md) |",
      "| §4 Wizard moves | [machines/door.ts](../machines/door.ts) | [`#door`](machines/door.md) |",
    ]);
    expect(page.indexOf("## Public area")).toBeLessThan(page.indexOf("## Reservation tunnel"));
    // Chapters with sections of their own are not reported as untagged; their sections are.
    expect(page).toContain("§2.1 Route table (localized)");
    expect(page).not.toMatch(/yet: [^\n]*§2 Screens and routes/);
  });
});
