import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/** Where `npm run dev` forwards the API, content and sign-in calls (see server/config.ts). */
const backendOrigin = process.env.BACKEND_ORIGIN ?? "http://127.0.0.1:3001";

const proxied = { target: backendOrigin, changeOrigin: false, xfwd: true };

export default defineConfig({
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), react(), lingui()],
  server: {
    host: "127.0.0.1",
    proxy: {
      "/api": proxied,
      "/oidc": proxied,
      "/files": proxied,
      "^/(fr|en)/api/": proxied,
      "/simulators": proxied,
    },
  },
  preview: { host: "127.0.0.1" },
  build: {
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: [
            "tests/unit/**/*.test.ts",
            "tests/machines/**/*.test.ts",
            "tests/server/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["tests/components/**/*.test.tsx"],
          setupFiles: ["tests/components/setup.ts"],
        },
      },
    ],
  },
});
