/**
 * `npm test` and `npm run test:e2e`: each suite's phases, run in order and timed. A phase that
 * fails ends the run with its exit code, after the times so far are printed. The times go to
 * `.test-reports/` too, beside the test runners' own reports, from which `npm run test:profile`
 * (and `.ci/run` at its end) prints the whole run's table, the slowest tests and each browser
 * spec's time.
 */
import { spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { phaseLog, reportsFolder } from "./testReports.ts";

type Phase = { name: string; command: string[] };

const vitestProject = (project: string): Phase => ({
  name: `vitest ${project}`,
  command: [
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reportsFolder}/vitest-${project}.json`,
  ],
});

const suites: Record<string, Phase[]> = {
  unit: [
    { name: "typecheck", command: ["tsc", "-p", "tsconfig.json", "--noEmit"] },
    { name: "lint", command: ["biome", "check", "."] },
    { name: "translations", command: ["node", "scripts/check-translations.ts"] },
    { name: "boundaries", command: ["node", "scripts/check-boundaries.ts"] },
    { name: "dead code", command: ["knip", "--treat-config-hints-as-errors"] },
    vitestProject("node"),
    vitestProject("node-isolated"),
    vitestProject("components"),
  ],
  e2e: [
    { name: "build", command: ["npm", "run", "build"] },
    { name: "e2e", command: ["playwright", "test", "-c", "tests/e2e/playwright.config.ts"] },
    {
      name: "e2e development pages",
      command: ["playwright", "test", "-c", "tests/e2e/dev/playwright.config.ts"],
    },
  ],
};

const suiteName = process.argv[2] ?? "";
const phases = suites[suiteName];
if (!phases) {
  console.error(`usage: node scripts/testPhases.ts <${Object.keys(suites).join("|")}>`);
  process.exit(2);
}

mkdirSync(reportsFolder, { recursive: true });
const log = phaseLog(suiteName);
writeFileSync(log, "");
const times: { name: string; seconds: number }[] = [];
const printTimes = () => {
  console.info(`\n${suiteName} phases:`);
  for (const { name, seconds } of times)
    console.info(`  ${name.padEnd(24)} ${seconds.toFixed(1)} s`);
};

for (const { name, command } of phases) {
  console.info(`\n== ${name}: ${command.join(" ")}`);
  const started = performance.now();
  const [program = "", ...args] = command;
  const { status, signal } = spawnSync(program, args, { stdio: "inherit" });
  const seconds = (performance.now() - started) / 1000;
  times.push({ name, seconds });
  appendFileSync(log, `${JSON.stringify({ name, seconds })}\n`);
  if (status !== 0) {
    printTimes();
    console.error(`\n${name} failed (${signal ?? `exit ${status}`}).`);
    process.exit(status ?? 1);
  }
}
printTimes();
