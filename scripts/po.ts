import { readFileSync } from "node:fs";

import { type PoEntry, parsePo } from "../tools/machines/poText.ts";

export type { PoEntry };

/** Reads the msgid/msgstr pairs of a .po catalogue (the header entry is left out). */
export function readPo(path: string): PoEntry[] {
  return parsePo(readFileSync(path, "utf8"));
}

/** The ICU placeholders of a message ({0}, {name}, <0>...</0>), which a translation must keep. */
export function placeholdersOf(message: string): string[] {
  const names = message.match(/\{[\w.]+[,}]|<\/?\d+\/?>/g) ?? [];
  return [...new Set(names.map((name) => name.replace(/,$/, "}")))].sort();
}
