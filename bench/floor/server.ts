/**
 * Serves the built floor page (`dist-floor/`, rendered by `dist-floor-server/`) on loopback,
 * compressed as the product's server compresses: `PORT=… node bench/floor/server.ts`.
 */
import { readFile, stat } from "node:fs/promises";
import { join, normalize, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { getMimeType } from "hono/utils/mime";

type FloorRenderer = { renderFloor(url: string): Promise<{ head: string; body: string }> };

const root = resolve("dist-floor");
const template = await readFile(join(root, "index.html"), "utf8");
const { renderFloor } = (await import(
  pathToFileURL(resolve("dist-floor-server/entry-server.js")).href
)) as FloorRenderer;

const app = new Hono();
app.use("*", compress());
app.get("/", async (c) => {
  const { head, body } = await renderFloor("/");
  const html = template
    .replace("</head>", `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  return c.html(html, 200, { "cache-control": "no-cache" });
});
app.get("*", async (c) => {
  const file = normalize(join(root, c.req.path));
  if (!file.startsWith(root + sep)) return c.notFound();
  const found = await stat(file).then(
    (entry) => entry.isFile(),
    () => false,
  );
  if (!found) return c.notFound();
  return c.body(new Uint8Array(await readFile(file)), 200, {
    "content-type": getMimeType(file) ?? "application/octet-stream",
    "cache-control": "public, max-age=31536000, immutable",
  });
});

const server = serve({
  fetch: app.fetch,
  port: Number(process.env.PORT ?? 0),
  hostname: "127.0.0.1",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
