/** User details and terms of use. */
import { Hono } from "hono";
import * as v from "valibot";
import { currentCguVersion, currentUser, latestCgu, touch, userDetails } from "../domain/users.ts";
import { requireUser } from "../http/auth.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { query } from "../http/validate.ts";

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
    const row = latestCgu(db);
    if (!row) return c.json({ error: "notFound" }, 404);
    return c.json({
      cgu: language === "en" ? row.html_en : row.html_fr,
      version: row.version,
      publishedAt: row.published_at,
    });
  });

  return app;
}
