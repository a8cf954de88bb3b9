/**
 * `npm run test:profile`: what the last test run cost, from `.test-reports/`: each phase's time
 * (install, static checks, each Vitest project, the build, each Playwright config), each browser
 * spec's time, and the 20 slowest tests of all runners. `.ci/run` prints it at its end, so each
 * change sees its cost. Reports that are missing (a suite not run) are left out.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { phaseLog, reportsFolder, suitesInOrder } from "./testReports.ts";

type Phase = { name: string; seconds: number };
type Timed = { name: string; seconds: number };

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));
const row = (name: string, seconds: number, width = 60) =>
  `  ${name.length > width ? `${name.slice(0, width - 1)}…` : name.padEnd(width)} ${seconds.toFixed(1).padStart(7)} s`;

function phases(): Phase[] {
  return suitesInOrder.flatMap((suite) => {
    const log = phaseLog(suite);
    if (!existsSync(log)) return [];
    return readFileSync(log, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const phase = JSON.parse(line) as Phase;
        return { name: `${suite}: ${phase.name}`, seconds: phase.seconds };
      });
  });
}

type VitestReport = {
  testResults: {
    name: string;
    assertionResults: { fullName: string; duration?: number | null }[];
  }[];
};

function vitestTests(): Timed[] {
  if (!existsSync(reportsFolder)) return [];
  return readdirSync(reportsFolder)
    .filter((name) => /^vitest-.+\.json$/.test(name))
    .flatMap((name) => {
      const report = readJson(`${reportsFolder}/${name}`) as VitestReport;
      return report.testResults.flatMap((file) =>
        file.assertionResults.map((test) => ({
          name: `${file.name.replace(`${process.cwd()}/`, "")} › ${test.fullName}`,
          seconds: (test.duration ?? 0) / 1000,
        })),
      );
    });
}

type PlaywrightSuite = {
  title: string;
  file: string;
  specs?: { title: string; tests: { results: { duration: number }[]; status: string }[] }[];
  suites?: PlaywrightSuite[];
};
type BrowserTest = Timed & { file: string; flaky: boolean };

/** A suite's tests, each with the sum of its attempts and whether it needed a retry. */
function browserTestsOf(suite: PlaywrightSuite, titles: string[]): BrowserTest[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((test) => ({
      file: suite.file,
      name: [suite.file, ...titles, spec.title].join(" › "),
      seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
      flaky: test.status === "flaky",
    })),
  );
  const nested = (suite.suites ?? []).flatMap((child) =>
    browserTestsOf(child, [...titles, child.title]),
  );
  return [...own, ...nested];
}

function playwrightTests(): BrowserTest[] {
  if (!existsSync(reportsFolder)) return [];
  return readdirSync(reportsFolder)
    .filter((name) => /^playwright-.+\.json$/.test(name))
    .flatMap((name) => {
      const report = readJson(`${reportsFolder}/${name}`) as { suites?: PlaywrightSuite[] };
      return (report.suites ?? []).flatMap((suite) => browserTestsOf(suite, []));
    });
}

const phaseList = phases();
if (phaseList.length > 0) {
  console.info("\nTime of each phase:");
  for (const phase of phaseList) console.info(row(phase.name, phase.seconds, 40));
  const total = phaseList.reduce((sum, phase) => sum + phase.seconds, 0);
  console.info(row("total", total, 40));
}

const browserTests = playwrightTests();
if (browserTests.length > 0) {
  const bySpec = new Map<string, number>();
  for (const test of browserTests)
    bySpec.set(test.file, (bySpec.get(test.file) ?? 0) + test.seconds);
  console.info("\nTime of each browser spec (its tests' attempts added up):");
  for (const [file, seconds] of [...bySpec].sort((a, b) => b[1] - a[1]))
    console.info(row(file, seconds, 40));
  const flaky = browserTests.filter((test) => test.flaky);
  console.info(`\nBrowser tests that needed a retry: ${flaky.length}`);
  for (const test of flaky) console.info(`  ${test.name}`);
}

const slowest = [...vitestTests(), ...browserTests]
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 20);
if (slowest.length > 0) {
  console.info("\nThe 20 slowest tests:");
  for (const test of slowest) console.info(row(test.name, test.seconds, 100));
}
