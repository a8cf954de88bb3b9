/**
 * `make()` run once and its promise kept for every later caller, unless it rejects: then the
 * next call runs `make()` again. A failure is not an answer to keep (the network, the storage
 * or the renderer may work on the next try); `forget()` drops a kept answer on purpose.
 */
export function keptUnlessRejected<Value>(make: () => Promise<Value>) {
  let kept: Promise<Value> | undefined;
  const get = (): Promise<Value> => {
    if (!kept) {
      const made = make();
      kept = made;
      made.catch(() => {
        // Only this attempt's own failure: a newer attempt (after forget) stays kept.
        if (kept === made) kept = undefined;
      });
    }
    return kept;
  };
  return Object.assign(get, {
    forget: () => {
      kept = undefined;
    },
  });
}
