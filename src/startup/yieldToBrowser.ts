type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task, so the browser can paint and answer a tap before the next start-up
 * step runs: a phone's main thread is never held for the whole start-up at once. Where
 * `scheduler.yield` exists, the rest of the start-up keeps its turn ahead of other tasks.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
