/**
 * The residences' slots for the inventory of fixtures at entry (tunnel spec 2, "Handover
 * view"): on every weekday of the next `INVENTORY_SLOT_DAYS` days from the seed, two slots
 * per residence, at 09:00 and 14:00 UTC (10:00 and 15:00 in Paris in winter), an hour each.
 * Seeded once, also into a database seeded before the slots existed.
 */
import { isoDay } from "../dates.ts";
import { all, type Db, getMeta, setMeta } from "../db.ts";

/** A little more than a year: any arrival day the catalogue offers has slots around it. */
const INVENTORY_SLOT_DAYS = 400;
const SLOT_HOURS_UTC = [9, 14] as const;
const SLOT_MINUTES = 60;
const DAY_MS = 86_400_000;

export function seedInventorySlotsOnce(db: Db, now: Date): void {
  if (getMeta(db, "inventory_slots_seeded_at")) return;
  const residences = all<{ id: number }>(db, "SELECT id FROM residences ORDER BY id");
  const insert = db.prepare(
    "INSERT INTO inventory_slots (residence_id, starts_at, ends_at) VALUES (?, ?, ?)",
  );
  const firstDay = Date.parse(`${isoDay(now)}T00:00:00Z`) + DAY_MS;
  for (let offset = 0; offset < INVENTORY_SLOT_DAYS; offset += 1) {
    const day = new Date(firstDay + offset * DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const hour of SLOT_HOURS_UTC) {
      const start = new Date(day.getTime() + hour * 3_600_000);
      const end = new Date(start.getTime() + SLOT_MINUTES * 60_000);
      for (const residence of residences) {
        insert.run(residence.id, start.toISOString(), end.toISOString());
      }
    }
  }
  setMeta(db, "inventory_slots_seeded_at", now.toISOString());
}
