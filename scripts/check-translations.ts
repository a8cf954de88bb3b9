/**
 * `npm run i18n:check`: extracts the messages from the code, then fails when a message lacks its
 * English translation or a translation drops a placeholder. Also brings the French of the machines'
 * descriptions (machines/locales/fr.po, read by `npm run paths`) in step with the machines and
 * fails when one lacks its French. Run by `npm test`.
 */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { syncMachineCatalogue } from "./machineDescriptions.ts";
import { placeholdersOf, readPo } from "./po.ts";

execFileSync("npx", ["lingui", "extract", "--clean"], { stdio: ["ignore", "ignore", "inherit"] });

const problems: string[] = [];
for (const locale of ["fr", "en"]) {
  const catalogues = readdirSync(`src/locales/${locale}`).filter((name) => name.endsWith(".po"));
  for (const entry of catalogues.flatMap((name) => readPo(`src/locales/${locale}/${name}`))) {
    if (entry.obsolete) continue;
    if (entry.msgstr.trim() === "") {
      problems.push(`${locale}: missing translation for "${entry.msgid}"`);
      continue;
    }
    const expected = placeholdersOf(entry.msgid).join(" ");
    const actual = placeholdersOf(entry.msgstr).join(" ");
    if (expected !== actual) {
      problems.push(
        `${locale}: placeholders differ for "${entry.msgid}": ${expected} vs ${actual}`,
      );
    }
  }
}

for (const description of syncMachineCatalogue()) {
  problems.push(`machines/locales/fr.po: missing French for "${description}"`);
}

if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`\n${problems.length} translation problem(s).`);
  process.exit(1);
}
console.info("i18n: every message has its French and English text.");
