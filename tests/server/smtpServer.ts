/**
 * A real SMTP server on a free loopback port (smtp-server) that reads every mail it receives
 * with mailparser, so a test checks what a mailbox would get: envelope, headers, text and HTML.
 * It can refuse recipients or data to play a failing relay. No test framework inside: the
 * server tests and the browser tests both use it.
 */
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { envelopeTo: string[]; parsed: ParsedMail };

/** What the server answers: accept, or refuse at RCPT TO or after DATA with this SMTP code. */
type SmtpRefusal = { at: "rcpt" | "data"; code: number } | null;

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  received: ReceivedMail[];
  refuse(refusal: SmtpRefusal): void;
  /** The first mail to `address` received so far or within `timeoutMs`. */
  waitForMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

const WAIT_STEP_MS = 50;

function refusalError(code: number): Error {
  return Object.assign(new Error(`Refused by the test SMTP server (${code})`), {
    responseCode: code,
  });
}

/** `onReceived` is told each mail as it arrives (the browser tests' server writes it down). */
export async function startSmtpServer(
  onReceived: (mail: ReceivedMail) => void = () => undefined,
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusal: SmtpRefusal = null;
  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS to offer (its certificate would be self-signed), and
    // no account to sign in to.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(refusal?.at === "rcpt" ? refusalError(refusal.code) : null);
    },
    onData(stream, connection, callback) {
      if (refusal?.at === "data") {
        const error = refusalError(refusal.code);
        stream.on("end", () => callback(error));
        stream.resume();
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          const mail = { envelopeTo: connection.envelope.rcptTo.map((to) => to.address), parsed };
          received.push(mail);
          onReceived(mail);
          callback(null);
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  const mailTo = (address: string) =>
    received.find((mail) =>
      mail.envelopeTo.some((to) => to.toLowerCase() === address.toLowerCase()),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse(next) {
      refusal = next;
    },
    async waitForMailTo(address, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mailTo(address);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
