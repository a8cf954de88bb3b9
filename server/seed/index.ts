/** First-start seed: content, catalogue and demo accounts, written once in one transaction. */
import { isoDay } from "../dates.ts";
import { type Db, getMeta, setMeta, transaction } from "../db.ts";
import { currentCguVersion } from "../domain/users.ts";
import { seedAccounts, seedStaffAccountsOnce } from "./accounts.ts";
import { seedCatalogue } from "./content.ts";
import { seedEditorial } from "./editorial.ts";
import { seedInventorySlotsOnce } from "./inventorySlots.ts";

export function seedDatabase(db: Db, now: Date = new Date()): boolean {
  if (getMeta(db, "seeded_at")) {
    transaction(db, () => {
      seedInventorySlotsOnce(db, now);
      seedStaffAccountsOnce(db, now);
    });
    return false;
  }
  transaction(db, () => {
    seedCatalogue(db, isoDay(now));
    seedEditorial(db, now);
    seedAccounts(db, now, currentCguVersion(db));
    seedInventorySlotsOnce(db, now);
    seedStaffAccountsOnce(db, now);
    setMeta(db, "seeded_at", now.toISOString());
  });
  return true;
}
