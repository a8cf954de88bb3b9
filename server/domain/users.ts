/** Applicant accounts: storage, lookup and the "user details" answer of the contract. */
import { randomUUID } from "node:crypto";
import { type Db, one, run } from "../db.ts";
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
  run(
    db,
    "INSERT INTO password_history (user_id, hash, created_at) VALUES (?, ?, ?)",
    id,
    input.passwordHash,
    at,
  );
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
