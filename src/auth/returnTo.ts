import { SignInError } from "./errors.ts";

/**
 * The page to come back to after sign-in, as a path of this site ("/fr/dossier?step=2").
 * A path, or an absolute address on this very origin (kept as its path). Anything that would
 * leave the site is refused: another origin, a protocol-relative "//host", a backslash trick
 * ("/\host"), a relative path or a non-http scheme. This keeps the callback from becoming an open
 * redirect.
 */
export function toSafeReturnTo(candidate: string, origin: string): string {
  // Browsers read "\" as "/" in URLs, so "/\evil.example" is "//evil.example".
  const normalised = candidate.trim().replaceAll("\\", "/");
  const isPath = normalised.startsWith("/") && !normalised.startsWith("//");
  let url: URL;
  try {
    // A path resolves on this site; anything else must be an absolute address to be read at all.
    url = isPath ? new URL(normalised, origin) : new URL(normalised);
  } catch {
    throw new SignInError("unsafeReturnTo", "not a path of this site");
  }
  if (url.origin !== new URL(origin).origin) {
    throw new SignInError("unsafeReturnTo", "leaves this site");
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The same check, falling back to `fallback` instead of failing (for values read back later). */
export function safeReturnToOr(candidate: string, origin: string, fallback: string): string {
  try {
    return toSafeReturnTo(candidate, origin);
  } catch {
    return fallback;
  }
}
