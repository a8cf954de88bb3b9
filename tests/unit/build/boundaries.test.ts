import { describe, expect, it } from "vitest";
import { brokenRule, readImports, resolveSpecifier } from "../../../scripts/boundaries.ts";

describe("the layer rules of npm run boundaries", () => {
  it("lets machines/ import types from src/, but no runtime code", () => {
    expect(brokenRule("machines/session.ts", "src/auth/sessionActors.ts", true)).toBeNull();
    expect(brokenRule("machines/session.ts", "src/auth/sessionActors.ts", false)).toMatch(
      /^machines\/ imports nothing at runtime from src\//,
    );
    expect(brokenRule("machines/session.ts", "machines/session.selectors.ts", false)).toBeNull();
  });

  it("keeps the machines' tools out of machines/: the tools read the machines, not the reverse", () => {
    expect(brokenRule("machines/session.ts", "tools/machines/stateNodes.ts", true)).toMatch(
      /^machines\/ holds the product's behaviour alone/,
    );
    expect(brokenRule("tools/machines/testPlan.ts", "machines/index.ts", false)).toBeNull();
  });

  it("lets a feature use its own files, the shared feature folders and another's index.ts", () => {
    const from = "src/features/home/HomeHero.tsx";
    expect(brokenRule(from, "src/features/home/HomeFaq.tsx", false)).toBeNull();
    expect(brokenRule(from, "src/features/page/Picture.tsx", false)).toBeNull();
    expect(brokenRule(from, "src/features/page/carousel/Carousel.tsx", false)).toBeNull();
    expect(brokenRule(from, "src/features/html/SanitizedHtml.tsx", false)).toBeNull();
    expect(brokenRule(from, "src/features/search/index.ts", false)).toBeNull();
  });

  it("refuses a feature reaching into another feature's files, types included", () => {
    const rule = /^a feature imports another feature only through its index\.ts/;
    const from = "src/features/tunnel/frame/TunnelHeader.tsx";
    expect(brokenRule(from, "src/features/session/AccountArea.tsx", false)).toMatch(rule);
    expect(brokenRule(from, "src/features/session/AccountArea.tsx", true)).toMatch(rule);
    expect(brokenRule(from, "src/features/search/steps/index.ts", false)).toMatch(rule);
  });

  it("keeps src/app/ above the features: features use src/shared/ and the theme, not the shell", () => {
    const from = "src/features/faq/FaqPage.tsx";
    expect(brokenRule(from, "src/app/router.tsx", false)).toMatch(
      /^a feature does not import src\/app\//,
    );
    expect(brokenRule(from, "src/app/router.tsx", true)).toMatch(
      /^a feature does not import src\/app\//,
    );
    expect(brokenRule(from, "src/shared/AppLink.tsx", false)).toBeNull();
    expect(brokenRule(from, "src/app/theme/visualHandicap.ts", false)).toBeNull();
    expect(brokenRule("src/app/RootLayout.tsx", "src/features/shell/Header.tsx", false)).toBeNull();
  });

  it("keeps src/shared/ and the theme below the features and the shell", () => {
    expect(brokenRule("src/shared/PageHead.tsx", "src/features/page/pageMeta.ts", false)).toMatch(
      /^src\/shared\/ imports neither src\/app\/ nor src\/features\//,
    );
    expect(brokenRule("src/shared/PageHead.tsx", "src/app/App.tsx", true)).not.toBeNull();
    expect(brokenRule("src/app/theme/system.ts", "src/app/App.tsx", false)).toMatch(
      /^src\/app\/theme\/ imports neither/,
    );
    expect(brokenRule("src/shared/PageHead.tsx", "src/routes/languageSwitch.ts", false)).toBeNull();
    expect(brokenRule("src/shared/PageHead.tsx", "src/app/theme/system.ts", false)).toBeNull();
  });

  it("has nothing to say about the other folders", () => {
    expect(brokenRule("src/routes/pages.tsx", "src/features/faq/FaqPage.tsx", false)).toBeNull();
    expect(brokenRule("src/api/content.ts", "src/config/index.ts", false)).toBeNull();
  });
});

describe("reading a module's imports", () => {
  it("reads static, re-exported, side-effect and dynamic imports with their line", () => {
    const source = [
      'import { a, type B } from "./a.ts";',
      'import type { C } from "./c.ts";',
      "import {",
      "  d,",
      "  e,",
      '} from "./de.ts";',
      'import "./side-effect.css";',
      'export { f } from "./f.ts";',
      'export type { G } from "./g.ts";',
      'export * from "./h.ts";',
      'const I = lazy(() => import("./I.tsx"));',
      'type J = typeof import("./j.ts");',
      'import * as k from "k";',
    ].join("\n");
    expect(readImports(source)).toEqual([
      { specifier: "./a.ts", line: 1, typeOnly: false },
      { specifier: "./c.ts", line: 2, typeOnly: true },
      { specifier: "./de.ts", line: 3, typeOnly: false },
      { specifier: "./side-effect.css", line: 7, typeOnly: false },
      { specifier: "./f.ts", line: 8, typeOnly: false },
      { specifier: "./g.ts", line: 9, typeOnly: true },
      { specifier: "./h.ts", line: 10, typeOnly: false },
      { specifier: "./I.tsx", line: 11, typeOnly: false },
      { specifier: "./j.ts", line: 12, typeOnly: true },
      { specifier: "k", line: 13, typeOnly: false },
    ]);
  });

  it("does not read comments, strings or exported values as imports", () => {
    const source = [
      '// import { old } from "./old.ts";',
      "/**",
      ' * Loaded with import("./doc.ts") when needed.',
      ' * import { x } from "./doc.ts";',
      " */",
      'export const from = "./not-a-module.ts";',
      'export const label = "import";',
      "export function Page() {",
      '  return <Text>Data from "the server"</Text>;',
      "}",
    ].join("\n");
    expect(readImports(source)).toEqual([]);
  });
});

describe("resolving a specifier", () => {
  const files = new Set(["src/features/search/index.ts", "src/shared/AppLink.tsx"]);
  const exists = (path: string) => files.has(path);

  it("names the file a relative specifier points to", () => {
    const from = "src/features/home/HomeHero.tsx";
    expect(resolveSpecifier(from, "../search", exists)).toBe("src/features/search/index.ts");
    expect(resolveSpecifier(from, "../../shared/AppLink.tsx", exists)).toBe(
      "src/shared/AppLink.tsx",
    );
    expect(resolveSpecifier(from, "../../shared/AppLink", exists)).toBe("src/shared/AppLink.tsx");
  });

  it("leaves packages alone", () => {
    expect(resolveSpecifier("src/main.tsx", "react-dom/client", exists)).toBeNull();
  });
});
