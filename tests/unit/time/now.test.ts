import { afterEach, describe, expect, it, vi } from "vitest";
import {
  getServerClockOffsetMs,
  now,
  recordServerDate,
  serverNow,
  today,
} from "../../../src/time/now.ts";

afterEach(() => {
  vi.restoreAllMocks();
  recordServerDate(null);
});

describe("reading the time", () => {
  it("now() is this device's clock; serverNow() adds the offset of the last Date header", () => {
    const device = Date.parse("2031-01-01T12:00:00Z");
    vi.spyOn(Date, "now").mockReturnValue(device);
    recordServerDate("Wed, 01 Jan 2031 12:00:10 GMT");
    expect(now()).toBe(device);
    expect(getServerClockOffsetMs()).toBe(10_000);
    expect(serverNow()).toBe(device + 10_000);
  });

  it("keeps the last offset when an answer has no Date header or an unreadable one", () => {
    vi.spyOn(Date, "now").mockReturnValue(Date.parse("2031-01-01T12:00:15Z"));
    recordServerDate("Wed, 01 Jan 2031 12:00:10 GMT");
    recordServerDate(null);
    recordServerDate("not a date");
    expect(getServerClockOffsetMs()).toBe(-5_000);
  });

  it("today() is the day in Paris, not in UTC", () => {
    vi.spyOn(Date, "now").mockReturnValue(Date.parse("2031-03-31T22:30:00Z"));
    expect(today()).toBe("2031-04-01");
  });
});
