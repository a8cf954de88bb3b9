/** Calendar helpers on `YYYY-MM-DD` strings, computed in UTC so results never depend on the host zone. */

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** First day of the month `months` after the month of `day`. */
export function firstOfMonth(day: string, months: number): string {
  const date = parseDay(day);
  return isoDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}

export function addYears(day: string, years: number): string {
  const date = parseDay(day);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return isoDay(date);
}

export function daysInMonth(day: string): number {
  const date = parseDay(day);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
}

/** Whole years between a birth date and a day. */
export function ageOn(birthdate: string, day: string): number {
  const birth = parseDay(birthdate);
  const at = parseDay(day);
  let age = at.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    at.getUTCMonth() < birth.getUTCMonth() ||
    (at.getUTCMonth() === birth.getUTCMonth() && at.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}
