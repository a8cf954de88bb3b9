/**
 * The visitor's address, the one key of every per-address limit (rateLimits.ts, the sign-in
 * throttle, renders under way per address).
 *
 * The socket's peer is the visitor unless it is one of the fronts the setting
 * `TRUSTED_PROXIES` lists (server/front.ts, nginx, a load balancer): then the visitor is the
 * right-most address of `X-Forwarded-For` that is not itself a trusted front, since each front
 * appends the address it saw and only the part written by trusted fronts can be believed.
 * Without the setting, or from any other peer, the header is ignored: anyone can write it.
 */
import { BlockList, isIP } from "node:net";
import type { Context } from "hono";

/** Requests without a socket (tests through `app.request`) share this key. */
const NO_SOCKET = "local";

/** `::ffff:192.0.2.1` (an IPv4 visitor on a dual-stack socket) and `192.0.2.1` are one visitor. */
const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
const canonical = (address: string) => IPV4_MAPPED.exec(address)?.[1] ?? address;

/**
 * Checks one entry of `TRUSTED_PROXIES`: an IP address, or a subnet in CIDR notation
 * (`10.0.0.0/8`, `fd00::/8`). Returns a sentence saying what is wrong, or null.
 */
export function trustedProxyProblem(entry: string): string | null {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or subnet`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  return Number.isInteger(bits) && bits >= 0 && bits <= max && prefix.trim() !== ""
    ? null
    : `"${entry}" has a prefix length outside 0-${max}`;
}

function compile(trustedProxies: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of trustedProxies) {
    const [address = "", prefix] = entry.split("/");
    const type = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/** Reads the visitor's address of a request, trusting `X-Forwarded-For` from `trustedProxies` only. */
export function clientAddressReader(trustedProxies: readonly string[]): (c: Context) => string {
  const trusted = compile(trustedProxies);
  const isTrusted = (address: string) =>
    isIP(address) !== 0 && trusted.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
  return (c) => {
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    const peer = env?.incoming?.socket?.remoteAddress;
    if (!peer) return NO_SOCKET;
    if (trustedProxies.length === 0 || !isTrusted(peer)) return canonical(peer);
    const forwarded = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    // From the nearest hop outwards; a hop that is not an address ends what can be believed,
    // and the last trusted hop seen stands for the visitor.
    let nearest = peer;
    for (const hop of forwarded.reverse()) {
      if (isIP(hop) === 0) break;
      nearest = hop;
      if (!isTrusted(hop)) break;
    }
    return canonical(nearest);
  };
}
