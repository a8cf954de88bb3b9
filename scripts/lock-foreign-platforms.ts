/**
 * `node scripts/lock-foreign-platforms.ts` after any `npm install`: the registry this project
 * installs from serves only Linux x64/arm64 builds of Biome's and Rolldown's native binaries,
 * so `npm install` leaves the other platforms' optional packages out of package-lock.json, and
 * `npm ci` then refuses the lock as out of sync. This adds them back as optional entries with
 * their platform constraints, which `npm ci` skips on this machine without fetching them.
 */
import { readFileSync, writeFileSync } from "node:fs";

type LockEntry = Record<string, unknown> & { optionalDependencies?: Record<string, string> };
const lockPath = "package-lock.json";
const lock = JSON.parse(readFileSync(lockPath, "utf8")) as { packages: Record<string, LockEntry> };

/** os, cpu and libc of a native build, read from its package name. */
function platformOf(name: string): Record<string, string[]> {
  const part = name.split("/")[1] ?? "";
  const os = ["android", "darwin", "freebsd", "linux", "win32", "openharmony"].find((candidate) =>
    part.includes(`-${candidate}-`),
  );
  const cpu = ["arm64", "x64", "arm", "ppc64", "s390x", "wasm32"].find(
    (candidate) => part.includes(`-${candidate}`) || part.includes(`${candidate}-`),
  );
  const platform: Record<string, string[]> = {};
  if (os) platform.os = [os];
  if (cpu) platform.cpu = [cpu];
  if (part.includes("musl")) platform.libc = ["musl"];
  else if (part.includes("-gnu") || (os === "linux" && !part.includes("musl")))
    platform.libc = ["glibc"];
  return platform;
}

/** Where Node would find `name` from the package at `path`, nearest folder first. */
function resolutionChain(path: string, name: string): string[] {
  const chain: string[] = [];
  let folder = path;
  while (folder !== "") {
    chain.push(`${folder}/node_modules/${name}`);
    const parent = folder.lastIndexOf("/node_modules/");
    folder = parent === -1 ? "" : folder.slice(0, parent);
  }
  chain.push(`node_modules/${name}`);
  return chain;
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!/@(biomejs\/cli|rolldown\/binding)-/.test(name)) continue;
    const chain = resolutionChain(path, name);
    const found = chain.find((candidate) => lock.packages[candidate]);
    if (found && lock.packages[found]?.version === version) continue;
    // Not found at all: top level; found in another version: beside the package needing it.
    const target = found ? (chain[0] ?? `node_modules/${name}`) : `node_modules/${name}`;
    lock.packages[target] = {
      version,
      dev: true,
      optional: true,
      ...platformOf(name),
    };
    added += 1;
  }
}
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`lock: ${added} foreign-platform optional package(s) recorded`);
