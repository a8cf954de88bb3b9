/**
 * Rate limits (OWASP ASVS 5.0, V2.4 / V6.3): how many attempts a client address or an account
 * may make on the routes an attacker would hammer — sign-up, password and email change, token
 * checks, the contact form, uploads. Sign-in is throttled instead, never locked
 * (signInThrottle.ts). Counters live in memory (rate-limiter-flexible), per server process:
 * a restart forgets them, which is fine for one local server.
 *
 * A refused attempt answers 429 with `Retry-After` (seconds); the app shows "too many attempts,
 * try again in N min" in the visitor's language, and the sign-up page says how long to wait.
 */
import type { Context, Env, MiddlewareHandler } from "hono";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/** One limit: at most `points` attempts in `seconds`. */
type Limit = { points: number; seconds: number };

const MINUTE = 60;

/** The limits, by what they count. */
export const RATE_LIMITS = {
  /** Account creations tried per client address. */
  signUpsPerAddress: { points: 20, seconds: 60 * MINUTE },
  /** Password and email changes tried per account (each checks the current password). */
  accountChangesPerAccount: { points: 10, seconds: 15 * MINUTE },
  /**
   * Token checks (`okta/checkTokenValidity`) per client address: the app asks once per page
   * load; more than two a second is someone testing tokens.
   */
  tokenChecksPerAddress: { points: 120, seconds: MINUTE },
  /** Contact messages per client address. */
  contactMessagesPerAddress: { points: 10, seconds: 10 * MINUTE },
  /** Documents uploaded per account. */
  uploadsPerAccount: { points: 60, seconds: 10 * MINUTE },
} as const satisfies Record<string, Limit>;

type RateLimitName = keyof typeof RATE_LIMITS;

/** Thrown when a limit is reached; the error handlers answer 429 with `Retry-After`. */
export class RateLimitedError extends Error {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("rate limited");
    this.retryAfterSeconds = Math.max(1, retryAfterSeconds);
  }
}

export type RateLimiter = {
  /** Counts one attempt; throws `RateLimitedError` once the limit is passed. */
  hit(key: string): Promise<void>;
};

function limiter({ points, seconds }: Limit): RateLimiter {
  const memory = new RateLimiterMemory({ points, duration: seconds });
  return {
    async hit(key) {
      try {
        await memory.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          throw new RateLimitedError(Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
  };
}

export type RateLimiters = Record<RateLimitName, RateLimiter>;

/**
 * One set of counters for a server: the API and the sign-in pages share it. `signUpsPerHour`
 * (setting `SIGN_UPS_PER_HOUR`) lets the e2e run, whose many journeys all sign up from one
 * loopback address, create its accounts.
 */
export function createRateLimiters({ signUpsPerHour }: { signUpsPerHour?: number } = {}) {
  const limits: Record<RateLimitName, Limit> = {
    ...RATE_LIMITS,
    ...(signUpsPerHour === undefined
      ? {}
      : { signUpsPerAddress: { points: signUpsPerHour, seconds: 60 * MINUTE } }),
  };
  return Object.fromEntries(
    Object.entries(limits).map(([name, limit]) => [name, limiter(limit)]),
  ) as RateLimiters;
}

/** Emails are keys as the account sees them: case and surrounding spaces do not count. */
export const accountKey = (email: string) => email.trim().toLowerCase();

/** The API's answer to a limited request: 429, `Retry-After`, and the wait in the body. */
export function rateLimitedResponse(c: Context, error: RateLimitedError): Response {
  c.header("retry-after", String(error.retryAfterSeconds));
  return c.json({ error: "tropDeTentatives", retryAfter: error.retryAfterSeconds }, 429);
}

/** A route's limit as middleware: counts one attempt under `keyOf(c)` before the handler runs. */
export function limitBy<E extends Env>(
  limiter: RateLimiter,
  keyOf: (c: Context<E>) => string,
): MiddlewareHandler<E> {
  return async (c, next) => {
    await limiter.hit(keyOf(c));
    await next();
  };
}
