import { describe, expect, it } from "vitest";
import { isMinorAt } from "../../../src/forms/minor.ts";

/** Noon in Paris on a given day, so the calendar day is unambiguous. */
const parisNoon = (day: string) => new Date(`${day}T12:00:00+01:00`);

describe("isMinorAt", () => {
  it("is a minor the day before the 18th birthday and of age on it", () => {
    expect(isMinorAt("2008-06-15", parisNoon("2026-06-14"))).toBe(true);
    expect(isMinorAt("2008-06-15", parisNoon("2026-06-15"))).toBe(false);
    expect(isMinorAt("2008-06-15", parisNoon("2026-06-16"))).toBe(false);
  });

  it("counts the day in Paris time", () => {
    // 23:30 UTC on the eve is already the birthday in Paris (UTC+2 in summer).
    expect(isMinorAt("2008-06-15", new Date("2026-06-14T23:30:00Z"))).toBe(false);
    expect(isMinorAt("2008-06-15", new Date("2026-06-14T21:30:00Z"))).toBe(true);
  });

  it("makes someone born on 29 February of age on 1 March of a common year", () => {
    expect(isMinorAt("2008-02-29", parisNoon("2026-02-28"))).toBe(true);
    expect(isMinorAt("2008-02-29", parisNoon("2026-03-01"))).toBe(false);
  });

  it("says nothing about an invalid birth date", () => {
    expect(isMinorAt("2008-02-30", parisNoon("2020-01-01"))).toBe(false);
    expect(isMinorAt("", parisNoon("2020-01-01"))).toBe(false);
  });
});
