import { type Db, run } from "../db.ts";
import type { Locale } from "../http/messages.ts";
import type { UserRow } from "./users.ts";

/** Whom a mail goes to: an account, or an address that has none yet (a sign-up to confirm). */
export type MailRecipient = { email: string; language: Locale; userId: string | null };

/** Stored in the outbox like every mail of this server (spec: a reply comes by email). */
export function queueMailTo(
  db: Db,
  recipient: MailRecipient,
  subject: { fr: string; en: string },
  text: { fr: string; en: string },
  now: Date,
): void {
  run(
    db,
    "INSERT INTO outbox (created_at, user_id, recipient, destinataire, sujet, type_contact, content) VALUES (?, ?, ?, ?, ?, NULL, ?)",
    now.toISOString(),
    recipient.userId,
    recipient.email,
    recipient.email,
    subject[recipient.language],
    text[recipient.language],
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
