/**
 * Part 6 of `npm run load` (scripts/load.ts): the product's memory and the requests it has
 * answered, as scripts/loadServer.ts reports them over the IPC channel.
 */
import type { RunningProduct } from "./productServer.ts";

export type ServerReport = { rssMb: number; heapMb: number; answered: number };

/** The server's memory in MB after a full collection, and the requests it has answered. */
export function serverReport(product: RunningProduct): Promise<ServerReport> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the server did not report")), 10_000);
    product.child.once("message", (report) => {
      clearTimeout(timer);
      const { rss, heapUsed, answered } = report as NodeJS.MemoryUsage & { answered: number };
      resolve({ rssMb: rss / 2 ** 20, heapMb: heapUsed / 2 ** 20, answered });
    });
    product.child.send("memory");
  });
}

export function printMemory(before: ServerReport, after: ServerReport) {
  console.info(
    "\n6. Memory of the cached product after a full garbage collection, and the HTTP requests it had answered (runs, warm-ups, nginx's)",
  );
  const line = (when: string, cells: string[]) =>
    console.info(when.padEnd(22) + cells.map((cell) => cell.padStart(12)).join(""));
  const mb = (value: number) => `${value.toFixed(1)} MB`;
  line("", ["RSS", "heap", "answered"]);
  for (const [when, report] of [
    ["before the first run", before],
    ["after all its runs", after],
  ] as const)
    line(when, [mb(report.rssMb), mb(report.heapMb), String(report.answered)]);
}
