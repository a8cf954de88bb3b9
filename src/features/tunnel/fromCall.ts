import { fromPromise } from "xstate";

/** A promise that never settles: what a stopped actor's call hands back. */
const unanswered = <Output>() => new Promise<Output>(() => {});

/**
 * `fromPromise` for a call that takes the actor's abort signal: once the actor is stopped (its
 * signal aborted), the call's late answer or its AbortError is dropped, never reported.
 *
 * Why: in development React's StrictMode mounts the tunnel's provider twice. @xstate/react stops
 * the loader and restores it as active before starting it again, so xstate's promise actor relays
 * the stopped call's AbortError to the restarted loader: the first tunnel load of `npm run dev`
 * showed "Votre demande n'a pas pu être chargée" until "Réessayer". A production build never
 * hears of a stopped call either, so dropping it changes nothing there.
 */
export function fromCall<Output, Input = void>(
  call: (args: { input: Input; signal: AbortSignal }) => PromiseLike<Output>,
) {
  return fromPromise<Output, Input>(async ({ input, signal }) => {
    try {
      const output = await call({ input, signal });
      return signal.aborted ? unanswered<Output>() : output;
    } catch (error) {
      if (signal.aborted) return unanswered<Output>();
      throw error;
    }
  });
}
