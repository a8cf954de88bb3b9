import { describe, expect, it } from "vitest";
import type { Pricing } from "../../../src/api/catalogue.ts";
import { priceTable, proratedFirstMonth } from "../../../src/features/typology/prices.ts";

const pricing: Pricing = {
  rentExcludingCharges: 755.5,
  charges: 90.25,
  rentIncludingCharges: 845.75,
  fees: 450,
  feeDiscountPercent: 20,
  feesAfterDiscount: 360,
  deposit: 755.5,
  entryFees: 1115.5,
  firstMonthProrated: null,
};

describe("priceTable", () => {
  it("adds rent and charges into the monthly total", () => {
    expect(priceTable(pricing).monthly).toEqual({ rent: 755.5, charges: 90.25, total: 845.75 });
  });

  it("shows the fees, their discount, the fees after discount and the deposit, and their sum", () => {
    expect(priceTable(pricing).entry).toEqual({
      fees: 450,
      discountPercent: 20,
      feesAfterDiscount: 360,
      deposit: 755.5,
      total: 1115.5,
    });
  });

  it("rounds sums to the cent (no 0.1 + 0.2 artefacts)", () => {
    const table = priceTable({ ...pricing, rentExcludingCharges: 0.1, charges: 0.2 });
    expect(table.monthly.total).toBe(0.3);
  });
});

describe("proratedFirstMonth", () => {
  it("charges the whole month for an arrival on the 1st", () => {
    expect(proratedFirstMonth(900, "2026-09-01")).toBe(900);
  });

  it("charges the days from the arrival day to the month's end, that day included", () => {
    // September has 30 days: from the 16th, 15 days are due.
    expect(proratedFirstMonth(900, "2026-09-16")).toBe(450);
    // February 2028 has 29 days: the 29th alone is one day.
    expect(proratedFirstMonth(870, "2028-02-29")).toBe(30);
    expect(proratedFirstMonth(845.75, "2026-10-31")).toBe(27.28);
  });
});
