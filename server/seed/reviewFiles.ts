/**
 * `npm run staff -- seed-files <count>`: adds `count` sent files (and their applicants) so the
 * review queue can be measured at the team's scale (docs/staff.md, "Queue"). They spread over
 * every tab, every flat type, twelve arrival months and a year of sending days; their
 * applicants cannot sign in (no password matches their hash) and hold no bed.
 */
import { randomUUID } from "node:crypto";
import { all, type Db, one, transaction } from "../db.ts";
import { hashPasswordSync } from "../domain/passwords.ts";
import { CIVILITY } from "../domain/users.ts";

const FIRST_NAMES = [
  "Léa",
  "Karim",
  "Emily",
  "Noah",
  "Chloé",
  "Yanis",
  "Sofia",
  "Hugo",
  "Inès",
  "Adam",
];
const LAST_NAMES = [
  "Martin",
  "Benali",
  "Carter",
  "Petit",
  "Durand",
  "Moreau",
  "Girard",
  "Nguyen",
  "Diallo",
  "Rossi",
];

/** The facts that put a file under each tab (migration 13's `queue_tab`). */
const SITUATIONS: { statuscode: string; followup: Record<string, unknown> }[] = [
  { statuscode: "complete", followup: {} },
  { statuscode: "recycling", followup: {} },
  { statuscode: "toUpdate", followup: {} },
  { statuscode: "accepted", followup: { amettredansyousign: false } },
  { statuscode: "accepted", followup: { amettredansyousign: true, paiement_recu: false } },
  {
    statuscode: "accepted",
    followup: { amettredansyousign: true, transferReview: { status: "checking", reason: null } },
  },
  {
    statuscode: "accepted",
    followup: {
      amettredansyousign: true,
      paiement_recu: true,
      signature: {
        statut: "EN_COURS",
        etapes: [
          { etape: "locataire", statut: "TERMINEE" },
          { etape: "gestionnaire", statut: "DEMANDEE" },
        ],
      },
    },
  },
  { statuscode: "signed", followup: { signe_gecina: true, tous_partis_signes: true } },
];

const DAY = 86_400_000;

export function seedReviewFiles(db: Db, count: number, now: Date): number {
  const typologies = all<{ id: number; residence_id: number }>(
    db,
    "SELECT id, residence_id FROM typologies ORDER BY id",
  );
  const hash = hashPasswordSync(randomUUID());
  const first = (one<{ n: number }>(db, "SELECT COUNT(*) AS n FROM dossiers")?.n ?? 0) + 1;
  const year = now.getUTCFullYear();
  const insertUser = db.prepare(
    `INSERT INTO users (id, contact_id, email, password_hash, civility, firstname, lastname, language, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertFile = db.prepare(
    `INSERT INTO dossiers (id, reference, user_id, type, statuscode, info_status, typology_id, residence_id,
       date_arrivee, followup, sent_at, created_at, updated_at)
     VALUES (?, ?, ?, 'CAMPUS', ?, 4, ?, ?, ?, ?, ?, ?, ?)`,
  );
  transaction(db, () => {
    for (let index = 0; index < count; index += 1) {
      const number = first + index;
      const userId = randomUUID();
      const sent = new Date(now.getTime() - (index % 365) * DAY - index * 1000).toISOString();
      const situation = SITUATIONS[index % SITUATIONS.length] ?? SITUATIONS[0];
      const typology = typologies[index % typologies.length];
      if (!situation || !typology) throw new Error("seed-files: no flat type to book");
      const month = String((index % 12) + 1).padStart(2, "0");
      insertUser.run(
        userId,
        randomUUID(),
        `file${number}@load.hestia.test`,
        hash,
        index % 2 ? CIVILITY.man : CIVILITY.woman,
        FIRST_NAMES[index % FIRST_NAMES.length] ?? "",
        LAST_NAMES[Math.floor(index / 10) % LAST_NAMES.length] ?? "",
        index % 3 ? "fr" : "en",
        sent,
        sent,
      );
      insertFile.run(
        randomUUID(),
        `HC-${year}-${String(number).padStart(5, "0")}`,
        userId,
        situation.statuscode,
        typology.id,
        typology.residence_id,
        `${year + 1}-${month}-01`,
        JSON.stringify(situation.followup),
        sent,
        sent,
        sent,
      );
    }
  });
  return count;
}
