import { describe, expect, it } from "vitest";
import { formatDate, formatEuro, formatTime, toIsoDay } from "../../../src/i18n/format.ts";

describe("formatDate", () => {
  it("writes DD MMMM YYYY in French and YYYY MMMM DD in English", () => {
    expect(formatDate("2027-03-05T10:00:00Z", "fr")).toBe("05 mars 2027");
    expect(formatDate("2027-03-05T10:00:00Z", "en")).toBe("2027 March 05");
  });

  it("uses Paris time, not the machine's or UTC", () => {
    // 23:30 UTC on 31 Dec is already 1 January in Paris (UTC+1 in winter).
    expect(formatDate("2026-12-31T23:30:00Z", "fr")).toBe("01 janvier 2027");
    // In summer Paris is UTC+2: 22:30 UTC is the next day there.
    expect(formatDate("2027-07-14T22:30:00Z", "en")).toBe("2027 July 15");
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatDate("not a date", "fr")).toBe("");
  });
});

describe("formatEuro", () => {
  it("formats per locale", () => {
    expect(formatEuro(1234.5, "fr").replace(/\s/g, " ")).toBe("1 234,50 €");
    expect(formatEuro(1234.5, "en")).toBe("€1,234.50");
    expect(formatEuro(650, "en")).toBe("€650");
  });
});

describe("toIsoDay", () => {
  it("gives the Paris calendar day", () => {
    expect(toIsoDay("2026-12-31T23:30:00Z")).toBe("2027-01-01");
  });
});

describe("formatTime", () => {
  it("gives the time of day in Paris, summer and winter", () => {
    expect(formatTime("2026-06-04T10:00:00Z", "fr")).toBe("12:00");
    expect(formatTime("2026-12-04T10:05:00Z", "en")).toBe("11:05");
    expect(formatTime("not a date", "fr")).toBe("");
  });
});
