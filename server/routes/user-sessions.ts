/**
 * The account's signed-in devices on the profile page: the list, ending one other device,
 * ending all the others (OWASP ASVS 5.0, session management). Ending a device revokes its
 * grant: its refresh and access tokens stop working, and its sign-in cookie ends too.
 */
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { requireUser } from "../http/auth.ts";
import type { AppEnv, Deps } from "../http/env.ts";
import { badRequest, notFound } from "../http/errors.ts";
import { isLocale, type Locale } from "../http/messages.ts";
import { body, requestLocale } from "../http/validate.ts";
import { deviceLabel } from "../oidc/devices.ts";

const PATH = "/api/ac_campus/utilisateur/sessions";

/** The opaque ids are 22 base64url characters (devices.ts); anything else is refused. */
const SESSION_ID = v.pipe(v.string("required"), v.regex(/^[A-Za-z0-9_-]{22}$/, "format"));

/** The app names its page's language in `?language=` (the browser's header may differ). */
function labelLocale(c: Context<AppEnv>): Locale {
  const asked = c.req.query("language");
  return isLocale(asked) ? asked : requestLocale(c);
}

export function sessionRoutes(deps: Deps) {
  const { now, sessions } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  const listOf = (userId: string, accessToken: string, locale: Locale) => ({
    sessions: sessions.list(userId, accessToken, now()).map((session) => ({
      id: session.id,
      device: deviceLabel(session, locale),
      createdAt: session.createdAt,
      lastUsedAt: session.lastUsedAt,
      current: session.current,
    })),
  });

  app.get(PATH, auth, (c) => c.json(listOf(c.get("userId"), c.get("accessToken"), labelLocale(c))));

  app.post(`${PATH}/end`, auth, async (c) => {
    const { id } = await body(c, v.object({ id: SESSION_ID }));
    const result = sessions.endOne(c.get("userId"), id, c.get("accessToken"), now());
    if (result === "notFound") throw notFound();
    // This device signs out with the logout, which also ends its sign-in cookie.
    if (result === "current") throw badRequest("sessionCourante");
    return c.json(listOf(c.get("userId"), c.get("accessToken"), labelLocale(c)));
  });

  app.post(`${PATH}/endOthers`, auth, (c) => {
    sessions.endOtherSessions(c.get("userId"), c.get("accessToken"));
    return c.json(listOf(c.get("userId"), c.get("accessToken"), labelLocale(c)));
  });

  return app;
}
