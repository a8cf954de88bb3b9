import ky, { type KyInstance } from "ky";
import { api as apiConfig } from "../config/index.ts";
import { recordServerDate } from "../time/now.ts";

/**
 * The headers that carry an access token on one call. By default `Authorization: Bearer`; the
 * session swaps in DPoP (a fresh proof per call, src/auth/dpopKey.ts) when its token is bound.
 */
export type AuthorizationHeaders = (
  method: string,
  url: string,
  accessToken: string,
) => Record<string, string> | Promise<Record<string, string>>;

/** `Authorization: Bearer <token>`: an unbound token. */
export const bearerHeaders: AuthorizationHeaders = (_method, _url, accessToken) => ({
  Authorization: `Bearer ${accessToken}`,
});

/**
 * How a client's calls carry the session's token (src/auth/sessionActors.ts builds it). The
 * token is asked for at each request, so a renewed token is used at once.
 */
export type Authorization = {
  /** The current access token, or `undefined` when nobody is signed in. */
  accessToken: () => string | undefined;
  headers: AuthorizationHeaders;
};

/**
 * Adds the session's credentials to a request, before it is sent and again before each retry: a
 * DPoP proof is single-use, so a retried call needs a new one.
 */
function authorizeWith(authorization: Authorization) {
  return async ({ request }: { request: Request }): Promise<void> => {
    const token = authorization.accessToken();
    if (!token) return;
    const headers = await authorization.headers(request.method, request.url, token);
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  };
}

// The server's clock is read from every answer's `Date` header (src/time/now.ts). Re-exported
// for callers that still import it from here.
export { getServerClockOffsetMs, serverNow } from "../time/now.ts";

export type ApiClientOptions = {
  /** Joined before every path; a plain "/" keeps calls on the page's origin. */
  prefix?: string;
  timeoutMs?: number;
  retryLimit?: number;
  /** Delay before retry number `attempt` (from 1); tests shorten it. */
  retryDelayMs?: (attempt: number) => number;
  fetch?: typeof fetch;
  /** The session's token on every call; none on the server and in most tests. */
  authorization?: Authorization;
};

/**
 * Builds the ky instance calls go through: one per router (src/app/router.tsx's context), so
 * the browser's visit and each server render have their own; tests build theirs with a fake
 * `fetch` and an absolute prefix.
 */
export function createApiClient(options: ApiClientOptions = {}): KyInstance {
  const authorize = options.authorization ? [authorizeWith(options.authorization)] : [];
  return ky.create({
    // `prefix` rather than `baseUrl`: paths of the contract start with "/", and a configured
    // API base with a path (e.g. "https://host/backend") must keep that path.
    prefix: options.prefix ?? apiConfig.baseUrl,
    credentials: "include",
    timeout: options.timeoutMs ?? apiConfig.timeoutMs,
    retry: {
      limit: options.retryLimit ?? apiConfig.retryLimit,
      // Only calls that are safe to repeat: a repeated POST could book or send twice.
      methods: ["get", "head", "options"],
      ...(options.retryDelayMs ? { delay: options.retryDelayMs } : {}),
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: authorize,
      beforeRetry: authorize,
      afterResponse: [
        ({ response }) => {
          recordServerDate(response.headers.get("date"));
        },
      ],
    },
  });
}
