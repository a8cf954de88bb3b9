/** The sign-in throttle's arithmetic (server/http/signInThrottle.ts), on a clock the test moves. */
import { describe, expect, it } from "vitest";
import {
  type Backoff,
  createThrottle,
  delayAfter,
  SIGN_IN_BACKOFF,
} from "../../server/http/signInThrottle.ts";

const backoff: Backoff = {
  freeFailures: 2,
  firstDelaySeconds: 1,
  maxDelaySeconds: 10,
  forgetAfterSeconds: 60,
};

function throttleOnClock() {
  const clock = { now: new Date("2026-11-26T10:00:00Z") };
  const throttle = createThrottle(backoff, () => clock.now);
  const advance = (seconds: number) => {
    clock.now = new Date(clock.now.getTime() + seconds * 1000);
  };
  return { throttle, advance };
}

describe("sign-in throttle", () => {
  it("doubles the delay past the free failures, up to the cap", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 40].map((failures) => delayAfter(backoff, failures))).toEqual([
      0, 0, 1, 2, 4, 8, 10, 10,
    ]);
  });

  it("the per-address delay starts later and stays shorter than the per-account one", () => {
    const { perAccount, perAddress } = SIGN_IN_BACKOFF;
    expect(perAddress.freeFailures).toBeGreaterThan(perAccount.freeFailures);
    expect(perAddress.maxDelaySeconds).toBeLessThan(perAccount.maxDelaySeconds);
  });

  it("makes a key wait after its failures, then lets it try again", () => {
    const { throttle, advance } = throttleOnClock();
    for (let failure = 0; failure < 4; failure += 1) throttle.failed("a");
    expect(throttle.waitSeconds("a")).toBe(2);
    expect(throttle.waitSeconds("b")).toBe(0);
    advance(1);
    expect(throttle.waitSeconds("a")).toBe(1);
    advance(1);
    expect(throttle.waitSeconds("a")).toBe(0);
  });

  it("forgets a key after a quiet spell, and at once after a success", () => {
    const { throttle, advance } = throttleOnClock();
    for (let failure = 0; failure < 5; failure += 1) throttle.failed("a");
    advance(backoff.forgetAfterSeconds);
    throttle.failed("a");
    expect(throttle.waitSeconds("a")).toBe(0);
    for (let failure = 0; failure < 5; failure += 1) throttle.failed("b");
    throttle.succeeded("b");
    expect(throttle.waitSeconds("b")).toBe(0);
  });

  it("takes back a failure counted in advance", () => {
    const { throttle } = throttleOnClock();
    for (let failure = 0; failure < 3; failure += 1) throttle.failed("a");
    expect(throttle.waitSeconds("a")).toBe(1);
    throttle.cancelFailure("a");
    expect(throttle.waitSeconds("a")).toBe(0);
  });
});
