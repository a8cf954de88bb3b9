import { describe, expect, it } from "vitest";
import { lowestPriceOf } from "../../../src/features/cities/cityPageData.ts";
import { arrivalDayProblem } from "../../../src/features/offer/arrivalDay.ts";
import {
  dayOfMonth,
  daysInMonthOf,
  firstOfMonthAfter,
  isIsoDay,
} from "../../../src/features/offer/calendar.ts";
import { isCityAlias } from "../../../src/features/offer/cityAlias.ts";

describe("lowestPriceOf", () => {
  it("is the lowest price among residences that have one", () => {
    expect(lowestPriceOf([{ priceFrom: 700 }, { priceFrom: null }, { priceFrom: 540 }])).toBe(540);
    expect(lowestPriceOf([{ priceFrom: null }])).toBeNull();
    expect(lowestPriceOf([])).toBeNull();
  });
});

describe("calendar days", () => {
  it("recognises real days only", () => {
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2026-02-29")).toBe(false);
    expect(isIsoDay("2026-9-1")).toBe(false);
    expect(isIsoDay(20260901)).toBe(false);
  });

  it("computes months whatever the device's time zone", () => {
    expect(firstOfMonthAfter("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysInMonthOf("2026-02-10")).toBe(28);
    expect(dayOfMonth("2026-02-10")).toBe(10);
  });
});

describe("arrivalDayProblem", () => {
  const today = "2026-09-10";

  it("accepts today and later, refuses the past and non-days", () => {
    expect(arrivalDayProblem(today, today)).toBeNull();
    expect(arrivalDayProblem("2027-01-31", today)).toBeNull();
    expect(arrivalDayProblem("2026-09-09", today)).toBe("past");
    expect(arrivalDayProblem("2026-13-01", today)).toBe("invalid");
    expect(arrivalDayProblem("", today)).toBe("invalid");
  });
});

describe("isCityAlias", () => {
  it("knows the six cities of the spec", () => {
    expect(isCityAlias("ile-de-france")).toBe(true);
    expect(isCityAlias("Lyon")).toBe(false);
    expect(isCityAlias(undefined)).toBe(false);
  });
});
