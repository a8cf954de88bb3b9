/**
 * The defaults of what a machine names in `setup()` and the app provides with `.provide()`:
 * its calls (promise actors) and its effects on the browser (actions). Each names the machine
 * and the missing implementation, so a forgotten provide is found at once:
 *
 * - `actor`: fails, so the machine takes its `onError` path: an error shown (or, for the
 *   session, an anonymous visitor), never a silent success;
 * - `callback`: a listener (a callback actor) that throws, stopping the machine with that error;
 * - `action`: throws, which stops the machine with that error;
 * - `inertAction`: does nothing, for a browser effect that a machine may run where it means
 *   nothing (the session rendered on the server); a test checks the app provides it.
 */
import { type EventObject, fromCallback, fromPromise, type NonReducibleUnknown } from "xstate";

const missing = (machineId: string, kind: "actor" | "action", name: string) =>
  new Error(`${machineId}: the app must provide the ${name} ${kind}`);

export const providedByApp = {
  actor<Output, Input = NonReducibleUnknown>(machineId: string, name: string) {
    return fromPromise<Output, Input>(async () => {
      throw missing(machineId, "actor", name);
    });
  },
  /** A listener the app provides (a callback actor): fails at once, stopping the machine. */
  callback<Event extends EventObject, Input = NonReducibleUnknown>(
    machineId: string,
    name: string,
  ) {
    return fromCallback<Event, Input>(() => {
      throw missing(machineId, "actor", name);
    });
  },
  action<Params = undefined>(machineId: string, name: string) {
    return (_: unknown, _params: Params): void => {
      throw missing(machineId, "action", name);
    };
  },
  inertAction<Params = undefined>() {
    return (_: unknown, _params: Params): void => {};
  },
};
