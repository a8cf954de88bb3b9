/**
 * The machines' descriptions are written in English, next to the code, and their guards' conditions
 * in machines/conditionWords.ts; testers and product owners also read them in French.
 * machines/locales/fr.po holds the French of every description and condition of every registered
 * machine (msgid: the English text), kept in step by `npm run i18n:extract` and checked
 * by `npm run i18n:check`, as the app's own catalogues are. Pure: the caller reads and writes files.
 */
import type { AnyStateMachine } from "xstate";
import { conditionPhrases } from "./conditions.ts";
import { parsePo } from "./poText.ts";
import { allStateNodes, allTransitions } from "./stateNodes.ts";

export const MACHINE_CATALOGUE_PATH = "machines/locales/fr.po";

interface DescribedMachine {
  id: string;
  machine: AnyStateMachine;
  description: string;
}

/** Every description and condition to translate, once each, in registry order. */
export function descriptionsToTranslate(entries: readonly DescribedMachine[]): string[] {
  const texts = entries.flatMap(({ id, machine, description }) => [
    description,
    ...allStateNodes(machine).map((node) => node.description),
    ...allTransitions(machine).map((transition) => transition.description),
    ...conditionPhrases(id),
  ]);
  return [...new Set(texts.filter((text): text is string => Boolean(text?.trim())))];
}

const quote = (text: string) =>
  `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;

/** The catalogue for these descriptions, keeping the translations already made. */
export function toCatalogue(texts: readonly string[], known: ReadonlyMap<string, string>): string {
  const header = [
    "# French of the machines' descriptions (msgid: the English in machines/*.ts).",
    "# Kept in step by `npm run i18n:extract`; fill every empty msgstr.",
    'msgid ""',
    'msgstr ""',
    '"Content-Type: text/plain; charset=utf-8\\n"',
    '"Language: fr\\n"',
  ];
  const entries = texts.flatMap((text) => [
    "",
    `msgid ${quote(text)}`,
    `msgstr ${quote(known.get(text) ?? "")}`,
  ]);
  return [...header, ...entries, ""].join("\n");
}

/** Descriptions without their French. */
export function untranslated(
  texts: readonly string[],
  known: ReadonlyMap<string, string>,
): string[] {
  return texts.filter((text) => !known.get(text)?.trim());
}

/** English description → French, from the catalogue's text. */
export function readCatalogue(text: string): Map<string, string> {
  return new Map(
    parsePo(text)
      .filter((entry) => !entry.obsolete)
      .map((entry) => [entry.msgid, entry.msgstr]),
  );
}
