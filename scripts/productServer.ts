import { type ChildProcess, spawn } from "node:child_process";
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

/**
 * Starts the product (built app, API, sign-in) on a throw-away seeded database, as the e2e
 * run does, and resolves once it answers; `stop()` ends it.
 */
export async function startProduct(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["scripts/e2e-server.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PUBLIC_ORIGIN: origin },
    stdio: "ignore",
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${origin}/api/conf/okta`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) {
      const stop = () =>
        new Promise<void>((resolve) => {
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        });
      return { origin, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error("the product did not start within 60 s");
}
