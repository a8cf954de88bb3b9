/** The seeded address list the forms' autocomplete searches. */
import { all, type Db } from "../db.ts";

type AddressRow = {
  id: number;
  street: string;
  postal_code: string;
  city: string;
  country: string;
  search: string;
};

/** A country's addresses in their seeded order. */
export function addressesIn(db: Db, country: string): AddressRow[] {
  return all<AddressRow>(db, "SELECT * FROM addresses WHERE country = ? ORDER BY id", country);
}
