/**
 * Sign-in throttling (OWASP Authentication Cheat Sheet, "Login Throttling"): after a few failed
 * sign-ins each further attempt waits a delay that doubles with every failure, up to a cap, per
 * account and per client address. Nothing is ever locked: once the delay has passed, the right
 * password signs in, so an attacker who keeps failing on someone's account can slow its owner by
 * the cap at most, never keep them out. An attempt made during the delay is refused without its
 * password being checked and is not counted (it neither extends the delay nor tells whether the
 * password was right).
 *
 * The per-address delay starts later and stays short: it slows password spraying (one password
 * over many accounts), while a correct password is never held long because of others failing at
 * the same address (a residence's network, fronts without `TRUSTED_PROXIES`). A success clears
 * the account's count, not the address's (one valid account must not wipe a sprayer's record).
 *
 * Counts live in memory, per server process, like the rate limits (rateLimits.ts).
 */

/** How the delay grows after failures. */
export type Backoff = {
  /** Failures allowed without any wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further one. */
  firstDelaySeconds: number;
  /** The longest wait. */
  maxDelaySeconds: number;
  /** A key with no failure for this long is forgotten (its count starts again). */
  forgetAfterSeconds: number;
};

const MINUTE = 60;

export const SIGN_IN_BACKOFF = {
  /** Failed sign-ins on one account (the email typed, from any address). */
  perAccount: {
    freeFailures: 5,
    firstDelaySeconds: 2,
    maxDelaySeconds: 5 * MINUTE,
    forgetAfterSeconds: 15 * MINUTE,
  },
  /** Failed sign-ins from one client address, on any accounts. */
  perAddress: {
    freeFailures: 30,
    firstDelaySeconds: 1,
    maxDelaySeconds: 30,
    forgetAfterSeconds: 15 * MINUTE,
  },
} as const satisfies Record<string, Backoff>;

/** The wait after `failures` failures in a row. */
export function delayAfter(backoff: Backoff, failures: number): number {
  const past = failures - backoff.freeFailures;
  if (past <= 0) return 0;
  // Capped before the power grows past what a number holds.
  return Math.min(backoff.maxDelaySeconds, backoff.firstDelaySeconds * 2 ** Math.min(past - 1, 30));
}

export type Throttle = {
  /** Whole seconds before `key` may try again; 0 when it may now. */
  waitSeconds(key: string): number;
  /** Counts one failure of `key`. */
  failed(key: string): void;
  /** Takes back one failure counted in advance (the attempt succeeded after all). */
  cancelFailure(key: string): void;
  /** Forgets `key`'s failures (a successful sign-in). */
  succeeded(key: string): void;
};

/** Keys kept before forgotten ones are swept; the mark doubles with the keys still live. */
const FIRST_SWEEP_MARK = 10_000;

export function createThrottle(backoff: Backoff, now: () => Date): Throttle {
  const failures = new Map<string, { count: number; lastAt: number }>();
  let sweepMark = FIRST_SWEEP_MARK;
  const forgotten = (lastAt: number) =>
    now().getTime() - lastAt >= backoff.forgetAfterSeconds * 1000;
  const live = (key: string) => {
    const entry = failures.get(key);
    if (!entry || !forgotten(entry.lastAt)) return entry;
    failures.delete(key);
    return undefined;
  };
  const sweep = () => {
    for (const [key, entry] of failures) if (forgotten(entry.lastAt)) failures.delete(key);
    sweepMark = Math.max(FIRST_SWEEP_MARK, failures.size * 2);
  };
  return {
    waitSeconds(key) {
      const entry = live(key);
      if (!entry) return 0;
      const until = entry.lastAt + delayAfter(backoff, entry.count) * 1000;
      return Math.max(0, Math.ceil((until - now().getTime()) / 1000));
    },
    failed(key) {
      const count = (live(key)?.count ?? 0) + 1;
      failures.set(key, { count, lastAt: now().getTime() });
      if (failures.size > sweepMark) sweep();
    },
    cancelFailure(key) {
      const entry = live(key);
      if (entry && entry.count > 1) entry.count -= 1;
      else failures.delete(key);
    },
    succeeded(key) {
      failures.delete(key);
    },
  };
}

/** The two throttles of the sign-in form, on one clock. */
export function createSignInThrottles(now: () => Date) {
  return {
    perAccount: createThrottle(SIGN_IN_BACKOFF.perAccount, now),
    perAddress: createThrottle(SIGN_IN_BACKOFF.perAddress, now),
  };
}
