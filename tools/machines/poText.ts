/**
 * The msgid/msgstr pairs of a gettext .po catalogue, from its text: shared by the translation
 * scripts (scripts/po.ts) and the development machines page, which reads the French of the
 * machines' descriptions in the browser. Pure: no file system.
 */
export type PoEntry = { msgid: string; msgstr: string; obsolete: boolean };

function unquote(line: string): string {
  const body = line.slice(line.indexOf('"') + 1, line.lastIndexOf('"'));
  return body.replace(/\\(["\\nt])/g, (_, char: string) =>
    char === "n" ? "\n" : char === "t" ? "\t" : char,
  );
}

/** The msgid/msgstr pairs of a .po catalogue's text (the header entry is left out). */
export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: PoEntry | undefined;
  let field: "msgid" | "msgstr" | undefined;
  for (const raw of text.split("\n")) {
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
