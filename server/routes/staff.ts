/**
 * The residence team's console API (docs/staff.md, docs/api.md "Staff"): who is signed in.
 * Every route checks its permission first (`requireStaff`, the rights table).
 */
import { Hono } from "hono";
import type { AppEnv, Deps } from "../http/env.ts";
import { requireStaff } from "../http/staffAuth.ts";

export function staffRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get("/api/staff/me", requireStaff(deps, "readFiles"), (c) => {
    const { id, name, role } = c.get("staff");
    return c.json({ id, name, role });
  });

  return app;
}
