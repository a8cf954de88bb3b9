/**
 * The identity-document reader: a small pool of worker threads (piscina, like the page
 * renderers of server/renderers.ts) that read machine-readable zones (server/ocr/readZone.ts).
 * A read that fails, takes too long or finds the line full says so as `unread`: the caller then
 * leaves the file to staff, never refuses it on that account.
 */
import { Piscina } from "piscina";
import type { MrzRead } from "./mrz.ts";
import type { ZoneReadInput, ZoneReadResult } from "./readZone.ts";

type DocumentReading =
  | { outcome: "read"; pages: (MrzRead | undefined)[] }
  | { outcome: "unread"; reason: "failed" | "timeout" | "busy" };

export type DocumentReader = {
  read(bytes: Uint8Array, mediaType: string): Promise<DocumentReading>;
  close(): Promise<void>;
};

export type DocumentReaderOptions = {
  /** Worker threads; each runs one read at a time. */
  workers: number;
  /** Reads that may wait for a worker; past that a read is `busy` at once. */
  queue: number;
  /** Milliseconds a read may take, waiting included. */
  timeoutMs: number;
};

/** nice(2) increment of reader workers: reads yield the CPU to every request. */
const READER_WORKER_NICENESS = 19;

export function createDocumentReader(options: DocumentReaderOptions): DocumentReader {
  const pool = new Piscina({
    filename: new URL("./readerWorker.ts", import.meta.url).href,
    minThreads: 0,
    maxThreads: options.workers,
    maxQueue: options.queue,
    // Reads are rare: a worker that waited a minute for one leaves until the next.
    idleTimeout: 60_000,
    niceIncrement: READER_WORKER_NICENESS,
  });
  return {
    async read(bytes, mediaType) {
      if (pool.queueSize >= options.queue) return { outcome: "unread", reason: "busy" };
      const input: ZoneReadInput = { bytes, mediaType, deadlineMs: options.timeoutMs };
      try {
        const result = (await pool.run(input, {
          signal: AbortSignal.timeout(options.timeoutMs),
        })) as ZoneReadResult;
        return { outcome: "read", pages: result.pages };
      } catch (error) {
        const timedOut =
          error instanceof Error && /abort|timed?\s?out/i.test(`${error.name} ${error.message}`);
        return { outcome: "unread", reason: timedOut ? "timeout" : "failed" };
      }
    },
    close: () => pool.destroy(),
  };
}
