import { toIsoDay } from "../i18n/format.ts";
import { isValidDate } from "./rules.ts";

/**
 * Adulthood in France.
 * @spec tunnel §9 Business constants and limits
 */
const AGE_OF_MAJORITY = 18;

/**
 * Whether someone born on `birthDate` (`YYYY-MM-DD`) is under 18 on the day `at` falls on in
 * Paris time (the product's calendar). They are of age from their 18th birthday on; someone
 * born on 29 February comes of age on 1 March in a common year. An invalid birth date gives
 * `false`: the date rule reports it, the minor rule has nothing to say.
 * @spec tunnel §4 Conditional sections (step 2 and 3)
 */
export function isMinorAt(birthDate: string, at: Date): boolean {
  if (!isValidDate(birthDate)) return false;
  const year = Number(birthDate.slice(0, 4));
  const monthAndDay = birthDate.slice(5);
  const comingOfAge = `${String(year + AGE_OF_MAJORITY).padStart(4, "0")}-${monthAndDay}`;
  // ISO days compare as strings; "2025-02-29" (no such day) sorts between 28 February and 1 March.
  return toIsoDay(at) < comingOfAge;
}
