/**
 * The visitor's address behind fronts (server/http/clientAddress.ts): `X-Forwarded-For` is read
 * only when the socket's peer is a front listed in `TRUSTED_PROXIES`, and then its right-most
 * address that is not a trusted front; per-address limits count per visitor, not per front.
 */
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { clientAddressReader } from "../../server/http/clientAddress.ts";
import { RATE_LIMITS } from "../../server/http/rateLimits.ts";
import { makeServer, type TestServer } from "./helpers.ts";

/** What the reader says of a request from `peer` carrying `forwardedFor`. */
async function addressSeen(trusted: string[], peer: string | undefined, forwardedFor?: string) {
  const app = new Hono();
  const read = clientAddressReader(trusted);
  app.get("/", (c) => c.text(read(c)));
  const headers = forwardedFor === undefined ? undefined : { "x-forwarded-for": forwardedFor };
  const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined;
  return (await app.request("/", { headers }, env)).text();
}

describe("clientAddressReader", () => {
  it("ignores X-Forwarded-For without TRUSTED_PROXIES", async () => {
    expect(await addressSeen([], "203.0.113.9", "198.51.100.1")).toBe("203.0.113.9");
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted front", async () => {
    expect(await addressSeen(["10.0.0.5"], "203.0.113.9", "198.51.100.1")).toBe("203.0.113.9");
  });

  it("takes the right-most address that is not a trusted front", async () => {
    // The visitor wrote a fake first entry; the front appended the address it really saw.
    expect(await addressSeen(["10.0.0.5"], "10.0.0.5", "1.2.3.4, 198.51.100.1")).toBe(
      "198.51.100.1",
    );
    // Two trusted hops (a load balancer, then a front), given as a subnet.
    expect(await addressSeen(["10.0.0.0/8"], "10.0.0.5", "1.2.3.4, 198.51.100.1, 10.0.0.7")).toBe(
      "198.51.100.1",
    );
  });

  it("matches IPv4 fronts on a dual-stack socket and keys visitors without the IPv6 prefix", async () => {
    expect(await addressSeen(["127.0.0.1"], "::ffff:127.0.0.1", "::ffff:198.51.100.1")).toBe(
      "198.51.100.1",
    );
  });

  it("stands the nearest trusted hop for the visitor when a hop is not an address", async () => {
    expect(await addressSeen(["10.0.0.5"], "10.0.0.5", "198.51.100.1, not-an-ip")).toBe("10.0.0.5");
    expect(await addressSeen(["10.0.0.5"], "10.0.0.5")).toBe("10.0.0.5");
  });

  it("refuses a setting that is not addresses or subnets, naming it", () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: "10.0.0.5, front.example" })).toThrow(
      /TRUSTED_PROXIES: "front.example"/,
    );
    expect(() => loadConfig({ TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES/);
    expect(loadConfig({ TRUSTED_PROXIES: "10.0.0.5, fd00::/8" }).trustedProxies).toEqual([
      "10.0.0.5",
      "fd00::/8",
    ]);
  });
});

describe("per-address limits behind a front", () => {
  let api: TestServer;
  afterEach(() => api.close());

  const FRONT = "10.0.0.5";
  /** A contact message sent through the front for `visitor`. */
  const contactFrom = (visitor: string) =>
    api.app.request(
      "/api/ac_campus/mail/sendMail",
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": visitor },
        body: JSON.stringify({
          content: "Bonjour",
          destinataire: "contactYF",
          sujet: "Question",
          typeContact: "presse",
        }),
      },
      { incoming: { socket: { remoteAddress: FRONT } } },
    );

  async function exhaust(visitor: string) {
    for (let sent = 0; sent < RATE_LIMITS.contactMessagesPerAddress.points; sent += 1)
      expect((await contactFrom(visitor)).status).toBe(200);
    expect((await contactFrom(visitor)).status).toBe(429);
  }

  it("count each visitor apart when the front is trusted", async () => {
    api = makeServer({ env: { TRUSTED_PROXIES: FRONT } });
    await exhaust("198.51.100.1");
    expect((await contactFrom("198.51.100.2")).status).toBe(200);
  });

  it("count the front as one client when it is not trusted (the header is ignored)", async () => {
    api = makeServer();
    await exhaust("198.51.100.1");
    expect((await contactFrom("198.51.100.2")).status).toBe(429);
  });
});
