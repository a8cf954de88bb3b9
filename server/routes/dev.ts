/**
 * Development helpers for testers and end-to-end tests, on by default for this local product
 * and turned off with DEV_ROUTES=false.
 */
import { Hono } from "hono";
import { all } from "../db.ts";
import type { AppEnv, Deps } from "../http/env.ts";

export function devRoutes({ db }: Deps) {
  const app = new Hono<AppEnv>();
  app.get("/api/dev/outbox", (c) =>
    c.json(
      all(
        db,
        "SELECT id, created_at, user_id, recipient, destinataire, sujet, type_contact, content FROM outbox ORDER BY id DESC",
      ),
    ),
  );
  return app;
}
