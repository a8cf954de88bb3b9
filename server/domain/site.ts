/** The page shell's content: home services, footer pages, alerts and the booking steps. */
import { all, type Db, one } from "../db.ts";

export type AlertRow = { id: number; beginning: string; end: string; data: string };
type FooterRow = {
  id: number;
  position: number;
  slug_fr: string;
  slug_en: string;
  data: string;
};
type BookingStepRow = { key: string; position: number; data: string };

/** The home page's services block, one localized document. */
export function homeServices(db: Db): { data: string } | undefined {
  return one<{ data: string }>(db, "SELECT data FROM singletons WHERE key = 'home_services'");
}

/** The footer's pages in their order. */
export function footerPages(db: Db): FooterRow[] {
  return all<FooterRow>(db, "SELECT * FROM footer_pages ORDER BY position");
}

/** A footer page by its slug in either language. */
export function footerPageBySlug(db: Db, slug: string): FooterRow | undefined {
  return one<FooterRow>(
    db,
    "SELECT * FROM footer_pages WHERE slug_fr = ? OR slug_en = ?",
    slug,
    slug,
  );
}

/** Every alert, past and future, by start day. */
export function allAlerts(db: Db): AlertRow[] {
  return all<AlertRow>(db, "SELECT * FROM alerts ORDER BY beginning");
}

export function alertById(db: Db, id: number): AlertRow | undefined {
  return one<AlertRow>(db, "SELECT * FROM alerts WHERE id = ?", id);
}

/** The tunnel's steps as the site explains them, in order. */
export function bookingSteps(db: Db): BookingStepRow[] {
  return all<BookingStepRow>(db, "SELECT * FROM booking_steps ORDER BY position");
}
