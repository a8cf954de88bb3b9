/**
 * Mails leave over SMTP: a real SMTP server on loopback receives them (tests/server/smtpServer.ts)
 * and mailparser reads them as a mailbox would. Refusals and an absent server keep the mail in
 * the outbox with its tries and the next one booked; without SMTP_URL nothing leaves.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { type Db, one, openDatabase, run } from "../../server/db.ts";
import { queueMailTo } from "../../server/domain/mail.ts";
import {
  deliverDueMails,
  MAIL_FIRST_RETRY_MS,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_CAP_MS,
  type MailTransport,
  retryDelayMs,
  startMailDelivery,
} from "../../server/domain/mailDelivery.ts";
import { migrations } from "../../server/migrations.ts";
import { smtpTransport } from "../../server/smtpTransport.ts";
import { startSmtpServer, type TestSmtpServer } from "./smtpServer.ts";

const FROM = "Hestia Campus <no-reply@hestia.test>";
const START = new Date("2026-11-22T09:00:00.000Z");

let dir: string;
let db: Db;
let smtp: TestSmtpServer;
let transport: MailTransport;
const clock = { now: new Date(START) };
const now = () => clock.now;
const at = (ms: number) => new Date(START.getTime() + ms);

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "hestia-mail-"));
  db = openDatabase(dir);
  clock.now = new Date(START);
  smtp = await startSmtpServer();
  transport = smtpTransport({ smtpUrl: smtp.url, from: FROM });
});
afterEach(async () => {
  transport.close();
  await smtp.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

type Row = {
  id: number;
  delivery: string;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
};
const rowOf = (id: number, database = db) =>
  one<Row>(
    database,
    "SELECT id, delivery, attempts, next_attempt_at, last_error, sent_at FROM outbox WHERE id = ?",
    id,
  );

/** Queues a mail to `email` in `language` and returns its outbox id. */
function queue(email: string, language: "fr" | "en" = "fr", database = db): number {
  queueMailTo(
    database,
    { email, language, userId: null },
    { fr: "Votre réservation", en: "Your booking" },
    {
      fr: "Bonjour,\n\nLoyer < 600 € & charges comprises.\nVotre lien : http://127.0.0.1:3000/fr/dossier?a=1&b=2.\n\nÀ bientôt",
      en: "Hello,\n\nRent < 600 € & charges included.\nYour link: http://127.0.0.1:3000/en/dossier?a=1&b=2.\n\nSee you soon",
    },
    clock.now,
  );
  return Number(
    one<{ id: number }>(database, "SELECT max(id) AS id FROM outbox WHERE recipient = ?", email)
      ?.id,
  );
}

describe("sending over SMTP", () => {
  it("sends each mail as text and HTML in its recipient's language, from the configured sender", async () => {
    const french = queue("lea@example.org", "fr");
    const english = queue("sam@example.org", "en");
    clock.now = at(1500);

    const outcomes = await deliverDueMails(db, transport, now);

    expect(outcomes).toEqual([
      { id: french, outcome: "sent", attempt: 1 },
      { id: english, outcome: "sent", attempt: 1 },
    ]);
    const fr = (await smtp.waitForMailTo("lea@example.org")).parsed;
    expect(fr.to && !Array.isArray(fr.to) ? fr.to.text : "").toBe("lea@example.org");
    expect(fr.from?.text).toBe(`"Hestia Campus" <no-reply@hestia.test>`);
    expect(fr.subject).toBe("Votre réservation");
    expect(fr.headers.get("content-language")).toBe("fr");
    expect(fr.text?.trim()).toBe(
      "Bonjour,\n\nLoyer < 600 € & charges comprises.\nVotre lien : http://127.0.0.1:3000/fr/dossier?a=1&b=2.\n\nÀ bientôt",
    );
    const frHtml = String(fr.html);
    expect(frHtml).toContain('<html lang="fr">');
    expect(frHtml).toContain("<p>Loyer &lt; 600 € &amp; charges comprises.<br>");
    expect(frHtml).not.toContain("< 600");
    expect(frHtml).toContain(
      '<a href="http://127.0.0.1:3000/fr/dossier?a=1&amp;b=2">http://127.0.0.1:3000/fr/dossier?a=1&amp;b=2</a>.',
    );

    const en = (await smtp.waitForMailTo("sam@example.org")).parsed;
    expect(en.subject).toBe("Your booking");
    expect(en.headers.get("content-language")).toBe("en");
    expect(en.text).toContain("Rent < 600 € & charges included.");
    expect(String(en.html)).toContain('<html lang="en">');
    expect(String(en.html)).toContain("<p>Rent &lt; 600 € &amp; charges included.<br>");
    expect(smtp.received).toHaveLength(2);

    expect(rowOf(french)).toMatchObject({
      delivery: "sent",
      attempts: 1,
      next_attempt_at: null,
      sent_at: at(1500).toISOString(),
    });
    // Sent is done: a later round sends nothing again.
    expect(await deliverDueMails(db, transport, now)).toEqual([]);
    expect(smtp.received).toHaveLength(2);
  });

  it("keeps a refused mail pending, tries it again after the back-off, and sends it once", async () => {
    const id = queue("lea@example.org");
    smtp.refuse({ at: "rcpt", code: 451 });

    const [first] = await deliverDueMails(db, transport, now);
    expect(first).toMatchObject({ id, outcome: "retry", attempt: 1 });
    expect(rowOf(id)).toMatchObject({
      delivery: "pending",
      attempts: 1,
      next_attempt_at: at(MAIL_FIRST_RETRY_MS).toISOString(),
      sent_at: null,
    });
    expect(rowOf(id)?.last_error).toContain("451");
    expect(smtp.received).toEqual([]);

    // Not due before its time, even once the server accepts again.
    smtp.refuse(null);
    clock.now = at(MAIL_FIRST_RETRY_MS - 1);
    expect(await deliverDueMails(db, transport, now)).toEqual([]);
    expect(rowOf(id)?.attempts).toBe(1);

    // Refused again after the data: the wait doubles.
    smtp.refuse({ at: "data", code: 554 });
    clock.now = at(MAIL_FIRST_RETRY_MS);
    expect(await deliverDueMails(db, transport, now)).toMatchObject([
      { id, outcome: "retry", attempt: 2 },
    ]);
    expect(rowOf(id)).toMatchObject({
      delivery: "pending",
      attempts: 2,
      next_attempt_at: at(3 * MAIL_FIRST_RETRY_MS).toISOString(),
    });
    expect(rowOf(id)?.last_error).toContain("554");
    expect(smtp.received).toEqual([]);

    smtp.refuse(null);
    clock.now = at(3 * MAIL_FIRST_RETRY_MS);
    expect(await deliverDueMails(db, transport, now)).toEqual([
      { id, outcome: "sent", attempt: 3 },
    ]);
    clock.now = at(10 * MAIL_RETRY_CAP_MS);
    expect(await deliverDueMails(db, transport, now)).toEqual([]);
    expect(smtp.received).toHaveLength(1);
    expect(rowOf(id)).toMatchObject({ delivery: "sent", attempts: 3 });
  });

  it("with no SMTP server listening, counts every try, doubles the wait up to its cap, then marks the mail failed", async () => {
    const id = queue("lea@example.org");
    await smtp.close();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      const [outcome] = await deliverDueMails(db, transport, now);
      expect(outcome).toMatchObject({ id, attempt });
      const row = rowOf(id);
      expect(row?.attempts).toBe(attempt);
      expect(row?.last_error).toMatch(/ECONNREFUSED/);
      if (attempt === MAIL_MAX_ATTEMPTS) break;
      expect(row?.delivery).toBe("pending");
      const next = new Date(String(row?.next_attempt_at));
      waits.push(next.getTime() - clock.now.getTime());
      clock.now = next;
    }
    expect(waits.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(Math.max(...waits)).toBe(MAIL_RETRY_CAP_MS);
    expect(waits.at(-1)).toBe(MAIL_RETRY_CAP_MS);
    expect(rowOf(id)).toMatchObject({
      delivery: "failed",
      attempts: MAIL_MAX_ATTEMPTS,
      next_attempt_at: null,
    });
    // Failed is final and kept: no later round tries it.
    clock.now = at(100 * MAIL_RETRY_CAP_MS);
    expect(await deliverDueMails(db, transport, now)).toEqual([]);
    expect(rowOf(id)?.delivery).toBe("failed");
  });

  it("waits 30 s after the first failure, doubling, never more than the cap", () => {
    expect(retryDelayMs(1)).toBe(MAIL_FIRST_RETRY_MS);
    expect(retryDelayMs(2)).toBe(2 * MAIL_FIRST_RETRY_MS);
    expect(retryDelayMs(3)).toBe(4 * MAIL_FIRST_RETRY_MS);
    expect(retryDelayMs(MAIL_MAX_ATTEMPTS)).toBe(MAIL_RETRY_CAP_MS);
  });
});

describe("the delivery worker", () => {
  it("picks up after a restart the mails the last run left pending", async () => {
    const retried = queue("lea@example.org");
    smtp.refuse({ at: "rcpt", code: 421 });
    await deliverDueMails(db, transport, now);
    db.close();
    // Queued while no server ran (a staff command), then the server starts again.
    const reopened = openDatabase(dir);
    const queuedMeanwhile = queue("sam@example.org", "en", reopened);
    smtp.refuse(null);
    clock.now = at(MAIL_FIRST_RETRY_MS);

    const worker = startMailDelivery({
      db: reopened,
      transport: smtpTransport({ smtpUrl: smtp.url, from: FROM }),
      now,
    });
    await smtp.waitForMailTo("lea@example.org");
    await smtp.waitForMailTo("sam@example.org");
    await worker.close();
    expect(rowOf(retried, reopened)).toMatchObject({ delivery: "sent", attempts: 2 });
    expect(rowOf(queuedMeanwhile, reopened)).toMatchObject({ delivery: "sent", attempts: 1 });
    expect(smtp.received).toHaveLength(2);
    db = reopened;
  });

  it("once closed, sends nothing more", async () => {
    const worker = startMailDelivery({ db, transport, now });
    queue("lea@example.org");
    await smtp.waitForMailTo("lea@example.org");
    await worker.close();
    const later = queue("sam@example.org");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received).toHaveLength(1);
    expect(rowOf(later)).toMatchObject({ delivery: "pending", attempts: 0 });
  });

  it("without a transport keeps every mail in the outbox, never sent even once SMTP is set", async () => {
    const id = queue("lea@example.org");
    const outboxOnly = startMailDelivery({ db, transport: null, now });
    await outboxOnly.close();
    expect(rowOf(id)).toMatchObject({ delivery: "kept", attempts: 0, sent_at: null });

    expect(await deliverDueMails(db, transport, now)).toEqual([]);
    expect(smtp.received).toEqual([]);
    expect(rowOf(id)?.delivery).toBe("kept");
  });

  it("logs a failed try without the mail's text", async () => {
    queue("lea@example.org");
    smtp.refuse({ at: "rcpt", code: 450 });
    const lines: string[] = [];
    const worker = startMailDelivery({ db, transport, now, log: (line) => lines.push(line) });
    await worker.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[mail\] mail \d+ not sent \(try 1 of \d+\), next try at /);
    expect(lines[0]).not.toContain("dossier");
  });
});

describe("the outbox's migration", () => {
  it("keeps in the outbox, unsent, the mails stored before delivery existed", async () => {
    // The outbox as it was before, with a mail in it.
    const migration = migrations.find((entry) => entry.name === "mail delivery");
    run(db, "DROP INDEX outbox_due");
    for (const column of [
      "language",
      "delivery",
      "attempts",
      "next_attempt_at",
      "last_error",
      "sent_at",
    ])
      run(db, `ALTER TABLE outbox DROP COLUMN ${column}`);
    run(
      db,
      "INSERT INTO outbox (created_at, recipient, destinataire, sujet, content) VALUES (?, ?, ?, ?, ?)",
      START.toISOString(),
      "lea@example.org",
      "lea@example.org",
      "Ancien message",
      "Un lien qui a expiré depuis",
    );
    run(db, "DELETE FROM migrations WHERE id = ?", Number(migration?.id));
    db.close();
    db = openDatabase(dir);

    const old = one<{ id: number }>(db, "SELECT id FROM outbox WHERE sujet = 'Ancien message'");
    expect(rowOf(Number(old?.id))).toMatchObject({ delivery: "kept", attempts: 0 });
    const fresh = queue("sam@example.org");
    expect(rowOf(fresh)).toMatchObject({ delivery: "pending", next_attempt_at: null });
    expect(await deliverDueMails(db, transport, now)).toEqual([
      { id: fresh, outcome: "sent", attempt: 1 },
    ]);
  });
});

describe("mail settings", () => {
  it("sends nothing by default, from the product's no-reply address", () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: "Hestia Campus <no-reply@hestia.test>",
    });
    expect(
      loadConfig({ SMTP_URL: "smtps://user:secret@mail.example:465", MAIL_FROM: "a@b.example" })
        .mail,
    ).toEqual({ smtpUrl: "smtps://user:secret@mail.example:465", from: "a@b.example" });
  });

  it("stops the server on a malformed address, without echoing a password", () => {
    expect(() => loadConfig({ SMTP_URL: "http://user:secret@mail.example" })).toThrow(
      /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ address with a host$/,
    );
    expect(() => loadConfig({ SMTP_URL: "not a url" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: "Hestia Campus" })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: "a@b.example\r\nBcc: c@d.example" })).toThrow(/MAIL_FROM/);
  });
});
