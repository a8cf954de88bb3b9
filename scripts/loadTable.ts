/**
 * The aligned tables `npm run load` prints (scripts/load.ts): one heading line per part, then
 * a header row and one row per run, every part with the same figure columns.
 */
import type { RunFigures } from "./loadRun.ts";

type Column = { title: string; width: number };

const figureColumns: Column[] = [
  { title: "conn", width: 5 },
  { title: "answers", width: 9 },
  { title: "req/s", width: 9 },
  { title: "2xx/s", width: 9 },
  { title: "p50", width: 10 },
  { title: "p95", width: 10 },
  { title: "p99", width: 10 },
  { title: "503", width: 7 },
  { title: "errors", width: 8 },
  { title: "timeouts", width: 10 },
];

export const ms = (value: number) => (Number.isNaN(value) ? "-" : `${value.toFixed(1)} ms`);
export const perSecond = (value: number) => value.toFixed(0);

/** A table whose first column, `label`, is as wide as the widest of `labels`. */
export function figureTable(heading: string, label: string, labels: string[]) {
  const labelWidth = Math.max(label.length, ...labels.map((text) => text.length)) + 2;
  const line = (first: string, cells: (number | string)[]) =>
    first.padEnd(labelWidth) +
    cells.map((cell, i) => String(cell).padStart(figureColumns[i]?.width ?? 8)).join("");
  console.info(`\n${heading}`);
  console.info(
    line(
      label,
      figureColumns.map((column) => column.title),
    ),
  );
  return {
    /** One run's row (a run stopped by its time bound is marked `*`), then its errors' kinds. */
    row(text: string, connections: number, run: RunFigures) {
      console.info(
        line(text, [
          connections,
          `${run.answers}${run.cutShort ? "*" : ""}`,
          perSecond(run.perSecond),
          perSecond(run.okPerSecond),
          ms(run.p50),
          ms(run.p95),
          ms(run.p99),
          run.busy,
          run.errors,
          run.timeouts,
        ]),
      );
      const kinds = Object.entries(run.errorKinds).map(([kind, n]) => `${kind} × ${n}`);
      if (kinds.length > 0) console.info(`${"".padEnd(labelWidth)}  errors: ${kinds.join(", ")}`);
    },
  };
}
