/**
 * XState's SimulatedClock, plus a record of the pending timers so a walk can fire "the timer of
 * this delayed transition" exactly when it is due, not a guessed amount of time later (which
 * would also fire every shorter timer, such as a countdown's ticks, on the way).
 */
import { SimulatedClock } from "xstate";

interface PendingTimer {
  dueAt: number;
  delay: number;
}

export class TestClock {
  readonly simulated = new SimulatedClock();
  readonly #pending = new Map<number, PendingTimer>();

  constructor(startAt = 0) {
    this.simulated.set(startAt);
  }

  now(): number {
    return this.simulated.now();
  }

  setTimeout(fn: (...args: unknown[]) => void, delay: number): number {
    const dueAt = this.now() + delay;
    const id: number = this.simulated.setTimeout(() => {
      this.#pending.delete(id);
      fn();
    }, delay);
    this.#pending.set(id, { dueAt, delay });
    return id;
  }

  clearTimeout(id: number): void {
    this.#pending.delete(id);
    this.simulated.clearTimeout(id);
  }

  /** Moves time forward by `ms`, firing every timer due meanwhile, in order. */
  advance(ms: number): void {
    this.simulated.set(this.now() + ms);
  }

  /** Moves time to the moment the earliest pending timer of `delay` ms is due, and fires it. */
  fireTimerOf(delay: number): void {
    const due = [...this.#pending.values()]
      .filter((timer) => timer.delay === delay)
      .sort((a, b) => a.dueAt - b.dueAt)[0];
    if (!due) throw new Error(`no pending timer of ${delay} ms`);
    this.simulated.set(due.dueAt);
  }
}
