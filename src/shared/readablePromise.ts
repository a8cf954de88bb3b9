/**
 * Marks a promise as React marks one it has seen settle (`status` and `value`), so that `use()`
 * reads it without suspending. Why: a promise React has not tracked yet suspends its reader at
 * least once even when already settled; in a render React runs in slices (a transition, a
 * deferred value) that costs a pause and a replay, and on the server or in a first paint a
 * fallback where the content could have been.
 */
export function markFulfilled<Value>(pending: Promise<Value>, value: Value): Promise<Value> {
  return Object.assign(pending, { status: "fulfilled", value });
}

/** The promise, marked as fulfilled as soon as it is (it is expected never to reject). */
export function readableWhenSettled<Value>(pending: Promise<Value>): Promise<Value> {
  void pending.then((value) => markFulfilled(pending, value));
  return pending;
}
