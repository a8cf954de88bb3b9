/**
 * Mail delivery: the worker that sends the outbox's pending mails through a transport (SMTP in
 * the server: server/smtpTransport.ts) and records each one's delivery in its row. A failed
 * send is tried again with back-off and never dropped; the state lives in the database, so a
 * restart resumes where the last run ended. Queueing (mail.ts) never waits for any of this.
 */
import { all, type Db, run } from "../db.ts";
import type { Locale } from "../http/messages.ts";
import { mailHtml } from "./mailHtml.ts";

/**
 * `pending`: to be sent at `next_attempt_at` (empty: at once). `sent`: the SMTP server took it
 * (`sent_at`). `failed`: its last allowed try failed; the row keeps `last_error`. `kept`: the
 * server runs without SMTP_URL and the outbox is the mail's only mailbox; it is never sent.
 */
export type DeliveryState = "pending" | "sent" | "failed" | "kept";

/** The wait before the first retry; each failure doubles it, up to MAIL_RETRY_CAP_MS. */
export const MAIL_FIRST_RETRY_MS = 30_000;
export const MAIL_RETRY_CAP_MS = 60 * 60_000;
/** Tries in all (about five hours of retries) before a mail is `failed`. */
export const MAIL_MAX_ATTEMPTS = 12;
/** How often the worker looks for due mails: a sign-up's link arrives within it. */
const MAIL_POLL_INTERVAL_MS = 1000;
/** Mails one round sends, one after the other; the rest wait for the next round. */
const MAIL_BATCH = 20;
/** An SMTP server's answer can be long; the row keeps its start. */
const LAST_ERROR_MAX_LENGTH = 500;

type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: Locale | null;
};

/** Sends one mail or throws (also once `signal` aborts it); `close` ends its connections. */
export type MailTransport = {
  send(mail: OutgoingMail, signal: AbortSignal): Promise<void>;
  close(): void;
};

/** The wait after a mail's `failedTries`-th failed try. */
export function retryDelayMs(failedTries: number): number {
  return Math.min(MAIL_FIRST_RETRY_MS * 2 ** (failedTries - 1), MAIL_RETRY_CAP_MS);
}

export type DeliveryOutcome =
  | { id: number; outcome: "sent"; attempt: number }
  | { id: number; outcome: "retry"; attempt: number; nextAttemptAt: string; error: string }
  | { id: number; outcome: "failed"; attempt: number; error: string };

type DueMail = {
  id: number;
  recipient: string;
  sujet: string;
  content: string;
  language: Locale | null;
  attempts: number;
};

/**
 * One round: every pending mail whose time has come, oldest first, each sent at most once.
 * `signal` (the server shutting down) aborts the send under way and leaves the rest for later.
 */
export async function deliverDueMails(
  db: Db,
  transport: MailTransport,
  now: () => Date,
  signal: AbortSignal = new AbortController().signal,
): Promise<DeliveryOutcome[]> {
  const due = all<DueMail>(
    db,
    "SELECT id, recipient, sujet, content, language, attempts FROM outbox WHERE delivery = 'pending' AND (next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY id LIMIT ?",
    now().toISOString(),
    MAIL_BATCH,
  );
  const outcomes: DeliveryOutcome[] = [];
  for (const mail of due) {
    if (signal.aborted) break;
    const outcome = await deliverOne(db, transport, mail, now, signal);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

async function deliverOne(
  db: Db,
  transport: MailTransport,
  mail: DueMail,
  now: () => Date,
  signal: AbortSignal,
): Promise<DeliveryOutcome | null> {
  const attempt = mail.attempts + 1;
  // The try is counted and the next one booked before sending: a process that dies or shuts down
  // mid-send leaves the mail pending, tried again after the back-off (an SMTP server may have
  // taken it already: at least once, never lost).
  const nextAttemptAt = new Date(now().getTime() + retryDelayMs(attempt)).toISOString();
  const claimed = run(
    db,
    "UPDATE outbox SET attempts = ?, next_attempt_at = ? WHERE id = ? AND delivery = 'pending' AND attempts = ?",
    attempt,
    nextAttemptAt,
    mail.id,
    mail.attempts,
  );
  if (claimed.changes === 0) return null;
  try {
    await transport.send(
      {
        to: mail.recipient,
        subject: mail.sujet,
        text: mail.content,
        html: mailHtml(mail.sujet, mail.content, mail.language),
        language: mail.language,
      },
      signal,
    );
  } catch (failure) {
    const error = errorText(failure);
    if (attempt >= MAIL_MAX_ATTEMPTS) {
      run(
        db,
        "UPDATE outbox SET delivery = 'failed', next_attempt_at = NULL, last_error = ? WHERE id = ?",
        error,
        mail.id,
      );
      return { id: mail.id, outcome: "failed", attempt, error };
    }
    run(db, "UPDATE outbox SET last_error = ? WHERE id = ?", error, mail.id);
    return { id: mail.id, outcome: "retry", attempt, nextAttemptAt, error };
  }
  run(
    db,
    "UPDATE outbox SET delivery = 'sent', sent_at = ?, next_attempt_at = NULL WHERE id = ?",
    now().toISOString(),
    mail.id,
  );
  return { id: mail.id, outcome: "sent", attempt };
}

function errorText(failure: unknown): string {
  const text = failure instanceof Error ? failure.message : String(failure);
  return text.slice(0, LAST_ERROR_MAX_LENGTH);
}

/** Without SMTP: the pending mails stay in the outbox for good (`kept`). */
function keepPendingMails(db: Db): void {
  run(db, "UPDATE outbox SET delivery = 'kept' WHERE delivery = 'pending'");
}

export type MailDelivery = { close(): Promise<void> };

/**
 * The server's delivery worker: a round at once (mails left pending by the last run), then one
 * every MAIL_POLL_INTERVAL_MS, never two at a time. `transport` null: the outbox only, each
 * round marks what was queued `kept`. `close` aborts the send under way (a silent SMTP server
 * does not hold the shutdown), waits for its round to record it and closes the transport; no
 * timer is left behind.
 */
export function startMailDelivery(options: {
  db: Db;
  transport: MailTransport | null;
  now: () => Date;
  log?: (line: string) => void;
}): MailDelivery {
  const { db, transport, now } = options;
  const log = options.log ?? ((line: string) => console.warn(line));
  const closing = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();

  const runRound = async () => {
    if (!transport) {
      keepPendingMails(db);
      return;
    }
    for (const outcome of await deliverDueMails(db, transport, now, closing.signal)) {
      if (outcome.outcome === "retry")
        log(
          `[mail] mail ${outcome.id} not sent (try ${outcome.attempt} of ${MAIL_MAX_ATTEMPTS}), next try at ${outcome.nextAttemptAt}: ${outcome.error}`,
        );
      if (outcome.outcome === "failed")
        log(`[mail] mail ${outcome.id} failed after ${outcome.attempt} tries: ${outcome.error}`);
    }
  };
  const tick = () => {
    round = runRound()
      .catch((error: unknown) => log(`[mail] delivery round failed: ${errorText(error)}`))
      .finally(() => {
        if (!closing.signal.aborted) timer = setTimeout(tick, MAIL_POLL_INTERVAL_MS);
      });
  };
  tick();

  return {
    async close() {
      closing.abort();
      clearTimeout(timer);
      await round;
      transport?.close();
    },
  };
}
