import { describe, expect, it } from "vitest";
import { parisTimeToUtc } from "../../../machines/timeZone.ts";

describe("parisTimeToUtc", () => {
  it.each([
    ["summer time, UTC+2", "2027-07-14", "09:30", "2027-07-14T07:30:00.000Z"],
    ["winter time, UTC+1", "2027-01-15", "09:30", "2027-01-15T08:30:00.000Z"],
    [
      "just after midnight, the day before in UTC",
      "2027-01-01",
      "00:15",
      "2026-12-31T23:15:00.000Z",
    ],
    [
      "the last Sunday of March, before the change",
      "2027-03-28",
      "01:30",
      "2027-03-28T00:30:00.000Z",
    ],
    ["the last Sunday of March, after it", "2027-03-28", "03:30", "2027-03-28T01:30:00.000Z"],
    [
      "the last Sunday of October, after the change",
      "2027-10-31",
      "04:00",
      "2027-10-31T03:00:00.000Z",
    ],
    ["the last Sunday of October, before it", "2027-10-31", "01:00", "2027-10-30T23:00:00.000Z"],
  ])("%s: %s %s → %s", (_, day, time, expected) => {
    expect(parisTimeToUtc(day, time)).toBe(expected);
  });

  it("reads a time the spring change skips as the clocks do, an hour later", () => {
    expect(parisTimeToUtc("2027-03-28", "02:30")).toBe("2027-03-28T01:30:00.000Z");
  });

  it.each([
    ["an empty day", "", "09:00"],
    ["an empty time", "2027-07-14", ""],
    ["a day that does not exist", "2027-02-30", "09:00"],
    ["an hour that does not exist", "2027-07-14", "25:00"],
    ["free text", "14/07/2027", "9h"],
  ])("gives null for %s", (_, day, time) => {
    expect(parisTimeToUtc(day, time)).toBeNull();
  });
});
