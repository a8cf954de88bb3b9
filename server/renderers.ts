/**
 * Where page versions are rendered: in a pool of worker threads (piscina), or in the server's
 * own thread when no worker can reach the API (tests and MSW answer through `app.request()`,
 * with no listening address) or when `RENDER_WORKERS=0`.
 *
 * Either way the waiting line is bounded: past `queue` renders waiting, `render` fails at once
 * with `RendererBusyError` (the server answers 503 with Retry-After) instead of letting requests
 * pile up behind renders.
 */
import { randomBytes } from "node:crypto";
import { Piscina } from "piscina";
import type { RenderWorkerData } from "./renderWorker.ts";
import {
  createPageVersions,
  fetchFrom,
  type PageVersionOptions,
  type RenderPageVersion,
} from "./ssr.ts";

/**
 * A render refused: the renderers' waiting line is full (`line`), or the client already has its
 * share of renders under way (`client`, server/pageCache.ts).
 */
export class RendererBusyError extends Error {
  readonly refused: "line" | "client";
  constructor(refused: "line" | "client" = "line") {
    super(
      refused === "line"
        ? "every renderer is busy and the waiting line is full"
        : "this client has its share of renders under way",
    );
    this.refused = refused;
  }
}

export type Renderer = {
  render: RenderPageVersion;
  /** The mark of the scripts a render trusts: a shell's scripts carry it until a nonce replaces it. */
  trustMark: string;
  close(): Promise<void>;
};

export type RendererOptions = Omit<PageVersionOptions, "trustMark" | "fetch"> & {
  /** Worker threads; 0 renders in this thread. */
  workers: number;
  /** Renders that may wait for a renderer. */
  queue: number;
  /** Where renders reach the API: the server's loopback address, or a front's backend. */
  apiOrigin?: string | undefined;
  /** How a render in this thread reaches the API without a network (the server's own app). */
  fetch?: typeof fetch | undefined;
};

/** Renders one worker runs at once (they interleave while waiting for the API). */
const RENDERS_PER_WORKER = 2;

/** nice(2) increment of render workers: 19 is the lowest priority Linux gives. */
const RENDER_WORKER_NICENESS = 19;

/** The mark of trusted scripts: random, so no content can carry it by chance or design. */
const newTrustMark = () => randomBytes(18).toString("base64url");

export function createRenderer(options: RendererOptions): Renderer {
  const trustMark = newTrustMark();
  const { workers, queue, entryFile, templateFile, origin } = options;
  if (workers > 0 && options.apiOrigin) {
    const workerData: RenderWorkerData = {
      entryFile,
      templateFile,
      origin,
      trustMark,
      apiOrigin: options.apiOrigin,
    };
    const pool = new Piscina({
      filename: new URL("./renderWorker.ts", import.meta.url).href,
      workerData,
      minThreads: workers,
      maxThreads: workers,
      maxQueue: queue,
      // Two renders per worker: while one waits for its API answers, the other uses the CPU.
      // Each render has its own language and API client (its router's context), so they
      // interleave safely (tests/server/render-languages.test.ts).
      concurrentTasksPerWorker: RENDERS_PER_WORKER,
      idleTimeout: Number.POSITIVE_INFINITY,
      // An idle worker must keep its event loop running: with piscina's default ('sync',
      // Atomics.wait) it sleeps blocked, never sees the server close its kept-alive API
      // connections, and the next render's calls fail on them ("other side closed").
      atomics: "disabled",
      // Renders yield the CPU to the event loop (sign-in, saves, uploads, cached pages): the
      // workers run at the lowest scheduling priority (nice(2), through piscina's optional
      // @napi-rs/nice; without it, at the process's own priority).
      niceIncrement: RENDER_WORKER_NICENESS,
    });
    return {
      trustMark,
      render: (url) => {
        // Checked before, not by piscina's error, so the refusal is the same in both kinds.
        if (pool.queueSize >= queue) return Promise.reject(new RendererBusyError());
        return pool.run(url) as Promise<Awaited<ReturnType<RenderPageVersion>>>;
      },
      close: () => pool.destroy(),
    };
  }
  const fetchApi = options.fetch ?? (options.apiOrigin ? fetchFrom(options.apiOrigin) : undefined);
  if (!fetchApi) throw new Error("a renderer needs the API's origin or a fetch");
  const render = createPageVersions({
    entryFile,
    templateFile,
    origin,
    trustMark,
    fetch: fetchApi,
  });
  // Renders in this thread interleave (src/entry-server.tsx); count those under way.
  let pending = 0;
  return {
    trustMark,
    render: async (url) => {
      if (pending > queue) throw new RendererBusyError();
      pending += 1;
      try {
        return await render(url);
      } finally {
        pending -= 1;
      }
    },
    close: async () => {},
  };
}
