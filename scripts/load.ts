/**
 * `npm run load` (after `npm run build`): the server under load, loopback only, figures only
 * (nothing asserted). It starts the product on a throw-away database and prints six parts:
 *
 * 1. Ceiling: the built JS file whose gzip size is closest to a page's (25 KB), at 50
 *    connections, 5,000 requests: what the server does with a request that renders nothing.
 * 2. Cached pages: the home, a residence and a flat-type page, warmed by one request each, at 10
 *    and 50 connections; `LOAD_REQUESTS` page requests in all (10,000 by default), split evenly
 *    over these six runs; `/fr` at 50 connections as a share of the ceiling.
 * 3. Cold renders: the same pages at 50 connections, 1,000 requests each, on a second product
 *    started with `PAGE_CACHE_MB=0` (every request renders); 503s (renderers busy, answered
 *    with Retry-After by design) are counted apart from errors.
 * 4. API p95 idle and under page load (scripts/loadApiProbe.ts), on the cache-off product.
 * 5. `/fr` through nginx as a shared cache (scripts/loadNginx.ts) in front of the first
 *    product, 5,000 requests at 50 connections, with the X-Cache-Status values seen; skipped,
 *    saying so, when nginx cannot be installed.
 * 6. The first product's memory (RSS and heap after a full garbage collection) before its
 *    first run and after all of them, with the requests it answered (scripts/loadServer.ts).
 * 7. The staff review queue with 10,000 files at 10 connections (scripts/loadStaffQueue.ts,
 *    `npm run load:queue` alone), on an app of its own started once the products are stopped.
 *
 * Every run also stops after 60 s (its row is then marked `*`); latencies are those of 2xx
 * answers; errors are failed connections and answers other than 2xx and 503; timeouts are
 * requests without an answer within 10 s. Every server and nginx started here is stopped at
 * the end, on failure too.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { printApiProbe, probeIdle, probeUnderLoad } from "./loadApiProbe.ts";
import { printMemory, serverReport } from "./loadMemory.ts";
import { findNginx, startNginx } from "./loadNginx.ts";
import { type RunOptions, runLoad } from "./loadRun.ts";
import { runQueueScenario } from "./loadStaffQueue.ts";
import { figureTable, perSecond } from "./loadTable.ts";
import { type RunningProduct, startProduct, stopWithin } from "./productServer.ts";

const pages = [
  "/fr",
  "/fr/residences-etudiantes/residence-etudiante-paris-montsouris",
  "/fr/logements/residence-etudiante-paris-montsouris/studio",
];
const connectionCounts = [10, 50];
const cachedRuns = pages.length * connectionCounts.length;
const askedRequests = Number(process.env.LOAD_REQUESTS || 10_000);
// autocannon needs at least one request per connection in every run.
const totalRequests = Math.max(50 * cachedRuns, askedRequests || 10_000);
const requestsPerRun = Math.ceil(totalRequests / cachedRuns);
const ceilingRequests = 5_000;
const coldRequests = 1_000;
const nginxRequests = 5_000;
const maxSeconds = 60;
/** A browser's request: the server renders the page (server/static.ts) and sends it gzipped. */
const pageHeaders = { accept: "text/html", "accept-encoding": "gzip" };

/** How to stop what this run started, last started first; run on failure and on Ctrl-C too. */
const stops: (() => Promise<void>)[] = [];
async function stopAll() {
  for (let stop = stops.pop(); stop; stop = stops.pop())
    await stop().catch((error: unknown) => console.error("stopping failed:", error));
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));

async function start(env: Record<string, string> = {}): Promise<RunningProduct> {
  const product = await startProduct({
    script: "scripts/loadServer.ts",
    execArgv: ["--expose-gc"],
    env,
  });
  stops.push(() => stopWithin(product.child));
  return product;
}

/**
 * Asks `url` until it answers other than 503, for 30 s at most: the first request of a page
 * renders it (warm-up), and the renders a finished run left queued are done before the next.
 */
async function settle(url: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const status = await fetch(url, { headers: pageHeaders, signal: AbortSignal.timeout(30_000) })
      .then(async (answer) => {
        await answer.arrayBuffer();
        return answer.status;
      })
      .catch(() => 0);
    if (status !== 0 && status !== 503) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The built JS file whose gzip size is closest to a page's (about 25 KB). */
function ceilingAsset() {
  const files = readdirSync("dist/assets")
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({
      path: `/assets/${name}`,
      gzipBytes: gzipSync(readFileSync(join("dist/assets", name))).byteLength,
    }));
  const distance = (bytes: number) => Math.abs(bytes - 25 * 1024);
  const [closest] = files.sort((a, b) => distance(a.gzipBytes) - distance(b.gzipBytes));
  if (!closest) throw new Error("no JS file in dist/assets: run npm run build");
  return closest;
}

const run = (url: string, connections: number, amount: number, extra: Partial<RunOptions> = {}) =>
  runLoad({ url, connections, amount, maxSeconds, headers: pageHeaders, ...extra });

try {
  console.info(
    `Load, loopback only: each run stops after its requests or ${maxSeconds} s (*); latencies of 2xx answers.`,
  );
  const product = await start();
  for (const path of pages) await settle(product.origin + path);
  const before = await serverReport(product);

  const asset = ceilingAsset();
  const ceiling = figureTable(
    `1. Ceiling: a static asset of a page's size (${(asset.gzipBytes / 1024).toFixed(1)} KB gzip, gzipped per request by the server), 50 connections, ${ceilingRequests} requests`,
    "asset",
    [asset.path],
  );
  const ceilingRun = await run(product.origin + asset.path, 50, ceilingRequests, {
    headers: { accept: "*/*", "accept-encoding": "gzip" },
  });
  ceiling.row(asset.path, 50, ceilingRun);

  const cached = figureTable(
    `2. Cached pages: page cache on, each page warmed, ${requestsPerRun} requests per run (LOAD_REQUESTS=${totalRequests})`,
    "page",
    pages,
  );
  let homeAt50 = Number.NaN;
  for (const connections of connectionCounts) {
    for (const path of pages) {
      const figures = await run(product.origin + path, connections, requestsPerRun);
      cached.row(path, connections, figures);
      if (path === "/fr" && connections === 50) homeAt50 = figures.perSecond;
      await settle(product.origin + path);
    }
  }
  console.info(
    `/fr at 50 connections: ${perSecond(homeAt50)} req/s, ${((100 * homeAt50) / ceilingRun.perSecond).toFixed(0)} % of the ceiling's ${perSecond(ceilingRun.perSecond)} req/s`,
  );

  const cold = await start({ PAGE_CACHE_MB: "0" });
  for (const path of pages) await settle(cold.origin + path);
  const idle = await probeIdle(cold.origin); // now, while this server is idle; printed in part 4
  const coldTable = figureTable(
    `3. Cold renders: PAGE_CACHE_MB=0 (every request renders), 50 connections, ${coldRequests} requests per page; 503 = renderers busy`,
    "page",
    pages,
  );
  for (const path of pages) {
    coldTable.row(path, 50, await run(cold.origin + path, 50, coldRequests));
    await settle(cold.origin + path);
  }
  const [home = "/fr"] = pages;
  const loaded = await probeUnderLoad(cold.origin, {
    url: cold.origin + home,
    connections: 50,
    amount: 20_000,
    maxSeconds,
    headers: pageHeaders,
  });
  printApiProbe(idle, loaded, home);
  await stops.pop()?.(); // the cache-off product, started last: nginx goes in front of the other

  const nginx = findNginx();
  const heading = `5. Through nginx as a shared cache: ${home}, 50 connections, ${nginxRequests} requests`;
  if ("missing" in nginx) console.info(`\n${heading}: skipped, ${nginx.missing}`);
  else {
    const proxy = await startNginx(nginx.command, product.origin).catch((error: Error) => {
      console.info(`\n${heading}: skipped, ${error.message}`);
    });
    if (proxy) {
      stops.push(proxy.stop);
      const table = figureTable(heading, "page", [home]);
      const figures = await run(proxy.origin + home, 50, nginxRequests, {
        countHeader: "x-cache-status",
      });
      table.row(home, 50, figures);
      const counts = Object.entries(figures.headerCounts).sort(([, a], [, b]) => b - a);
      console.info(`X-Cache-Status: ${counts.map(([value, n]) => `${value} ${n}`).join(", ")}`);
      await stops.pop()?.(); // nginx
    }
  }

  printMemory(before, await serverReport(product));
  await stopAll();
  await runQueueScenario("7. The staff review queue");
} finally {
  await stopAll();
}
