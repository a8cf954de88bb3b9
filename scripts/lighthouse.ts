import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "./chromium.ts";

export type PerformanceFigures = { score: number; lcpMs: number; cls: number; tbtMs: number };

/** A run Lighthouse could not complete (its `runtimeError`, e.g. NO_NAVSTART): run it again. */
export class LighthouseRunError extends Error {}

/** Lighthouse's performance audit with its mobile defaults, in Debian's Chromium. */
export async function measurePerformance(url: string): Promise<PerformanceFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
      output: "json",
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
    };
  } finally {
    chrome.kill();
  }
}
