import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * Two catalogues per language: the tunnel's messages (more than half of all the text) load
 * with the tunnel's page, so the public pages download only their own (src/i18n/i18n.ts).
 */
export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "en"],
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/src", "<rootDir>/machines"],
      exclude: ["<rootDir>/src/features/tunnel"],
    },
    {
      path: "<rootDir>/src/locales/{locale}/tunnel",
      include: ["<rootDir>/src/features/tunnel"],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
