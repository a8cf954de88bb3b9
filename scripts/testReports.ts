/**
 * Where the test phases and runners leave their reports (`scripts/testPhases.ts`, the Vitest
 * JSON reporter, Playwright's JSON reporter), and how `scripts/testProfile.ts` reads them back.
 */
import { resolve } from "node:path";

export const reportsFolder = resolve(import.meta.dirname, "../.test-reports");

/** One suite's phase times, one JSON line `{ name, seconds }` a phase. */
export const phaseLog = (suite: string) => `${reportsFolder}/phases-${suite}.jsonl`;

/** The suites whose phases a whole run prints, in the order `.ci/run` runs them. */
export const suitesInOrder = ["install", "unit", "e2e"] as const;

/** Playwright's JSON report of a config (`e2e`, `e2e-dev`). */
export const playwrightReport = (config: string) => `${reportsFolder}/playwright-${config}.json`;
