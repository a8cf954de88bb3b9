/**
 * Which node test files need a module graph of their own. Most share one per worker
 * (`isolate: false`): importing the machines, the server and their libraries once per worker
 * instead of once per file makes tests/unit about 2.5 times faster. A file that mocks a module,
 * stubs a global or the environment, sets `process.env` or `globalThis`, fakes the timers, or resets
 * the module cache would change what the next file of its worker sees, so it runs isolated. Read from the files themselves, so a new file that
 * starts mocking moves by itself.
 */
import { globSync, readFileSync } from "node:fs";

/** What makes a file change its worker for the files after it. */
const CHANGES_ITS_WORKER =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules|useFakeTimers)\(|browserShims|process\.env\.\w+\s*=[^=]|globalThis\.\w+\s*=[^=]/;

export const nodeTestFiles = [
  "tests/unit/**/*.test.ts",
  "tests/machines/**/*.test.ts",
  "tests/server/**/*.test.ts",
];

export function nodeTestsNeedingIsolation(root: string): string[] {
  return nodeTestFiles
    .flatMap((pattern) => globSync(pattern, { cwd: root }))
    .filter((file) => CHANGES_ITS_WORKER.test(readFileSync(`${root}/${file}`, "utf8")))
    .sort();
}
