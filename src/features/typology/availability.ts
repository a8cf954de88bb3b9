import type { Bed } from "../../api/catalogue.ts";
import { laterDay } from "../offer/calendar.ts";

/** Beds free on an arrival day: those available from that day or earlier, earliest first. */
export function bedsAvailableOn(beds: readonly Bed[], day: string): Bed[] {
  return beds
    .filter((bed) => bed.availableFrom <= day)
    .sort((a, b) => a.availableFrom.localeCompare(b.availableFrom));
}

/** The earliest day a bed can be moved into, never before today; null when none is left. */
export function earliestArrival(beds: readonly Bed[], today: string): string | null {
  const [first] = beds.map((bed) => bed.availableFrom).sort();
  return first === undefined ? null : laterDay(first, today);
}

/** The distinct days from which more beds free up after `day`, to offer as other arrival days. */
export function laterArrivalDays(beds: readonly Bed[], day: string, today: string): string[] {
  const days = new Set(
    beds.map((bed) => laterDay(bed.availableFrom, today)).filter((from) => from > day),
  );
  return [...days].sort();
}

/**
 * A bed as an applicant reads it: its door number, the last part of the operator's reference
 * ("GERL12-ST-103" → "103"), rather than the whole internal code; a reference of another shape
 * is kept whole.
 */
export function flatNumberOf(reference: string): string {
  const last = reference.split("-").at(-1) ?? "";
  return /\d/.test(last) ? last : reference;
}
