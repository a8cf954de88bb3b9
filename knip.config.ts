/**
 * `npm run deadcode`: knip lists the files, exports and dependencies nothing uses. Knip finds
 * most entry points itself, from package.json's scripts (server/main.ts, scripts/dev.ts, …),
 * the Vitest projects in vite.config.ts and the two Playwright configs; this file names the
 * rest, the ones started by a path string or an HTML page.
 */
import type { KnipConfig } from "knip";

const config: KnipConfig = {
  entry: [
    // HTML pages' scripts: index.html, src/dev/machines/index.html (`npm run dev` only, served
    // by scripts/devMachinesPage.ts) and the bench's floor page.
    "src/startup/main.tsx",
    "src/dev/machines/main.ts",
    "bench/floor/entry-client.tsx",
    // Server bundles: `vite build --ssr src/entry-server.tsx` and build:floor's `--ssr
    // entry-server.tsx`, relative to bench/floor.
    "src/entry-server.tsx",
    "bench/floor/entry-server.tsx",
    // Each route's page, which src/routes/pages.tsx loads with `import.meta.glob` (see `vite`).
    "src/features/*/*Page.tsx",
    // Started by a path string: scripts/productServer.ts (`startFloor`), scripts/load.ts, and
    // tests/e2e/staff.ts (`node tests/e2e/fixtures/sendFile.ts`, `setPhone.ts`).
    "bench/floor/server.ts",
    "scripts/loadServer.ts",
    "tests/e2e/fixtures/*.ts",
    // The MRZ model's training lines: `node scripts/ocr/trainingText.ts`, from
    // scripts/ocr/train-mrz-model.sh (`npm run ocr:train`).
    "scripts/ocr/trainingText.ts",
    // Run by hand: after any `npm install` (docs/decisions/0002-toolchain-pins.md), and to fill
    // English catalogues from a JSON file of translations.
    "scripts/lock-foreign-platforms.ts",
    "scripts/fill-translations.ts",
    // vite.config.ts's `setupFiles` for the components project.
    "tests/components/setup.ts",
    // Compile-time checks of `defineCall`'s typing, run by tsc, not by Vitest.
    "tests/unit/api/callTypes.ts",
  ],
  project: [
    "src/**/*.{ts,tsx}",
    "machines/**/*.ts",
    "tools/**/*.ts",
    "server/**/*.ts",
    "scripts/**/*.ts",
    "bench/**/*.{ts,tsx}",
    "tests/**/*.{ts,tsx}",
    "*.ts",
  ],
  // Knip's Vite plugin reads `import.meta.glob` as importing every export of every file it
  // matches: the fault matrix's glob over src/api/*.ts (tests/unit/api/faultMatrix.test.ts,
  // which only wants the calls) would hide every unused schema and type of src/api. The
  // plugin's other work is done above: the HTML pages' scripts, the pages glob, setupFiles.
  // A call of src/api that only the matrix uses (getPageMeta) says so with a `@public` tag in
  // its doc comment, which knip leaves out of its report.
  vite: false,
  // The two Playwright configs, which npm run test:e2e names inside scripts/testPhases.ts (knip
  // reads a config's testMatch for the specs).
  playwright: {
    config: ["tests/e2e/playwright.config.ts", "tests/e2e/dev/playwright.config.ts"],
  },
  // scripts/loadNginx.ts installs nginx with Debian's apt-get when it is missing.
  ignoreBinaries: ["apt-get"],
};

export default config;
