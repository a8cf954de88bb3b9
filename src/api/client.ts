import ky, { type KyInstance } from "ky";
import { api as apiConfig } from "../config/index.ts";
import { answeringFetch, type ServerAnswer } from "../startup/serverAnswers.ts";
import { recordServerDate } from "../time/now.ts";

/** Supplies the current access token, or `undefined` when nobody is signed in. */
export type AccessTokenProvider = () => string | undefined;

let accessTokenProvider: AccessTokenProvider = () => undefined;

/**
 * The session machine owns the token; the client only asks for it at each request, so a renewed
 * token is used at once without rebuilding the client.
 */
export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  accessTokenProvider = provider;
}

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

let authorizationHeaders: AuthorizationHeaders = bearerHeaders;

export function setAuthorizationHeaders(headers: AuthorizationHeaders | undefined): void {
  authorizationHeaders = headers ?? bearerHeaders;
}

/**
 * Adds the session's credentials to a request, before it is sent and again before each retry: a
 * DPoP proof is single-use, so a retried call needs a new one.
 */
async function authorize({ request }: { request: Request }): Promise<void> {
  const token = accessTokenProvider();
  if (!token) return;
  const headers = await authorizationHeaders(request.method, request.url, token);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
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
};

/**
 * Builds the ky instance every call goes through. The app uses the single `apiClient` below;
 * tests build their own with a fake `fetch` and an absolute prefix.
 */
export function createApiClient(options: ApiClientOptions = {}): KyInstance {
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
      beforeRequest: [authorize],
      beforeRetry: [authorize],
      afterResponse: [
        ({ response }) => {
          recordServerDate(response.headers.get("date"));
        },
      ],
    },
  });
}

export let apiClient: KyInstance = createApiClient();

/**
 * Server rendering: calls go to the server itself (an absolute prefix, its own `fetch`),
 * since a page rendered in Node has no origin to resolve "/api/..." against.
 */
export function configureServerApi(
  options: Required<Pick<ApiClientOptions, "prefix" | "fetch">>,
): void {
  apiClient = createApiClient({ ...options, retryLimit: 0 });
}

/**
 * A server-rendered page in the browser: its first calls are answered from the answers it came
 * with (src/startup/serverAnswers.ts). Returns what forgets those not asked for, once it is live.
 */
export function answerFirstCallsFrom(answers: readonly ServerAnswer[]): () => void {
  if (answers.length === 0) return () => undefined;
  const answering = answeringFetch((input, init) => fetch(input, init), answers);
  apiClient = createApiClient({ fetch: answering.fetch });
  return answering.forget;
}
