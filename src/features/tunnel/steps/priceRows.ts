import type { DossierPricing } from "../../../api/dossierSchemas.ts";

/** Euros are rounded to the cent, as the server rounds them. */
function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

export type PriceRowKey =
  | "rent"
  | "charges"
  | "monthlyTotal"
  | "fees"
  | "feesAfterDiscount"
  | "deposit"
  | "entryTotal"
  | "firstMonth";

export type PriceRow = { key: PriceRowKey; amount: number; isTotal: boolean };

export type PriceRows = {
  /** Each month: rent, fees (flat-rate charges), total. */
  monthly: PriceRow[];
  /** Once, when the lease is sent for e-signature: fees, fees after discount, deposit, total. */
  entry: PriceRow[];
  discountPercent: number;
  /** The first month's rent, charges included, prorated from the arrival day (server's figure). */
  firstMonth: PriceRow | null;
};

const row = (key: PriceRowKey, amount: number, isTotal = false): PriceRow => ({
  key,
  amount,
  isTotal,
});

/**
 * Step 1's pricing table (spec 2, step 1; spec 9). The deposit is one month of rent excluding
 * charges, the discount applies to the fees only (its row shows only when there is one), and
 * each total is the sum of the rows shown above it, so the table always adds up.
 */
export function stayPriceRows(pricing: DossierPricing): PriceRows {
  const deposit = pricing.rentExcludingCharges;
  const discounted = pricing.feeDiscountPercent > 0;
  const feesDue = discounted ? pricing.feesAfterDiscount : pricing.fees;
  return {
    monthly: [
      row("rent", pricing.rentExcludingCharges),
      row("charges", pricing.charges),
      row("monthlyTotal", cents(pricing.rentExcludingCharges + pricing.charges), true),
    ],
    entry: [
      row("fees", pricing.fees),
      ...(discounted ? [row("feesAfterDiscount", pricing.feesAfterDiscount)] : []),
      row("deposit", deposit),
      row("entryTotal", cents(deposit + feesDue), true),
    ],
    discountPercent: pricing.feeDiscountPercent,
    firstMonth:
      pricing.firstMonthProrated === null
        ? null
        : row("firstMonth", pricing.firstMonthProrated, true),
  };
}
