import type { MiddlewareHandler } from "hono";
import { findUserById } from "../domain/users.ts";
import type { AppEnv, Deps } from "./env.ts";
import { unauthorized } from "./errors.ts";

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? "");
  return match?.[1] ?? null;
}

/**
 * Requires `Authorization: Bearer <access token>`: a missing, invalid or expired token, or a
 * token whose account no longer exists, answers 401 so the app opens the session dialog.
 */
export function requireUser({ db, verifyAccessToken }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header("authorization"));
    const verified = token ? await verifyAccessToken(token) : null;
    if (!verified || !findUserById(db, verified.sub)) throw unauthorized();
    c.set("userId", verified.sub);
    c.set("accessToken", token as string);
    await next();
  };
}
