import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type RunningProduct = { origin: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * Starts the product (built app, API, sign-in) on a throw-away seeded database, as the e2e
 * run does, and resolves once `readyPath` answers; `stop()` ends it. `script` and `execArgv`
 * start another entry (scripts/loadServer.ts, which reports its memory over the IPC channel;
 * server/frontMain.ts, the front alone); `port` and `env` are given to it.
 */
export async function startProduct({
  script = "scripts/e2e-server.ts",
  execArgv = [] as string[],
  readyPath = "/api/conf/okta",
  port: chosenPort = 0,
  env = {} as Record<string, string>,
} = {}): Promise<RunningProduct> {
  const port = chosenPort || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...execArgv, script], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_ORIGIN: origin, ...env },
    stdio: ["ignore", "ignore", "ignore", "ipc"],
  });
  let exited: string | undefined;
  child.once("exit", (code, signal) => {
    exited = `exit ${code ?? signal}`;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${script} stopped (${exited}) before answering`);
    const ready = await fetch(origin + readyPath).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) {
      const stop = () =>
        new Promise<void>((resolve) => {
          if (exited) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        });
      return { origin, child, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`${script} did not start within 60 s`);
}

/** The floor page of the bench (bench/floor/server.ts, after `npm run build:floor`). */
export function startFloor(): Promise<RunningProduct> {
  if (!existsSync("dist-floor-server/entry-server.js"))
    throw new Error("the floor page is not built: run npm run build:floor");
  return startProduct({ script: "bench/floor/server.ts", readyPath: "/" });
}

/**
 * Ends `child` (SIGTERM, then SIGKILL after `ms`) and resolves once it has exited: unlike
 * `stop()`, bounded in time, for scripts that must not hang on a server that will not stop.
 */
export function stopWithin(child: ChildProcess, ms = 10_000): Promise<void> {
  const gone = child.pid === undefined || child.exitCode !== null || child.signalCode !== null;
  if (gone) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => {
      child.kill("SIGKILL");
      setTimeout(resolve, 1000).unref();
    }, ms);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
