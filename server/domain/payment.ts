/**
 * The simulated card-payment provider: signed payment requests (so the provider page cannot
 * be fed another amount), and the spec's card error codes.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type Db, getMeta, setMeta } from "../db.ts";

/** Card error codes of the spec (section 8); 00006, 00009 and 00016 mean "contact the manager". */
export const CARD_ERRORS = [
  "00001",
  "001",
  "00003",
  "00004",
  "00006",
  "00008",
  "00009",
  "00010",
  "00011",
  "00016",
  "00021",
  "00029",
  "00030",
  "00033",
  "00040",
] as const;

export type PaymentRequest = {
  reference: string;
  amount: string;
  currency: "EUR";
  return_url: string;
};

function secret(db: Db): Buffer {
  let stored = getMeta(db, "payment_secret");
  if (!stored) {
    stored = randomBytes(32).toString("base64url");
    setMeta(db, "payment_secret", stored);
  }
  return Buffer.from(stored, "base64url");
}

function digest(db: Db, fields: Record<string, string>): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join("&");
  return createHmac("sha256", secret(db)).update(canonical).digest("base64url");
}

export function signPayment(
  db: Db,
  request: PaymentRequest,
): PaymentRequest & { signature: string } {
  return { ...request, signature: digest(db, request) };
}

/** Checks a posted form's signature over every field but `signature` itself. */
export function verifyPayment(db: Db, fields: Record<string, string>): boolean {
  const { signature, ...rest } = fields;
  if (!signature) return false;
  const expected = Buffer.from(digest(db, rest));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
