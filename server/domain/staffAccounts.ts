/**
 * The residence team's accounts (docs/staff.md): each with a role and a TOTP secret (RFC 6238,
 * otplib's defaults: SHA-1, 6 digits, 30 s, the authenticator apps' settings). They sign in
 * through the same provider as applicants, to the console's client only, with their password
 * then the code of their authenticator.
 */
import { randomUUID } from "node:crypto";
import { generate, generateSecret, verify } from "otplib";
import { staffSignIn } from "../../src/config/index.ts";
import { type Db, one, run } from "../db.ts";
import type { Locale } from "../http/messages.ts";

/** The roles of the rights table (staffPermissions.ts); the database checks them too. */
const STAFF_ROLES = ["sales", "manager"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type StaffAccountRow = {
  id: string;
  email: string;
  password_hash: string;
  name: string;
  role: StaffRole;
  language: Locale;
  totp_secret: string;
  totp_last_step: number;
  created_at: string;
};

/** A code is taken from the step before or after the current one: a clock a little off. */
const TOTP_TOLERANCE_SECONDS = 30;

export function createStaffAccount(
  db: Db,
  input: {
    id?: string;
    email: string;
    passwordHash: string;
    name: string;
    role: StaffRole;
    language: Locale;
    totpSecret?: string;
    now: Date;
  },
): StaffAccountRow {
  const id = input.id ?? `staff-${randomUUID()}`;
  run(
    db,
    `INSERT INTO staff_accounts (id, email, password_hash, name, role, language, totp_secret, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    input.email.toLowerCase(),
    input.passwordHash,
    input.name,
    input.role,
    input.language,
    input.totpSecret ?? generateSecret(),
    input.now.toISOString(),
  );
  const created = findStaffById(db, id);
  if (!created) throw new Error("staff account insert failed");
  return created;
}

export function findStaffById(db: Db, id: string): StaffAccountRow | undefined {
  return one<StaffAccountRow>(db, "SELECT * FROM staff_accounts WHERE id = ?", id);
}

export function findStaffByEmail(db: Db, email: string): StaffAccountRow | undefined {
  return one<StaffAccountRow>(
    db,
    "SELECT * FROM staff_accounts WHERE email = ?",
    email.trim().toLowerCase(),
  );
}

const epochOf = (now: Date) => Math.floor(now.getTime() / 1000);

/** The account's current code (`npm run staff -- totp <email>`, and tests). */
export function currentTotp(account: StaffAccountRow, now: Date): Promise<string> {
  return generate({ secret: account.totp_secret, epoch: epochOf(now) });
}

/**
 * Whether `code` is the account's code now. A code is spent once used: the same one (or an
 * older one) cannot sign in again, so a code read over a shoulder is worth nothing afterwards.
 */
export async function checkTotp(
  db: Db,
  account: StaffAccountRow,
  code: string,
  now: Date,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({
    secret: account.totp_secret,
    token: code,
    epoch: epochOf(now),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    afterTimeStep: account.totp_last_step,
  });
  // A TOTP result names the time step the code belongs to (an HOTP one has none).
  if (!result.valid || !("timeStep" in result)) return false;
  // Only one of two sign-ins racing with the same code spends it.
  const spent = run(
    db,
    "UPDATE staff_accounts SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?",
    result.timeStep,
    account.id,
    result.timeStep,
  );
  return Number(spent.changes) === 1;
}

/** The password was right: the interaction waits for the code, for a few minutes. */
export function awaitSecondFactor(db: Db, interactionUid: string, staffId: string, now: Date) {
  const expires = new Date(now.getTime() + staffSignIn.secondFactorMinutes * 60_000);
  // Steps abandoned after the password go with the next sign-in.
  run(db, "DELETE FROM staff_sign_in_steps WHERE expires_at <= ?", now.toISOString());
  run(
    db,
    `INSERT INTO staff_sign_in_steps (interaction_uid, staff_id, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (interaction_uid) DO UPDATE SET staff_id = excluded.staff_id, expires_at = excluded.expires_at`,
    interactionUid,
    staffId,
    expires.toISOString(),
  );
}

/** The account whose password this interaction accepted, while its code is still awaited. */
export function accountAwaitingCode(
  db: Db,
  interactionUid: string,
  now: Date,
): StaffAccountRow | undefined {
  const step = one<{ staff_id: string }>(
    db,
    "SELECT staff_id FROM staff_sign_in_steps WHERE interaction_uid = ? AND expires_at > ?",
    interactionUid,
    now.toISOString(),
  );
  return step ? findStaffById(db, step.staff_id) : undefined;
}

export function endSecondFactorStep(db: Db, interactionUid: string): void {
  run(db, "DELETE FROM staff_sign_in_steps WHERE interaction_uid = ?", interactionUid);
}

/**
 * A console's sign-in ends after `staffSignIn.idleMinutes` without a call: counted from its
 * last call or its owner's sign-in, whichever is later (signing in again revives the grant).
 * Answers whether it is still alive, and if so counts this call as its latest.
 */
export function keepStaffSignInAlive(
  db: Db,
  grantKey: string,
  authTime: number,
  now: Date,
): boolean {
  const row = one<{ last_seen_at: string }>(
    db,
    "SELECT last_seen_at FROM staff_activity WHERE grant_key = ?",
    grantKey,
  );
  const latest = Math.max(row ? Date.parse(row.last_seen_at) : 0, authTime * 1000);
  if (now.getTime() - latest > staffSignIn.idleMinutes * 60_000) return false;
  run(
    db,
    `INSERT INTO staff_activity (grant_key, last_seen_at) VALUES (?, ?)
     ON CONFLICT (grant_key) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
    grantKey,
    now.toISOString(),
  );
  return true;
}
