/**
 * The one place the app reads the time. Two clocks, on purpose:
 *
 * - `now()`: this device's clock, epoch ms. For what happens on this device: the access
 *   token's renewal (its expiry is converted to this clock), a typing pause, a notice's
 *   lifetime, the tag manager's start, and the moment a countdown is redrawn (`useNow`).
 * - `serverNow()`: the server's clock as best known here (this device's plus the offset
 *   measured from the API's `Date` header, one-second resolution). For deadlines the server
 *   sets, so a device with a wrong clock still shows them right: the pre-booking countdown
 *   adds `getServerClockOffsetMs()` to `now()` in its view.
 *
 * `today()` is the calendar day in Paris (YYYY-MM-DD) of `now()`: the arrival-date rules.
 * Machines stay framework-free and get the time from the app (input, provided actors or
 * delays), never from here.
 */
import { useEffect, useState } from "react";
import { toIsoDay } from "../i18n/format.ts";

let serverClockOffsetMs = 0;

/** This device's clock, epoch ms. */
export function now(): number {
  return Date.now();
}

/** The server's current time as best known here, epoch ms. */
export function serverNow(): number {
  return now() + serverClockOffsetMs;
}

/** How far the server's clock is ahead of this device's (negative when behind). */
export function getServerClockOffsetMs(): number {
  return serverClockOffsetMs;
}

/** Notes the server's clock from an answer's `Date` header (the API client calls it). */
export function recordServerDate(header: string | null): void {
  if (header === null) return;
  const serverTime = Date.parse(header);
  if (Number.isNaN(serverTime)) return;
  serverClockOffsetMs = serverTime - now();
}

/** Today in Paris, as the API writes days (YYYY-MM-DD). */
export function today(): string {
  return toIsoDay(now());
}

/**
 * This device's clock, re-read every `intervalMs`, so a countdown re-renders. The remaining time
 * is computed from it by the machine's view (`toCountdownView`), never counted here.
 */
export function useNow(intervalMs: number): number {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return current;
}
