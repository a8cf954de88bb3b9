/**
 * The outbox: every mail of this server is a row here first, queued in the request (or staff
 * command) that causes it. Leaving the machine is the delivery's work (mailDelivery.ts), so a
 * slow or absent SMTP server never fails nor delays the request that queued the mail.
 */
import { all, type Db, run } from "../db.ts";
import type { Locale } from "../http/messages.ts";
import type { DeliveryState } from "./mailDelivery.ts";
import type { UserRow } from "./users.ts";

/** Whom a mail goes to: an account, or an address that has none yet (a sign-up to confirm). */
export type MailRecipient = { email: string; language: Locale; userId: string | null };

/** Queued in the recipient's language (spec: a reply comes by email). */
export function queueMailTo(
  db: Db,
  recipient: MailRecipient,
  subject: { fr: string; en: string },
  text: { fr: string; en: string },
  now: Date,
): void {
  run(
    db,
    "INSERT INTO outbox (created_at, user_id, recipient, destinataire, sujet, type_contact, content, language) VALUES (?, ?, ?, ?, ?, NULL, ?, ?)",
    now.toISOString(),
    recipient.userId,
    recipient.email,
    recipient.email,
    subject[recipient.language],
    text[recipient.language],
    recipient.language,
  );
}

export function queueMail(
  db: Db,
  user: UserRow,
  subject: { fr: string; en: string },
  text: { fr: string; en: string },
  now: Date,
): void {
  queueMailTo(
    db,
    { email: user.email, language: user.language, userId: user.id },
    subject,
    text,
    now,
  );
}

/**
 * A visitor's message from the contact form, to the team or a residence, as the visitor wrote
 * it: no language of ours. Returns its outbox id.
 */
export function queueContactMessage(
  db: Db,
  message: {
    senderId: string | null;
    recipient: string;
    destinataire: string;
    subject: string;
    typeContact: string | null;
    content: string;
  },
  now: Date,
): number {
  const result = run(
    db,
    "INSERT INTO outbox (created_at, user_id, recipient, destinataire, sujet, type_contact, content) VALUES (?, ?, ?, ?, ?, ?, ?)",
    now.toISOString(),
    message.senderId,
    message.recipient,
    message.destinataire,
    message.subject,
    message.typeContact,
    message.content,
  );
  return Number(result.lastInsertRowid);
}

export type StoredMail = {
  created_at: string;
  sujet: string;
  content: string;
  delivery: DeliveryState;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
};

/** The mails to an address, newest first, with their delivery (`npm run staff -- mails`). */
export function mailsTo(db: Db, address: string): StoredMail[] {
  return all<StoredMail>(
    db,
    "SELECT created_at, sujet, content, delivery, attempts, next_attempt_at, last_error, sent_at FROM outbox WHERE recipient = ? ORDER BY id DESC",
    address.trim().toLowerCase(),
  );
}

/** The whole outbox, newest first: the development mailbox testers and e2e tests read. */
export function wholeOutbox(db: Db): unknown[] {
  return all(
    db,
    "SELECT id, created_at, user_id, recipient, destinataire, sujet, type_contact, content, language, delivery, attempts, next_attempt_at, last_error, sent_at FROM outbox ORDER BY id DESC",
  );
}
