/**
 * The server's copies of rendered pages, one per address (path and query, which name the
 * language): a page is rendered once per version, not once per request.
 *
 * - Bounded: least recently used copies go first past `maxBytes` (lru-cache).
 * - Fresh for `freshMs`, then served stale for up to `staleMs` while one render makes the next
 *   version in the background (stale-while-revalidate): a content change shows within
 *   `freshMs` plus one render, on a page being visited.
 * - One render per address at a time: fifty visitors of a cold page wait for the same render.
 * - A client address may start at most `rendersPerAddress` renders at once; past that, and
 *   when the renderers' line is full, `RendererBusyError` (the server answers 503).
 *
 * `maxBytes: 0` turns the cache off: every request renders (the load run's cold figures).
 */
import { LRUCache } from "lru-cache";
import { RendererBusyError } from "./renderers.ts";
import type { PageVersion } from "./ssr.ts";

type Kept = { version: PageVersion; renderedAt: number };

export type PageCacheOptions = {
  render: (url: string) => Promise<PageVersion>;
  maxBytes: number;
  freshMs: number;
  staleMs: number;
  rendersPerAddress: number;
  now: () => number;
};

/** What a version holds in memory, roughly: its text and its gzip form. */
const sizeOf = ({ version }: Kept) =>
  version.kind === "page"
    ? version.html.length + version.gzip.byteLength
    : version.kind === "shell"
      ? version.html.length
      : version.location.length + 1;

export function createPageCache(options: PageCacheOptions) {
  const kept =
    options.maxBytes > 0
      ? new LRUCache<string, Kept>({ maxSize: options.maxBytes, sizeCalculation: sizeOf })
      : undefined;
  const rendering = new Map<string, Promise<PageVersion>>();
  const rendersOf = new Map<string, number>();

  /** A render started for `address` (a visitor), or for nobody (a background revalidation). */
  function startRender(url: string, address?: string): Promise<PageVersion> {
    if (address !== undefined) {
      const started = rendersOf.get(address) ?? 0;
      if (started >= options.rendersPerAddress)
        return Promise.reject(new RendererBusyError("client"));
      rendersOf.set(address, started + 1);
    }
    return options
      .render(url)
      .then((version) => {
        kept?.set(url, { version, renderedAt: options.now() });
        return version;
      })
      .finally(() => {
        if (address === undefined) return;
        const left = (rendersOf.get(address) ?? 1) - 1;
        if (left > 0) rendersOf.set(address, left);
        else rendersOf.delete(address);
      });
  }

  /** The render under way for `url`, joined, or a new one. */
  function renderShared(url: string, address?: string): Promise<PageVersion> {
    const underWay = rendering.get(url);
    if (underWay) return underWay;
    const render = startRender(url, address).finally(() => rendering.delete(url));
    rendering.set(url, render);
    return render;
  }

  return {
    /** The version to send for `url` to a visitor at `address`. */
    get(url: string, address: string): Promise<PageVersion> {
      if (!kept) return startRender(url, address);
      const entry = kept.get(url);
      if (entry) {
        const age = options.now() - entry.renderedAt;
        if (age < options.freshMs) return Promise.resolve(entry.version);
        if (age < options.freshMs + options.staleMs) {
          if (!rendering.has(url)) {
            renderShared(url).catch((error: unknown) => {
              // The stale copy goes on serving; the next visit past freshness tries again.
              console.error(`[server] rendering ${url} again failed; the stale copy stays:`, error);
            });
          }
          return Promise.resolve(entry.version);
        }
      }
      return renderShared(url, address);
    },
    /** Copies kept and their size, for the load run's memory figures. */
    stats: () => ({ pages: kept?.size ?? 0, bytes: kept?.calculatedSize ?? 0 }),
  };
}
