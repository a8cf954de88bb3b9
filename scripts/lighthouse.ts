import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "./chromium.ts";

export type PerformanceFigures = {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The page's element count (Lighthouse's DOM size insight). */
  domElements: number;
  /**
   * Lighthouse's measure of the machine's speed at the time of the run (`benchmarkIndex`, higher
   * is faster): figures of two runs compare only beside it.
   */
  benchmarkIndex: number;
};

/** A run's figures and the path of every request the page made while it loaded. */
export type MeasuredLoad = PerformanceFigures & { requestedPaths: string[] };

/** A run Lighthouse could not complete (its `runtimeError`, e.g. NO_NAVSTART): run it again. */
export class LighthouseRunError extends Error {}

/** Debian's Chromium, headless, with a DevTools port that Lighthouse and Playwright can share. */
export function launchBenchChromium() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
}

/** Lighthouse's performance audit with its mobile defaults, in a fresh Chromium. */
export async function measurePerformance(url: string): Promise<MeasuredLoad> {
  const chrome = await launchBenchChromium();
  try {
    return await measurePerformanceOnPort(chrome.port, url);
  } finally {
    chrome.kill();
  }
}

/**
 * The same audit in an already running Chromium. `keepStorage` leaves its cookies and storage
 * in place (Lighthouse clears them by default), so a signed-in page can be measured.
 */
export async function measurePerformanceOnPort(
  port: number,
  url: string,
  { keepStorage = false } = {},
): Promise<MeasuredLoad> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ["performance"],
    logLevel: "error",
    output: "json",
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRunError(`${lhr.runtimeError.code} on ${url}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbtMs: audit("total-blocking-time"),
    domElements: audit("dom-size-insight"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    requestedPaths: requestedPathsOf(lhr.audits["network-requests"]?.details),
  };
}

/** The paths of the requests in Lighthouse's network-requests table (none if it has none). */
function requestedPathsOf(details: unknown): string[] {
  const items = (details as { items?: { url?: unknown }[] } | undefined)?.items ?? [];
  return items.flatMap((item) => {
    if (typeof item.url !== "string" || !URL.canParse(item.url)) return [];
    return [new URL(item.url).pathname];
  });
}
