/**
 * Writes English translations into src/locales/en/messages.po from a JSON file of
 * { "French source": "English text" } (`node scripts/fill-translations.ts file.json`).
 * A translator's convenience: the catalogue stays the single source of truth.
 */
import { readFileSync, writeFileSync } from "node:fs";

const catalogue = "src/locales/en/messages.po";
const translations = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as Record<
  string,
  string
>;
const quote = (text: string) =>
  `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

const blocks = readFileSync(catalogue, "utf8").split("\n\n");
let filled = 0;
const updated = blocks.map((block) => {
  const match = /^msgid ((?:".*"\n?)+)msgstr ""$/m.exec(block);
  if (!match?.[1]) return block;
  const msgid = match[1]
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as string)
    .join("");
  const english = translations[msgid];
  if (english === undefined) return block;
  filled += 1;
  return block.replace(/msgstr ""$/m, `msgstr ${quote(english)}`);
});
writeFileSync(catalogue, updated.join("\n\n"));
console.info(`filled ${filled} translation(s)`);
