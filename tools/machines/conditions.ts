/**
 * A transition's guard as the condition a tester brings about: each named guard's words from
 * machines/conditionWords.ts, higher-order guards (`not`, `and`, `or`) composed from their parts'
 * words. The code name stays with `guardLabel` (stateNodes.ts), for developers.
 */
import { conditionWords } from "../../machines/conditionWords.ts";
import { startingSituations } from "../../machines/startingSituations.ts";

type ConditionLanguage = "fr" | "en";

const JOINERS = {
  fr: { not: (words: string) => `non (${words})`, and: " et ", or: " ou " },
  en: { not: (words: string) => `not (${words})`, and: " and ", or: " or " },
} as const;

const wordsByMachine: Readonly<Record<string, Readonly<Record<string, string>>>> = conditionWords;

/** The words of every guard and declared starting situation of a machine, for the French catalogue. */
export function conditionPhrases(machineId: string): string[] {
  return [
    ...Object.values(wordsByMachine[machineId] ?? {}),
    ...(startingSituations[machineId] ?? []).map((situation) => situation.words),
  ];
}

function wordsOfName(machineId: string, name: string): string {
  const words = wordsByMachine[machineId]?.[name];
  if (words === undefined) {
    throw new Error(`guard "${name}" of machine "${machineId}" has no words in conditionWords.ts`);
  }
  return words;
}

/**
 * The condition of a guard in `language`, each named guard's English words through `translate`;
 * undefined without a guard. A guard without words (an inline one) is an error: name it.
 */
export function conditionOf(
  machineId: string,
  guard: unknown,
  language: ConditionLanguage,
  translate: (english: string) => string = (english) => english,
): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === "string") return translate(wordsOfName(machineId, guard));
  if (typeof guard === "object" && "type" in guard) {
    return translate(wordsOfName(machineId, String(guard.type)));
  }
  const parts = typeof guard === "function" ? (guard as { guards?: unknown[] }).guards : undefined;
  if (typeof guard === "function" && Array.isArray(parts)) {
    const joiners = JOINERS[language];
    const wordsOf = (part: unknown) => conditionOf(machineId, part, language, translate) ?? "";
    if (guard.name === "not") return joiners.not(wordsOf(parts[0]));
    // A part that joins others keeps its parentheses: "a and (b or c)".
    const joins = (part: unknown) =>
      typeof part === "function" && (part.name === "and" || part.name === "or");
    const words = parts.map((part) => (joins(part) ? `(${wordsOf(part)})` : wordsOf(part)));
    if (guard.name === "and" || guard.name === "or") return words.join(joiners[guard.name]);
  }
  throw new Error(`machine "${machineId}": a guard without a name has no words; name it`);
}
