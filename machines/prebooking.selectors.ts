/**
 * The pre-booking countdown as the header shows it. The remaining time is always computed from the
 * end date and the server's clock at the moment of asking (`now` is this device's clock, the offset
 * corrects it), never by counting ticks: a tab that slept, a device whose clock is wrong or a slow
 * device still shows the right time.
 */
import type { SnapshotFrom } from "xstate";
import type { PrebookingContext, prebookingMachine } from "./prebooking.ts";
import type { ListingTarget, TunnelErrorCode } from "./tunnelLoader.dossier.ts";
import { selectLastSearchTarget } from "./tunnelLoader.dossier.ts";

export type PrebookingSnapshot = SnapshotFrom<typeof prebookingMachine>;
type ClockFacts = Pick<PrebookingContext, "endsAt" | "serverClockOffsetMs">;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The end is near: below this the screen reader hears of the time left every minute (every 5
 * minutes above), and the header warns.
 */
const ENDING_BELOW = 5 * MINUTE;
const ANNOUNCE_STEP_ABOVE = 5 * MINUTE;
/** The last announcement before the end. */
const LAST_ANNOUNCEMENT_AT = 30 * SECOND;

/** The server's time now, from this device's clock and the measured offset. */
function selectServerNow(context: ClockFacts, deviceNow: number): number {
  return deviceNow + context.serverClockOffsetMs;
}

/** Milliseconds left (negative once past); null when there is no end date. */
export function selectRemainingMs(context: ClockFacts, deviceNow: number): number | null {
  if (context.endsAt === null) return null;
  return context.endsAt - selectServerNow(context, deviceNow);
}

/** The end is reached at the end date itself, not a millisecond later. */
export function hasPrebookingEnded(context: ClockFacts, deviceNow: number): boolean {
  const remaining = selectRemainingMs(context, deviceNow);
  return remaining !== null && remaining <= 0;
}

/**
 * What the aria-live="polite" region says. It changes only at sensible moments (each 5 minutes,
 * then each minute under 5 minutes, then at 30 seconds, then at the end), so a screen reader is
 * not interrupted every second. Values are upper bounds: "at most N minutes left".
 */
export type CountdownAnnouncement =
  | { code: "timeLeftAtMost"; hours: number; minutes: number }
  | { code: "secondsLeftAtMost"; seconds: number }
  | { code: "prebookingExpired" };

export interface CountdownView {
  /** Never negative. */
  remainingMs: number;
  isOver: boolean;
  hours: number;
  /** At least 1 until the end, so "0 min" never shows while time is left. */
  minutes: number;
  /** Hours are shown only when above 0. */
  showsHours: boolean;
  /** The last minutes (5 at most, not over): the header warns that the end is near. */
  isEnding: boolean;
  screenReaderAnnouncement: CountdownAnnouncement;
}

/**
 * Hours appear only when above 0, in the visible time and in what the screen reader hears.
 * @spec tunnel §4 Pre-booking countdown
 */
export function selectShowsHours(hours: number): boolean {
  return hours > 0;
}

export function announcementFor(remainingMs: number): CountdownAnnouncement {
  if (remainingMs <= 0) return { code: "prebookingExpired" };
  if (remainingMs <= LAST_ANNOUNCEMENT_AT)
    return { code: "secondsLeftAtMost", seconds: LAST_ANNOUNCEMENT_AT / SECOND };
  const step = remainingMs <= ENDING_BELOW ? MINUTE : ANNOUNCE_STEP_ABOVE;
  const totalMinutes = (Math.ceil(remainingMs / step) * step) / MINUTE;
  return {
    code: "timeLeftAtMost",
    hours: Math.floor(totalMinutes / 60),
    minutes: totalMinutes % 60,
  };
}

/**
 * The countdown at `deviceNow`; null when the dossier has no end date.
 * @spec tunnel §4 Pre-booking countdown
 */
export function toCountdownView(context: ClockFacts, deviceNow: number): CountdownView | null {
  const remaining = selectRemainingMs(context, deviceNow);
  if (remaining === null) return null;
  const remainingMs = Math.max(0, remaining);
  const isOver = remainingMs === 0;
  const hours = Math.floor(remainingMs / HOUR);
  const wholeMinutes = Math.floor((remainingMs % HOUR) / MINUTE);
  const minutes = !isOver && hours === 0 && wholeMinutes === 0 ? 1 : wholeMinutes;
  return {
    remainingMs,
    isOver,
    hours,
    minutes,
    showsHours: selectShowsHours(hours),
    isEnding: !isOver && remainingMs <= ENDING_BELOW,
    screenReaderAnnouncement: announcementFor(remainingMs),
  };
}

type PrebookingDialog = "prebookingExpired" | "lotReleased";

export interface PrebookingView {
  /** The header's countdown; null when not shown (resicamp, no pre-booking, left the page). */
  countdown: CountdownView | null;
  dialog: PrebookingDialog | null;
  /** Cancelling or extending is in flight: disable the dialog's buttons. */
  isBusy: boolean;
  errorCode: TunnelErrorCode | null;
  canCancel: boolean;
  canExtend: boolean;
  lastSearchTarget: ListingTarget | null;
}

function dialogOf(snapshot: PrebookingSnapshot): PrebookingDialog | null {
  if (snapshot.hasTag("expiredDialog")) return "prebookingExpired";
  if (snapshot.matches("showingLotReleased")) return "lotReleased";
  return null;
}

export function toPrebookingView(snapshot: PrebookingSnapshot, deviceNow: number): PrebookingView {
  const { context } = snapshot;
  return {
    countdown: snapshot.hasTag("countdownShown") ? toCountdownView(context, deviceNow) : null,
    dialog: dialogOf(snapshot),
    isBusy: snapshot.hasTag("busy"),
    errorCode: context.errorCode,
    canCancel: snapshot.can({ type: "cancelPrebooking" }),
    canExtend: snapshot.can({ type: "extendPrebooking" }),
    lastSearchTarget: selectLastSearchTarget(context),
  };
}
