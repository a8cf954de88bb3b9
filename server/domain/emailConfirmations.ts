/**
 * Sign-up and email change confirmed by a link sent to the address: the
 * person who types an address is told the same thing whether or not it already has an account
 * ("check this inbox"); the address's inbox then receives either the link that creates the
 * account or changes the email, or, when the address already has an account, a notice to its
 * owner. Only a hash of each link's token is stored, and a link works once.
 */
import { createHash, randomBytes } from "node:crypto";
import { type Db, one, run } from "../db.ts";
import type { Locale } from "../http/messages.ts";
import { queueMailTo } from "./mail.ts";
import { findUserByEmail, type NewUser, type UserRow } from "./users.ts";

/** How long a confirmation link works: a day, time enough to open the mail. */
const CONFIRMATION_TTL_MS = 24 * 3600 * 1000;

export type ConfirmationPurpose = "signup" | "emailChange";

/** What a sign-up keeps until its link is followed: the account as typed, password hashed. */
export type PendingSignup = Omit<NewUser, "now" | "id"> & {
  /** The site's page the sign-in came from (oidc/returnPath.ts), for the confirmation page. */
  returnPath?: string;
};

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Stores a confirmation and answers the token its link carries (never stored as such). */
function createConfirmation(
  db: Db,
  input: { purpose: ConfirmationPurpose; email: string; userId: string | null; data: unknown },
  now: Date,
): string {
  const token = randomBytes(32).toString("base64url");
  run(
    db,
    "INSERT INTO email_confirmations (token_hash, purpose, email, user_id, data, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    hashOf(token),
    input.purpose,
    input.email.toLowerCase(),
    input.userId,
    JSON.stringify(input.data ?? {}),
    now.toISOString(),
    new Date(now.getTime() + CONFIRMATION_TTL_MS).toISOString(),
  );
  return token;
}

type ConfirmationRow = {
  purpose: ConfirmationPurpose;
  email: string;
  user_id: string | null;
  data: string;
  expires_at: string;
};

/**
 * The confirmation a link's token names, removed so the link works once; undefined when the
 * token is unknown, used, expired, of another purpose, or when the address found an account
 * meanwhile (two sign-ups, or a change, racing for one address: the first link wins).
 */
export function consumeConfirmation(
  db: Db,
  purpose: ConfirmationPurpose,
  token: string,
  now: Date,
): { email: string; userId: string | null; data: unknown } | undefined {
  const tokenHash = hashOf(token);
  const row = one<ConfirmationRow>(
    db,
    "SELECT purpose, email, user_id, data, expires_at FROM email_confirmations WHERE token_hash = ?",
    tokenHash,
  );
  if (!row || row.purpose !== purpose) return undefined;
  run(db, "DELETE FROM email_confirmations WHERE token_hash = ?", tokenHash);
  if (row.expires_at <= now.toISOString() || findUserByEmail(db, row.email)) return undefined;
  return { email: row.email, userId: row.user_id, data: JSON.parse(row.data) as unknown };
}

/** Links that were never followed: swept with the other leftovers at start. */
export function sweepExpiredConfirmations(db: Db, now: Date): void {
  run(db, "DELETE FROM email_confirmations WHERE expires_at <= ?", now.toISOString());
}

const mails = {
  signup: {
    subject: { fr: "Confirmez la création de votre compte", en: "Confirm your new account" },
    text: (link: string) => ({
      fr: `Bonjour,\n\nPour créer votre compte Hestia Campus, suivez ce lien dans les 24 heures :\n${link}\n\nSi vous n'avez rien demandé, ignorez ce message : aucun compte ne sera créé.`,
      en: `Hello,\n\nTo create your Hestia Campus account, follow this link within 24 hours:\n${link}\n\nIf you did not ask for it, ignore this message: no account will be created.`,
    }),
  },
  signupTaken: {
    subject: {
      fr: "Une inscription avec votre adresse",
      en: "A sign-up with your address",
    },
    text: (signIn: string) => ({
      fr: `Bonjour,\n\nQuelqu'un a voulu créer un compte Hestia Campus avec cette adresse, qui a déjà un compte. Si c'était vous, connectez-vous avec votre mot de passe :\n${signIn}\n\nSinon, ignorez ce message : votre compte n'a pas changé.`,
      en: `Hello,\n\nSomeone tried to create a Hestia Campus account with this address, which already has one. If it was you, sign in with your password:\n${signIn}\n\nOtherwise, ignore this message: your account has not changed.`,
    }),
  },
  emailChange: {
    subject: { fr: "Confirmez votre nouvelle adresse", en: "Confirm your new address" },
    text: (link: string) => ({
      fr: `Bonjour,\n\nPour que cette adresse devienne celle de votre compte Hestia Campus, suivez ce lien dans les 24 heures :\n${link}\n\nSi vous n'avez rien demandé, ignorez ce message.`,
      en: `Hello,\n\nTo make this address your Hestia Campus account's, follow this link within 24 hours:\n${link}\n\nIf you did not ask for it, ignore this message.`,
    }),
  },
  emailChangeTaken: {
    subject: {
      fr: "Votre adresse demandée pour un autre compte",
      en: "Your address asked for another account",
    },
    text: () => ({
      fr: "Bonjour,\n\nQuelqu'un a demandé que cette adresse devienne celle d'un autre compte Hestia Campus. Elle est déjà celle de votre compte, qui n'a pas changé : vous n'avez rien à faire.",
      en: "Hello,\n\nSomeone asked for this address to become another Hestia Campus account's. It already belongs to your account, which has not changed: there is nothing to do.",
    }),
  },
} as const;

/**
 * A sign-up with a valid form: the address receives the link that creates the account, or,
 * when it already has an account, a notice to its owner. The caller answers the same either way.
 */
export function requestSignup(
  db: Db,
  account: PendingSignup,
  links: { confirm: (token: string) => string; signIn: string },
  now: Date,
): void {
  const owner = findUserByEmail(db, account.email);
  if (owner) {
    const { subject, text } = mails.signupTaken;
    queueMailTo(db, recipientOf(owner), subject, text(links.signIn), now);
    return;
  }
  const token = createConfirmation(
    db,
    { purpose: "signup", email: account.email, userId: null, data: account },
    now,
  );
  const recipient = { email: account.email, language: account.language, userId: null };
  queueMailTo(db, recipient, mails.signup.subject, mails.signup.text(links.confirm(token)), now);
}

/**
 * An email change asked with the right password: the new address receives the link that makes
 * it the account's, or, when it already has an account, a notice to its owner.
 */
export function requestEmailChange(
  db: Db,
  user: UserRow,
  email: string,
  confirmLink: (token: string) => string,
  now: Date,
): void {
  const owner = findUserByEmail(db, email);
  if (owner) {
    const { subject, text } = mails.emailChangeTaken;
    queueMailTo(db, recipientOf(owner), subject, text(), now);
    return;
  }
  const token = createConfirmation(
    db,
    { purpose: "emailChange", email, userId: user.id, data: {} },
    now,
  );
  const recipient = { email: email.toLowerCase(), language: user.language, userId: user.id };
  const { subject, text } = mails.emailChange;
  queueMailTo(db, recipient, subject, text(confirmLink(token)), now);
}

const recipientOf = (user: UserRow) => ({
  email: user.email,
  language: user.language as Locale,
  userId: user.id,
});
