import { describe, expect, it } from "vitest";
import { startupPreloads } from "../../../scripts/build-patches/startupPreloads.ts";

type Tag = { tag: string; attrs: Record<string, unknown> };
type Handler = (html: string, context: unknown) => Tag[];

const chunk = (imports: string[] = [], dynamicImports: string[] = []) => ({
  type: "chunk",
  imports,
  dynamicImports,
});

function preloadsFor(bundle: Record<string, unknown>, entry: ReturnType<typeof chunk>): string[] {
  const hook = startupPreloads().transformIndexHtml as { handler: Handler };
  return hook.handler("", { chunk: entry, bundle }).map((tag) => String(tag.attrs.href));
}

describe("the start-up preloads written into index.html", () => {
  it("lists each start-up step and what it imports, once, but not the entry's own imports", () => {
    const entry = chunk(["assets/runtime.js"], ["assets/react-dom.js", "assets/start.js"]);
    const bundle = {
      "assets/runtime.js": chunk(),
      "assets/react-dom.js": chunk(["assets/react.js"]),
      "assets/react.js": chunk(),
      "assets/start.js": chunk(
        ["assets/react.js", "assets/chakra.js", "assets/runtime.js"],
        ["assets/HomePage.js"],
      ),
      "assets/chakra.js": chunk(),
      "assets/HomePage.js": chunk(["assets/card.js"]),
      "assets/card.js": chunk(),
    };
    expect(preloadsFor(bundle, entry)).toEqual([
      "/assets/react-dom.js",
      "/assets/react.js",
      "/assets/start.js",
      "/assets/chakra.js",
    ]);
  });
});
