/**
 * `npm run bench` (after `vite build`): what the pages cost a visitor. It starts the product on
 * a throw-away database, opens the French home page in Chromium, lists every script and
 * stylesheet loaded before any interaction and prints their gzip size, then the gzip size of
 * each lazy route chunk, then Lighthouse's mobile performance figures for the home, a residence
 * and a flat-type page (the median of several runs), then the tunnel's figures, signed in
 * (`benchTunnel.ts`). It prints figures only: targets are read by people, not asserted here.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { benchTunnel, tunnelPath } from "./benchTunnel.ts";
import { launchChromium } from "./chromium.ts";
import { LighthouseRunError, measurePerformance, type PerformanceFigures } from "./lighthouse.ts";
import { startProduct } from "./productServer.ts";

const dist = resolve("dist");
type ManifestEntry = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<
  string,
  ManifestEntry
>;

const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const kb = (value: number) => `${value.toFixed(1).padStart(7)} KB`;

const { origin, stop } = await startProduct();
const browser = await launchChromium();
const loaded = new Set<string>();
try {
  const page = await browser.newPage();
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet")
      loaded.add(new URL(response.url()).pathname.slice(1));
  });
  await page.goto(`${origin}/fr`, { waitUntil: "networkidle" });
} finally {
  await browser.close();
}

const initial = [...loaded].sort();
const js = initial.filter((file) => file.endsWith(".js"));
const css = initial.filter((file) => file.endsWith(".css"));
const sum = (files: string[]) => files.reduce((total, file) => total + gzipKb(file), 0);

console.info("Home page (/fr), loaded before any interaction (gzip):");
for (const file of initial) console.info(`  ${kb(gzipKb(file))}  ${file}`);
console.info(`  JavaScript: ${kb(sum(js))}   CSS: ${kb(sum(css))}   (goal: JavaScript <= 160 KB)`);

console.info("\nLazy route chunks (gzip, own file only):");
const lazy = Object.values(manifest)
  .filter((entry) => entry.isDynamicEntry)
  .sort((a, b) => (a.src ?? a.file).localeCompare(b.src ?? b.file));
for (const entry of lazy) {
  const files = [entry.file, ...(entry.css ?? [])];
  console.info(
    `  ${kb(sum(files))}  ${entry.src ?? entry.file}${initial.includes(entry.file) ? "  (loaded by the home page)" : ""}`,
  );
}
console.info(
  `\nbench: home JS ${sum(js).toFixed(1)} KB gzip, CSS ${sum(css).toFixed(1)} KB gzip, ${lazy.length} lazy chunks`,
);

/**
 * Lighthouse's figures vary from run to run (its own advice: take the median of several), so
 * each page is measured `BENCH_RUNS` times (3 by default) and its median run is reported.
 */
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const attemptsPerRun = 5;

async function measureOnce(url: string): Promise<PerformanceFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measurePerformance(url);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === attemptsPerRun) throw error;
      console.info(`    (run failed: ${error.message}; measuring again)`);
    }
  }
}

/** The run with the median score (Lighthouse's advice for reporting several runs). */
const medianByScore = (measured: PerformanceFigures[]) =>
  [...measured].sort((a, b) => a.score - b.score)[Math.floor(measured.length / 2)];

const line = (figures: PerformanceFigures) =>
  `score ${String(figures.score).padStart(3)}  LCP ${(figures.lcpMs / 1000).toFixed(2)} s  CLS ${figures.cls.toFixed(3)}  TBT ${String(Math.round(figures.tbtMs)).padStart(4)} ms`;

console.info(
  `\nLighthouse, mobile defaults, median of ${runs} run(s) by score (goal: score >= 95, LCP < 2.0 s, CLS < 0.05):`,
);
const lighthousePages = [
  "/fr",
  "/fr/residences-etudiantes/residence-etudiante-paris-montsouris",
  "/fr/logements/residence-etudiante-paris-montsouris/studio",
];
try {
  for (const path of lighthousePages) {
    const measured: PerformanceFigures[] = [];
    for (let run = 0; run < runs; run++) {
      const figures = await measureOnce(origin + path);
      measured.push(figures);
      console.info(`    run ${run + 1}: ${line(figures)}`);
    }
    const median = medianByScore(measured);
    if (median) console.info(`  ${line(median)}  ${path}`);
  }

  console.info(`\nTunnel (${tunnelPath}, signed in as the seeded new applicant, step 1):`);
  const tunnel = await benchTunnel(origin, runs);
  const tunnelJs = tunnel.initialFiles.filter((file) => file.endsWith(".js"));
  const tunnelCss = tunnel.initialFiles.filter((file) => file.endsWith(".css"));
  for (const file of tunnel.initialFiles) console.info(`  ${kb(gzipKb(file))}  ${file}`);
  console.info(`  JavaScript: ${kb(sum(tunnelJs))}   CSS: ${kb(sum(tunnelCss))}`);
  for (const [run, figures] of tunnel.lighthouse.entries())
    console.info(`    run ${run + 1}: ${line(figures)}`);
  const tunnelMedian = medianByScore(tunnel.lighthouse);
  if (tunnelMedian) console.info(`  ${line(tunnelMedian)}  ${tunnelPath}`);
  console.info(
    `  Continue (step 1) -> first field of step 2, CPU 4x slower: ${tunnel.continueMs.map((ms) => Math.round(ms)).join(", ")} ms`,
  );
  console.info(
    `\nbench: tunnel JS ${sum(tunnelJs).toFixed(1)} KB gzip, Lighthouse ${tunnelMedian?.score ?? "?"}, Continue -> step 2 median ${Math.round(tunnel.continueMedianMs)} ms at 4x CPU (goal < 300 ms)`,
  );
} finally {
  await stop();
}
