/**
 * The product for `npm run load` (scripts/load.ts): the e2e server on a throw-away database,
 * which also answers its parent's "memory" message with its memory use after a full garbage
 * collection (it runs with `--expose-gc`), so the figures are what the server keeps, not what
 * it has yet to free, and with the number of HTTP requests it has answered so far (counted
 * from Node's own `http.server.response.finish` channel, whoever sent them: load runs,
 * warm-ups, nginx).
 */
import { subscribe } from "node:diagnostics_channel";

// Counting starts before the server does, so no answer is missed.
let answered = 0;
subscribe("http.server.response.finish", () => {
  answered += 1;
});
await import("./e2e-server.ts");

process.on("message", (message) => {
  if (message !== "memory") return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ ...process.memoryUsage(), answered });
});
