/**
 * Dates are shown, and arrival days counted, in Paris time (the spec's "UTC+1 offset", with
 * daylight saving). It lives here, the bottom layer, because machines import no code from src/
 * (they run on their own for the diagrams); src/config re-exports it for the app.
 * @spec public §9 Business constants and limits
 */
export const displayTimeZone = "Europe/Paris";

const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: displayTimeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** How far Paris time is ahead of UTC at an instant, in milliseconds (summer or winter). */
function parisOffsetAt(instant: number): number {
  const parts = Object.fromEntries(
    offsetFormat.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  return wall - (instant - (instant % 60_000));
}

/**
 * A day and a time of day in Paris (`2027-09-01` and `09:30`, as `<input type="date">` and
 * `<input type="time">` give them) as a UTC ISO instant, or null when either is not a real day
 * or time. The offset is the one Paris has at that moment: UTC+2 in summer, UTC+1 in winter. A
 * time the spring change skips (02:30 on its day) comes out an hour later, as the clocks read.
 */
export function parisTimeToUtc(day: string, time: string): string | null {
  const dayParts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const timeParts = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dayParts || !timeParts) return null;
  const [year, month, date, hour, minute] = [...dayParts.slice(1), ...timeParts.slice(1)].map(
    Number,
  ) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  const asRead = new Date(wall);
  if (asRead.getUTCMonth() !== month - 1 || asRead.getUTCDate() !== date) return null;
  const guess = wall - parisOffsetAt(wall);
  return new Date(wall - parisOffsetAt(guess)).toISOString();
}
