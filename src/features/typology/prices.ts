import type { Pricing } from "../../api/catalogue.ts";
import { dayOfMonth, daysInMonthOf } from "../offer/calendar.ts";

/** Amounts are euros; sums are rounded to the cent as the server rounds them. */
function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The first month's rent including charges, prorated from the arrival day to the end of its
 * month, that day included (spec 9: "first month prorated by arrival date").
 */
export function proratedFirstMonth(monthlyTotal: number, arrival: string): number {
  const days = daysInMonthOf(arrival);
  const remaining = days - dayOfMonth(arrival) + 1;
  return roundCents((monthlyTotal * remaining) / days);
}

export type PriceTable = {
  monthly: { rent: number; charges: number; total: number };
  entry: {
    fees: number;
    discountPercent: number;
    feesAfterDiscount: number;
    deposit: number;
    /** Deposit and fees after discount: paid when the lease is sent for e-signature. */
    total: number;
  };
};

/**
 * The rows of the price table, totals included (spec 9): the monthly total is the rent plus
 * the charges; the discount applies to the fees only; the deposit is one month's rent
 * excluding charges. The server's figures are the reference: they are shown as sent, and the
 * totals are the sums of what is shown, so a table always adds up.
 */
export function priceTable(pricing: Pricing): PriceTable {
  const feesAfterDiscount = pricing.feesAfterDiscount;
  const deposit = pricing.deposit;
  return {
    monthly: {
      rent: pricing.rentExcludingCharges,
      charges: pricing.charges,
      total: roundCents(pricing.rentExcludingCharges + pricing.charges),
    },
    entry: {
      fees: pricing.fees,
      discountPercent: pricing.feeDiscountPercent,
      feesAfterDiscount,
      deposit,
      total: roundCents(deposit + feesAfterDiscount),
    },
  };
}
