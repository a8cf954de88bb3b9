import { readFileSync } from "node:fs";

export type PoEntry = { msgid: string; msgstr: string; obsolete: boolean };

function unquote(line: string): string {
  const body = line.slice(line.indexOf('"') + 1, line.lastIndexOf('"'));
  return body.replace(/\\(["\\nt])/g, (_, char: string) =>
    char === "n" ? "\n" : char === "t" ? "\t" : char,
  );
}

/** Reads the msgid/msgstr pairs of a .po catalogue (the header entry is left out). */
export function readPo(path: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: PoEntry | undefined;
  let field: "msgid" | "msgstr" | undefined;
  for (const raw of readFileSync(path, "utf8").split("\n")) {
    const obsolete = raw.startsWith("#~ ");
    const line = obsolete ? raw.slice(3) : raw;
    if (line.startsWith("msgid ")) {
      if (current && current.msgid !== "") entries.push(current);
      current = { msgid: unquote(line), msgstr: "", obsolete };
      field = "msgid";
    } else if (line.startsWith("msgstr ") && current) {
      current.msgstr = unquote(line);
      field = "msgstr";
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    }
  }
  if (current && current.msgid !== "") entries.push(current);
  return entries;
}

/** The ICU placeholders of a message ({0}, {name}, <0>...</0>), which a translation must keep. */
export function placeholdersOf(message: string): string[] {
  const names = message.match(/\{[\w.]+[,}]|<\/?\d+\/?>/g) ?? [];
  return [...new Set(names.map((name) => name.replace(/,$/, "}")))].sort();
}
