/**
 * Starts the product for the end-to-end run on a fresh, throw-away data folder, so every run
 * begins from the seed; the folder is removed when Playwright stops the server. Its mails leave
 * over SMTP, to a real SMTP server on loopback that writes each mail it receives into the data
 * folder's `smtp-received/` (what a mailbox would get), for the tests to read.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSmtpServer } from "../tests/server/smtpServer.ts";

// The Playwright config makes the folder and shares it with the tests (the staff command).
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), "hestia-e2e-"));
process.env.DATA_DIR = dataDir;
process.env.HOST = "127.0.0.1";

const mailbox = join(dataDir, "smtp-received");
mkdirSync(mailbox, { recursive: true });
let mailsReceived = 0;
const smtp = await startSmtpServer(({ envelopeTo, parsed }) => {
  mailsReceived += 1;
  const mail = { to: envelopeTo, subject: parsed.subject ?? "", text: parsed.text ?? "" };
  writeFileSync(join(mailbox, `${mailsReceived}.json`), JSON.stringify(mail));
});
process.env.SMTP_URL = smtp.url;

const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", cleanUp);
process.on("SIGINT", cleanUp);

await import("../server/main.ts");
