/** The sources `npm run diagrams` reads `@spec` tags from (tools/machines/specIndex.ts). */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type SourceFile, SPEC_TAG_ROOTS } from "../tools/machines/specIndex.ts";

/** The TypeScript files under the tagged roots of the repository at `root`, paths from it. */
export function specTagSources(root: string): SourceFile[] {
  return SPEC_TAG_ROOTS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
      .map((name) => `${dir}/${name.split("\\").join("/")}`)
      .filter((path) => /\.tsx?$/.test(path) && !path.endsWith(".d.ts"))
      .map((path) => ({ path, text: readFileSync(join(root, path), "utf8") })),
  );
}
