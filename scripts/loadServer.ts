/**
 * The product for `npm run load` (scripts/load.ts): the e2e server on a throw-away database,
 * which also answers its parent's "memory" message with its memory use after a full garbage
 * collection (it runs with `--expose-gc`), so the figures are what the server keeps, not what
 * it has yet to free.
 */
import "./e2e-server.ts";

process.on("message", (message) => {
  if (message !== "memory") return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.(process.memoryUsage());
});
