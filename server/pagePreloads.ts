/**
 * The scripts of each page's own chunk, listed in the HTML the server sends for the page.
 *
 * Without them, the router asks for the page's chunk once the app has started, and Vite's
 * loader then adds a `<link rel="modulepreload">` for each of its scripts in one go: on the
 * tunnel, some thirty links in a single long task, and the scripts only then requested. Listed
 * in the page, they load with the start-up scripts and the loader has nothing left to add.
 */
import { readFile } from "node:fs/promises";
import * as v from "valibot";

const ManifestSchema = v.record(
  v.string(),
  v.object({ file: v.string(), imports: v.optional(v.array(v.string())) }),
);

type Manifest = v.InferOutput<typeof ManifestSchema>;

/** A page's scripts (paths from the site's root), its own chunk first, then what it imports. */
export type PageScripts = (pageSource: string | undefined) => string[];

/**
 * Reads the build's manifest (`build.manifest` in vite.config.ts). Without one (a build of
 * another kind) or with one unreadable (said in the log), pages list no scripts of their own:
 * the router still asks for them, as it did before.
 */
export async function loadPageScripts(manifestFile: string): Promise<PageScripts> {
  const manifest = await readFile(manifestFile, "utf8")
    .then((text) => v.parse(ManifestSchema, JSON.parse(text)))
    .catch((error: unknown): Manifest => {
      const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
      if (!missing) console.error(`[server] unusable build manifest ${manifestFile}:`, error);
      return {};
    });
  return (pageSource) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    if (pageSource !== undefined) visit(pageSource);
    return [...files];
  };
}

/** The template with a module preload for each script it does not already load. */
export function withModulePreloads(template: string, scripts: string[]): string {
  const links = scripts
    .filter((script) => !template.includes(`"${script}"`))
    .map((script) => `<link rel="modulepreload" crossorigin href="${script}">`)
    .join("");
  return template.replace("</head>", () => `${links}</head>`);
}
