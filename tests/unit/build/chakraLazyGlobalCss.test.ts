import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { chakraLazyGlobalCss } from "../../../scripts/build-patches/chakraLazyGlobalCss.ts";

const systemModule = createRequire(import.meta.url)
  .resolve("@chakra-ui/react/package.json")
  .replace(/package\.json$/, "dist/esm/styled-system/system.js");

type Transform = (
  this: { error(message: string): never },
  code: string,
  id: string,
) => string | null;

function transform(code: string, id = systemModule): string | null {
  const hook = chakraLazyGlobalCss().transform as unknown as Transform;
  return hook.call(
    {
      error(message: string): never {
        throw new Error(message);
      },
    },
    code,
    id,
  );
}

describe("the build patch that makes Chakra's global CSS lazy", () => {
  it("turns the installed Chakra's eager global CSS into a getter with the same value", () => {
    const patched = transform(readFileSync(systemModule, "utf8"));
    expect(patched).not.toContain("const _global = [");
    expect(patched).toContain(
      "get _global() {\n      return _globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];",
    );
  });

  it("fails the build when Chakra's code no longer has the expected shape", () => {
    expect(() => transform("export function createSystem() { return {}; }")).toThrow(
      /changed shape/,
    );
  });

  it("leaves every other module alone", () => {
    expect(transform("const _global = 1;", "/app/src/other.js")).toBeNull();
  });
});
