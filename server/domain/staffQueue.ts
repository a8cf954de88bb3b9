/**
 * The review queue (docs/staff.md, "Queue"): files by what they wait for, read from the file's
 * `queue_tab` (a column the database derives from the file's status and follow-up facts:
 * migration 13), filtered by residence and arrival month, searched by reference, name or email,
 * the oldest sent first, one page at a time.
 */
import { STAFF_QUEUE_TABS } from "../../src/api/staffSchemas.ts";
import { staffReview } from "../../src/config/index.ts";
import { all, type Db, one, type Param } from "../db.ts";
import type { Locale } from "../http/messages.ts";
import { residenceByCrmId } from "./catalogue.ts";
import { doc } from "./localize.ts";

/**
 * The tabs, in the console's order. `handover`: certificate to check or appointment to fix;
 * `inventoryBooked`: both done, the file waits for its move-in inspection (where the team moves
 * or cancels it).
 */
const QUEUE_TABS = STAFF_QUEUE_TABS;
export type QueueTab = (typeof QUEUE_TABS)[number];

export type QueueFilters = {
  residenceId?: number;
  /** `YYYY-MM`: the month of the arrival day. */
  arrivalMonth?: string;
  /** Part of a reference, a name or an email. */
  q?: string;
};

const HAS_APPOINTMENT = "EXISTS (SELECT 1 FROM inventory_slots s WHERE s.dossier_id = d.id)";
/** A handed-over file still waits while its certificate is not accepted or no slot is booked. */
const HANDOVER_WAITS = `d.queue_tab IN ('handover', 'handedOver') AND (d.queue_tab = 'handover'
  OR NOT ${HAS_APPOINTMENT})`;
const INVENTORY_BOOKED = `d.queue_tab = 'handedOver' AND ${HAS_APPOINTMENT}`;
/** The tabs refined at query time with the appointment; the others are the file's queue_tab. */
const APPOINTMENT_TABS: Partial<Record<QueueTab, string>> = {
  handover: HANDOVER_WAITS,
  inventoryBooked: INVENTORY_BOOKED,
};

function tabCondition(tab: QueueTab): { sql: string; params: Param[] } {
  const refined = APPOINTMENT_TABS[tab];
  if (refined) return { sql: refined, params: [] };
  return { sql: "d.queue_tab = ?", params: [tab] };
}

function filterConditions(db: Db, filters: QueueFilters): { sql: string; params: Param[] } {
  const parts: string[] = [];
  const params: Param[] = [];
  if (filters.residenceId !== undefined) {
    parts.push("d.residence_id = ?");
    params.push(filters.residenceId);
  }
  if (filters.arrivalMonth) {
    parts.push("d.date_arrivee >= ? AND d.date_arrivee < ?");
    params.push(`${filters.arrivalMonth}-01`, nextMonth(filters.arrivalMonth));
  }
  if (filters.q) {
    // The files found are read once, then named by rowid: the counts and the page look up
    // those files in the tab index itself, instead of deriving each one's tab again from its row.
    parts.push("d.rowid IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(filesFound(db, filters.q)));
  }
  return { sql: parts.map((part) => ` AND ${part}`).join(""), params };
}

function filesFound(db: Db, q: string): number[] {
  const search = searchCondition(q);
  return all<{ found: number }>(
    db,
    `SELECT d.rowid AS found FROM dossiers d WHERE ${search.sql}`,
    ...search.params,
  ).map((row) => row.found);
}

/** References are `HC-2026-00001`: a search of other characters is in no reference. */
const mayBeInReference = (q: string) => /^[hc0-9-]+$/i.test(q);

/** The trigram index finds parts of three characters or more; a shorter one is looked for in every applicant. */
const INDEXED_SEARCH_MIN = 3;

/**
 * A file whose reference holds the search, or whose applicant's email or "first last" name does
 * (the index `applicant_search`, migration 15, ignores accents and case).
 */
function searchCondition(q: string): { sql: string; params: Param[] } {
  // LIKE's own wildcards in the search are searched for, not obeyed.
  const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const byReference = "d.reference LIKE ? ESCAPE '\\'";
  if ([...q].length >= INDEXED_SEARCH_MIN) {
    // One phrase: FTS5's own syntax in the search is searched for, not obeyed.
    const phrase = `"${q.replaceAll('"', '""')}"`;
    const byApplicant = "d.user_id IN (SELECT user_id FROM applicant_search WHERE words MATCH ?)";
    // A name or an email is never part of a reference: no reading of every file's reference.
    if (!mayBeInReference(q)) return { sql: byApplicant, params: [phrase] };
    return { sql: `(${byReference} OR ${byApplicant})`, params: [pattern, phrase] };
  }
  return {
    sql: `(${byReference} OR d.user_id IN (SELECT id FROM users
        WHERE email LIKE ? ESCAPE '\\' OR (firstname || ' ' || lastname) LIKE ? ESCAPE '\\'))`,
    params: [pattern, pattern, pattern],
  };
}

function nextMonth(month: string): string {
  const [year = 0, index = 1] = month.split("-").map(Number);
  return index === 12 ? `${year + 1}-01-01` : `${year}-${String(index + 1).padStart(2, "0")}-01`;
}

type QueueRow = {
  reference: string;
  statuscode: string;
  firstname: string;
  lastname: string;
  email: string;
  residence_data: string | null;
  date_arrivee: string | null;
  sent_at: string | null;
  created_at: string;
  lock_holder: string | null;
  lock_until: string | null;
};

export function staffQueue(
  db: Db,
  tab: QueueTab,
  filters: QueueFilters,
  page: number,
  now: Date,
  locale: Locale,
) {
  const filter = filterConditions(db, filters);
  // The search reads the applicants apart (one scan of them), so counting joins nothing.
  const from = "FROM dossiers d";
  const byTab = all<{ tab: string; n: number }>(
    db,
    `SELECT d.queue_tab AS tab, COUNT(*) AS n ${from} WHERE d.queue_tab IS NOT NULL${filter.sql} GROUP BY d.queue_tab`,
    ...filter.params,
  );
  const stored = (tab: string) => byTab.find((row) => row.tab === tab)?.n ?? 0;
  // The handed-over files are told apart by their appointment: one count of those booked.
  const inventoryBooked =
    one<{ n: number }>(
      db,
      `SELECT COUNT(*) AS n ${from} WHERE ${INVENTORY_BOOKED}${filter.sql}`,
      ...filter.params,
    )?.n ?? 0;
  const counts = Object.fromEntries(
    QUEUE_TABS.map((each) => [
      each,
      each === "inventoryBooked"
        ? inventoryBooked
        : each === "handover"
          ? stored("handover") + stored("handedOver") - inventoryBooked
          : stored(each),
    ]),
  ) as Record<QueueTab, number>;
  const condition = tabCondition(tab);
  const size = staffReview.queuePageSize;
  const rows = all<QueueRow>(
    db,
    `SELECT d.reference, d.statuscode, u.firstname, u.lastname, u.email, r.data AS residence_data,
            d.date_arrivee, d.sent_at, d.created_at, s.name AS lock_holder, l.expires_at AS lock_until
       FROM dossiers d JOIN users u ON u.id = d.user_id
       LEFT JOIN residences r ON r.id = d.residence_id
       LEFT JOIN file_locks l ON l.dossier_id = d.id AND l.expires_at > ?
       LEFT JOIN staff_accounts s ON s.id = l.staff_id
      WHERE ${condition.sql}${filter.sql}
      ORDER BY COALESCE(d.sent_at, d.created_at), d.reference
      LIMIT ? OFFSET ?`,
    now.toISOString(),
    ...condition.params,
    ...filter.params,
    size,
    (page - 1) * size,
  );
  return {
    tab,
    counts,
    page,
    pageSize: size,
    pages: Math.max(1, Math.ceil(counts[tab] / size)),
    files: rows.map((row) => ({
      reference: row.reference,
      status: row.statuscode,
      applicant: { firstname: row.firstname, lastname: row.lastname, email: row.email },
      residence: row.residence_data ? doc<{ name: string }>(row.residence_data, locale).name : null,
      arrival: row.date_arrivee,
      sentAt: row.sent_at ?? row.created_at,
      lock: row.lock_holder ? { holder: row.lock_holder, until: row.lock_until } : null,
    })),
  };
}

export function residenceIdOf(db: Db, crmId: string): number | undefined {
  return residenceByCrmId(db, crmId)?.id;
}
