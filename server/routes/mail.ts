/**
 * `POST /api/ac_campus/mail/sendMail`: the contact form. The message is queued in the outbox
 * (server/domain/mail.ts) like every mail of the server, sent over SMTP when SMTP_URL is set,
 * and readable through `GET /api/dev/outbox`.
 */
import { Hono } from "hono";
import * as v from "valibot";
import type { Db } from "../db.ts";
import { residenceByCrmId } from "../domain/catalogue.ts";
import { queueContactMessage } from "../domain/mail.ts";
import { authenticate } from "../http/auth.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { fieldErrors } from "../http/errors.ts";
import { message } from "../http/messages.ts";
import { limitBy } from "../http/rateLimits.ts";
import { body, requestLocale, text } from "../http/validate.ts";

export const TEAM_ADDRESS = "contact@hestia-campus.test";

const schema = v.object({
  content: text(5000),
  destinataire: text(100),
  sujet: text(200),
  typeContact: v.optional(v.picklist(["renseignement", "presse", "partenariat"], "choice")),
});

/** "contactYF" is the product team; anything else must be a residence's crm id. */
function recipientOf(db: Db, destinataire: string): string | null {
  if (destinataire === "contactYF") return TEAM_ADDRESS;
  return residenceByCrmId(db, destinataire)?.email ?? null;
}

export function mailRoutes(deps: Deps) {
  const { db, now, rateLimiters, clientAddress } = deps;
  const app = new Hono<AppEnv>();
  const limited = limitBy<AppEnv>(rateLimiters.contactMessagesPerAddress, clientAddress);

  app.post("/api/ac_campus/mail/sendMail", limited, async (c) => {
    const input = await body(c, schema);
    const locale = requestLocale(c);
    const recipient = recipientOf(db, input.destinataire);
    if (!recipient) throw fieldErrors({ destinataire: message("choice", locale) });
    if (input.destinataire === "contactYF" && !input.typeContact) {
      throw fieldErrors({ typeContact: message("required", locale) });
    }
    // Anonymous visitors may write; a signed-in sender is recorded when the token is valid.
    const sender = (await authenticate(c, deps))?.verified;
    const id = queueContactMessage(
      db,
      {
        senderId: sender?.sub ?? null,
        recipient,
        destinataire: input.destinataire,
        subject: input.sujet,
        typeContact: input.typeContact ?? null,
        content: input.content,
      },
      now(),
    );
    return c.json({ status: "ok", id });
  });

  return app;
}
