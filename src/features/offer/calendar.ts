/**
 * Arithmetic on calendar days written `YYYY-MM-DD` (the API's format), in UTC so a result never
 * depends on the device's time zone. Comparing two such days as text compares them in time.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parse(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A real calendar day in the API's format ("2025-02-30" is not). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_DAY.test(value)) return false;
  const date = parse(value);
  return !Number.isNaN(date.getTime()) && format(date) === value;
}

/** The first day of the month `months` after the month of `day`. */
export function firstOfMonthAfter(day: string, months: number): string {
  const date = parse(day);
  return format(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}

export function daysInMonthOf(day: string): number {
  const date = parse(day);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
}

export function dayOfMonth(day: string): number {
  return parse(day).getUTCDate();
}

/** The later of two days. */
export function laterDay(a: string, b: string): string {
  return a > b ? a : b;
}
