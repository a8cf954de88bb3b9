/**
 * Stand-ins for the promise actors a machine invokes. Each invocation waits until the walk says
 * how it ends ("loadAlerts done with these alerts", "loadAlerts failed"), so the order of events
 * is the walk's, never a race between a fake and the test.
 */
import { fromPromise } from "xstate";

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export class ControlledActors {
  readonly #pending = new Map<string, Pending>();
  readonly #inputs = new Map<string, unknown[]>();

  /** Actor logic to `.provide()` under `src`; its invocations are known by their invoke id. */
  logic() {
    return fromPromise<unknown, unknown>(
      ({ input, self }) =>
        new Promise((resolve, reject) => {
          this.#pending.set(self.id, { resolve, reject });
          this.#inputs.set(self.id, [...this.inputsOf(self.id), input]);
        }),
    );
  }

  /** The inputs each invocation of `invokeId` received, oldest first. */
  inputsOf(invokeId: string): unknown[] {
    return this.#inputs.get(invokeId) ?? [];
  }

  isRunning(invokeId: string): boolean {
    return this.#pending.has(invokeId);
  }

  succeed(invokeId: string, output: unknown): void {
    this.#take(invokeId).resolve(output);
  }

  fail(invokeId: string, error: unknown): void {
    this.#take(invokeId).reject(error);
  }

  #take(invokeId: string): Pending {
    const pending = this.#pending.get(invokeId);
    if (!pending) throw new Error(`"${invokeId}" is not running: nothing to settle`);
    this.#pending.delete(invokeId);
    return pending;
  }
}
