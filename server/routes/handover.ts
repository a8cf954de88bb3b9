/**
 * The handover's to-do list (tunnel spec 2, "Handover view"), once every party has signed:
 * what is done and the free inventory slots, the home-insurance certificate, the inventory
 * appointment. Bad input answers 400; a slot taken meanwhile, 409.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { decodeBase64, sanitizeFileName } from "../domain/documents.ts";
import { currentDossier } from "../domain/dossiers.ts";
import {
  assertHandoverOpen,
  bookInventorySlot,
  handoverFacts,
  sendInsurance,
} from "../domain/handover.ts";
import { requireUser } from "../http/auth.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { limitBy } from "../http/rateLimits.ts";
import { body } from "../http/validate.ts";

const HANDOVER = "/api/ac_campus/handover";

const insuranceSchema = v.object({
  file: v.pipe(v.string("required"), v.nonEmpty("required"), v.maxLength(200, "tooLong")),
  encodedFile: v.pipe(v.string("required"), v.nonEmpty("required")),
});
const appointmentSchema = v.object({
  slotId: v.pipe(v.number("format"), v.integer("format"), v.minValue(1, "format")),
});

export function handoverRoutes(deps: Deps) {
  const { db, config, now } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);
  const limited = limitBy<AppEnv>(deps.rateLimiters.uploadsPerAccount, (c) => c.get("userId"));

  app.get(HANDOVER, auth, (c) => {
    const dossier = currentDossier(db, c.get("userId"));
    assertHandoverOpen(dossier);
    return c.json(handoverFacts(db, dossier, now()));
  });

  app.post(`${HANDOVER}/insurance`, auth, limited, async (c) => {
    const input = await body(c, insuranceSchema);
    const dossier = currentDossier(db, c.get("userId"));
    assertHandoverOpen(dossier);
    const file = { name: sanitizeFileName(input.file), bytes: decodeBase64(input.encodedFile) };
    return c.json(await sendInsurance(db, config.dataDir, dossier, file, now()));
  });

  app.post(`${HANDOVER}/appointment`, auth, async (c) => {
    const { slotId } = await body(c, appointmentSchema);
    const dossier = currentDossier(db, c.get("userId"));
    assertHandoverOpen(dossier);
    return c.json(bookInventorySlot(db, dossier, slotId, now()));
  });

  return app;
}
