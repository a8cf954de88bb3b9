/**
 * Query parameters that carry sign-in secrets or their companions (the OpenID Connect redirect
 * back to the app brings `code`, `state`, `iss`, `session_state`; other flows bring tokens).
 * They never reach analytics, whose data leaves the product.
 */
export const SECRET_PARAMETERS: readonly string[] = [
  "code",
  "state",
  "token",
  "access_token",
  "id_token",
  "refresh_token",
  "session_state",
  "iss",
];

function isSecretParameter(part: string): boolean {
  const rawName = part.split("=", 1)[0] ?? "";
  let name: string;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, " "));
  } catch {
    name = rawName;
  }
  return SECRET_PARAMETERS.includes(name.trim().toLowerCase());
}

/** "a=1&code=x&b=2" → "a=1&b=2"; the other parameters are kept exactly as written. */
function withoutSecretParameters(parameters: string): string {
  return parameters
    .split("&")
    .filter((part) => part !== "" && !isSecretParameter(part))
    .join("&");
}

/**
 * A path fit for analytics: the secret parameters above removed from the query string, and
 * from the fragment when it holds parameters (`#access_token=...`, the implicit flow's way).
 * A full URL comes back as its path, query and fragment.
 */
export function safeAnalyticsPath(path: string): string {
  const hashAt = path.indexOf("#");
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : path.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf("?");
  const location = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? "" : withoutSecretParameters(beforeHash.slice(queryAt + 1));
  const fragment = hash.includes("=") ? withoutSecretParameters(hash) : hash;
  const pathname = location.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, "") || "/";
  return `${pathname}${query ? `?${query}` : ""}${fragment ? `#${fragment}` : ""}`;
}
