/**
 * The floor page of `npm run bench` (bench/floor/README.md): its own build, apart from the
 * product's, so nothing of it enters the product's bundle. `vite build -c
 * bench/floor/vite.config.ts` builds the browser part into `dist-floor/`; with `--ssr
 * entry-server.tsx` (relative to this folder) the server part into `dist-floor-server/`.
 */
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import productConfigOf from "../../vite.config.ts";

const here = import.meta.dirname;

/**
 * The product's tree-shaking settings (which keep only the Chakra recipes its theme uses):
 * the floor's theme costs what the product's costs. Nothing else of the product's build.
 */
function productTreeshake(isSsrBuild: boolean | undefined) {
  const product = (productConfigOf as (env: object) => UserConfig)({
    command: "build",
    mode: "production",
    isSsrBuild,
  });
  return product.build?.rolldownOptions?.treeshake;
}

export default defineConfig(({ isSsrBuild }) => ({
  root: here,
  plugins: [react()],
  // As the product's server bundle: its libraries travel with it.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  build: {
    target: "es2022",
    sourcemap: false,
    emptyOutDir: true,
    rolldownOptions: { treeshake: productTreeshake(isSsrBuild) },
    outDir: resolve(here, isSsrBuild ? "../../dist-floor-server" : "../../dist-floor"),
  },
}));
