/**
 * Part 4 of `npm run load` (scripts/load.ts): does page rendering slow the API down? One
 * connection sends a cheap public API call (the residences listing, docs/api.md "Content",
 * answered without sign-in) a bounded number of times, on an idle server and then while 50
 * connections load a page rendered on every request. Goal: the p95 under load stays within
 * max(50 ms, 3 × the idle p95).
 */
import { type RunFigures, type RunOptions, runLoad, startRunInWorker } from "./loadRun.ts";
import { figureTable, ms } from "./loadTable.ts";

const apiProbePath = "/fr/api/content/residences";
const probeRequests = 300;

const probe = (origin: string): RunOptions => ({
  url: origin + apiProbePath,
  connections: 1,
  amount: probeRequests,
  maxSeconds: 60,
  headers: { accept: "application/json", "accept-encoding": "gzip" },
});

export const probeIdle = (origin: string) => runLoad(probe(origin));

/**
 * The probe while `pageLoad` runs (in a worker thread, so reading its answers does not delay
 * the probe's): both start together, and the page load stops when the probe is done.
 */
export async function probeUnderLoad(origin: string, pageLoad: RunOptions) {
  const pages = startRunInWorker(pageLoad);
  let api: RunFigures;
  try {
    await pages.started;
    api = await runLoad(probe(origin));
  } finally {
    pages.stop();
  }
  return { api, pages: await pages.figures };
}

export function printApiProbe(
  idle: RunFigures,
  loaded: { api: RunFigures; pages: RunFigures },
  pagePath: string,
) {
  const pageLabel = `${pagePath} meanwhile (cold)`;
  const table = figureTable(
    `4. API p95 idle and under page load: ${apiProbePath}, 1 connection, ${probeRequests} requests, cache-off server`,
    "run",
    [pageLabel],
  );
  table.row("API, server idle", 1, idle);
  table.row("API, under page load", 1, loaded.api);
  table.row(pageLabel, 50, loaded.pages);
  const goal = Math.max(50, 3 * idle.p95);
  const ratio = loaded.api.p95 / idle.p95;
  console.info(
    `API p50 ${ms(idle.p50)} idle, ${ms(loaded.api.p50)} under load; p95 ${ms(idle.p95)} idle, ${ms(loaded.api.p95)} under load (${ratio.toFixed(1)}× idle); goal ≤ max(50 ms, 3× idle p95) = ${ms(goal)}: ${loaded.api.p95 <= goal ? "within" : "over"}`,
  );
}
