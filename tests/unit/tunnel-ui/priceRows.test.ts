import { describe, expect, it } from "vitest";
import { stayPriceRows } from "../../../src/features/tunnel/steps/priceRows.ts";

const pricing = {
  rentExcludingCharges: 612.4,
  charges: 87.35,
  rentIncludingCharges: 699.75,
  fees: 400,
  feeDiscountPercent: 25,
  feesAfterDiscount: 300,
  deposit: 612.4,
  entryFees: 912.4,
  firstMonthProrated: null,
  paymentAmount: 912.4,
};

describe("step 1's price rows", () => {
  it("adds rent and charges, then the guarantee (one month's rent) and discounted fees", () => {
    const rows = stayPriceRows(pricing);
    expect(rows.monthly).toEqual([
      { key: "rent", amount: 612.4, isTotal: false },
      { key: "charges", amount: 87.35, isTotal: false },
      { key: "monthlyTotal", amount: 699.75, isTotal: true },
    ]);
    expect(rows.entry).toEqual([
      { key: "fees", amount: 400, isTotal: false },
      { key: "feesAfterDiscount", amount: 300, isTotal: false },
      { key: "deposit", amount: 612.4, isTotal: false },
      { key: "entryTotal", amount: 912.4, isTotal: true },
    ]);
    expect(rows.discountPercent).toBe(25);
  });

  it("the guarantee is the rent excluding charges, whatever else the answer says", () => {
    const rows = stayPriceRows({ ...pricing, deposit: 1 });
    expect(rows.entry.find((row) => row.key === "deposit")?.amount).toBe(612.4);
  });

  it("without a discount, shows no discounted row and counts the full fees", () => {
    const rows = stayPriceRows({ ...pricing, feeDiscountPercent: 0, feesAfterDiscount: 400 });
    expect(rows.entry.map((row) => row.key)).toEqual(["fees", "deposit", "entryTotal"]);
    expect(rows.entry.at(-1)?.amount).toBe(1012.4);
  });

  it("shows the server's prorated first month when it sent one, and none otherwise", () => {
    expect(stayPriceRows(pricing).firstMonth).toBeNull();
    expect(stayPriceRows({ ...pricing, firstMonthProrated: 383.09 }).firstMonth).toEqual({
      key: "firstMonth",
      amount: 383.09,
      isTotal: true,
    });
  });
});
