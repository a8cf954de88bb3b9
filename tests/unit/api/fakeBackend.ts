import type { KyInstance } from "ky";
import { type Authorization, createApiClient } from "../../../src/api/client.ts";

/** Answers a request the way a test needs: a response, a thrown network error, or never. */
export type Responder = (request: Request, attempt: number) => Response | Promise<Response>;

export const TEST_ORIGIN = "http://backend.test";

/**
 * A backend in memory: the real ky client (hooks, retries, timeout) with a fake `fetch`, so
 * tests see exactly what the app would send and how it reacts, without a network.
 */
export function createFakeBackend(
  responder: Responder = () => json({}),
  /** The session's token on every call, as the app's client carries it. */
  authorization?: Authorization,
): {
  client: KyInstance;
  /** What the client's requests go through, for a test that builds its own client. */
  fetch: typeof fetch;
  requests: Request[];
  respondWith(next: Responder): void;
} {
  const requests: Request[] = [];
  let current = responder;
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // ky puts its abort signal (timeout, caller's signal) in `init`, not on the request.
    const request = new Request(input, init);
    requests.push(request.clone());
    return current(request, requests.length);
  };
  const client = createApiClient({
    prefix: TEST_ORIGIN,
    fetch: fakeFetch as typeof fetch,
    retryDelayMs: () => 0,
    timeoutMs: 100,
    ...(authorization ? { authorization } : {}),
  });
  return {
    client,
    fetch: fakeFetch as typeof fetch,
    requests,
    respondWith(next) {
      current = next;
    },
  };
}

/** The error `call` raises through the real client when the backend answers this way. */
export async function failureOf(
  call: (options: { client: KyInstance }) => Promise<unknown>,
  responder: Responder,
): Promise<unknown> {
  const backend = createFakeBackend(responder);
  try {
    await call({ client: backend.client });
  } catch (error) {
    return error;
  }
  throw new Error("the call was expected to fail");
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function text(body: string, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("content-type", "text/plain; charset=utf-8");
  return new Response(body, { ...init, headers });
}

/** What Node's fetch throws when the connection drops. */
export function networkDrop(): never {
  throw new TypeError("fetch failed");
}

/** A server that never answers; settles only when the client gives up (timeout, abort). */
export function neverAnswer(request: Request): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const { signal } = request;
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason));
  });
}

export function firstRequest(requests: readonly Request[]): Request {
  const [request] = requests;
  if (!request) throw new Error("no request was sent");
  return request;
}
