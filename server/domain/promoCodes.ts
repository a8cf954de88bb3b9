/**
 * Promo codes (spec 9: "marketing fees with a percentage discount applicable on fees only").
 * A code is known when the operator listed it (`promo_codes`); step 1 refuses any other, and a
 * dossier's fees get the better of its flat type's discount and its code's.
 */
import { type Db, one } from "../db.ts";
import { type PriceInput, pricing } from "./pricing.ts";

/** The fee discount (percent) a promo code gives; null when no such code exists. */
export function promoCodeDiscount(db: Db, code: string): number | null {
  const row = one<{ fee_discount: number }>(
    db,
    "SELECT fee_discount FROM promo_codes WHERE code = ?",
    code,
  );
  return row ? row.fee_discount : null;
}

/** A dossier's prices: its flat type's, with the fee discount its promo code gives if better. */
export function dossierPricing(
  db: Db,
  typology: PriceInput,
  dossier: { code_promo: string | null; date_arrivee?: string | null },
) {
  const codeDiscount = dossier.code_promo ? (promoCodeDiscount(db, dossier.code_promo) ?? 0) : 0;
  const feeDiscount = Math.max(typology.fee_discount, codeDiscount);
  return pricing({ ...typology, fee_discount: feeDiscount }, dossier.date_arrivee ?? undefined);
}
