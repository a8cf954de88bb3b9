/**
 * The real server's delivery: a contact message posted to the running server reaches a real
 * SMTP server on loopback; a silent SMTP server neither delays the request nor the shutdown;
 * without SMTP_URL the message stays in the outbox, `kept`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { all, one, openDatabase } from "../../server/db.ts";
import { staffDecision } from "../../server/domain/staff.ts";
import { TEAM_ADDRESS } from "../../server/routes/mail.ts";
import { type RunningServer, startServer } from "../../server/server.ts";
import { startSmtpServer, type TestSmtpServer } from "./smtpServer.ts";

let dataDir: string | undefined;
let server: RunningServer | undefined;
let smtp: TestSmtpServer | undefined;
let silent: { server: Server; sockets: Socket[] } | undefined;

afterEach(async () => {
  await server?.close();
  await smtp?.close();
  if (silent) {
    for (const socket of silent.sockets) socket.destroy();
    await new Promise((resolve) => silent?.server.close(resolve));
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  server = smtp = silent = dataDir = undefined;
});

async function start(env: Record<string, string>) {
  dataDir = mkdtempSync(join(tmpdir(), "hestia-mail-server-"));
  server = await startServer(
    loadConfig({ DATA_DIR: dataDir, PORT: "0", SPA_DIR: join(dataDir, "no-dist"), ...env }),
  );
  return server;
}

const message = {
  destinataire: "contactYF",
  typeContact: "renseignement",
  sujet: "Question <urgente>",
  content: "Bonjour,\n\nLes animaux sont-ils acceptés à Lyon ?",
};

async function postContact(running: RunningServer) {
  const response = await fetch(`${running.origin}/api/ac_campus/mail/sendMail`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(message),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

type Delivery = { delivery: string; attempts: number; last_error: string | null };
const deliveryOf = (running: RunningServer, id: number) =>
  one<Delivery>(running.db, "SELECT delivery, attempts, last_error FROM outbox WHERE id = ?", id);

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the server's mail delivery", () => {
  it("sends a queued mail over SMTP_URL from MAIL_FROM", async () => {
    smtp = await startSmtpServer();
    const running = await start({
      SMTP_URL: smtp.url,
      MAIL_FROM: "Résidences Hestia <bonjour@hestia.test>",
    });
    const id = await postContact(running);

    const { parsed } = await smtp.waitForMailTo(TEAM_ADDRESS);
    expect(parsed.from?.value).toEqual([
      { address: "bonjour@hestia.test", name: "Résidences Hestia" },
    ]);
    expect(parsed.subject).toBe("Question <urgente>");
    expect(parsed.text?.trim()).toBe(message.content);
    // A visitor's message carries no language of ours.
    expect(String(parsed.html)).toContain("<html>\n");
    expect(String(parsed.html)).toContain("<title>Question &lt;urgente&gt;</title>");
    await until(() => deliveryOf(running, id)?.delivery === "sent");
    expect(deliveryOf(running, id)).toMatchObject({ delivery: "sent", attempts: 1 });
  });

  it("mails each staff decision to the applicant in their language of the moment", async () => {
    smtp = await startSmtpServer();
    const running = await start({ SMTP_URL: smtp.url });
    const reference = `HC-${new Date().getUTCFullYear()}-00001`;
    const applicant = "examen@demo.hestia.test";
    staffDecision(running.db, reference, "accept", new Date(), running.origin);
    await until(() => smtp?.received.length === 1);
    running.db.prepare("UPDATE users SET language = 'en' WHERE email = ?").run(applicant);
    staffDecision(running.db, reference, "lease", new Date(), running.origin);
    await until(() => smtp?.received.length === 2);

    const stored = all<{ sujet: string; content: string; language: string }>(
      running.db,
      "SELECT sujet, content, language FROM outbox WHERE recipient = ? ORDER BY id",
      applicant,
    );
    expect(stored.map((mail) => mail.language)).toEqual(["fr", "en"]);
    const [accepted, leased] = smtp.received;
    for (const [mail, row] of [
      [accepted, stored[0]],
      [leased, stored[1]],
    ] as const) {
      expect(mail?.envelopeTo).toEqual([applicant]);
      expect(mail?.parsed.subject).toBe(row?.sujet);
      expect(mail?.parsed.text?.trim()).toBe(row?.content.trim());
      expect(String(mail?.parsed.html)).toContain(`<html lang="${row?.language}">`);
    }
  });

  it("answers at once while the SMTP server says nothing, and shuts down without waiting for it", async () => {
    const sockets: Socket[] = [];
    const listening = createServer((socket) => sockets.push(socket));
    silent = { server: listening, sockets };
    await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
    const { port } = listening.address() as AddressInfo;
    const running = await start({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});

    const posted = Date.now();
    const id = await postContact(running);
    expect(Date.now() - posted).toBeLessThan(2000);
    // The worker is in the middle of its send: connected, waiting for a greeting.
    await until(() => sockets.length === 1 && deliveryOf(running, id)?.attempts === 1);

    const closing = Date.now();
    await running.close();
    expect(Date.now() - closing).toBeLessThan(2000);
    server = undefined;
    expect(warned).toHaveBeenCalledWith(
      expect.stringMatching(/^\[mail\] mail \d+ not sent .*abort/),
    );
    warned.mockRestore();
    // The aborted try is counted; the mail waits in the database for the next run.
    const reopened = openDatabase(String(dataDir));
    const row = one<Delivery>(
      reopened,
      "SELECT delivery, attempts, last_error FROM outbox WHERE id = ?",
      id,
    );
    reopened.close();
    expect(row).toMatchObject({ delivery: "pending", attempts: 1 });
    expect(row?.last_error).toMatch(/abort/i);
  });

  it("without SMTP_URL keeps the mail in the outbox, sent nowhere", async () => {
    const running = await start({});
    const id = await postContact(running);
    await until(() => deliveryOf(running, id)?.delivery === "kept");
    expect(deliveryOf(running, id)).toMatchObject({
      delivery: "kept",
      attempts: 0,
      last_error: null,
    });
  });
});
