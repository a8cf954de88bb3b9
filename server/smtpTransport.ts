/**
 * The mail transport of the server when SMTP_URL is set: nodemailer over SMTP (STARTTLS when
 * the server offers it, `smtps://` for TLS from the start), each mail multipart text and HTML.
 */
import { createTransport } from "nodemailer";
import type { MailConfig } from "./config.ts";
import type { MailTransport } from "./domain/mailDelivery.ts";

/**
 * Each wait of a send is bounded well under the first retry's 30 s, so an SMTP server that
 * accepts connections and then says nothing cannot hold the delivery or the shutdown for long.
 */
const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
const SMTP_GREETING_TIMEOUT_MS = 10_000;
const SMTP_SOCKET_TIMEOUT_MS = 20_000;

export function smtpTransport(config: {
  smtpUrl: string;
  from: MailConfig["from"];
}): MailTransport {
  const transporter = createTransport(
    {
      url: config.smtpUrl,
      connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
      greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
      socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
      // A mail is the strings given here: nothing in it may make nodemailer read a file or a URL.
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from: config.from },
  );
  return {
    async send(mail, signal) {
      await transporter.sendMail({
        signal,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.language ? { headers: { "Content-Language": mail.language } } : {}),
      });
    },
    close: () => transporter.close(),
  };
}
