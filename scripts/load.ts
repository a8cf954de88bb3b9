/**
 * `npm run load` (after `npm run build`): server rendering under load. It starts the product on
 * a throw-away database (loopback only), then fires a bounded number of requests with
 * autocannon at the home page, a residence and a flat-type page, with 10 and then 50
 * connections, and prints one line per run: requests per second, p50/p95/p99 latency, errors
 * (failed connections and answers other than 2xx) and timeouts (no answer within 10 s). The server's memory (RSS and heap, each after a full garbage collection) is printed
 * before the first run and after the last, once `LOAD_REQUESTS` requests (10,000 by default)
 * have been answered. Every run stops by itself after its share of the requests. Figures only,
 * nothing asserted.
 */
import autocannon from "autocannon";
import { type RunningProduct, startProduct } from "./productServer.ts";

const loadPages = [
  "/fr",
  "/fr/residences-etudiantes/residence-etudiante-paris-montsouris",
  "/fr/logements/residence-etudiante-paris-montsouris/studio",
];
const connectionCounts = [10, 50];
const totalRequests = Math.max(100, Number(process.env.LOAD_REQUESTS ?? 10_000));
const requestsPerRun = Math.ceil(totalRequests / (loadPages.length * connectionCounts.length));

/** The server's memory in MB after a full collection (scripts/loadServer.ts answers). */
function serverMemory(product: RunningProduct): Promise<{ rssMb: number; heapMb: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("the server did not report its memory")),
      10_000,
    );
    product.child.once("message", (usage) => {
      clearTimeout(timer);
      const { rss, heapUsed } = usage as NodeJS.MemoryUsage;
      resolve({ rssMb: rss / 2 ** 20, heapMb: heapUsed / 2 ** 20 });
    });
    product.child.send("memory");
  });
}

/** The latency below which `share` of the sorted `values` lie (nearest rank). */
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

async function loadRun(url: string, connections: number) {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections,
    amount: requestsPerRun,
    timeout: 10,
    // A browser's request: the server renders the page (server/static.ts).
    headers: { accept: "text/html", "accept-encoding": "gzip" },
  });
  instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
  };
}

const cell = (value: number | string, width: number) => String(value).padStart(width);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const memoryLine = ({ rssMb, heapMb }: { rssMb: number; heapMb: number }) =>
  `RSS ${rssMb.toFixed(1)} MB, heap ${heapMb.toFixed(1)} MB`;

const product = await startProduct({ script: "scripts/loadServer.ts", execArgv: ["--expose-gc"] });
try {
  // One render of each page first: the rendering bundle loads once, outside the figures.
  for (const path of loadPages)
    await fetch(product.origin + path, { headers: { accept: "text/html" } });
  const before = await serverMemory(product);
  console.info(
    `Load: ${requestsPerRun} requests per run, ${requestsPerRun * loadPages.length * connectionCounts.length} in all, loopback\n`,
  );
  console.info(
    `${"page".padEnd(66)}${cell("conn", 5)}${cell("req/s", 8)}${cell("p50", 9)}${cell("p95", 9)}${cell("p99", 9)}${cell("errors", 8)}${cell("timeouts", 10)}`,
  );
  let answered = 0;
  for (const connections of connectionCounts) {
    for (const path of loadPages) {
      const run = await loadRun(product.origin + path, connections);
      answered += run.requests;
      console.info(
        `${path.padEnd(66)}${cell(connections, 5)}${cell(run.perSecond.toFixed(1), 8)}${cell(ms(run.p50), 9)}${cell(ms(run.p95), 9)}${cell(ms(run.p99), 9)}${cell(run.errors, 8)}${cell(run.timeouts, 10)}`,
      );
      // Renders take turns (src/entry-server.tsx): one more render returns once those of
      // requests that timed out are done, so the next run starts on an idle server.
      await fetch(product.origin + path, { headers: { accept: "text/html" } });
    }
  }
  const after = await serverMemory(product);
  console.info(`\nServer memory before: ${memoryLine(before)}`);
  console.info(`Server memory after ${answered} requests: ${memoryLine(after)}`);
} finally {
  await product.stop();
}
