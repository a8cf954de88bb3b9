import { availableParallelism } from "node:os";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { chakraLazyGlobalCss } from "./scripts/build-patches/chakraLazyGlobalCss.ts";
import { shellChunk } from "./scripts/build-patches/shellChunk.ts";
import { startupPreloads } from "./scripts/build-patches/startupPreloads.ts";
import { devMachinesPage } from "./scripts/devMachinesPage.ts";
import { nodeTestFiles, nodeTestsNeedingIsolation } from "./tests/isolation.ts";

/** Where `npm run dev` forwards the API, content and sign-in calls (see server/config.ts). */
const backendOrigin = process.env.BACKEND_ORIGIN ?? "http://127.0.0.1:3001";

const proxied = { target: backendOrigin, changeOrigin: false, xfwd: true };

/** Node test files that need a module graph of their own (tests/isolation.ts). */
const isolatedNodeTests = nodeTestsNeedingIsolation(import.meta.dirname);

/** Our modules of the app's start-up, in one chunk (scripts/build-patches/shellChunk.ts). */
const shell = shellChunk();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
    chakraLazyGlobalCss(),
    startupPreloads(),
    shell.plugin,
    devMachinesPage(),
  ],
  server: {
    host: "127.0.0.1",
    // Vite serves every file under the project root: the server's data folder (database,
    // signing keys, uploaded identity papers) must never be one of them, wherever it lies.
    fs: {
      deny: [
        // Vite's own list, which a `deny` of ours replaces rather than extends.
        ".env",
        ".env.*",
        "*.{crt,pem,key,p12,pfx,cer,der}",
        ".npmrc",
        ".yarnrc.yml",
        "**/.git/**",
        "**/.data/**",
        "*.{sqlite,sqlite-wal,sqlite-shm,sqlite-journal}",
      ],
    },
    proxy: {
      "/api": proxied,
      "/oidc": proxied,
      "/files": proxied,
      "^/(fr|en)/api/": proxied,
      "/simulators": proxied,
    },
  },
  preview: { host: "127.0.0.1" },
  // The server-rendering bundle (`vite build --ssr`) carries its libraries: some ship ES
  // modules Node cannot load from node_modules as they are.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: {
      // Chakra's theme entry builds its whole default config at load (every recipe); marking
      // its identity helpers pure lets the bundle keep only the recipes src/app/theme uses.
      treeshake: {
        manualPureFunctions: [
          "defineConfig",
          "defineRecipe",
          "defineSlotRecipe",
          "defineStyle",
          "defineTokens",
          "defineSemanticTokens",
          "defineKeyframes",
          "defineTextStyles",
          "defineLayerStyles",
          "defineAnimationStyles",
          "defineGlobalStyles",
        ],
        // A feature's index.ts only re-exports its public surface: said so, the bundler links
        // pages to the modules it names instead of making it an empty chunk of its own.
        moduleSideEffects: (id: string) =>
          /\/src\/features\/[^/]+\/index\.ts$/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          groups: [
            { name: "shell", test: shell.isShellModule, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    // One worker per core: Vitest's default leaves one core to its main process, which waits
    // while the workers run. On this two-core machine two workers took the machines' tests from
    // 539 s to 288 s and the components' from 734 s to 346 s (docs/testing.md).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: nodeTestFiles,
          exclude: isolatedNodeTests,
          // One module graph per worker (tests/isolation.ts says why and which files leave it).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "node-isolated",
          environment: "node",
          include: isolatedNodeTests,
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["tests/components/**/*.test.tsx"],
          setupFiles: ["tests/components/setup.ts"],
          // A test that renders a page and walks it waits on the same slow renders (setup.ts).
          testTimeout: 20_000,
        },
      },
    ],
  },
}));
