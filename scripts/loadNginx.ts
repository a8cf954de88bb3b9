/**
 * nginx as a shared cache in front of the product, for `npm run load` (scripts/load.ts): the
 * way a CDN or a reverse proxy would keep the public pages the server marks `s-maxage`.
 *
 * Everything lives in a temporary folder (config, pid, logs, temp files, the cache); nginx runs
 * in the foreground as a child of this script, on a free loopback port, and no global nginx
 * config or service is touched. `stop()` ends it and removes the folder.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, stopWithin } from "./productServer.ts";

export type RunningNginx = { origin: string; stop: () => Promise<void> };

const runs = (command: string) =>
  spawnSync(command, ["-v"], { stdio: "ignore", timeout: 10_000 }).status === 0;

/** `nginx` on PATH, or Debian's binary when /usr/sbin is not on this user's PATH. */
const installedNginx = () => ["nginx", "/usr/sbin/nginx"].find(runs);

function aptGet(args: string[]): boolean {
  const answer = spawnSync("apt-get", args, {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    stdio: "ignore",
    timeout: 300_000,
  });
  return answer.status === 0;
}

/**
 * The nginx command, installing Debian's `nginx-light` when there is none (the package lists
 * are refreshed only if a first install fails); a sentence saying why when it cannot be had.
 */
export function findNginx(): { command: string } | { missing: string } {
  const found = installedNginx();
  if (found) return { command: found };
  console.info("\nnginx is not installed: apt-get install -y nginx-light ...");
  if (!aptGet(["install", "-y", "-qq", "nginx-light"])) {
    aptGet(["update", "-qq"]);
    aptGet(["install", "-y", "-qq", "nginx-light"]);
  }
  const installed = installedNginx();
  if (installed) return { command: installed };
  return { missing: "nginx is not installed and `apt-get install -y nginx-light` failed" };
}

function config(folder: string, port: number, upstreamPort: number): string {
  const temp = (name: string) => join(folder, "temp", name);
  // Run as root, nginx would hand its workers to "nobody", who cannot write this folder.
  const user = process.getuid?.() === 0 ? "user root;" : "";
  return `${user}
worker_processes auto;
pid ${join(folder, "nginx.pid")};
error_log ${join(folder, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  proxy_cache_path ${join(folder, "cache")} levels=1:2 keys_zone=pages:10m max_size=256m
    inactive=10m use_temp_path=off;
  # A signed-in visit (the server's session cookies, server/pageServer.ts) is never served
  # from the cache nor stored in it; the server also marks its answers private.
  map $http_cookie $signed_in {
    default 0;
    "~(^|;\\s*)(access_token|renewable_session)=" 1;
  }
  upstream product {
    server 127.0.0.1:${upstreamPort};
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location = /nginx-ready { return 204; }
    location / {
      proxy_pass http://product;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host 127.0.0.1:${upstreamPort};
      # The visitor's address, which the server believes from the addresses in its
      # TRUSTED_PROXIES (server/http/clientAddress.ts). The load run's clients and nginx share
      # loopback, so its server needs no such setting: every key is 127.0.0.1 either way.
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_cache pages;
      # No proxy_cache_valid: the origin's Cache-Control (s-maxage, stale-while-revalidate)
      # decides what is kept and for how long.
      proxy_cache_revalidate on;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      proxy_cache_bypass $signed_in;
      proxy_no_cache $signed_in;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

/** nginx caching the product at `upstreamOrigin`, once it answers (within 10 s). */
export async function startNginx(command: string, upstreamOrigin: string): Promise<RunningNginx> {
  const folder = mkdtempSync(join(tmpdir(), "hestia-nginx-"));
  for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    mkdirSync(join(folder, "temp", name), { recursive: true });
  const port = await freePort();
  const file = join(folder, "nginx.conf");
  writeFileSync(file, config(folder, port, Number(new URL(upstreamOrigin).port)));
  const child = spawn(
    command,
    ["-c", file, "-p", `${folder}/`, "-e", join(folder, "error.log"), "-g", "daemon off;"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let output = "";
  child.stderr?.on("data", (chunk) => {
    output = (output + chunk).slice(-2000);
  });
  let spawnError = "";
  child.once("error", (error) => {
    spawnError = error.message;
  });
  const stop = async () => {
    await stopWithin(child);
    rmSync(folder, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && child.exitCode === null && !spawnError) {
    const ready = await fetch(`${origin}/nginx-ready`, { signal: AbortSignal.timeout(2000) }).then(
      (answer) => answer.status === 204,
      () => false,
    );
    if (ready) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = readFileSync(join(folder, "error.log"), { encoding: "utf8", flag: "a+" });
  await stop();
  const exited = spawnError || child.exitCode === null ? "" : `exit ${child.exitCode}`;
  const why = [spawnError, exited, output.trim(), log.trim()].filter(Boolean).join("; ");
  throw new Error(`nginx did not start: ${why.slice(-2000) || "no answer within 10 s"}`);
}
