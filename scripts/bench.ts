/**
 * `npm run bench` (after `vite build` and `npm run build:floor`): what the pages cost a visitor,
 * beside what the stack itself costs. It starts the product on a throw-away database and the
 * floor page (bench/floor/: the same framework parts and nothing else), lists every script and
 * stylesheet the French home page loads before any interaction with their gzip size, then each
 * lazy route chunk, then Lighthouse's mobile figures for the floor, the home, a residence and a
 * flat-type page, measured in turns (floor, home, residence, flat type, floor, …) so that both
 * sides meet the same moments of a busy machine. Each figure is printed as the product's value,
 * the floor's and their ratio, with Lighthouse's benchmark index of the machine. Then the
 * tunnel's figures, signed in (`benchTunnel.ts`). Figures only: targets are read by people, not
 * asserted here.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { benchTunnel, renewedTokenAtLoad, tunnelPath } from "./benchTunnel.ts";
import { launchChromium } from "./chromium.ts";
import { LighthouseRunError, measurePerformance, type PerformanceFigures } from "./lighthouse.ts";
import { startFloor, startProduct } from "./productServer.ts";

const dist = resolve("dist");
const floorDist = resolve("dist-floor");
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

const gzipKb = (file: string, folder = dist) =>
  gzipSync(readFileSync(join(folder, file)), { level: 9 }).length / 1024;
const kb = (value: number) => `${value.toFixed(1).padStart(7)} KB`;
const sum = (files: string[], folder = dist) =>
  files.reduce((total, file) => total + gzipKb(file, folder), 0);
const scriptsOf = (files: string[]) => files.filter((file) => file.endsWith(".js"));
const stylesOf = (files: string[]) => files.filter((file) => file.endsWith(".css"));

/** "1.23×", or a dash when the floor's figure is 0 (a ratio to nothing says nothing). */
const ratio = (product: number, floor: number) =>
  floor > 0 ? `${(product / floor).toFixed(2)}×` : "—";

/** The scripts and stylesheets a page loads until the network is idle, by path. */
async function loadedFiles(browser: Browser, url: string): Promise<string[]> {
  const loaded = new Set<string>();
  const page = await browser.newPage();
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet")
      loaded.add(new URL(response.url()).pathname.slice(1));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.close();
  return [...loaded].sort();
}

const product = await startProduct();
const floor = await startFloor();
const { origin } = product;
const browser = await launchChromium();
let initial: string[];
let floorFiles: string[];
try {
  initial = await loadedFiles(browser, `${origin}/fr`);
  floorFiles = await loadedFiles(browser, `${floor.origin}/`);
} finally {
  await browser.close();
}

const js = scriptsOf(initial);
const css = stylesOf(initial);
const floorJsKb = sum(scriptsOf(floorFiles), floorDist);

console.info("Home page (/fr), loaded before any interaction (gzip):");
for (const file of initial) console.info(`  ${kb(gzipKb(file))}  ${file}`);
console.info(`  JavaScript: ${kb(sum(js))}   CSS: ${kb(sum(css))}   (goal: JavaScript <= 240 KB)`);
console.info("Floor page, loaded before any interaction (gzip):");
for (const file of floorFiles) console.info(`  ${kb(gzipKb(file, floorDist))}  ${file}`);
console.info(
  `  JavaScript: home ${sum(js).toFixed(1)} KB, floor ${floorJsKb.toFixed(1)} KB, ratio ${ratio(sum(js), floorJsKb)}`,
);

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
  `\nbench: home JS ${sum(js).toFixed(1)} KB gzip (floor ${floorJsKb.toFixed(1)} KB, ${ratio(sum(js), floorJsKb)}), CSS ${sum(css).toFixed(1)} KB gzip, ${lazy.length} lazy chunks`,
);

/**
 * Lighthouse's figures vary from run to run (its own advice: take the median of several), so
 * each page is measured `BENCH_RUNS` times (3 by default) and the medians are reported.
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

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Each figure's own median over the runs (the score's too). */
const medians = (measured: PerformanceFigures[]): PerformanceFigures => ({
  score: median(measured.map((figures) => figures.score)),
  lcpMs: median(measured.map((figures) => figures.lcpMs)),
  cls: median(measured.map((figures) => figures.cls)),
  tbtMs: median(measured.map((figures) => figures.tbtMs)),
  domElements: median(measured.map((figures) => figures.domElements)),
  benchmarkIndex: median(measured.map((figures) => figures.benchmarkIndex)),
});

const line = (figures: PerformanceFigures) =>
  `score ${String(figures.score).padStart(3)}  LCP ${(figures.lcpMs / 1000).toFixed(2)} s  CLS ${figures.cls.toFixed(3)}  TBT ${String(Math.round(figures.tbtMs)).padStart(4)} ms  DOM ${figures.domElements}  (benchmark index ${Math.round(figures.benchmarkIndex)})`;

/** One page's medians beside the floor's: value, floor value, ratio, for TBT, LCP and DOM. */
const againstFloor = (page: PerformanceFigures, base: PerformanceFigures) =>
  [
    `score ${String(page.score).padStart(3)} (floor ${base.score})`,
    `TBT ${Math.round(page.tbtMs)} ms / ${Math.round(base.tbtMs)} ms = ${ratio(page.tbtMs, base.tbtMs)}`,
    `LCP ${(page.lcpMs / 1000).toFixed(2)} s / ${(base.lcpMs / 1000).toFixed(2)} s = ${ratio(page.lcpMs, base.lcpMs)}`,
    `CLS ${page.cls.toFixed(3)}`,
    `DOM ${page.domElements} / ${base.domElements}`,
  ].join("   ");

/** An interaction's duration; 0 is Chrome's "under 16 ms" (it reports nothing shorter). */
const inp = (ms: number) => (ms > 0 ? String(Math.round(ms)) : "<16");

const floorPage = { path: "(floor page)", url: `${floor.origin}/` };
const lighthousePages = [
  "/fr",
  "/fr/residences-etudiantes/residence-etudiante-paris-montsouris",
  "/fr/logements/residence-etudiante-paris-montsouris/studio",
].map((path) => ({ path, url: origin + path }));

console.info(
  `\nLighthouse, mobile defaults, ${runs} run(s) of each page in turns with the floor page (goal: score >= 95, TBT <= 2 × floor and <= 150 ms, LCP < 1.5 s, CLS < 0.05):`,
);
try {
  const measured = new Map<string, PerformanceFigures[]>();
  for (let run = 0; run < runs; run++) {
    for (const page of [floorPage, ...lighthousePages]) {
      const figures = await measureOnce(page.url);
      measured.set(page.path, [...(measured.get(page.path) ?? []), figures]);
      console.info(`    run ${run + 1}: ${line(figures)}  ${page.path}`);
    }
  }
  const floorMedians = medians(measured.get(floorPage.path) ?? []);
  const indexes = [...measured.values()].flat().map((figures) => figures.benchmarkIndex);
  console.info(
    `  Machine: Lighthouse benchmark index median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} over ${indexes.length} runs)`,
  );
  console.info(`  ${line(floorMedians)}  ${floorPage.path}, medians`);
  for (const page of lighthousePages) {
    console.info(
      `  ${againstFloor(medians(measured.get(page.path) ?? []), floorMedians)}  ${page.path}`,
    );
  }

  console.info(`\nTunnel (${tunnelPath}, signed in as the seeded new applicant, step 1):`);
  const tunnel = await benchTunnel(origin, runs);
  const tunnelJs = scriptsOf(tunnel.initialFiles);
  const tunnelCss = stylesOf(tunnel.initialFiles);
  for (const file of tunnel.initialFiles) console.info(`  ${kb(gzipKb(file))}  ${file}`);
  console.info(
    `  JavaScript: ${kb(sum(tunnelJs))} (floor ${floorJsKb.toFixed(1)} KB, ${ratio(sum(tunnelJs), floorJsKb)})   CSS: ${kb(sum(tunnelCss))}`,
  );
  for (const [run, load] of tunnel.lighthouse.entries()) {
    const renewal = renewedTokenAtLoad(load) ? "  (renewed the access token first)" : "";
    console.info(`    run ${run + 1}: ${line(load)}${renewal}`);
  }
  const tunnelMedians = medians(tunnel.lighthouse);
  console.info(`  ${againstFloor(tunnelMedians, floorMedians)}  ${tunnelPath}`);
  console.info(
    `  Continue (step 1) -> first field of step 2, CPU 4x slower: ${tunnel.continueMs.map((ms) => Math.round(ms)).join(", ")} ms`,
  );
  console.info(
    `  Typing in step 2's "Ville de naissance", interaction to next paint (one value per try), CPU 4x slower: ${tunnel.typingInpMs.map(inp).join(", ")} ms`,
  );
  console.info(
    `\nbench: tunnel JS ${sum(tunnelJs).toFixed(1)} KB gzip, Lighthouse ${tunnelMedians.score}, TBT ${Math.round(tunnelMedians.tbtMs)} ms (${ratio(tunnelMedians.tbtMs, floorMedians.tbtMs)} floor), Continue -> step 2 median ${Math.round(tunnel.continueMedianMs)} ms (goal < 300 ms), typing INP median ${inp(tunnel.typingInpMedianMs)} ms (goal < 100 ms), at 4x CPU`,
  );
} finally {
  await Promise.all([product.stop(), floor.stop()]);
}
