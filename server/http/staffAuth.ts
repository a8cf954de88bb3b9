/**
 * The permission check of every staff route (docs/staff.md, "Rights"): 401 without a valid
 * token, or once the console's sign-in has been idle too long (`staffSignInIdle`); 403 for an
 * applicant's token or a role the permission does not include. Never the data, never a 5xx.
 */
import type { Context, MiddlewareHandler } from "hono";
import { staffSignIn } from "../../src/config/index.ts";
import { findStaffById, keepStaffSignInAlive } from "../domain/staffAccounts.ts";
import { mayStaff, type StaffPermission } from "../domain/staffPermissions.ts";
import { authenticate } from "./auth.ts";
import type { AppEnv, Deps } from "./env.ts";
import { ApiError, forbidden, unauthorized } from "./errors.ts";

export function requireStaff(deps: Deps, permission: StaffPermission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const authenticated = await authenticate(c, deps);
    if (!authenticated) throw unauthorized();
    const { sub, staff } = authenticated.verified;
    // An applicant's token (the web app's client) carries no staff claims.
    if (!staff) throw forbidden();
    const account = findStaffById(deps.db, sub);
    if (!account) throw unauthorized();
    if (!keepStaffSignInAlive(deps.db, staff.grantKey, staff.authTime, deps.now()))
      throw new ApiError(401, { error: "staffSignInIdle" });
    if (!mayStaff(staff.role, permission)) throw forbidden();
    c.set("staff", {
      id: account.id,
      name: account.name,
      role: account.role,
      authTime: staff.authTime,
    });
    c.set("accessToken", authenticated.token);
    await next();
  };
}

/**
 * A decisive action (refusing a file, countersigning) needs a sign-in younger than
 * `staffSignIn.decisiveActionMinutes`: otherwise 401 `reauthenticationRequired` with the
 * `maxAge` (seconds) the console sends the user to the provider with.
 */
export function assertRecentSignIn(c: Context<AppEnv>, now: Date): void {
  const maxAge = staffSignIn.decisiveActionMinutes * 60;
  if (now.getTime() / 1000 - c.get("staff").authTime > maxAge)
    throw new ApiError(401, { error: "reauthenticationRequired", maxAge });
}
