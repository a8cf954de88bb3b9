/**
 * One bounded autocannon run for `npm run load` (scripts/load.ts) and its figures. A run stops
 * after `amount` answers or `maxSeconds`, whichever comes first: autocannon alone has no time
 * bound once given an amount, and a server that stops answering would keep it retrying.
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import autocannon, { type Instance, type Options } from "autocannon";

export type RunOptions = {
  url: string;
  connections: number;
  amount: number;
  maxSeconds: number;
  headers?: Record<string, string>;
  /** A response header whose values are counted (nginx's `X-Cache-Status`). */
  countHeader?: string;
};

export type RunFigures = {
  answers: number;
  /** Answers per second, from the first request to the last answer. */
  perSecond: number;
  /** 2xx answers per second: pages actually served (a 503 is answered at once). */
  okPerSecond: number;
  /** Latencies of the 2xx answers, in ms (nearest rank). */
  p50: number;
  p95: number;
  p99: number;
  /** 503 answers: the renderers were busy (Retry-After), by design. */
  busy: number;
  /** Failed connections and answers other than 2xx and 503. */
  errors: number;
  /** Requests without an answer within 10 s. */
  timeouts: number;
  /** The run reached `maxSeconds` before `amount`. */
  cutShort: boolean;
  headerCounts: Record<string, number>;
  /** What the errors were: `HTTP <status>` or the connection error's code, with counts. */
  errorKinds: Record<string, number>;
};

export type Run = { figures: Promise<RunFigures>; stop: () => void };

/** What autocannon's clients emit and its instance offers beyond scripts/autocannon.d.ts. */
type Client = {
  on(event: "headers", listener: (info: { headers: string[] }) => void): void;
};
type StoppableInstance = Instance & {
  stop: () => void;
  on(event: "reqError", listener: (error: unknown) => void): void;
};

// autocannon's request timers (the retimer package) are rescheduled late when the event loop
// lags under load, and Node then warns of a negative delay it has already clamped to 1 ms: noise
// between the tables, not a figure. Every other warning is printed as usual.
const printWarning = process.listeners("warning");
process.removeAllListeners("warning");
process.on("warning", (warning) => {
  if (warning.name !== "TimeoutNegativeWarning") for (const print of printWarning) print(warning);
});

/** The value below which `share` of the sorted `values` lie (nearest rank). */
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

function startRun(options: RunOptions): Run {
  const latencies: number[] = [];
  const headerCounts: Record<string, number> = {};
  const errorKinds: Record<string, number> = {};
  const countError = (kind: string) => {
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  let busy = 0;
  let otherStatus = 0;
  let lastAnswerAt = 0;
  const countHeader = options.countHeader?.toLowerCase();
  const autocannonOptions = {
    url: options.url,
    connections: options.connections,
    // autocannon refuses fewer requests than connections.
    amount: Math.max(options.amount, options.connections),
    timeout: 10,
    headers: options.headers ?? {},
    // Headers are only seen by each client's parser (autocannon's `setupClient` hook).
    setupClient: (client: Client) => {
      if (!countHeader) return;
      client.on("headers", ({ headers }) => {
        let value = "(none)";
        for (let i = 0; i < headers.length; i += 2)
          if (headers[i]?.toLowerCase() === countHeader) value = headers[i + 1] ?? value;
        headerCounts[value] = (headerCounts[value] ?? 0) + 1;
      });
    },
  };
  const startedAt = performance.now();
  // A variable, not a literal: `setupClient` is outside the typed Options (autocannon.d.ts).
  const instance = autocannon(autocannonOptions satisfies Options) as StoppableInstance;
  instance.on("response", (_client, status, _bytes, ms) => {
    lastAnswerAt = performance.now();
    if (status >= 200 && status < 300) latencies.push(ms);
    else if (status === 503) busy += 1;
    else {
      otherStatus += 1;
      countError(`HTTP ${status}`);
    }
  });
  instance.on("reqError", (error) => {
    const { code, message } = error as Error & { code?: string };
    if (message !== "request timed out") countError(code ?? message);
  });
  let cutShort = false;
  const deadline = setTimeout(() => {
    cutShort = true;
    instance.stop();
  }, options.maxSeconds * 1000);
  const finished = Promise.resolve(instance).finally(() => clearTimeout(deadline));
  const figures = finished.then((result) => {
    latencies.sort((a, b) => a - b);
    const answers = latencies.length + busy + otherStatus;
    const seconds = Math.max(lastAnswerAt - startedAt, 1) / 1000;
    return {
      answers,
      perSecond: answers / seconds,
      okPerSecond: latencies.length / seconds,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      busy,
      // autocannon counts timeouts among its errors; they have their own column.
      errors: otherStatus + result.errors - result.timeouts,
      timeouts: result.timeouts,
      cutShort,
      headerCounts,
      errorKinds,
    };
  });
  return { figures, stop: () => instance.stop() };
}

export const runLoad = (options: RunOptions) => startRun(options).figures;

/**
 * The same run in a worker thread: a heavy load's answers are then read off this thread's
 * event loop, so a light probe run here at the same time is not delayed by reading them.
 * `started` resolves once its connections are opening.
 */
export function startRunInWorker(options: RunOptions): Run & { started: Promise<void> } {
  const worker = new Worker(new URL(import.meta.url), { workerData: { loadRun: options } });
  let markStarted = () => {};
  const figures = new Promise<RunFigures>((resolve, reject) => {
    worker.on("message", (message: { started?: true; figures?: RunFigures }) => {
      if (message.started) markStarted();
      if (message.figures) resolve(message.figures);
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the load worker stopped (exit ${code})`)));
  }).finally(() => worker.terminate());
  return {
    figures,
    stop: () => worker.postMessage("stop"),
    // A worker that fails before starting ends the wait too (`figures` then rejects).
    started: new Promise<void>((resolve) => {
      markStarted = resolve;
      figures.catch(() => resolve());
    }),
  };
}

if (!isMainThread && parentPort && workerData?.loadRun) {
  const port = parentPort;
  const run = startRun(workerData.loadRun as RunOptions);
  port.on("message", () => run.stop());
  port.postMessage({ started: true });
  port.postMessage({ figures: await run.figures });
  port.close();
}
