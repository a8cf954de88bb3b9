/**
 * Development helpers for testers and end-to-end tests. They stand in for what happens
 * elsewhere in real life: time passing on a pre-booking, another applicant taking a bed, a
 * mailbox. Served only when DEV_ROUTES_KEY is set (the e2e harness and `npm run dev` set it,
 * `npm start` does not), and every request must carry that key in `x-dev-key`: the outbox shows
 * every mail, so it is never readable anonymously.
 */
import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import * as v from "valibot";
import { currentDossier, INFO, movePrebookingEnd } from "../domain/dossiers.ts";
import { wholeOutbox } from "../domain/mail.ts";
import { reserveBed } from "../domain/prebooking.ts";
import { findUserByEmail } from "../domain/users.ts";
import type { AppEnv, Deps } from "../http/env.ts";

const ShortenSchema = v.object({
  email: v.pipe(v.string(), v.email()),
  seconds: v.pipe(v.number(), v.integer(), v.minValue(-3600), v.maxValue(3600)),
});

/** The header a development request carries its key in. */
export const DEV_KEY_HEADER = "x-dev-key";

function sameKey(given: string | undefined, key: string): boolean {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function devRoutes({ db, now }: Deps, key: string) {
  const app = new Hono<AppEnv>();
  app.use("/api/dev/*", async (c, next) => {
    // Not a token: the challenge names the header the key goes in, not Bearer or DPoP.
    if (!sameKey(c.req.header(DEV_KEY_HEADER), key))
      return c.json({ error: "unauthorized" }, 401, {
        "www-authenticate": `${DEV_KEY_HEADER} realm="development routes"`,
      });
    await next();
  });
  app.get("/api/dev/outbox", (c) => c.json(wholeOutbox(db)));

  /** Moves the end of a user's pre-booking to `seconds` from now (negative: already past). */
  app.post("/api/dev/prebooking/shorten", async (c) => {
    const parsed = v.safeParse(ShortenSchema, await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: "Les valeurs saisies sont incorrectes." }, 400);
    const user = findUserByEmail(db, parsed.output.email);
    const dossier = user ? currentDossier(db, user.id) : undefined;
    if (!dossier || dossier.info_status !== INFO.bienPrereserve)
      return c.json({ error: "notFound" }, 404);
    const end = new Date(now().getTime() + parsed.output.seconds * 1000).toISOString();
    movePrebookingEnd(db, dossier.id, end);
    return c.json({ date_fin_prereservation: end });
  });

  /** Marks a bed as reserved by someone else. */
  app.post("/api/dev/beds/:id/take", (c) => {
    return reserveBed(db, c.req.param("id"))
      ? c.json({ ok: true })
      : c.json({ error: "notFound" }, 404);
  });
  return app;
}
