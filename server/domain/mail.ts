import { type Db, run } from "../db.ts";
import type { UserRow } from "./users.ts";

/** Stored in the outbox like every mail of this server (spec: a reply comes by email). */
export function queueMail(
  db: Db,
  user: UserRow,
  subject: { fr: string; en: string },
  text: { fr: string; en: string },
  now: Date,
): void {
  run(
    db,
    "INSERT INTO outbox (created_at, user_id, recipient, destinataire, sujet, type_contact, content) VALUES (?, ?, ?, ?, ?, NULL, ?)",
    now.toISOString(),
    user.id,
    user.email,
    user.email,
    subject[user.language],
    text[user.language],
  );
}
