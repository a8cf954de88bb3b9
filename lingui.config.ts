import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/** The accessibility statement's long text: it loads with its page, not on every page. */
const statementFiles = [
  "<rootDir>/src/features/accessibility/AccessibilityStatementPage.tsx",
  "<rootDir>/src/features/accessibility/statementContent.ts",
];

/**
 * Three catalogues per language: the tunnel's messages (more than half of all the text) and the
 * accessibility statement's load with their page, so the public pages download only their own
 * (src/i18n/i18n.ts).
 */
export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "en"],
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/src", "<rootDir>/machines"],
      exclude: ["<rootDir>/src/features/tunnel", "<rootDir>/src/features/staff", ...statementFiles],
    },
    {
      path: "<rootDir>/src/locales/{locale}/statement",
      include: statementFiles,
    },
    {
      path: "<rootDir>/src/locales/{locale}/staff",
      include: ["<rootDir>/src/features/staff"],
    },
    {
      path: "<rootDir>/src/locales/{locale}/tunnel",
      include: ["<rootDir>/src/features/tunnel"],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
