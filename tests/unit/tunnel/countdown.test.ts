import { describe, expect, it } from "vitest";
import {
  announcementFor,
  hasPrebookingEnded,
  selectRemainingMs,
  selectShowsHours,
  toCountdownView,
} from "../../../machines/prebooking.selectors.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const END = Date.parse("2025-06-02T10:30:00Z");
const onTime = { endsAt: END, serverClockOffsetMs: 0 };
/** `remaining` before the end, on a device whose clock agrees with the server's. */
const left = (remaining: number) => {
  const view = toCountdownView(onTime, END - remaining);
  if (view === null) throw new Error("a dossier with an end date always has a countdown");
  return view;
};

describe("toCountdownView: what the header shows", () => {
  it("warns in the last five minutes, not before and not once over", () => {
    expect(left(5 * MINUTE + SECOND).isEnding).toBe(false);
    expect(left(5 * MINUTE).isEnding).toBe(true);
    expect(left(SECOND).isEnding).toBe(true);
    expect(left(0).isEnding).toBe(false);
  });

  it("shows minutes only while under an hour", () => {
    expect(left(25 * MINUTE + 10 * SECOND)).toMatchObject({
      hours: 0,
      minutes: 25,
      showsHours: false,
      isOver: false,
    });
  });

  it("shows hours from exactly one hour, and drops them a millisecond under", () => {
    expect(left(HOUR)).toMatchObject({ hours: 1, minutes: 0, showsHours: true });
    expect(left(HOUR - 1)).toMatchObject({ hours: 0, minutes: 59, showsHours: false });
    expect(left(2 * HOUR + 5 * MINUTE + 59 * SECOND)).toMatchObject({ hours: 2, minutes: 5 });
  });

  it("keeps at least 1 minute until the end: 59 s and 1 ms both show 1 min", () => {
    expect(left(59 * SECOND).minutes).toBe(1);
    expect(left(1).minutes).toBe(1);
    expect(left(1).isOver).toBe(false);
    expect(left(MINUTE + 59 * SECOND).minutes).toBe(1);
    expect(left(2 * MINUTE).minutes).toBe(2);
  });

  it("is over at the end date itself, and never shows a negative time after it", () => {
    expect(left(0)).toMatchObject({ isOver: true, remainingMs: 0, hours: 0, minutes: 0 });
    expect(left(-3 * HOUR)).toMatchObject({ isOver: true, remainingMs: 0, minutes: 0 });
  });

  it("applies the server's clock: a device 5 minutes slow still ends on the server's time", () => {
    const slowDevice = { endsAt: END, serverClockOffsetMs: 5 * MINUTE };
    // The device reads 10:20; the server is at 10:25: 5 minutes left, not 10.
    const deviceReads1020 = END - 10 * MINUTE;
    expect(toCountdownView(slowDevice, deviceReads1020)?.minutes).toBe(5);
    expect(hasPrebookingEnded(slowDevice, END - 5 * MINUTE)).toBe(true);
    expect(hasPrebookingEnded(slowDevice, END - 5 * MINUTE - 1)).toBe(false);
  });

  it("applies a device clock ahead of the server's the other way", () => {
    const fastDevice = { endsAt: END, serverClockOffsetMs: -5 * MINUTE };
    expect(hasPrebookingEnded(fastDevice, END)).toBe(false);
    expect(selectRemainingMs(fastDevice, END)).toBe(5 * MINUTE);
  });

  it("has nothing to show without an end date", () => {
    expect(toCountdownView({ endsAt: null, serverClockOffsetMs: 0 }, END)).toBeNull();
    expect(hasPrebookingEnded({ endsAt: null, serverClockOffsetMs: 0 }, END)).toBe(false);
  });

  it("does not depend on how often it is asked: a tab asleep for an hour is simply over", () => {
    const before = left(20 * MINUTE);
    const afterSleeping = toCountdownView(onTime, END - 20 * MINUTE + HOUR);
    expect(before.isOver).toBe(false);
    expect(afterSleeping?.isOver).toBe(true);
  });
});

describe("the screen reader announcement", () => {
  /** Every second from `from` down to the end, the moments the announcement changes. */
  function changes(from: number): Array<{ at: number; said: unknown }> {
    const result: Array<{ at: number; said: unknown }> = [];
    let previous = "";
    for (let remaining = from; remaining >= 0; remaining -= SECOND) {
      const said = left(remaining).screenReaderAnnouncement;
      if (JSON.stringify(said) !== previous) result.push({ at: remaining, said });
      previous = JSON.stringify(said);
    }
    return result;
  }

  it("changes every 5 minutes, then every minute under 5, then at 30 s and at the end", () => {
    const moments = changes(17 * MINUTE).map((change) => change.at / SECOND);
    expect(moments).toEqual([17 * 60, 15 * 60, 10 * 60, 5 * 60, 4 * 60, 3 * 60, 2 * 60, 60, 30, 0]);
  });

  it("says an upper bound reached at the moment it changes", () => {
    expect(announcementFor(17 * MINUTE)).toEqual({
      code: "timeLeftAtMost",
      hours: 0,
      minutes: 20,
    });
    expect(announcementFor(15 * MINUTE)).toEqual({
      code: "timeLeftAtMost",
      hours: 0,
      minutes: 15,
    });
    expect(announcementFor(15 * MINUTE - SECOND)).toEqual({
      code: "timeLeftAtMost",
      hours: 0,
      minutes: 15,
    });
    expect(announcementFor(4 * MINUTE + 1)).toEqual({
      code: "timeLeftAtMost",
      hours: 0,
      minutes: 5,
    });
    expect(announcementFor(31 * SECOND)).toEqual({ code: "timeLeftAtMost", hours: 0, minutes: 1 });
    expect(announcementFor(30 * SECOND)).toEqual({ code: "secondsLeftAtMost", seconds: 30 });
    expect(announcementFor(1)).toEqual({ code: "secondsLeftAtMost", seconds: 30 });
    expect(announcementFor(0)).toEqual({ code: "prebookingExpired" });
  });

  it("counts hours in the announcement too", () => {
    expect(announcementFor(HOUR + 2 * MINUTE)).toEqual({
      code: "timeLeftAtMost",
      hours: 1,
      minutes: 5,
    });
    expect(announcementFor(HOUR)).toEqual({ code: "timeLeftAtMost", hours: 1, minutes: 0 });
  });

  it("stays the same through the 59 ticks between two minute marks under 5 minutes", () => {
    const said = new Set<string>();
    for (let remaining = 4 * MINUTE - SECOND; remaining > 3 * MINUTE; remaining -= SECOND) {
      said.add(JSON.stringify(announcementFor(remaining)));
    }
    expect([...said]).toEqual([JSON.stringify({ code: "timeLeftAtMost", hours: 0, minutes: 4 })]);
  });
});

describe("selectShowsHours: one rule for the visible time and the screen reader", () => {
  it("shows hours only above 0", () => {
    expect(selectShowsHours(0)).toBe(false);
    expect(selectShowsHours(1)).toBe(true);
  });

  it("is what the view's flag says, and what decides the announcement's wording", () => {
    for (const remaining of [2 * HOUR, HOUR, HOUR - 1, 17 * MINUTE, 1]) {
      const view = left(remaining);
      expect(view.showsHours).toBe(selectShowsHours(view.hours));
    }
    const overAnHour = announcementFor(HOUR + 2 * MINUTE);
    const underAnHour = announcementFor(17 * MINUTE);
    expect(overAnHour.code === "timeLeftAtMost" && selectShowsHours(overAnHour.hours)).toBe(true);
    expect(underAnHour.code === "timeLeftAtMost" && selectShowsHours(underAnHour.hours)).toBe(
      false,
    );
  });
});
