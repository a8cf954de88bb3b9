import { type ApiClientOptions, createApiClient } from "../../src/api/client.ts";

/**
 * How long a component test's API client waits for an answer: 1 s, not the browser's 15 s
 * (`api.timeoutMs` in src/config), so a call MSW leaves unanswered times out in a second. Every
 * answer the handlers give comes well within it (their longest `delay` is 300 ms).
 */
export const testClientTimeoutMs = 1_000;

/** The app's API client, as the component tests give it to the router and the machines. */
export const testApiClient = (options: ApiClientOptions = {}) =>
  createApiClient({ timeoutMs: testClientTimeoutMs, ...options });
