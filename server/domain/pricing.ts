/**
 * Prices of a typology (spec 9): deposit = one month's rent excluding charges; the fee
 * discount applies to the fees only; the first month is prorated from the arrival day.
 */
import { daysInMonth, parseDay } from "../dates.ts";

export type PriceInput = { rent: number; charges: number; fees: number; fee_discount: number };

const cents = (value: number) => Math.round(value * 100) / 100;

export function pricing(input: PriceInput, arrival?: string) {
  const rentIncludingCharges = cents(input.rent + input.charges);
  const feesAfterDiscount = cents(input.fees * (1 - input.fee_discount / 100));
  const deposit = cents(input.rent);
  const entryFees = cents(deposit + feesAfterDiscount);
  let firstMonthProrated: number | null = null;
  if (arrival) {
    const days = daysInMonth(arrival);
    const remaining = days - parseDay(arrival).getUTCDate() + 1;
    firstMonthProrated = cents((rentIncludingCharges * remaining) / days);
  }
  return {
    currency: "EUR",
    rentExcludingCharges: cents(input.rent),
    charges: cents(input.charges),
    rentIncludingCharges,
    fees: cents(input.fees),
    feeDiscountPercent: input.fee_discount,
    feesAfterDiscount,
    deposit,
    entryFees,
    firstMonthProrated,
    /** What the applicant pays once the lease is sent for signature: deposit and fees. */
    paymentAmount: entryFees,
  };
}
