/**
 * The analytics data layer: a plain array on `window` that a tag manager reads (spec public 4
 * and 7). Pushing works without any tag manager loaded; the entries wait there until one is.
 */

type DataLayerHost = { dataLayer?: unknown[] };

/** `window.dataLayer`, created if missing (`globalThis` is `window` in the browser). */
export function getDataLayer(): unknown[] {
  const host = globalThis as DataLayerHost;
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  return host.dataLayer;
}

/**
 * Pushes through the array's current `push`: a tag manager replaces it with its own to be told
 * of new entries, so the method is looked up on every call, never kept.
 */
export function pushToDataLayer(entry: Readonly<Record<string, unknown>>): void {
  getDataLayer().push({ ...entry });
}
