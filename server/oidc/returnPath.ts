/**
 * The page of the site a sign-in came from (`return_path`, an authorization parameter the app
 * sends): with a pending booking, the booking's address. A sign-up confirmed in another browser
 * offers to go back there. Only a path of this site in one of its languages is taken, so the
 * provider's pages never link elsewhere (no open redirect).
 */
import { errors } from "oidc-provider";

const MAX_LENGTH = 512;
const BASE = "https://site.invalid";

/** The path as given when it is a path of this site (`/fr/...`, `/en/...`), otherwise undefined. */
export function siteReturnPath(candidate: unknown): string | undefined {
  if (typeof candidate !== "string" || candidate.length > MAX_LENGTH) return undefined;
  // Browsers read "\" as "/" and drop tabs and newlines, which could turn a path into "//host".
  if (/[\\\s]/.test(candidate) || !/^\/(fr|en)(\/|\?|$)/.test(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  return `${url.pathname}${url.search}`;
}

/** The provider's check of `return_path`: absent, or a path of this site; anything else is refused. */
export function checkReturnPathParameter(_ctx: unknown, value: unknown): void {
  if (value === undefined) return;
  if (siteReturnPath(value) === undefined)
    throw new errors.InvalidRequest("return_path must be a path of this site");
}

/** `screen_hint=signup` opens the sign-up form first ("Créer un compte"); nothing else is taken. */
export function checkScreenHintParameter(_ctx: unknown, value: unknown): void {
  if (value === undefined || value === "signup") return;
  throw new errors.InvalidRequest("screen_hint must be signup");
}
