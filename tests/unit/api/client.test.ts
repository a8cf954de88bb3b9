import { isHTTPError } from "ky";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bearerHeaders, getServerClockOffsetMs, serverNow } from "../../../src/api/client.ts";
import { createFakeBackend, firstRequest, json, networkDrop, TEST_ORIGIN } from "./fakeBackend.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("retry policy", () => {
  it("retries a GET that failed with a server error, up to the configured limit", async () => {
    const backend = createFakeBackend(() => json({}, { status: 503 }));
    await expect(backend.client.get("api/x")).rejects.toSatisfy(isHTTPError);
    // One attempt plus `api.retryLimit` (2) retries.
    expect(backend.requests).toHaveLength(3);
  });

  it("returns the answer of a GET that succeeds on retry", async () => {
    const backend = createFakeBackend((_request, attempt) =>
      attempt === 1 ? networkDrop() : json({ ok: true }),
    );
    await expect(backend.client.get("api/x").json()).resolves.toEqual({ ok: true });
    expect(backend.requests).toHaveLength(2);
  });

  it("never repeats a POST, even after a server error", async () => {
    const backend = createFakeBackend(() => json({}, { status: 500 }));
    await expect(backend.client.post("api/x", { json: { a: 1 } })).rejects.toSatisfy(isHTTPError);
    expect(backend.requests).toHaveLength(1);
  });

  it("never repeats a POST after a network drop", async () => {
    const backend = createFakeBackend(networkDrop);
    await expect(backend.client.post("api/x")).rejects.toThrow();
    expect(backend.requests).toHaveLength(1);
  });

  it("does not retry a client error such as 400", async () => {
    const backend = createFakeBackend(() => json({ error: "bad" }, { status: 400 }));
    await expect(backend.client.get("api/x")).rejects.toSatisfy(isHTTPError);
    expect(backend.requests).toHaveLength(1);
  });
});

describe("requests", () => {
  it("joins paths to the prefix and sends cookies along", async () => {
    const backend = createFakeBackend();
    await backend.client.get("/api/conf/okta");
    const request = firstRequest(backend.requests);
    expect(request.url).toBe(`${TEST_ORIGIN}/api/conf/okta`);
    expect(request.credentials).toBe("include");
  });
});

describe("bearer token", () => {
  it("sends the token the provider gives at the time of each request", async () => {
    let token = "first-token";
    const backend = createFakeBackend(undefined, {
      accessToken: () => token,
      headers: bearerHeaders,
    });
    await backend.client.get("api/a");
    token = "renewed-token";
    await backend.client.get("api/b");
    expect(backend.requests.map((request) => request.headers.get("authorization"))).toEqual([
      "Bearer first-token",
      "Bearer renewed-token",
    ]);
  });

  it("sends no Authorization header when nobody is signed in", async () => {
    const backend = createFakeBackend(undefined, {
      accessToken: () => undefined,
      headers: bearerHeaders,
    });
    await backend.client.get("api/a");
    expect(firstRequest(backend.requests).headers.has("authorization")).toBe(false);
  });
});

describe("server clock offset", () => {
  const serverDate = "Wed, 01 Jan 2031 12:00:10 GMT";

  it("is the server's Date minus the local time the answer arrived", async () => {
    const localNow = Date.parse("2031-01-01T12:00:00Z");
    vi.spyOn(Date, "now").mockReturnValue(localNow);
    const backend = createFakeBackend(() => json({}, { headers: { date: serverDate } }));
    await backend.client.get("api/a");
    expect(getServerClockOffsetMs()).toBe(10_000);
    expect(serverNow()).toBe(localNow + 10_000);
  });

  it("is also taken from failed answers, and is negative when the server is behind", async () => {
    vi.spyOn(Date, "now").mockReturnValue(Date.parse("2031-01-01T12:00:15Z"));
    const backend = createFakeBackend(() =>
      json({}, { status: 400, headers: { date: serverDate } }),
    );
    await expect(backend.client.get("api/a")).rejects.toSatisfy(isHTTPError);
    expect(getServerClockOffsetMs()).toBe(-5_000);
  });

  it("keeps the last known offset when an answer has no usable Date", async () => {
    vi.spyOn(Date, "now").mockReturnValue(Date.parse("2031-01-01T12:00:00Z"));
    const backend = createFakeBackend(() => json({}, { headers: { date: serverDate } }));
    await backend.client.get("api/a");
    backend.respondWith(() => json({}, { headers: { date: "not a date" } }));
    await backend.client.get("api/b");
    expect(getServerClockOffsetMs()).toBe(10_000);
  });
});
