/** Applicant accounts: storage, lookup and the "user details" answer of the contract. */
import { randomUUID } from "node:crypto";
import { all, type Db, one, run } from "../db.ts";
import { unauthorized } from "../http/errors.ts";
import type { Locale } from "../http/messages.ts";

export const CIVILITY = { woman: 221310001, man: 221310000 } as const;

export type UserRow = {
  id: string;
  contact_id: string;
  email: string;
  password_hash: string;
  civility: number;
  firstname: string;
  lastname: string;
  phone: string;
  language: Locale;
  birthdate: string | null;
  type_prospect: string;
  has_accepted_email: number;
  has_accepted_sms: number;
  has_accepted_email_group: number;
  has_accepted_sms_group: number;
  cgu_version: number | null;
  created_at: string;
  updated_at: string;
};

export type NewUser = {
  id?: string;
  email: string;
  passwordHash: string;
  civility: number;
  firstname: string;
  lastname: string;
  phone?: string;
  language: Locale;
  birthdate: string | null;
  typeProspect?: string;
  consents?: Partial<Record<"email" | "sms" | "emailGroup" | "smsGroup", boolean>>;
  cguVersion: number | null;
  now: Date;
};

export function createUser(db: Db, input: NewUser): UserRow {
  const id = input.id ?? randomUUID();
  const at = input.now.toISOString();
  const flag = (value: boolean | undefined) => (value ? 1 : 0);
  run(
    db,
    `INSERT INTO users (id, contact_id, email, password_hash, civility, firstname, lastname, phone, language,
      birthdate, type_prospect, has_accepted_email, has_accepted_sms, has_accepted_email_group,
      has_accepted_sms_group, cgu_version, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    randomUUID(),
    input.email.toLowerCase(),
    input.passwordHash,
    input.civility,
    input.firstname,
    input.lastname,
    input.phone ?? "",
    input.language,
    input.birthdate,
    input.typeProspect ?? "etudiant",
    flag(input.consents?.email),
    flag(input.consents?.sms),
    flag(input.consents?.emailGroup),
    flag(input.consents?.smsGroup),
    input.cguVersion,
    at,
    at,
  );
  rememberPassword(db, id, input.passwordHash, at);
  const user = findUserById(db, id);
  if (!user) throw new Error("user insert failed");
  return user;
}

export function findUserById(db: Db, id: string): UserRow | undefined {
  return one<UserRow>(db, "SELECT * FROM users WHERE id = ?", id);
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return one<UserRow>(db, "SELECT * FROM users WHERE email = ?", email.trim().toLowerCase());
}

/** The signed-in user's row; a session whose user is gone is answered 401. */
export function currentUser(db: Db, userId: string): UserRow {
  const user = findUserById(db, userId);
  if (!user) throw unauthorized();
  return user;
}

/** A password hash kept so that the next changes may not reuse it. */
export function rememberPassword(db: Db, userId: string, hash: string, at: string): void {
  run(
    db,
    "INSERT INTO password_history (user_id, hash, created_at) VALUES (?, ?, ?)",
    userId,
    hash,
    at,
  );
}

/** The hashes of a user's last passwords, newest first. */
export function recentPasswordHashes(db: Db, userId: string, count: number): string[] {
  return all<{ hash: string }>(
    db,
    "SELECT hash FROM password_history WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?",
    userId,
    count,
  ).map((row) => row.hash);
}

/** The identity step 2 confirms: civility, names and birth date. */
export function saveIdentity(
  db: Db,
  userId: string,
  identity: { civility: number | null; firstname: string; lastname: string; birthdate: string },
  now: Date,
): void {
  run(
    db,
    "UPDATE users SET civility = ?, firstname = ?, lastname = ?, birthdate = ?, updated_at = ? WHERE id = ?",
    identity.civility,
    identity.firstname,
    identity.lastname,
    identity.birthdate,
    now.toISOString(),
    userId,
  );
}

type CguRow = { version: number; published_at: string; html_fr: string; html_en: string };

/** The terms of use in force: the newest version. */
export function latestCgu(db: Db): CguRow | undefined {
  return one<CguRow>(db, "SELECT * FROM cgu ORDER BY version DESC LIMIT 1");
}

export function currentCguVersion(db: Db): number {
  return one<{ version: number }>(db, "SELECT MAX(version) AS version FROM cgu")?.version ?? 0;
}

/** The contract's user details, plus whether the current terms were accepted. */
export function userDetails(user: UserRow, cguVersion: number) {
  return {
    contact_id: user.contact_id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone,
    type_prospect: user.type_prospect,
    language: user.language,
    civility: user.civility,
    birthdate: user.birthdate,
    hasAcceptedEmail: user.has_accepted_email === 1,
    hasAcceptedSMS: user.has_accepted_sms === 1,
    hasAcceptedEmailGroup: user.has_accepted_email_group === 1,
    hasAcceptedSMSGroup: user.has_accepted_sms_group === 1,
    cguAccepted: user.cgu_version === cguVersion,
    cguVersion: user.cgu_version,
  };
}

export function touch(
  db: Db,
  userId: string,
  now: Date,
  column: string,
  value: string | number,
): void {
  // Column names come from the code, never from the request.
  run(
    db,
    `UPDATE users SET ${column} = ?, updated_at = ? WHERE id = ?`,
    value,
    now.toISOString(),
    userId,
  );
}
