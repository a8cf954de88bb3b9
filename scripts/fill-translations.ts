/**
 * Writes English translations into the English catalogues (src/locales/en/*.po) from a JSON
 * file of { "French source": "English text" } (`node scripts/fill-translations.ts file.json`).
 * A translator's convenience: the catalogue stays the single source of truth.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const englishDir = "src/locales/en";
const translations = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as Record<
  string,
  string
>;
const quote = (text: string) =>
  `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

let filled = 0;
const fillBlock = (block: string) => {
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
};
for (const file of readdirSync(englishDir).filter((name) => name.endsWith(".po"))) {
  const catalogue = `${englishDir}/${file}`;
  writeFileSync(
    catalogue,
    readFileSync(catalogue, "utf8").split("\n\n").map(fillBlock).join("\n\n"),
  );
}
console.info(`filled ${filled} translation(s)`);
