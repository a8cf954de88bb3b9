/**
 * A render worker (piscina, server/renderers.ts): renders page versions off the server's event
 * loop, so sign-in, saves and uploads never wait behind a page's ~100 ms of rendering. Its API
 * calls go to the server over loopback (`apiOrigin`), as a browser's would.
 */
import { workerData } from "node:worker_threads";
import { createPageVersions, fetchFrom, type PageVersionOptions } from "./ssr.ts";

export type RenderWorkerData = Omit<PageVersionOptions, "fetch"> & { apiOrigin: string };

const { apiOrigin, ...options } = workerData as RenderWorkerData;
const render = createPageVersions({ ...options, fetch: fetchFrom(apiOrigin) });

export default function renderInWorker(url: string) {
  return render(url);
}
