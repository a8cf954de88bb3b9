/**
 * Demo accounts, one per situation a tester needs: a new applicant, a file under review, an
 * accepted file waiting for payment, a minor, and an account that must accept updated terms;
 * and one staff account per role, for the team's console (docs/staff.md).
 */
import { addYears, firstOfMonth, isoDay } from "../dates.ts";
import { type Db, getMeta, one, run, setMeta } from "../db.ts";
import { hashPasswordSync } from "../domain/passwords.ts";
import { createStaffAccount, type StaffRole } from "../domain/staffAccounts.ts";
import { CIVILITY, createUser } from "../domain/users.ts";
import type { Locale } from "../http/messages.ts";
import { guid } from "./ids.ts";

export const DEMO_PASSWORD = "Demo2026ok";

type Demo = {
  id: string;
  email: string;
  civility: number;
  firstname: string;
  lastname: string;
  language: Locale;
  birthdate: (today: string) => string;
  typeProspect: string;
  oldTerms?: boolean;
  situation: { fr: string; en: string };
};

export const demoAccounts: Demo[] = [
  {
    id: "demo-nouveau",
    email: "nouveau@demo.hestia.test",
    civility: CIVILITY.woman,
    firstname: "Léa",
    lastname: "Martin",
    language: "fr",
    birthdate: (today) => addYears(today, -20),
    typeProspect: "etudiant",
    situation: { fr: "Nouvelle candidate, aucun dossier", en: "New applicant, no application yet" },
  },
  {
    id: "demo-examen",
    email: "examen@demo.hestia.test",
    civility: CIVILITY.man,
    firstname: "Karim",
    lastname: "Benali",
    language: "fr",
    birthdate: (today) => addYears(today, -22),
    typeProspect: "etudiant",
    situation: { fr: "Dossier envoyé, en cours d'analyse", en: "Application sent, under review" },
  },
  {
    id: "demo-accepte",
    email: "accepte@demo.hestia.test",
    civility: CIVILITY.woman,
    firstname: "Emily",
    lastname: "Carter",
    language: "en",
    birthdate: (today) => addYears(today, -24),
    typeProspect: "jeune_actif",
    situation: { fr: "Dossier accepté, paiement attendu", en: "Application accepted, payment due" },
  },
  {
    id: "demo-mineur",
    email: "mineur@demo.hestia.test",
    civility: CIVILITY.man,
    firstname: "Noah",
    lastname: "Petit",
    language: "fr",
    birthdate: (today) => addYears(today, -17),
    typeProspect: "etudiant",
    situation: { fr: "Candidat mineur (17 ans)", en: "Applicant under 18 (17 years old)" },
  },
  {
    id: "demo-cgu",
    email: "cgu@demo.hestia.test",
    civility: CIVILITY.woman,
    firstname: "Chloé",
    lastname: "Durand",
    language: "fr",
    birthdate: (today) => addYears(today, -19),
    typeProspect: "etudiant",
    oldTerms: true,
    situation: { fr: "Doit accepter les nouvelles CGU", en: "Must accept the updated terms" },
  },
];

function firstFreeBed(db: Db, typologyId: number): string {
  const bed = one<{ id_bien: string }>(
    db,
    "SELECT id_bien FROM beds WHERE typology_id = ? AND status = 'comm' ORDER BY available_from, eft_refbien LIMIT 1",
    typologyId,
  );
  if (!bed) throw new Error(`seed: no free bed in typology ${typologyId}`);
  return bed.id_bien;
}

export function seedDossier(
  db: Db,
  input: {
    userId: string;
    reference: string;
    statuscode: string;
    typologyId: number;
    arrival: string;
    now: Date;
    followup: Record<string, unknown>;
    codeBail: string | null;
  },
): void {
  const bedId = firstFreeBed(db, input.typologyId);
  run(db, "UPDATE beds SET status = 'reserved' WHERE id_bien = ?", bedId);
  const at = input.now.toISOString();
  run(
    db,
    `INSERT INTO dossiers (id, reference, user_id, type, statuscode, info_status, bed_id, typology_id, residence_id,
      date_arrivee, duree_du_sejour, date_debut_de_bail, code_bail, followup, created_at, updated_at)
     VALUES (?, ?, ?, 'CAMPUS', ?, 4, ?, ?, ?, ?, 9, ?, ?, ?, ?, ?)`,
    guid(`dossier:${input.reference}`),
    input.reference,
    input.userId,
    input.statuscode,
    bedId,
    input.typologyId,
    Math.floor(input.typologyId / 100),
    input.arrival,
    input.statuscode === "accepted" ? input.arrival : null,
    input.codeBail,
    JSON.stringify(input.followup),
    at,
    at,
  );
}

export function seedAccounts(db: Db, now: Date, cguVersion: number): void {
  const today = isoDay(now);
  // One hash shared by the demo accounts keeps the seed fast; each real account gets its own salt.
  const passwordHash = hashPasswordSync(DEMO_PASSWORD);
  for (const demo of demoAccounts) {
    createUser(db, {
      id: demo.id,
      email: demo.email,
      passwordHash,
      civility: demo.civility,
      firstname: demo.firstname,
      lastname: demo.lastname,
      phone: "+33612345678",
      language: demo.language,
      birthdate: demo.birthdate(today),
      typeProspect: demo.typeProspect,
      consents: { email: true },
      cguVersion: demo.oldTerms ? cguVersion - 1 : cguVersion,
      now,
    });
  }
  const arrival = firstOfMonth(today, 1);
  const base = {
    type_de_garant: 1,
    suivi_garantie: 1,
    transfer_justificative: null,
    guarantor_justificative: null,
  };
  seedDossier(db, {
    userId: "demo-examen",
    reference: `HC-${today.slice(0, 4)}-00001`,
    statuscode: "complete",
    typologyId: 203,
    arrival,
    now,
    codeBail: null,
    followup: {
      ...base,
      amettredansyousign: false,
      paiement_recu: false,
      mode_de_paiement: null,
      tous_partis_signes: false,
      signe_gecina: false,
      bail_signe_etudiant: false,
    },
  });
  seedDossier(db, {
    userId: "demo-accepte",
    reference: `HC-${today.slice(0, 4)}-00002`,
    statuscode: "accepted",
    typologyId: 101,
    arrival,
    now,
    codeBail: `BAIL-${today.slice(0, 4)}-0002`,
    followup: {
      ...base,
      acceptedAt: now.toISOString(),
      amettredansyousign: true,
      paiement_recu: false,
      mode_de_paiement: null,
      tous_partis_signes: false,
      signe_gecina: false,
      bail_signe_etudiant: false,
    },
  });
}

const demoStaffAccounts: { id: string; email: string; name: string; role: StaffRole }[] = [
  { id: "staff-vente", email: "vente@demo.hestia.test", name: "Inès Moreau", role: "sales" },
  { id: "staff-gestion", email: "gestion@demo.hestia.test", name: "Paul Girard", role: "manager" },
];

/**
 * The demo staff accounts, each with its own TOTP secret drawn at seed (`npm run staff -- totp
 * <email>` prints its code); seeded once, also into a database seeded before they existed.
 */
export function seedStaffAccountsOnce(db: Db, now: Date): void {
  if (getMeta(db, "staff_accounts_seeded_at")) return;
  const passwordHash = hashPasswordSync(DEMO_PASSWORD);
  for (const staff of demoStaffAccounts)
    createStaffAccount(db, { ...staff, passwordHash, language: "fr", now });
  setMeta(db, "staff_accounts_seeded_at", now.toISOString());
}
