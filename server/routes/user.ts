/** User details and terms of use. */
import { Hono } from "hono";
import * as v from "valibot";
import { type Db, one } from "../db.ts";
import {
  currentCguVersion,
  findUserById,
  touch,
  type UserRow,
  userDetails,
} from "../domain/users.ts";
import { requireUser } from "../http/auth.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { unauthorized } from "../http/errors.ts";
import { query } from "../http/validate.ts";

export function currentUser(db: Db, userId: string): UserRow {
  const user = findUserById(db, userId);
  if (!user) throw unauthorized();
  return user;
}

export function userRoutes(deps: Deps) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  app.get("/api/ac_campus/utilisateur/details", auth, (c) =>
    c.json(userDetails(currentUser(db, c.get("userId")), currentCguVersion(db))),
  );

  app.post("/api/ac_campus/utilisateur/acceptCgu", auth, (c) => {
    const version = currentCguVersion(db);
    touch(db, c.get("userId"), now(), "cgu_version", version);
    return c.json({ status: "ok", version });
  });

  // Public: the terms are shown before sign-up as well as in the "updated terms" dialog.
  app.post("/api/ac_campus/information/getCgu", (c) => {
    const { language } = query(
      c,
      v.object({ language: v.optional(v.picklist(["fr", "en"], "choice"), "fr") }),
    );
    const row = one<{ version: number; published_at: string; html_fr: string; html_en: string }>(
      db,
      "SELECT * FROM cgu ORDER BY version DESC LIMIT 1",
    );
    if (!row) return c.json({ error: "notFound" }, 404);
    return c.json({
      cgu: language === "en" ? row.html_en : row.html_fr,
      version: row.version,
      publishedAt: row.published_at,
    });
  });

  return app;
}
