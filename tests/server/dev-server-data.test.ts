/**
 * `npm run dev` must not hand the server's data to whoever asks Vite's dev server for it: its
 * default data folder lies outside the served root, and a `.data/` folder kept in the project
 * by hand (the `npm start` default) is refused, database files wherever they are.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { developmentDataFolder } from "../../scripts/developmentDataFolder.ts";

const root = resolve(import.meta.dirname, "../..");
const probeName = `probe-${randomUUID()}`;
const probes = [
  join(root, ".data", `${probeName}.sqlite-wal`),
  join(root, ".data", `${probeName}.txt`),
];

let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  mkdirSync(join(root, ".data"), { recursive: true });
  for (const probe of probes) writeFileSync(probe, "signing key, password hashes, tokens");
  server = await createServer({
    configFile: join(root, "vite.config.ts"),
    root,
    logLevel: "silent",
    server: { host: "127.0.0.1", port: 0, strictPort: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === "string") throw new Error("Vite is not listening");
  origin = `http://127.0.0.1:${address.port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  for (const probe of probes) rmSync(probe, { force: true });
});

describe("the development data folder", () => {
  it("lies outside the project Vite serves, unless DATA_DIR says otherwise", () => {
    const folder = developmentDataFolder({ HOME: "/home/someone" });
    expect(relative(root, folder).startsWith("..")).toBe(true);
    expect(developmentDataFolder({ XDG_DATA_HOME: "/var/lib/x" })).toBe(
      "/var/lib/x/hestia-campus/dev",
    );
    expect(developmentDataFolder({ DATA_DIR: "/srv/data" })).toBe("/srv/data");
  });

  it.each([
    `/.data/${probeName}.sqlite-wal`,
    `/.data/${probeName}.txt`,
    `/.data//${probeName}.txt`,
    `/%2edata/${probeName}.txt`,
    `/.data/${probeName}.txt?raw`,
    `/@fs${root}/.data/${probeName}.txt`,
  ])("Vite's dev server refuses %s", async (path) => {
    const answer = await fetch(`${origin}${path}`);
    expect(answer.status).toBe(403);
    expect(await answer.text()).not.toContain("password hashes");
  });

  it("still serves the app's own files", async () => {
    const answer = await fetch(`${origin}/src/config/index.ts`);
    expect(answer.status).toBe(200);
  });
});
